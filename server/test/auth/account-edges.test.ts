// The account paths' edges that the main flows do not reach: a registration losing a race for its
// name or address, a suspended or unverified account signing in, a link whose address has changed
// since it was sent, a sign-out without a session.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createPool } from '../../src/db/database';
import { VERIFICATION_TOKEN_TTL_MS } from '../../src/services/auth/mailed-tokens';
import { createTestApp } from '../support/app';
import { botToken, createUser, post, postChecked, sessionCookieOf, tokenFromMail, waitForMail } from '../support/auth';

const { app, db } = await createTestApp();
// The app's own pool, which keeps listening for errors of the connections it is closing (see list-plans).
const other = createPool(app.config.databaseUrl!, { max: 2 });
afterAll(() => other.end());

let n = 0;
const registration = () => {
  n += 1;
  return {
    username: `rubni_${n}`,
    email: `rubni_${n}@example.org`,
    password: 'Sigurna#Lozinka1',
    confirmPassword: 'Sigurna#Lozinka1',
    consent: true,
  };
};

/**
 * Registers `input` while another transaction holds an uncommitted user with the same name or
 * address: the registration's check sees nothing, its insert waits on the unique index, and the
 * other transaction commits first.
 */
async function registerLosingRace(input: ReturnType<typeof registration>, rival: { username: string; email: string }) {
  const client = await other.connect();
  try {
    await client.query('BEGIN');
    await client.query(`INSERT INTO users (username, email, password_hash) VALUES ($1, $2, 'x')`, [
      rival.username,
      rival.email,
    ]);
    const answer = postChecked(app, '/api/auth/register', input);
    // The registration's insert is waiting for this transaction.
    for (;;) {
      const { rows } = await other.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE 'insert into "users"%'`,
      );
      if (rows[0]!.waiting > 0) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await client.query('COMMIT');
    return await answer;
  } finally {
    client.release();
  }
}

describe('registration racing another for the same name or address', () => {
  it('names the username when the other registration took it first', async () => {
    const input = registration();
    const res = await registerLosingRace(input, {
      username: input.username.toUpperCase(),
      email: 'rival1@example.org',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'USERNAME_TAKEN', fieldErrors: { username: ['usernameTaken'] } });
  });

  it('names the address when the other registration took it first', async () => {
    const input = registration();
    const res = await registerLosingRace(input, { username: `rival_${n}`, email: input.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', fieldErrors: { email: ['emailTaken'] } });
    expect(await db.selectFrom('users').select('id').where('username', '=', input.username).execute()).toEqual([]);
  });
});

describe('an account that signs up', () => {
  it('holds its address only until its verification link expires', async () => {
    const input = registration();
    expect((await postChecked(app, '/api/auth/register', input)).statusCode).toBe(201);
    // Set by the server's clock (as the link's expiry is), so compared with this process's clock.
    const row = await db
      .selectFrom('users')
      .select('unverified_expires_at')
      .where('username', '=', input.username)
      .executeTakeFirstOrThrow();
    const left = row.unverified_expires_at!.getTime() - Date.now();
    expect(left).toBeGreaterThan(VERIFICATION_TOKEN_TTL_MS - 60_000);
    expect(left).toBeLessThanOrEqual(VERIFICATION_TOKEN_TTL_MS);
  });
});

describe('signing in', () => {
  it('refuses a suspended account even with the right password, and opens no session', async () => {
    const user = await createUser(db);
    await db
      .updateTable('users')
      .set({ suspended_at: sql`now()` })
      .where('id', '=', user.id)
      .execute();
    const res = await postChecked(app, '/api/auth/login', { username: user.username, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('gives an unverified account its own address back, so the resend form comes filled in', async () => {
    const user = await createUser(db, { verified: false });
    // The login form calls tRPC, whose error data carries the address.
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: {
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
        'x-turnstile-token': await botToken(app),
      },
      payload: JSON.stringify({ username: user.username, password: user.password }),
    });
    expect(res.json()).toMatchObject({ error: { data: { code: 'LOGIN_EMAIL_NOT_VERIFIED', email: user.email } } });
  });

  it("keeps the device's user agent with the session", async () => {
    const user = await createUser(db);
    await postChecked(
      app,
      '/api/auth/login',
      { username: user.username, password: user.password },
      { 'user-agent': 'Mozilla/5.0 (Android 14; Mobile)' },
    );
    const session = await db
      .selectFrom('sessions')
      .select('user_agent')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(session.user_agent).toBe('Mozilla/5.0 (Android 14; Mobile)');
  });

  it('signs out without a session too, clearing whatever cookie there was', async () => {
    const res = await post(app, '/api/auth/logout', {});
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/session=;.*Max-Age=0/);
  });
});

describe('a mailed link whose address has changed since it was sent', () => {
  it('does not verify the new address', async () => {
    const input = registration();
    await postChecked(app, '/api/auth/register', input);
    const [mail] = await waitForMail(db, input.email);
    await db
      .updateTable('users')
      .set({ email: `changed_${input.email}` })
      .where('username', '=', input.username)
      .execute();
    const res = await post(app, '/api/auth/email-verification/verify', { token: tokenFromMail(mail!.text) });
    expect(res.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    const user = await db
      .selectFrom('users')
      .select('email_verified_at')
      .where('username', '=', input.username)
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).toBeNull();
  });

  it('does not reset the password, and leaves the sessions alone', async () => {
    const user = await createUser(db);
    await postChecked(app, '/api/auth/password-reset/send', { email: user.email });
    const [mail] = await waitForMail(db, user.email);
    const cookie = sessionCookieOf(
      await postChecked(app, '/api/auth/login', { username: user.username, password: user.password }),
    );
    await db
      .updateTable('users')
      .set({ email: `changed_${user.email}` })
      .where('id', '=', user.id)
      .execute();
    const res = await postChecked(app, '/api/auth/password-reset/reset', {
      token: tokenFromMail(mail!.text),
      password: 'Sasvim#Nova2',
    });
    expect(res.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const session = await app.inject({ url: '/api/auth/session', cookies: { session: cookie! } });
    expect(session.json()).toMatchObject({ user: { id: user.id } });
    const old = await postChecked(app, '/api/auth/login', { username: user.username, password: user.password });
    expect(old.statusCode).toBe(200);
  });
});
