import type { Database } from '../../db/database';
import { hashToken } from '../auth/crypto';
import { CTFD_MAX_LENGTH, ctfdTeamFor, fitCtfdName } from './names';

/** What CTFd reads (`CTFd/auth.py`): its `oauth_id` is our user id, a team's is the institution id. */
export interface CtfdUserInfo {
  id: number;
  name: string;
  email: string;
  team?: { id: number; name: string };
}

export type UserInfoLookup = { kind: 'ok'; info: CtfdUserInfo } | { kind: 'invalid_token' } | { kind: 'unverified' };

/**
 * The user an access token speaks for. CTFd matches accounts by e-mail and marks them verified, so
 * an unverified address is never given out (SECURITY 57). Schools compete as teams: an accepted
 * competitor's institution is the team, a typed-in school a team of its own. Every string fits
 * CTFd's 128-character columns.
 */
export async function findCtfdUserInfo(db: Database, token: string, now = new Date()): Promise<UserInfoLookup> {
  const row = await db
    .selectFrom('ctfd_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.id', 'u.username', 'u.email', 'u.email_verified_at'])
    .where('t.id', '=', hashToken(token))
    .where('t.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return { kind: 'invalid_token' };
  if (!row.email_verified_at || row.email.length > CTFD_MAX_LENGTH) return { kind: 'unverified' };
  const info: CtfdUserInfo = { id: row.id, name: fitCtfdName(row.username, row.id), email: row.email };
  const team = await ctfdTeamFor(db, row.id);
  if (team) info.team = team;
  return { kind: 'ok', info };
}
