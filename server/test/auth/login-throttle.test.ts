import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { ACCOUNT_CEILING, claimLoginAttempt, recordLoginFailure } from '../../src/services/auth/login-throttle';
import { createTestApp } from '../support/app';
import { createUser, postChecked } from '../support/auth';

// TRUST_PROXY lets each test speak from the addresses it names (X-Forwarded-For).
const { app, db } = await createTestApp({ TRUST_PROXY: 'true' });

const login = (username: string, password: string, ip: string, lang = 'en') =>
  postChecked(app, '/api/auth/login', { username, password }, { 'x-forwarded-for': ip, 'accept-language': lang });

/** The test's clock: every delay this account's attempts earned is over now. */
async function waitOutDelays(database: Database, account: string) {
  await database
    .updateTable('login_throttle')
    .set({ blocked_until: new Date(Date.now() - 1000) })
    .where('account', '=', account)
    .where('ip', '<>', '*')
    .execute();
}

async function failTimes(account: string, typed: string, ip: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    await waitOutDelays(db, account);
    expect((await login(typed, 'Pogresna#1', ip)).statusCode).toBe(401);
  }
}

describe('login throttling counts the account, whichever identifier was typed', () => {
  it('a wrong password typed with the username delays the email address from the same place', async () => {
    const user = await createUser(db, { username: `carol_${Date.now().toString(36)}` });
    await failTimes(`user:${user.id}`, user.username, '10.1.0.1', 6);
    // The sixth failure in a row earned a 30 s wait; the right password by email is not let in yet.
    const byEmail = await login(user.email.toUpperCase(), user.password, '10.1.0.1');
    expect(byEmail.statusCode).toBe(429);
    const wait = Number(byEmail.headers['retry-after']);
    expect(wait).toBeGreaterThan(20);
    expect(wait).toBeLessThanOrEqual(30);
    expect(byEmail.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: `Too many attempts. Try again in ${wait} seconds.`,
    });
  });
});

describe('a stranger cannot lock the owner out', () => {
  it('ten wrong passwords from one address slow that address; the owner signs in from theirs', async () => {
    const user = await createUser(db);
    await failTimes(`user:${user.id}`, user.username, '203.0.113.66', 10);
    const stranger = await login(user.username, user.password, '203.0.113.66', 'sr');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(/^Превише покушаја\. Покушајте поново за [1-5] минута?\.$/);

    const owner = await login(user.username, user.password, '198.51.100.7');
    expect(owner.statusCode).toBe(200);
  });

  it('past the per-account ceiling, attempts from anywhere are spaced out, and the right password still gets in', async () => {
    const user = await createUser(db);
    // Fifty failures from many addresses in the last few minutes.
    await db
      .insertInto('login_throttle')
      .values({
        account: `user:${user.id}`,
        ip: '*',
        failures: 50,
        window_started_at: new Date(Date.now() - 5 * 60_000),
        blocked_until: new Date(Date.now() - 60_000),
      })
      .execute();
    const first = await login(user.username, user.password, '192.0.2.10');
    expect(first.statusCode).toBe(200);
    const next = await login(user.username, 'Pogresna#1', '192.0.2.11');
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeLessThanOrEqual(10);
  });

  it('an unknown name is slowed exactly like an account, so the answer tells nothing', async () => {
    const name = `nobody_${Date.now().toString(36)}`;
    await failTimes(`name:${name}`, name, '10.2.0.1', 6);
    const again = await login(name, 'Pogresna#1', '10.2.0.1');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(20);
  });

  it("forgets an account's failures from every address once its window has passed", async () => {
    const account = `name:window-${Date.now()}`;
    const now = new Date();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    // A guesser's failures from many addresses, two hours ago: the ceiling was reached then.
    for (let i = 0; i < ACCOUNT_CEILING.failures; i += 1)
      await recordLoginFailure(db, { account, ip: `198.18.${i}.1`, now: hoursAgo(2) });
    const overall = () =>
      db
        .selectFrom('login_throttle')
        .select(['failures', 'window_started_at'])
        .where('account', '=', account)
        .where('ip', '=', '*')
        .executeTakeFirstOrThrow();
    expect((await overall()).failures).toBe(ACCOUNT_CEILING.failures);
    // Within the window the account takes one attempt per spacing; past it, the owner is not held up.
    await claimLoginAttempt(db, { account, ip: '203.0.113.9', now: hoursAgo(2) });
    await expect(claimLoginAttempt(db, { account, ip: '203.0.113.9', now: hoursAgo(2) })).rejects.toMatchObject({
      appCode: 'TOO_MANY_REQUESTS',
    });
    await expect(claimLoginAttempt(db, { account, ip: '203.0.113.10', now })).resolves.toBeUndefined();
    // The next failure starts a new window and counts from one.
    await recordLoginFailure(db, { account, ip: '203.0.113.10', now });
    expect(await overall()).toEqual({ failures: 1, window_started_at: now });
  });
});
