import { type UpdateObject, sql } from 'kysely';
import type { DB } from '../../src/db/types';
import { describe, expect, it } from 'vitest';
import { createSession, validateSessionToken } from '../../src/services/auth/sessions';
import { createTestApp } from '../support/app';
import { createUser, logIn, sessionCookieOf, sessionLifetime } from '../support/auth';

const { app, db } = await createTestApp();

async function signIn() {
  const user = await createUser(db);
  const cookie = sessionCookieOf(await logIn(app, user));
  return { user, cookie: cookie! };
}
/** The test's clock for a session: its stored expiries set as if time had passed. */
const setSession = (userId: number, values: UpdateObject<DB, 'sessions'>) =>
  db.updateTable('sessions').set(values).where('user_id', '=', userId).execute();
const session = (cookie: string) => app.inject({ url: '/api/auth/session', cookies: { session: cookie } });

describe('sessions', () => {
  it('last 30 days from login, and at most 90 days in all', async () => {
    const { user } = await signIn();
    expect(await sessionLifetime(db, user.id)).toEqual({ idle: 30 * 86400, absolute: 90 * 86400 });
  });

  it('are extended to 30 days when used with less than 15 days left, with a new cookie', async () => {
    const { user, cookie } = await signIn();
    await setSession(user.id, { expires_at: sql`now() + interval '10 days'` });
    const res = await session(cookie);
    expect(res.json()).toMatchObject({ user: { id: user.id } });
    expect(String(res.headers['set-cookie'])).toContain(`session=${cookie};`);
    const { days } = await db
      .selectFrom('sessions')
      .select(sql<number>`extract(epoch from expires_at - now()) / 86400`.as('days'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(days)).toBeGreaterThan(29.9);
  });

  it('are not extended past their absolute limit', async () => {
    const { user, cookie } = await signIn();
    await setSession(user.id, {
      expires_at: sql`now() + interval '5 days'`,
      absolute_expires_at: sql`now() + interval '7 days'`,
    });
    await session(cookie);
    const row = await db
      .selectFrom('sessions')
      .select(['expires_at', 'absolute_expires_at'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime()).toBe(row.absolute_expires_at.getTime());
  });

  it('end after 30 idle days: no user, the cookie is cleared and the row deleted', async () => {
    const { user, cookie } = await signIn();
    await setSession(user.id, { expires_at: sql`now() - interval '1 second'` });
    const res = await session(cookie);
    expect(res.json()).toEqual({ user: null });
    expect(String(res.headers['set-cookie'])).toMatch(/session=;.*Max-Age=0/);
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
  });

  it('end at their absolute limit even when active', async () => {
    const { user, cookie } = await signIn();
    await setSession(user.id, { absolute_expires_at: sql`now() - interval '1 second'` });
    expect((await session(cookie)).json()).toEqual({ user: null });
  });

  it('give an unknown cookie no user', async () => {
    expect((await session('a'.repeat(32))).json()).toEqual({ user: null });
  });

  it('carry the user roles as stored now', async () => {
    const { user, cookie } = await signIn();
    await db
      .updateTable('users')
      .set({ roles: ['organizer'] })
      .where('id', '=', user.id)
      .execute();
    expect((await session(cookie)).json()).toMatchObject({ user: { roles: ['organizer'] } });
  });

  it("name the user's linked accounts and times, read the same through the pool and inside a transaction", async () => {
    const user = await createUser(db, { language: 'en' });
    await db
      .insertInto('external_accounts')
      .values([
        { user_id: user.id, provider: 'github', provider_user_id: '583231', username: 'octo-player' },
        { user_id: user.id, provider: 'discord', provider_user_id: '80351110224678912', username: 'nelly' },
      ])
      .execute();
    // Every time the lookup reads is set, so each is compared as a time between the two ways.
    await db
      .updateTable('users')
      .set({ totp_enabled_at: sql`now() - interval '1.234567 seconds'` })
      .where('id', '=', user.id)
      .execute();
    const { token } = await createSession(db, { userId: user.id, secondFactor: 'verified' });
    const pooled = await validateSessionToken(db, token);
    expect(pooled?.user.totp_enabled_at).toBeInstanceOf(Date);
    expect(pooled?.session.secondFactorVerified).toBe(true);
    expect(pooled?.links).toEqual({
      discord: { id: '80351110224678912', username: 'nelly' },
      github: { id: '583231', username: 'octo-player' },
    });
    expect(pooled?.user).toMatchObject({ id: user.id, username: user.username, email: user.email, language: 'en' });
    const inTransaction = await db.transaction().execute((trx) => validateSessionToken(trx, token));
    expect(inTransaction).toEqual(pooled);
  });

  it('still reads a signed-in user whose address is not verified (changed by an admin since)', async () => {
    const { user, cookie } = await signIn();
    await db.updateTable('users').set({ email_verified_at: null }).where('id', '=', user.id).execute();
    const res = await session(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: user.id, email_verified_at: null } });
  });
});
