import { Secret, TOTP } from 'otpauth';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/database';
import { createSession } from '../../src/services/auth/sessions';
import { TEST_ORIGIN } from './app';
import { botToken } from './auth';
import type { CreationOptions, RequestOptions, SoftAuthenticator } from './soft-authenticator';

/** The device cookie's name outside production (config.deviceCookie.name). */
export const DEVICE_COOKIE = 'ctfrs_device';

/** What an authenticator app shows for this secret, `steps` periods from now. */
export function totpCode(secret: string, steps = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

interface Answer<T> {
  status: number;
  data?: T;
  code?: string;
  retryAfter?: number;
  /** The cookies this answer set, by name (the value, and when it expires). */
  set: Record<string, { value: string; expires?: Date; maxAge?: number; httpOnly?: boolean; sameSite?: string }>;
}

let addresses = 0;

/**
 * One browser: its own address (behind the trusted proxy) and its own cookies, kept between calls
 * as a browser keeps them (the session cookie and the device cookie).
 */
export class Browser {
  readonly cookies: Record<string, string> = {};
  ip: string;

  constructor(private readonly app: App) {
    addresses += 1;
    this.ip = `10.${100 + Math.floor(addresses / 62500)}.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
  }

  private keep(res: { cookies: { name: string; value: string; maxAge?: number }[] }) {
    for (const cookie of res.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') delete this.cookies[cookie.name];
      else this.cookies[cookie.name] = cookie.value;
    }
  }

  private answer<T>(res: Awaited<ReturnType<App['inject']>>, data: (body: unknown) => T | undefined): Answer<T> {
    this.keep(res);
    const body = res.json() as { error?: { data?: { code: string } }; code?: string };
    const set = Object.fromEntries(res.cookies.map((c) => [c.name, c])) as Answer<T>['set'];
    const retryAfter = res.headers['retry-after'];
    return {
      status: res.statusCode,
      data: res.statusCode === 200 ? data(body) : undefined,
      code: body.error?.data?.code ?? body.code,
      retryAfter: retryAfter === undefined ? undefined : Number(retryAfter),
      set,
    };
  }

  private headers(extra: Record<string, string> = {}) {
    return { origin: TEST_ORIGIN, 'accept-language': 'en', 'x-forwarded-for': this.ip, ...extra };
  }

  /** A tRPC procedure, as the client calls it. */
  async call<T = unknown>(path: string, input?: unknown, type: 'query' | 'mutation' = 'mutation'): Promise<Answer<T>> {
    const res =
      type === 'query'
        ? await this.app.inject({
            url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
            cookies: this.cookies,
            headers: this.headers(),
          })
        : await this.app.inject({
            method: 'POST',
            url: `/trpc/${path}`,
            cookies: this.cookies,
            headers: this.headers({ 'content-type': 'application/json' }),
            payload: JSON.stringify(input ?? {}),
          });
    return this.answer(res, (body) => (body as { result: { data: T } }).result.data);
  }

  /** The login form (POST /api/auth/login, bot-checked). */
  async login(username: string, password: string) {
    const res = await this.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      cookies: this.cookies,
      headers: this.headers({ 'x-turnstile-token': await botToken(this.app) }),
      payload: { username, password },
    });
    return this.answer(res, (body) => body as { secondFactorRequired: boolean });
  }

  /** The code step after the password (or before a staff area opens). */
  code(code: string) {
    return this.call('auth.verifySecondFactor', { code });
  }

  /** A passkey as the second step. */
  async passkeyStep(authenticator: SoftAuthenticator) {
    const started = await this.call<{ options: RequestOptions }>('auth.passkey.secondFactorOptions');
    if (!started.data) return started;
    return this.call('auth.passkey.verifySecondFactor', { response: authenticator.get(started.data.options) });
  }

  /** A login with a passkey alone. */
  async passkeyLogin(authenticator: SoftAuthenticator, overrides: Parameters<SoftAuthenticator['get']>[1] = {}) {
    const started = await this.call<{ attemptId: string; options: RequestOptions }>('auth.passkey.loginOptions');
    const { attemptId, options } = started.data!;
    return this.call('auth.passkey.login', { attemptId, response: authenticator.get(options, overrides) });
  }

  /** Who this browser is logged in as (GET /api/auth/session), or null. */
  async user(): Promise<{ id: number } | null> {
    const res = await this.app.inject({ url: '/api/auth/session', cookies: this.cookies, headers: this.headers() });
    this.keep(res);
    return (res.json() as { user: { id: number } | null }).user;
  }

  /** Signs this browser out (the device cookie stays, as a browser keeps it). */
  async logout() {
    await this.call('auth.logout');
  }
}

/** Turns the authenticator app on for this user (as the security page does); its secret and recovery codes. */
export async function enrolTotp(app: App, db: Database, userId: number) {
  const { token } = await createSession(db, { userId, secondFactor: 'verified' });
  const browser = new Browser(app);
  browser.cookies.session = token;
  const started = await browser.call<{ setupKey: string }>('account.secondFactor.start');
  const secret = started.data!.setupKey;
  const confirmed = await browser.call<{ recoveryCodes: string[] }>('account.secondFactor.confirm', {
    code: totpCode(secret),
  });
  // The enrolment used this period's code; the test's clock lets the next login use it again.
  await db.updateTable('users').set({ totp_last_step: null }).where('id', '=', userId).execute();
  return { secret, recoveryCodes: confirmed.data!.recoveryCodes };
}

/** Adds a passkey of this authenticator to the user's account (as the security page does). */
export async function addPasskey(app: App, db: Database, userId: number, authenticator: SoftAuthenticator) {
  const { token } = await createSession(db, { userId, secondFactor: 'verified' });
  const browser = new Browser(app);
  browser.cookies.session = token;
  const { data } = await browser.call<{ options: CreationOptions }>('account.passkeys.registrationOptions');
  await browser.call('account.passkeys.register', { name: 'Laptop', response: authenticator.create(data!.options) });
}
