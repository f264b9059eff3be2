import type { Database } from '../../db/database';
import type { LinkProvider } from '../../integrations/oauth/fake-provider';
import type { ProviderAccount } from '../../integrations/oauth/link-providers';

export type LinkResult = 'linked' | 'already-linked-elsewhere';

/**
 * Links (or relinks) a provider account to the user. Links are keyed on the provider's user id, so
 * one Discord or GitHub account can belong to one platform user only.
 */
export async function linkExternalAccount(
  db: Database,
  userId: number,
  provider: LinkProvider,
  account: ProviderAccount,
): Promise<LinkResult> {
  const owner = await db
    .selectFrom('external_accounts')
    .select('user_id')
    .where('provider', '=', provider)
    .where('provider_user_id', '=', account.id)
    .executeTakeFirst();
  if (owner && owner.user_id !== userId) return 'already-linked-elsewhere';
  try {
    await db
      .insertInto('external_accounts')
      .values({ user_id: userId, provider, provider_user_id: account.id, username: account.username })
      .onConflict((oc) =>
        oc.columns(['user_id', 'provider']).doUpdateSet({
          provider_user_id: account.id,
          username: account.username,
          linked_at: new Date(),
        }),
      )
      .execute();
  } catch (error) {
    // Another user linked the same account in the meantime.
    if ((error as { code?: string }).code === '23505') return 'already-linked-elsewhere';
    throw error;
  }
  return 'linked';
}

export async function findExternalAccounts(db: Database, userId: number) {
  const rows = await db
    .selectFrom('external_accounts')
    .select(['provider', 'provider_user_id', 'username', 'linked_at'])
    .where('user_id', '=', userId)
    .execute();
  const byProvider = (provider: LinkProvider) => {
    const row = rows.find((r) => r.provider === provider);
    return row ? { id: row.provider_user_id, username: row.username, linked_at: row.linked_at.toISOString() } : null;
  };
  return { discord: byProvider('discord'), github: byProvider('github') };
}
export type ExternalAccounts = Awaited<ReturnType<typeof findExternalAccounts>>;
