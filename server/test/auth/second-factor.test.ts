import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { createUser, endSignInWaits, logIn, sessionCookieOf, sessionLifetime } from '../support/auth';
import { rpc, signedIn } from '../support/calls';

const { app, db } = await createTestApp();

/** The code an authenticator app shows for this secret, `steps` periods from now. */
function codeFor(secret: string, steps = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

async function enrol(cookie: string) {
  const started = await rpc<{ setupKey: string; uri: string; qrSvg: string }>(
    app,
    cookie,
    'account.secondFactor.start',
  );
  const usedCode = codeFor(started.setupKey);
  const { recoveryCodes } = await rpc<{ recoveryCodes: string[] }>(app, cookie, 'account.secondFactor.confirm', {
    code: usedCode,
  });
  return { ...started, recoveryCodes, usedCode };
}

async function errorOf(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: { code: string; status: number }) => ({ code: error.code, status: error.status }),
  );
}

async function passwordLogin(user: { username: string; password: string }) {
  const res = await logIn(app, user);
  expect(res.statusCode).toBe(200);
  return { body: res.json() as { secondFactorRequired: boolean }, cookie: sessionCookieOf(res)! };
}

describe('staff areas need the second factor', () => {
  it('refuses an admin whose session has not proved it, and opens once the admin enrols', async () => {
    const { cookie } = await signedIn(db, ['admin'], {}, { secondFactor: 'none' });
    expect(await errorOf(rpc(app, cookie, 'admin.users.list', {}, 'query'))).toEqual({
      code: 'SECOND_FACTOR_REQUIRED',
      status: 403,
    });
    const session = await rpc<{ user: { second_factor: unknown } }>(app, cookie, 'auth.session', undefined, 'query');
    expect(session.user.second_factor).toEqual({ enabled: false, verified: false });

    const enrolled = await enrol(cookie);
    expect(enrolled.uri).toMatch(/^otpauth:\/\/totp\/CTF%20Srbija:.+\?.*secret=/);
    expect(enrolled.qrSvg).toContain('<svg');
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolled.recoveryCodes).size).toBe(10);
    // Only hashes are kept.
    const stored = await db.selectFrom('recovery_codes').select('code_hash').execute();
    for (const code of enrolled.recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code);

    await expect(rpc(app, cookie, 'admin.users.list', {}, 'query')).resolves.toBeDefined();
  });

  it('refuses a confirmation with no enrolment started', async () => {
    const user = await createUser(db);
    const { cookie } = await passwordLogin(user);
    expect(await errorOf(rpc(app, cookie, 'account.secondFactor.confirm', { code: '123456' }))).toMatchObject({
      code: 'SECOND_FACTOR_NOT_STARTED',
    });
  });

  it('refuses a wrong code at enrolment, and a second enrolment once it is on', async () => {
    const { cookie } = await signedIn(db, ['organizer'], {}, { secondFactor: 'none' });
    const started = await rpc<{ setupKey: string }>(app, cookie, 'account.secondFactor.start');
    const wrong = codeFor(started.setupKey, 10);
    expect(await errorOf(rpc(app, cookie, 'account.secondFactor.confirm', { code: wrong }))).toEqual({
      code: 'SECOND_FACTOR_INVALID',
      status: 400,
    });
    await rpc(app, cookie, 'account.secondFactor.confirm', { code: codeFor(started.setupKey) });
    expect(await errorOf(rpc(app, cookie, 'account.secondFactor.start'))).toMatchObject({
      code: 'SECOND_FACTOR_ENABLED',
    });
  });
});

describe('logging in with the second factor on', () => {
  it('asks for the code after the password; until then the session is no login', async () => {
    const user = await createUser(db, { roles: ['admin'] });
    const first = await passwordLogin(user);
    // Not enrolled yet: logged in, but the admin area waits for enrolment.
    expect(first.body.secondFactorRequired).toBe(false);
    const { setupKey: secret, usedCode } = await enrol(first.cookie);

    const second = await passwordLogin(user);
    expect(second.body).toEqual({
      message: 'Enter the code from your authenticator app to finish logging in.',
      secondFactorRequired: true,
    });
    const pending = await rpc<{ user: unknown }>(app, second.cookie, 'auth.session', undefined, 'query');
    expect(pending.user).toBeNull();
    // The waiting session lasts only while the code is typed: 10 minutes, idle and in all.
    expect(await sessionLifetime(db, user.id, { pending: true })).toEqual({ idle: 600, absolute: 600 });
    expect(await errorOf(rpc(app, second.cookie, 'account.me', undefined, 'query'))).toMatchObject({
      code: 'UNAUTHORIZED',
    });

    // Neither a code nor a recovery code: refused like a wrong one, on the code field.
    await expect(rpc(app, second.cookie, 'auth.verifySecondFactor', { code: 'abc' })).rejects.toMatchObject({
      code: 'SECOND_FACTOR_INVALID',
      fieldErrors: { code: ['secondFactorInvalid'] },
    });
    // Each wrong code makes the account wait (second-factor-guessing.test.ts); the test's clock moves on.
    await endSignInWaits(db, user.id);
    // A code works once (the enrolment's is refused); the next step's code finishes the login.
    expect(await errorOf(rpc(app, second.cookie, 'auth.verifySecondFactor', { code: usedCode }))).toMatchObject({
      code: 'SECOND_FACTOR_INVALID',
    });
    await endSignInWaits(db, user.id);
    await rpc(app, second.cookie, 'auth.verifySecondFactor', { code: codeFor(secret, 1) });
    await expect(rpc(app, second.cookie, 'admin.users.list', {}, 'query')).resolves.toBeDefined();
  });

  it('takes a recovery code once', async () => {
    const user = await createUser(db, { roles: ['organizer'] });
    const { recoveryCodes } = await enrol((await passwordLogin(user)).cookie);
    const code = recoveryCodes[3]!;

    const a = await passwordLogin(user);
    await rpc(app, a.cookie, 'auth.verifySecondFactor', { code: code.toUpperCase() });
    await expect(rpc(app, a.cookie, 'organizer.competitions.list', {}, 'query')).resolves.toBeDefined();

    const b = await passwordLogin(user);
    expect(await errorOf(rpc(app, b.cookie, 'auth.verifySecondFactor', { code }))).toMatchObject({
      code: 'SECOND_FACTOR_INVALID',
    });
    const status = await rpc<{ recoveryCodesLeft: number }>(
      app,
      a.cookie,
      'account.secondFactor.status',
      undefined,
      'query',
    );
    expect(status.recoveryCodesLeft).toBe(9);
  });

  it('ends the waiting session after five wrong codes', async () => {
    const user = await createUser(db);
    const { setupKey: secret } = await enrol((await passwordLogin(user)).cookie);
    const { cookie } = await passwordLogin(user);
    const wrong = codeFor(secret, 20);
    for (let i = 0; i < 4; i += 1) {
      expect(await errorOf(rpc(app, cookie, 'auth.verifySecondFactor', { code: wrong }))).toMatchObject({
        code: 'SECOND_FACTOR_INVALID',
      });
      await endSignInWaits(db, user.id);
    }
    expect(await errorOf(rpc(app, cookie, 'auth.verifySecondFactor', { code: wrong }))).toMatchObject({
      code: 'SECOND_FACTOR_TOO_MANY',
      status: 401,
    });
    // Even the right code does nothing for that session now.
    await endSignInWaits(db, user.id);
    expect(await errorOf(rpc(app, cookie, 'auth.verifySecondFactor', { code: codeFor(secret, 1) }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('lets a user who is not staff turn it off with the password', async () => {
    const user = await createUser(db);
    const { cookie } = await passwordLogin(user);
    await enrol(cookie);
    expect(await errorOf(rpc(app, cookie, 'account.secondFactor.disable', { password: 'Pogresna#1' }))).toMatchObject({
      code: 'PASSWORD_INCORRECT',
    });
    await rpc(app, cookie, 'account.secondFactor.disable', { password: user.password });
    expect((await passwordLogin(user)).body.secondFactorRequired).toBe(false);
  });
});
