import { type Database, poolOf } from '../../db/database';
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
  totp_enabled_at: Date | null;
}

/** The user's linked Discord and GitHub accounts, read with the session (the session answer shows them). */
export type SessionLinks = Record<'discord' | 'github', { id: string; username: string } | null>;

export interface ValidatedSession {
  session: {
    id: string;
    expiresAt: Date;
    renewed: boolean;
    /** The second factor was proved in this session (staff areas need it). */
    secondFactorVerified: boolean;
    /** The password was right, the second factor not given yet: this session may do nothing else. */
    secondFactorPending: boolean;
  };
  user: SessionUser;
  links: SessionLinks;
}

/** How a new session starts with regard to the second factor. */
export type SecondFactorState = 'none' | 'pending' | 'verified';

/** How long the step between the password and the second factor may take. */
export const PENDING_SECOND_FACTOR_TTL_MS = 10 * 60 * 1000;

/** last_seen_at is written at most this often, so a busy session costs no write per request. */
export const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/** A sign-in's lifetimes from `now`: the idle limit and the absolute one. */
function signInLifetimes(now: Date) {
  return {
    expires_at: new Date(now.getTime() + SESSION_TTL_MS),
    absolute_expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_TTL_MS),
  };
}

/** A new session's owner, the browser it is for (shown in the session list), and its second-factor state. */
export interface NewSession {
  userId: number;
  ip?: string;
  userAgent?: string;
  now?: Date;
  secondFactor?: SecondFactorState;
}

export async function createSession(
  db: Database,
  { userId, ip, userAgent, now = new Date(), secondFactor = 'none' }: NewSession,
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSessionToken();
  // A session waiting for its second factor lasts only while the code is being typed.
  const pending = new Date(now.getTime() + PENDING_SECOND_FACTOR_TTL_MS);
  const lifetimes =
    secondFactor === 'pending' ? { expires_at: pending, absolute_expires_at: pending } : signInLifetimes(now);
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      ...lifetimes,
      created_at: now,
      ip: ip ?? null,
      user_agent: userAgent?.slice(0, 512) ?? null,
      last_seen_at: now,
      second_factor_at: secondFactor === 'verified' ? now : null,
      second_factor_pending: secondFactor === 'pending',
    })
    .execute();
  return { token, expiresAt: lifetimes.expires_at };
}

/**
 * The session proved the second factor: staff areas open. A session that waited for it after the
 * password becomes a sign-in, with a sign-in's lifetimes from now: the new expiry is answered, for
 * the cookie. A session already signed in keeps its lifetimes (null).
 */
export async function proveSecondFactor(db: Database, sessionId: string, now: Date): Promise<Date | null> {
  const promoted = await db
    .updateTable('sessions')
    .set({ second_factor_pending: false, second_factor_at: now, second_factor_failures: 0, ...signInLifetimes(now) })
    .where('id', '=', sessionId)
    .where('second_factor_pending', '=', true)
    .returning('expires_at')
    .executeTakeFirst();
  if (promoted) return promoted.expires_at;
  await db
    .updateTable('sessions')
    .set({ second_factor_at: now, second_factor_failures: 0 })
    .where('id', '=', sessionId)
    .execute();
  return null;
}

// The session check runs on every signed-in API call: one named prepared statement (parsed and
// planned once per connection) instead of building and compiling the query each time, and the
// linked accounts in the same round trip (by external_accounts' primary key). The row comes as one
// JSON value: the driver then describes and parses one column instead of fourteen (a tenth of the
// check's CPU), and JSON.parse reads the rest.
const SESSION_LOOKUP = {
  name: 'session_lookup_v3',
  text: `SELECT json_build_object(
       'expires_at', s.expires_at, 'absolute_expires_at', s.absolute_expires_at, 'last_seen_at', s.last_seen_at,
       'second_factor_at', s.second_factor_at, 'second_factor_pending', s.second_factor_pending,
       'id', u.id, 'username', u.username, 'email', u.email, 'email_verified_at', u.email_verified_at,
       'roles', u.roles, 'language', u.language, 'created_at', u.created_at, 'totp_enabled_at', u.totp_enabled_at,
       'links', (SELECT coalesce(json_agg(json_build_array(e.provider, e.provider_user_id, e.username)), '[]')
                   FROM external_accounts e WHERE e.user_id = u.id)) AS row
  FROM sessions s JOIN users u ON u.id = s.user_id
 WHERE s.id = $1`,
};

/** SESSION_LOOKUP's row as JSON gives it: the times as ISO 8601 text. */
type SessionJson = {
  [K in keyof SessionRow]: SessionRow[K] extends Date
    ? string
    : SessionRow[K] extends Date | null
      ? string | null
      : SessionRow[K];
};

const dateOf = (text: string) => new Date(text);
const dateOrNull = (text: string | null) => (text === null ? null : new Date(text));

function fromJson(row: SessionJson): SessionRow {
  return {
    ...row,
    expires_at: dateOf(row.expires_at),
    absolute_expires_at: dateOf(row.absolute_expires_at),
    last_seen_at: dateOf(row.last_seen_at),
    second_factor_at: dateOrNull(row.second_factor_at),
    email_verified_at: dateOrNull(row.email_verified_at),
    created_at: dateOf(row.created_at),
    totp_enabled_at: dateOrNull(row.totp_enabled_at),
  };
}

type SessionRow = SessionUser & {
  expires_at: Date;
  absolute_expires_at: Date;
  last_seen_at: Date;
  second_factor_at: Date | null;
  second_factor_pending: boolean;
  links: [string, string, string][];
};

function sessionLinks(links: [string, string, string][]): SessionLinks {
  const of = (provider: string) => {
    const link = links.find(([p]) => p === provider);
    return link ? { id: link[1], username: link[2] } : null;
  };
  return { discord: of('discord'), github: of('github') };
}

async function findSession(db: Database, sessionId: string): Promise<SessionRow | undefined> {
  const pool = poolOf(db);
  if (pool) {
    const json = (await pool.query<{ row: SessionJson }>({ ...SESSION_LOOKUP, values: [sessionId] })).rows[0]?.row;
    return json && fromJson(json);
  }
  // A transaction or another wrapper: the same query through the builder.
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.expires_at',
      's.absolute_expires_at',
      's.last_seen_at',
      's.second_factor_at',
      's.second_factor_pending',
      'u.id',
      'u.username',
      'u.email',
      'u.email_verified_at',
      'u.roles',
      'u.language',
      'u.created_at',
      'u.totp_enabled_at',
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return undefined;
  const links = await db
    .selectFrom('external_accounts')
    .select(['provider', 'provider_user_id', 'username'])
    .where('user_id', '=', row.id)
    .execute();
  return { ...row, links: links.map((l) => [l.provider, l.provider_user_id, l.username] as [string, string, string]) };
}

/** One indexed lookup per request; renews the idle limit when less than half of it is left. */
export async function validateSessionToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ValidatedSession | null> {
  const sessionId = hashToken(token);
  const row = await findSession(db, sessionId);
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
  }
  const seenLongAgo = now.getTime() - row.last_seen_at.getTime() >= LAST_SEEN_RESOLUTION_MS;
  if (renewed || seenLongAgo) {
    await db
      .updateTable('sessions')
      .set({ expires_at: expiresAt, last_seen_at: now })
      .where('id', '=', sessionId)
      .execute();
  }
  const {
    expires_at: _e,
    absolute_expires_at: _a,
    last_seen_at: _l,
    second_factor_at: secondFactorAt,
    second_factor_pending: secondFactorPending,
    links,
    ...user
  } = row;
  return {
    session: {
      id: sessionId,
      expiresAt,
      renewed,
      secondFactorVerified: secondFactorAt !== null,
      secondFactorPending,
    },
    user,
    links: sessionLinks(links),
  };
}

export async function invalidateSession(db: Database, sessionId: string) {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function invalidateAllSessions(db: Database, userId: number) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** One of a user's sessions as the account page and the admin's user page show it. */
export interface SessionSummary {
  /** The session's stored id (the SHA-256 of its token): useless as a cookie, fine to name it by. */
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
  secondFactorVerified: boolean;
}

/** A user's live sessions, most recently used first (indexed by user_id; a user has few). */
export async function listSessions(db: Database, userId: number, now = new Date()): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom('sessions')
    .select([
      'id',
      'created_at',
      'last_seen_at',
      'expires_at',
      'absolute_expires_at',
      'ip',
      'user_agent',
      'second_factor_at',
    ])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .where('absolute_expires_at', '>', now)
    .where('second_factor_pending', '=', false)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at < row.absolute_expires_at ? row.expires_at : row.absolute_expires_at,
    ip: row.ip,
    userAgent: row.user_agent,
    secondFactorVerified: row.second_factor_at !== null,
  }));
}

/** Ends every session of a user, except `exceptId` when given (the caller's own). Answers how many ended. */
export async function revokeSessions(db: Database, userId: number, exceptId?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return Number((await query.executeTakeFirst()).numDeletedRows);
}

/** Ends one session, only if it is this user's. True when it ended. */
export async function revokeSession(db: Database, userId: number, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
