import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database';
import { hashPassword } from '../../src/services/auth/passwords';
import type { App } from '../../src/app';
import { TEST_ORIGIN } from './app';

export const PASSWORD = 'Lozinka#2026';

let counter = 0;
/** A user made directly in the database (verified unless told otherwise). */
export async function createUser(
  db: Database,
  overrides: {
    username?: string;
    email?: string;
    password?: string;
    verified?: boolean;
    roles?: string[];
    language?: 'sr' | 'en';
  } = {},
) {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  const username = overrides.username ?? `user_${suffix}`;
  const password = overrides.password ?? PASSWORD;
  const user = await db
    .insertInto('users')
    .values({
      username,
      email: overrides.email ?? `${username}@example.org`,
      password_hash: await hashPassword(password),
      email_verified_at: overrides.verified === false ? null : new Date(),
      roles: overrides.roles ?? [],
      language: overrides.language ?? 'sr',
    })
    .returning(['id', 'username', 'email'])
    .executeTakeFirstOrThrow();
  return { ...user, password };
}

/** A token from the development bot-check, as the client's widget gets one. */
export async function botToken(app: App): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/dev/bot-check', headers: { origin: TEST_ORIGIN } });
  if (res.statusCode !== 200) throw new Error(`bot-check token refused: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

/** Calls a documented REST path as a browser on our origin would. */
export async function post(app: App, url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: body as Record<string, unknown>,
    headers: { origin: TEST_ORIGIN, 'accept-language': 'en', ...headers },
  });
}

/** Calls a bot-checked REST path with a fresh token. */
export async function postChecked(app: App, url: string, body: unknown, headers: Record<string, string> = {}) {
  return post(app, url, body, { 'x-turnstile-token': await botToken(app), ...headers });
}

/** Signs in through the login form's path (with a fresh bot-check token), as a browser sending these headers. */
export function logIn(app: App, user: { username: string; password: string }, headers: Record<string, string> = {}) {
  return postChecked(app, '/api/auth/login', { username: user.username, password: user.password }, headers);
}

/** The session cookie of a login that must succeed (see logIn). */
export async function loggedInCookie(
  app: App,
  user: { username: string; password: string },
  headers: Record<string, string> = {},
) {
  const res = await logIn(app, user, headers);
  expect(res.statusCode).toBe(200);
  return sessionCookieOf(res)!;
}

/**
 * How long this user's session lives from its start, in seconds: while idle and in all; with
 * `pending`, the session waiting for the second factor.
 */
export async function sessionLifetime(db: Database, userId: number, { pending = false } = {}) {
  const row = await db
    .selectFrom('sessions')
    .select([
      sql<number>`extract(epoch from expires_at - created_at)`.as('idle'),
      sql<number>`extract(epoch from absolute_expires_at - created_at)`.as('absolute'),
    ])
    .where('user_id', '=', userId)
    .$if(pending, (query) => query.where('second_factor_pending', '=', true))
    .executeTakeFirstOrThrow();
  return { idle: Number(row.idle), absolute: Number(row.absolute) };
}

export function sessionCookieOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  return res.cookies.find((c) => c.name === 'session')?.value;
}

/** Waits for the mail queue to deliver a message to this address (dev mailbox). */
export async function waitForMail(db: Database, to: string, { count = 1, timeoutMs = 15_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db.selectFrom('dev_mailbox').selectAll().where('to', '=', to).orderBy('id', 'asc').execute();
    if (rows.length >= count) return rows;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function tokenFromMail(text: string): string {
  const match = /token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`no token link in: ${text}`);
  return match[1];
}

/**
 * The test's clock for the sign-in throttle: every delay this user's password, passkey and
 * second-factor attempts have earned is over (the account-wide slot is left as it is).
 */
export async function endSignInWaits(db: Database, userId: number) {
  await db
    .updateTable('login_throttle')
    .set({ blocked_until: new Date(Date.now() - 1000) })
    .where('account', 'in', [`user:${userId}`, `second-factor:${userId}`])
    .where('ip', '<>', '*')
    .execute();
}
