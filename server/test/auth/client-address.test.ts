import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, createTestApp } from '../support/app';
import { botToken, createUser, postChecked } from '../support/auth';

/**
 * Behind a proxy the client address is the entry the (last) trusted proxy appended to
 * X-Forwarded-For; whatever a client writes before it is never believed. /metrics, the per-IP limits
 * and the sign-in throttle all see that one address (request.ip).
 */
const SETTINGS = [
  // One proxy on this machine: it appends the address it saw.
  { trustProxy: 'true', chain: (written: string, client: string) => `${written}, ${client}` },
  // A CDN in front of a load balancer: two entries appended.
  { trustProxy: '2', chain: (written: string, client: string) => `${written}, ${client}, 10.20.0.2` },
  // The proxies by address: every trusted entry from the right is skipped.
  {
    trustProxy: '127.0.0.1, 10.0.0.0/8',
    chain: (written: string, client: string) => `${written}, ${client}, 10.20.0.2`,
  },
];

const apps = await Promise.all(
  SETTINGS.map(async (setting) => ({ ...setting, ...(await createTestApp({ TRUST_PROXY: setting.trustProxy })) })),
);

let counter = 0;
/** An address of this test's own (TEST-NET-3), so no two tests share a counter. */
const nextClient = () => {
  counter += 1;
  return `203.0.113.${counter}`;
};

describe.each(apps)('TRUST_PROXY=$trustProxy', ({ app, db, chain }) => {
  it('keeps /metrics closed to a client that writes a loopback address before its own', async () => {
    const forged = await app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': chain('127.0.0.1', '203.0.113.9') },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('counts a per-IP limit by the client address, whatever is written before it', async () => {
    const client = nextClient();
    const forgot = (i: number) =>
      postChecked(
        app,
        '/api/auth/password-reset/send',
        { email: `nobody-${i}-${Date.now()}@example.org` },
        { 'x-forwarded-for': chain(`198.51.100.${i}`, client) },
      );
    for (let i = 1; i <= 10; i += 1) expect((await forgot(i)).statusCode, `request ${i}`).toBe(200);
    expect((await forgot(11)).statusCode).toBe(429);
  });

  it('throttles sign-in by the client address: a new first entry each time earns no fresh start', async () => {
    const user = await createUser(db);
    const client = nextClient();
    const login = (password: string, i: number) =>
      postChecked(
        app,
        '/api/auth/login',
        { username: user.username, password },
        { 'x-forwarded-for': chain(`198.51.100.${i}`, client) },
      );
    for (let i = 1; i <= 5; i += 1) {
      // The test's clock: the delay the previous failure earned is over.
      await db
        .updateTable('login_throttle')
        .set({ blocked_until: new Date(Date.now() - 1000) })
        .where('account', '=', `user:${user.id}`)
        .execute();
      expect((await login('Pogresna#1', i)).statusCode, `attempt ${i}`).toBe(401);
    }
    const pairs = await db
      .selectFrom('login_throttle')
      .select(['ip', 'failures'])
      .where('account', '=', `user:${user.id}`)
      .where('ip', '<>', '*')
      .execute();
    expect(pairs).toEqual([{ ip: client, failures: 5 }]);
    // The fifth failure in a row from this client earned a 16 s wait.
    const sixth = await login(user.password, 6);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(10);
  });

  it('records the client address on the session', async () => {
    const user = await createUser(db);
    const client = nextClient();
    const res = await postChecked(
      app,
      '/api/auth/login',
      { username: user.username, password: user.password },
      { 'x-forwarded-for': chain('127.0.0.1', client) },
    );
    expect(res.statusCode).toBe(200);
    const sessions = await db.selectFrom('sessions').select('ip').where('user_id', '=', user.id).execute();
    expect(sessions).toEqual([{ ip: client }]);
  });
});

describe('a client that reaches the server directly, not through a named proxy', () => {
  it('is its socket address, whatever it writes in X-Forwarded-For', async () => {
    const { app, db } = apps[2]!;
    const user = await createUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.200',
      payload: { username: user.username, password: user.password },
      headers: {
        origin: TEST_ORIGIN,
        'x-turnstile-token': await botToken(app),
        'x-forwarded-for': '127.0.0.1, 10.20.0.2',
      },
    });
    expect(res.statusCode).toBe(200);
    const sessions = await db.selectFrom('sessions').select('ip').where('user_id', '=', user.id).execute();
    expect(sessions).toEqual([{ ip: '203.0.113.200' }]);
  });
});
