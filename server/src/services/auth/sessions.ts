import type { Database } from '../../db/database';
import { generateSessionToken, hashToken } from './crypto';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Idle limit: a session unused for 30 days ends; each use within the last 15 days extends it. */
export const SESSION_TTL_MS = 30 * DAY_MS;
export const SESSION_RENEW_BELOW_MS = 15 * DAY_MS;
/** Absolute limit: no session lives longer than 90 days, however active. */
export const SESSION_ABSOLUTE_TTL_MS = 90 * DAY_MS;

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  email_verified_at: Date | null;
  roles: string[];
  language: string;
  created_at: Date;
}

export interface ValidatedSession {
  session: { id: string; expiresAt: Date; renewed: boolean };
  user: SessionUser;
}

export async function createSession(
  db: Database,
  userId: number,
  meta: { ip?: string; userAgent?: string },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      expires_at: expiresAt,
      absolute_expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_TTL_MS),
      created_at: now,
      ip: meta.ip ?? null,
      user_agent: meta.userAgent?.slice(0, 512) ?? null,
    })
    .execute();
  return { token, expiresAt };
}

/** One indexed lookup per request; renews the idle limit when less than half of it is left. */
export async function validateSessionToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ValidatedSession | null> {
  const sessionId = hashToken(token);
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.expires_at',
      's.absolute_expires_at',
      'u.id',
      'u.username',
      'u.email',
      'u.email_verified_at',
      'u.roles',
      'u.language',
      'u.created_at',
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at <= now || row.absolute_expires_at <= now) {
    await invalidateSession(db, sessionId);
    return null;
  }
  let expiresAt = row.expires_at;
  let renewed = false;
  if (expiresAt.getTime() - now.getTime() < SESSION_RENEW_BELOW_MS) {
    expiresAt = new Date(Math.min(now.getTime() + SESSION_TTL_MS, row.absolute_expires_at.getTime()));
    renewed = true;
    await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute();
  }
  const { expires_at: _e, absolute_expires_at: _a, ...user } = row;
  return { session: { id: sessionId, expiresAt, renewed }, user };
}

export async function invalidateSession(db: Database, sessionId: string) {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function invalidateAllSessions(db: Database, userId: number) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
