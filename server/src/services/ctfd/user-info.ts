import type { Database } from '../../db/database';
import { hashToken } from '../auth/crypto';
import { CTFD_MAX_LENGTH, ctfdTeamFor, fitCtfdName } from './names';
import { ctfdOauthTeamId } from './team-sync';

/** What CTFd reads (`CTFd/auth.py`): its `oauth_id` is our user id, a team's is the institution id. */
export interface CtfdUserInfo {
  id: number;
  name: string;
  email: string;
  team?: { id: number; name: string };
}

/** The scopes a CTFd client may be granted: `profile` always, `team` when CTFd plays in teams. */
export type CtfdScope = 'profile' | 'team';

/** Whether a granted scope string (`profile team`) holds this scope; none stored is `profile`. */
export function hasCtfdScope(granted: string | null, scope: CtfdScope): boolean {
  return (granted ?? 'profile').split(' ').includes(scope);
}

export type UserInfoLookup = { kind: 'ok'; info: CtfdUserInfo } | { kind: 'invalid_token' } | { kind: 'unverified' };
export type TeamLookup =
  | { kind: 'ok'; team: { id: number; name: string } | null }
  | { kind: 'invalid_token' }
  | { kind: 'insufficient_scope' }
  | { kind: 'unverified' };

/** The live token's user and the scope its code granted, or undefined. */
async function findGrant(db: Database, token: string, now: Date) {
  return db
    .selectFrom('ctfd_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.id', 'u.username', 'u.email', 'u.email_verified_at', 't.scope', 't.client_id'])
    .where('t.id', '=', hashToken(token))
    .where('t.expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * The player's team as this CTFd finds it (by oauth_id): where a linked typed-in school's team
 * stands for the institution, that team's (team-sync.ts).
 */
async function teamInCtfd(db: Database, clientId: string, userId: number) {
  const team = await ctfdTeamFor(db, userId);
  return team && { ...team, id: await ctfdOauthTeamId(db, clientId, team.id) };
}

/**
 * The user an access token speaks for. CTFd matches accounts by e-mail and marks them verified, so
 * an unverified address is never given out (SECURITY 57). Schools compete as teams: an accepted
 * competitor's institution is the team, a typed-in school a team of its own, given only to a token
 * granted the `team` scope. Every string fits CTFd's 128-character columns.
 */
export async function findCtfdUserInfo(db: Database, token: string, now = new Date()): Promise<UserInfoLookup> {
  const row = await findGrant(db, token, now);
  if (!row) return { kind: 'invalid_token' };
  if (!row.email_verified_at || row.email.length > CTFD_MAX_LENGTH) return { kind: 'unverified' };
  const info: CtfdUserInfo = { id: row.id, name: fitCtfdName(row.username, row.id), email: row.email };
  const team = hasCtfdScope(row.scope, 'team') ? await teamInCtfd(db, row.client_id, row.id) : null;
  if (team) info.team = team;
  return { kind: 'ok', info };
}

/** The team alone, for a token granted `team` (RFC 6750 §3.1: any other token has insufficient scope). */
export async function findCtfdTeam(db: Database, token: string, now = new Date()): Promise<TeamLookup> {
  const row = await findGrant(db, token, now);
  if (!row) return { kind: 'invalid_token' };
  if (!hasCtfdScope(row.scope, 'team')) return { kind: 'insufficient_scope' };
  if (!row.email_verified_at || row.email.length > CTFD_MAX_LENGTH) return { kind: 'unverified' };
  return { kind: 'ok', team: await teamInCtfd(db, row.client_id, row.id) };
}
