import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database';
import { hashToken } from '../auth/crypto';

/** SECURITY 51: an authorization code lives 60 seconds and is used once. */
export const CODE_TTL_MS = 60_000;
/** SECURITY 56: an access token is only needed for CTFd's one user-info call right after the exchange. */
export const TOKEN_TTL_MS = 5 * 60_000;

/** A code for this client and user: 32 random bytes, base64url; only its hash is stored. */
export async function issueCode(
  db: Database,
  {
    clientId,
    userId,
    codeChallenge = null,
    scope = null,
    now = new Date(),
  }: {
    clientId: string;
    userId: number;
    /** The PKCE S256 challenge the client sent, if any (SECURITY 55). */
    codeChallenge?: string | null;
    scope?: string | null;
    now?: Date;
  },
) {
  const { secret: code, stored } = newSecret(now, CODE_TTL_MS);
  await db
    .insertInto('ctfd_codes')
    .values({ ...stored, client_id: clientId, user_id: userId, code_challenge: codeChallenge, scope })
    .execute();
  return code;
}

/** A new secret (32 random bytes, base64url) and what its row keeps: only its hash, and when it expires. */
function newSecret(now: Date, ttlMs: number) {
  const secret = randomBytes(32).toString('base64url');
  return { secret, stored: { id: hashToken(secret), expires_at: new Date(now.getTime() + ttlMs) } };
}

export type Exchange = { ok: true; accessToken: string; scope: string | null } | { ok: false; replayed: boolean };

/**
 * Trades a code for an access token. The code is consumed by one conditional UPDATE, so of two
 * concurrent exchanges only one can win. A code that was already used means it leaked: every token
 * issued from it is revoked (RFC 6749 §4.1.2).
 */
/** SECURITY 55: the verifier must match a stored S256 challenge, and may not come without one. */
function verifierMatches(challenge: string | null, verifier: string | undefined): boolean {
  if (challenge === null) return verifier === undefined;
  if (verifier === undefined) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

export async function exchangeCode(
  db: Database,
  {
    clientId,
    code,
    codeVerifier,
    now = new Date(),
  }: {
    clientId: string;
    code: string;
    /** The PKCE verifier the client sent, if any (SECURITY 55). */
    codeVerifier?: string | undefined;
    now?: Date;
  },
): Promise<Exchange> {
  const codeId = hashToken(code);
  return db.transaction().execute(async (trx) => {
    const consumed = await trx
      .updateTable('ctfd_codes')
      .set({ used_at: now })
      .where('id', '=', codeId)
      .where('client_id', '=', clientId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id', 'code_challenge', 'scope'])
      .executeTakeFirst();
    // A failed PKCE check still uses the code up: it cannot be tried again.
    if (consumed && !verifierMatches(consumed.code_challenge, codeVerifier)) return { ok: false, replayed: false };
    if (!consumed) {
      const used = await trx
        .selectFrom('ctfd_codes')
        .select('id')
        .where('id', '=', codeId)
        .where('used_at', 'is not', null)
        .executeTakeFirst();
      if (used) await trx.deleteFrom('ctfd_tokens').where('code_id', '=', codeId).execute();
      return { ok: false, replayed: used !== undefined };
    }
    const { secret: accessToken, stored } = newSecret(now, TOKEN_TTL_MS);
    await trx
      .insertInto('ctfd_tokens')
      .values({ ...stored, client_id: clientId, user_id: consumed.user_id, code_id: codeId, scope: consumed.scope })
      .execute();
    return { ok: true, accessToken, scope: consumed.scope };
  });
}

/**
 * Expired tokens go; a code is kept until every token it could have issued has expired, so a late
 * replay is still recognised and revokes them. Runs with the hourly maintenance.
 */
export async function deleteExpiredCtfdRows(db: Database, now = new Date()) {
  await db.deleteFrom('ctfd_tokens').where('expires_at', '<=', now).execute();
  await db
    .deleteFrom('ctfd_codes')
    .where('expires_at', '<=', new Date(now.getTime() - TOKEN_TTL_MS))
    .execute();
}
