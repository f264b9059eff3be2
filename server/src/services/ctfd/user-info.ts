import type { Database } from '../../db/database';
import { hashToken } from '../auth/crypto';

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
 * competitor's institution is the team.
 */
export async function findCtfdUserInfo(db: Database, token: string, now = new Date()): Promise<UserInfoLookup> {
  const row = await db
    .selectFrom('ctfd_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('competitor_applications as c', (join) =>
      join.onRef('c.user_id', '=', 'u.id').on('c.is_current', '=', true).on('c.status', '=', 'accepted'),
    )
    .leftJoin('institutions as i', 'i.id', 'c.institution_id')
    .select(['u.id', 'u.username', 'u.email', 'u.email_verified_at', 'i.id as team_id', 'i.name as team_name'])
    .where('t.id', '=', hashToken(token))
    .where('t.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return { kind: 'invalid_token' };
  if (!row.email_verified_at) return { kind: 'unverified' };
  const info: CtfdUserInfo = { id: row.id, name: row.username, email: row.email };
  if (row.team_id !== null && row.team_name !== null) info.team = { id: row.team_id, name: row.team_name };
  return { kind: 'ok', info };
}

/**
 * In team mode CTFd asks for the `team` scope and cannot sign in anyone without a team, so such a
 * user is turned away at authorize instead: the team is the school of an accepted competitor.
 */
export async function hasCtfdTeam(db: Database, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('competitor_applications')
    .select('id')
    .where('user_id', '=', userId)
    .where('is_current', '=', true)
    .where('status', '=', 'accepted')
    .where('institution_id', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}
