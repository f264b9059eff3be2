import type { Database } from '../../db/database';
import { generateMailedToken, hashToken } from './crypto';

export type MailedTokenTable = 'email_verification_tokens' | 'password_reset_tokens' | 'email_change_tokens';

export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const EMAIL_CHANGE_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** A token to mail: its kind (`table`), whose it is, the address it goes to and how long it lives. */
export interface MailedTokenRequest {
  table: MailedTokenTable;
  userId: number;
  email: string;
  ttlMs: number;
  now?: Date;
}

/** A new token for this user and address; older ones of the same kind stop working. */
export async function issueMailedToken(
  db: Database,
  { table, userId, email, ttlMs, now = new Date() }: MailedTokenRequest,
) {
  const token = generateMailedToken();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
    await trx
      .insertInto(table)
      .values({
        id: hashToken(token),
        user_id: userId,
        email,
        expires_at: new Date(now.getTime() + ttlMs),
        created_at: now,
      })
      .execute();
  });
  return token;
}

/**
 * Uses a token up: marked used in the same statement that reads it, so two uses cannot both
 * succeed. `used` says the link was valid once and has been opened before (until it expires).
 */
export async function consumeMailedToken(
  db: Database,
  table: MailedTokenTable,
  token: string,
  now = new Date(),
): Promise<{ userId: number; email: string } | { used: { userId: number; email: string } } | null> {
  const id = hashToken(token);
  const row = await db
    .updateTable(table)
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'email'])
    .executeTakeFirst();
  if (row) return { userId: row.user_id, email: row.email };
  const earlier = await db
    .selectFrom(table)
    .select(['user_id', 'email'])
    .where('id', '=', id)
    .where('used_at', 'is not', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return earlier ? { used: { userId: earlier.user_id, email: earlier.email } } : null;
}
