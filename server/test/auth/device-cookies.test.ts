// Device cookies (OWASP "Slow down online guessing attacks with device cookies"): a browser that
// finished a login is a known device of that account, and a guesser spread over many addresses
// cannot keep it out; every way in (password, passkey) goes through the same throttle and rules.
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, deviceToken, readDeviceToken } from '../../src/services/auth/device-cookies';
import { ACCOUNT_CEILING } from '../../src/services/auth/login-throttle';
import { TEST_ORIGIN, createTestApp } from '../support/app';
import { createUser } from '../support/auth';
import { Browser, DEVICE_COOKIE, addPasskey, enrolTotp, totpCode } from '../support/browser';
import { SoftAuthenticator } from '../support/soft-authenticator';

const { app, db, config } = await createTestApp({ TRUST_PROXY: 'true' });
const key = config.deviceCookie.key;

/**
 * A guesser spread over many addresses has passed the account's ceiling in this window, and has
 * just taken the account's one slot (`slotTaken`), or is about to ask for the next one first.
 */
async function underAttack(userId: number, { slotTaken = true } = {}) {
  const values = {
    failures: ACCOUNT_CEILING.failures,
    window_started_at: new Date(Date.now() - 5 * 60_000),
    blocked_until: new Date(Date.now() + (slotTaken ? ACCOUNT_CEILING.spacingSeconds * 1000 : -1000)),
  };
  await db
    .insertInto('login_throttle')
    .values({ account: `user:${userId}`, ip: '*', ...values })
    .onConflict((oc) => oc.columns(['account', 'ip']).doUpdateSet(values))
    .execute();
}

/** The owner's browser after a login of its own (then logged out): a known device of the account. */
async function ownersBrowser(user: { username: string; password: string }) {
  const browser = new Browser(app);
  expect((await browser.login(user.username, user.password)).status).toBe(200);
  await browser.logout();
  expect(browser.cookies[DEVICE_COOKIE]).toBeDefined();
  return browser;
}

const accountFailures = async (userId: number) =>
  (
    await db
      .selectFrom('login_throttle')
      .select('failures')
      .where('account', '=', `user:${userId}`)
      .where('ip', '=', '*')
      .executeTakeFirst()
  )?.failures ?? 0;

describe('a login makes the browser a known device of the account', () => {
  it('sets a signed, HttpOnly, SameSite=Lax cookie for a year, naming the account', async () => {
    const user = await createUser(db);
    const browser = new Browser(app);
    const res = await browser.login(user.username, user.password);
    const cookie = res.set[DEVICE_COOKIE]!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
    expect(readDeviceToken(key, cookie.value)).toMatchObject({ userId: user.id });
    // A new nonce at each login.
    await browser.logout();
    const again = await browser.login(user.username, user.password);
    expect(again.set[DEVICE_COOKIE]!.value).not.toBe(cookie.value);
  });

  it('only once the second factor is proved; a known device is still asked for it', async () => {
    const user = await createUser(db);
    const { secret } = await enrolTotp(app, db, user.id);
    const browser = new Browser(app);
    const password = await browser.login(user.username, user.password);
    expect(password.set[DEVICE_COOKIE]).toBeUndefined();
    const proved = await browser.code(totpCode(secret));
    expect(readDeviceToken(key, proved.set[DEVICE_COOKIE]?.value)).toMatchObject({ userId: user.id });

    await browser.logout();
    const again = await browser.login(user.username, user.password);
    expect(again.data).toMatchObject({ secondFactorRequired: true });
    expect(await browser.user()).toBeNull();
  });
});

describe('a guesser spread over many addresses cannot keep the owner out', () => {
  it('the guesser asks first for every slot, 30 times: the known device gets in 30 times, a new one never', async () => {
    const user = await createUser(db);
    const owner = await ownersBrowser(user);
    let ownerIn = 0;
    let newDeviceIn = 0;
    for (let round = 0; round < 30; round += 1) {
      // The slot opens and the guesser, polling, takes it.
      await underAttack(user.id, { slotTaken: false });
      expect((await new Browser(app).login(user.username, 'Pogresna#1')).status).toBe(401);
      // The owner on a browser of their own, wherever it is today.
      owner.ip = new Browser(app).ip;
      if ((await owner.login(user.username, user.password)).status === 200) ownerIn += 1;
      await owner.logout();
      if ((await new Browser(app).login(user.username, user.password)).status === 200) newDeviceIn += 1;
    }
    expect({ ownerIn, newDeviceIn }).toEqual({ ownerIn: 30, newDeviceIn: 0 });
  });

  it("a known device waits only for its own wrong passwords, which do not count towards the account's ceiling", async () => {
    const user = await createUser(db);
    const owner = await ownersBrowser(user);
    await underAttack(user.id);
    const typo = await owner.login(user.username, 'Pogresna#1');
    expect(typo.status).toBe(401);
    expect(await accountFailures(user.id)).toBe(ACCOUNT_CEILING.failures);
    const right = await owner.login(user.username, user.password);
    expect(right.status).toBe(429);
    expect(right.retryAfter).toBe(1);
  });

  it("a tampered cookie, one signed with another key or another account's is no known device", async () => {
    const user = await createUser(db);
    const other = await createUser(db);
    await underAttack(user.id);
    const valid = deviceToken(key, user.id, 'AAAAAAAAAAAAAAAAAAAAAA');
    const forged = [
      deviceToken(key, other.id, 'AAAAAAAAAAAAAAAAAAAAAA'),
      deviceToken(Buffer.alloc(32, 7), user.id, 'AAAAAAAAAAAAAAAAAAAAAA'),
      `${valid.slice(0, -2)}${valid.endsWith('AA') ? 'BB' : 'AA'}`,
      `${user.id}.AAAAAAAAAAAAAAAAAAAAAA`,
    ];
    for (const value of forged) {
      const browser = new Browser(app);
      browser.cookies[DEVICE_COOKIE] = value;
      expect((await browser.login(user.username, user.password)).status, value).toBe(429);
    }
    const known = new Browser(app);
    known.cookies[DEVICE_COOKIE] = valid;
    expect((await known.login(user.username, user.password)).status).toBe(200);
  });
});

describe('a passkey login goes through the same throttle as the password', () => {
  it('a new device waits for the account under attack, a known device does not', async () => {
    const user = await createUser(db);
    const authenticator = new SoftAuthenticator(TEST_ORIGIN);
    await addPasskey(app, db, user.id, authenticator);
    // The owner's browser, known from an earlier login with the passkey.
    const owner = new Browser(app);
    expect((await owner.passkeyLogin(authenticator)).status).toBe(200);
    await owner.logout();
    await underAttack(user.id);
    const fresh = await new Browser(app).passkeyLogin(authenticator);
    expect(fresh.code).toBe('TOO_MANY_REQUESTS');
    expect((await owner.passkeyLogin(authenticator)).status).toBe(200);
  });

  it("a refused passkey answer is a failed login of the passkey's account", async () => {
    const user = await createUser(db);
    const authenticator = new SoftAuthenticator(TEST_ORIGIN);
    await addPasskey(app, db, user.id, authenticator);
    const browser = new Browser(app);
    const phished = await browser.passkeyLogin(authenticator, { origin: 'https://evil.example' });
    expect(phished.code).toBe('PASSKEY_INVALID');
    expect(await accountFailures(user.id)).toBe(1);
    expect((await browser.passkeyLogin(authenticator)).status).toBe(429);
  });
});

describe('every way in: the same rules, and a known device at the end', () => {
  type User = { id: number; username: string; password: string };
  /** Each way: what is set up once for the account, then the login in a browser (its last answer). */
  type Way = (user: User) => Promise<(browser: Browser) => Promise<{ code?: string }>>;
  const withPasskey = async (user: User) => {
    const authenticator = new SoftAuthenticator(TEST_ORIGIN);
    await addPasskey(app, db, user.id, authenticator);
    return authenticator;
  };
  const ENTRIES: Record<string, Way> = {
    password: async () => (browser) => browser.login(user_(browser).username, user_(browser).password),
    'a passkey alone': async (user) => {
      const authenticator = await withPasskey(user);
      return (browser) => browser.passkeyLogin(authenticator);
    },
  };
  const SECOND_STEPS: Record<string, Way> = {
    'password and the app code': async (user) => {
      const { secret } = await enrolTotp(app, db, user.id);
      return async (browser) => {
        await browser.login(user.username, user.password);
        return browser.code(totpCode(secret));
      };
    },
    'password and a recovery code': async (user) => {
      const { recoveryCodes } = await enrolTotp(app, db, user.id);
      return async (browser) => {
        await browser.login(user.username, user.password);
        return browser.code(recoveryCodes[0]!);
      };
    },
    'password and a passkey': async (user) => {
      const authenticator = await withPasskey(user);
      return async (browser) => {
        await browser.login(user.username, user.password);
        return browser.passkeyStep(authenticator);
      };
    },
  };
  // The browser's user, for the password entry (set before each login).
  const owners = new WeakMap<Browser, User>();
  const user_ = (browser: Browser) => owners.get(browser)!;

  for (const [way, setUp] of Object.entries({ ...ENTRIES, ...SECOND_STEPS })) {
    it(`${way}: logged in, and the browser is a known device`, async () => {
      const user = await createUser(db);
      const logIn = await setUp(user);
      const browser = new Browser(app);
      owners.set(browser, user);
      await logIn(browser);
      expect(await browser.user()).toMatchObject({ id: user.id });
      expect(readDeviceToken(key, browser.cookies[DEVICE_COOKIE])).toMatchObject({ userId: user.id });
    });
  }

  for (const [way, setUp] of Object.entries(ENTRIES)) {
    it(`${way}: waits while the account is under attack, and is refused to a suspended or unverified account`, async () => {
      const attacked = await createUser(db);
      const attempt = await setUp(attacked);
      await underAttack(attacked.id);
      const waiting = new Browser(app);
      owners.set(waiting, attacked);
      expect((await attempt(waiting)).code).toBe('TOO_MANY_REQUESTS');

      for (const [change, code] of [
        [{ suspended_at: new Date() }, 'ACCOUNT_SUSPENDED'],
        [{ email_verified_at: null }, 'LOGIN_EMAIL_NOT_VERIFIED'],
      ] as const) {
        const user = await createUser(db);
        const logIn = await setUp(user);
        await db.updateTable('users').set(change).where('id', '=', user.id).execute();
        const browser = new Browser(app);
        owners.set(browser, user);
        expect((await logIn(browser)).code).toBe(code);
        expect(browser.cookies[DEVICE_COOKIE]).toBeUndefined();
        expect(await browser.user()).toBeNull();
      }
    });
  }
});
