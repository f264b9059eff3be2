// A login that proved its second factor lives as long as any login: only the step between the
// password and the code is short (10 minutes). Checked on a test clock (Vitest's fake Date).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PENDING_SECOND_FACTOR_TTL_MS,
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_TTL_MS,
} from '../../src/services/auth/sessions';
import { hashToken } from '../../src/services/auth/crypto';
import { TEST_ORIGIN, createTestApp } from '../support/app';
import { createUser } from '../support/auth';
import { Browser, addPasskey, enrolTotp, totpCode } from '../support/browser';
import { SoftAuthenticator } from '../support/soft-authenticator';

const { app, db } = await createTestApp({ TRUST_PROXY: 'true' });
const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

/** The browser's session row. */
const sessionOf = (browser: Browser) =>
  db
    .selectFrom('sessions')
    .select(['expires_at', 'absolute_expires_at', 'second_factor_pending'])
    .where('id', '=', hashToken(browser.cookies.session!))
    .executeTakeFirstOrThrow();

/** The server's and the test's clock, `ms` from now. */
function clockAt(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

const SECOND_STEPS = {
  'the app code': async (browser: Browser, userId: number) => {
    const { secret } = await enrolTotp(app, db, userId);
    return () => browser.code(totpCode(secret));
  },
  'a recovery code': async (browser: Browser, userId: number) => {
    const { recoveryCodes } = await enrolTotp(app, db, userId);
    return () => browser.code(recoveryCodes[0]!);
  },
  'a passkey': async (browser: Browser, userId: number) => {
    const authenticator = new SoftAuthenticator(TEST_ORIGIN);
    await addPasskey(app, db, userId, authenticator);
    return () => browser.passkeyStep(authenticator);
  },
};

describe('a login that proved the second factor gets the full session lifetime', () => {
  for (const [method, setUp] of Object.entries(SECOND_STEPS)) {
    it(`with ${method}: the cookie and the row last 30 days (90 at most), still logged in after 11 minutes`, async () => {
      const user = await createUser(db, { roles: ['organizer'] });
      const browser = new Browser(app);
      const prove = await setUp(browser, user.id);

      const password = await browser.login(user.username, user.password);
      expect(password.data).toMatchObject({ secondFactorRequired: true });
      const waitingUntil = password.set.session!.expires!.getTime();
      expect(waitingUntil - Date.now()).toBeLessThanOrEqual(PENDING_SECOND_FACTOR_TTL_MS);

      const provedAt = Date.now();
      const proved = await prove();
      expect(proved.status).toBe(200);
      // The cookie is set again, with a login's expiry.
      const cookieExpires = proved.set.session?.expires?.getTime() ?? 0;
      expect(cookieExpires - provedAt).toBeGreaterThan(SESSION_TTL_MS - MINUTE);
      const row = await sessionOf(browser);
      expect(row.second_factor_pending).toBe(false);
      expect(row.expires_at.getTime() - provedAt).toBeGreaterThan(SESSION_TTL_MS - MINUTE);
      expect(row.absolute_expires_at.getTime() - provedAt).toBeGreaterThan(SESSION_ABSOLUTE_TTL_MS - MINUTE);
      // The cookie's Expires is in whole seconds.
      expect(Math.floor(row.expires_at.getTime() / 1000)).toBe(cookieExpires / 1000);

      clockAt(11 * MINUTE);
      expect(await browser.user()).toMatchObject({ id: user.id });
      const area = await browser.call('organizer.competitions.list', {}, 'query');
      expect(area.status).toBe(200);
    });
  }

  it('a login waiting for its code still ends after 10 minutes', async () => {
    const user = await createUser(db);
    const browser = new Browser(app);
    const { secret } = await enrolTotp(app, db, user.id);
    await browser.login(user.username, user.password);
    clockAt(PENDING_SECOND_FACTOR_TTL_MS + MINUTE);
    const late = await browser.code(totpCode(secret));
    expect(late.code).toBe('UNAUTHORIZED');
  });

  it('a logged-in session that proves the factor later (a staff area) keeps its own lifetime', async () => {
    const user = await createUser(db, { roles: ['admin'] });
    const { secret } = await enrolTotp(app, db, user.id);
    await db.updateTable('users').set({ totp_enabled_at: null }).where('id', '=', user.id).execute();
    const browser = new Browser(app);
    await browser.login(user.username, user.password);
    await db.updateTable('users').set({ totp_enabled_at: new Date() }).where('id', '=', user.id).execute();
    const before = await sessionOf(browser);
    const proved = await browser.code(totpCode(secret));
    expect(proved.status).toBe(200);
    expect(proved.set.session).toBeUndefined();
    const after = await sessionOf(browser);
    expect(after).toEqual({ ...before, second_factor_pending: false });
  });
});
