import { type Transaction as KyselyTransaction, sql } from 'kysely';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import type { DB } from '../../db/types';
import type { LinkProvider } from '../../integrations/oauth/fake-provider';
import type { ProviderAccount } from '../../integrations/oauth/link-providers';

type Transaction = KyselyTransaction<DB>;

export type LinkResult = 'linked' | 'already-linked-elsewhere';

/**
 * Links (or relinks) a provider account to the user. Links are keyed on the provider's user id, so
 * one Discord or GitHub account can belong to one platform user only. A Discord id stays bound to
 * the first account that linked it even after that account relinks another one (DECISIONS, Discord
 * binding), until an admin releases it.
 */
export async function linkExternalAccount(
  db: Database,
  userId: number,
  provider: LinkProvider,
  account: ProviderAccount,
): Promise<LinkResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const owner = await trx
        .selectFrom('external_accounts')
        .select('user_id')
        .where('provider', '=', provider)
        .where('provider_user_id', '=', account.id)
        .executeTakeFirst();
      if (owner && owner.user_id !== userId) return 'already-linked-elsewhere';
      if (provider === 'discord' && !(await bindDiscord(trx, userId, account))) return 'already-linked-elsewhere';
      await upsertLink(trx, userId, provider, account);
      return 'linked';
    });
  } catch (error) {
    // Another user linked the same account in the meantime.
    if (isUniqueViolation(error)) return 'already-linked-elsewhere';
    throw error;
  }
}

/** Binds the Discord id to the user unless another account holds it unreleased; false then. */
async function bindDiscord(trx: Transaction, userId: number, account: ProviderAccount) {
  const bound = await trx
    .insertInto('discord_bindings')
    .values({ discord_id: account.id, user_id: userId, username: account.username })
    .onConflict((oc) =>
      oc
        .column('discord_id')
        .doUpdateSet({ user_id: userId, username: account.username, last_linked_at: sql`now()`, released_at: null })
        .where((eb) =>
          eb.or([eb('discord_bindings.user_id', '=', userId), eb('discord_bindings.released_at', 'is not', null)]),
        ),
    )
    .returning('discord_id')
    .executeTakeFirst();
  return bound !== undefined;
}

async function upsertLink(trx: Transaction, userId: number, provider: LinkProvider, account: ProviderAccount) {
  await trx
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

/** Every Discord account this user ever linked, newest first, and whether each is still bound. */
export async function findDiscordHistory(db: Database, userId: number) {
  const rows = await db
    .selectFrom('discord_bindings as b')
    .leftJoin('external_accounts as e', (join) =>
      join.onRef('e.provider_user_id', '=', 'b.discord_id').on('e.provider', '=', 'discord'),
    )
    .select(['b.discord_id', 'b.username', 'b.first_linked_at', 'b.last_linked_at', 'b.released_at', 'e.user_id'])
    .where('b.user_id', '=', userId)
    .orderBy('b.last_linked_at', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => ({
    discord_id: row.discord_id,
    username: row.username,
    first_linked_at: row.first_linked_at.toISOString(),
    last_linked_at: row.last_linked_at.toISOString(),
    released_at: row.released_at?.toISOString() ?? null,
    is_current: row.user_id === userId,
  }));
}

/** Whether the user has linked a Discord account (competing needs one). */
export async function hasDiscord(db: Database, userId: number) {
  const link = await db
    .selectFrom('external_accounts')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('provider', '=', 'discord')
    .executeTakeFirst();
  return link !== undefined;
}
