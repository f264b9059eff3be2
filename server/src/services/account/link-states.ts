import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { hashToken } from '../auth/crypto';

export const LINK_STATE_TTL_MS = 10 * 60_000;

export interface LinkState {
  state: string;
  verifier: string;
  returnTo: string;
}

/**
 * Starts a link for this session: the state stays in the database, the browser gets only a random
 * key (its hash is the row's id). A new start replaces the session's previous one for the provider.
 */
export async function saveLinkState(db: Database, sessionId: string, provider: string, linkState: LinkState) {
  const key = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('account_link_states')
      .where('session_id', '=', sessionId)
      .where('provider', '=', provider)
      .execute();
    await trx
      .insertInto('account_link_states')
      .values({
        id: hashToken(key),
        session_id: sessionId,
        provider,
        state: linkState.state,
        verifier: linkState.verifier,
        return_to: linkState.returnTo,
        expires_at: new Date(Date.now() + LINK_STATE_TTL_MS),
      })
      .execute();
  });
  return key;
}

/**
 * The link state behind a cookie's key, used up once, and only by the session that started it: a
 * key planted from elsewhere (another user's, or one for another session) finds nothing.
 */
export async function takeLinkState(
  db: Database,
  sessionId: string,
  provider: string,
  key: string | undefined,
): Promise<LinkState | null> {
  if (!key) return null;
  const row = await db
    .deleteFrom('account_link_states')
    .where('id', '=', hashToken(key))
    .where('session_id', '=', sessionId)
    .where('provider', '=', provider)
    .where('expires_at', '>', new Date())
    .returning(['state', 'verifier', 'return_to'])
    .executeTakeFirst();
  return row ? { state: row.state, verifier: row.verifier, returnTo: row.return_to } : null;
}
