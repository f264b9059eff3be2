import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, createTestApp } from '../support/app';
import { createUser, endSignInWaits, logIn, sessionCookieOf } from '../support/auth';
import { signedIn } from '../support/calls';
import { type CreationOptions, type RequestOptions, SoftAuthenticator } from '../support/soft-authenticator';

// Each test comes from its own address (behind a trusted proxy): the login steps are limited per IP.
const { app, db } = await createTestApp({ TRUST_PROXY: 'true' });
let ip = '';
let ipCounter = 0;
beforeEach(() => {
  ipCounter += 1;
  ip = `10.95.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
});

function headers(json = false): Record<string, string> {
  return {
    origin: TEST_ORIGIN,
    'accept-language': 'en',
    'x-forwarded-for': ip,
    ...(json ? { 'content-type': 'application/json' } : {}),
  };
}

/** Calls a tRPC procedure from this test's address; answers the data, or throws with the error. */
async function rpc<T = unknown>(
  _app: typeof app,
  cookie: string | undefined,
  path: string,
  input?: unknown,
  type: 'query' | 'mutation' = 'mutation',
) {
  const cookies: Record<string, string> = cookie ? { session: cookie } : {};
  const res =
    type === 'query'
      ? await app.inject({
          url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          cookies,
          headers: headers(),
        })
      : await app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          cookies,
          headers: headers(true),
          payload: JSON.stringify(input ?? {}),
        });
  const body = res.json() as { result?: { data: T }; error?: { message: string; data: { code: string } } };
  if (body.error)
    throw Object.assign(new Error(body.error.message), { code: body.error.data.code, status: res.statusCode });
  return body.result!.data;
}

interface Listed {
  passkeys: { id: number; name: string; created_at: string; last_used_at: string | null; backed_up: boolean }[];
  mustConfirm: boolean;
}

async function errorOf(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: { code: string; status: number }) => ({ code: error.code, status: error.status }),
  );
}

async function addPasskey(cookie: string, authenticator: SoftAuthenticator, name = 'Laptop') {
  const { options } = await rpc<{ options: CreationOptions }>(app, cookie, 'account.passkeys.registrationOptions');
  await rpc(app, cookie, 'account.passkeys.register', { name, response: authenticator.create(options) });
}

async function passwordLogin(user: { username: string; password: string }) {
  const res = await logIn(app, user, { 'x-forwarded-for': ip });
  expect(res.statusCode).toBe(200);
  return { body: res.json() as { secondFactorRequired: boolean }, cookie: sessionCookieOf(res)! };
}

/** A password-less login; answers the new session's cookie. */
async function passkeyLogin(authenticator: SoftAuthenticator, overrides: Parameters<SoftAuthenticator['get']>[1] = {}) {
  const started = await app.inject({
    method: 'POST',
    url: '/trpc/auth.passkey.loginOptions',
    headers: headers(true),
    payload: '{}',
  });
  const { attemptId, options } = (
    started.json() as { result: { data: { attemptId: string; options: RequestOptions } } }
  ).result.data;
  const res = await app.inject({
    method: 'POST',
    url: '/trpc/auth.passkey.login',
    headers: headers(true),
    payload: JSON.stringify({ attemptId, response: authenticator.get(options, overrides) }),
  });
  return { res, attemptId, options, cookie: sessionCookieOf(res) };
}

describe('adding and managing passkeys', () => {
  it('keeps a passkey made by a real attestation, lists, renames and removes it', async () => {
    const { user, cookie } = await signedIn(db);
    const authenticator = new SoftAuthenticator(TEST_ORIGIN);
    const { options } = await rpc<{ options: CreationOptions & { authenticatorSelection: unknown } }>(
      app,
      cookie,
      'account.passkeys.registrationOptions',
    );
    expect(options.rp).toEqual({ id: 'localhost', name: 'CTF Srbija' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    await rpc(app, cookie, 'account.passkeys.register', { name: 'Телефон', response: authenticator.create(options) });

    const stored = await db.selectFrom('passkeys').selectAll().where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Телефон', transports: ['internal'] });
    expect(Number(stored[0]!.counter)).toBe(0);
    // The account's first second factor, made in this session: the session counts as having proved it.
    let listed = await rpc<Listed>(app, cookie, 'account.passkeys.list', undefined, 'query');
    expect(listed.passkeys.map((p) => p.name)).toEqual(['Телефон']);
    expect(listed.mustConfirm).toBe(false);

    const id = listed.passkeys[0]!.id;
    await rpc(app, cookie, 'account.passkeys.rename', { id, name: '  Радни лаптоп ' });
    listed = await rpc<Listed>(app, cookie, 'account.passkeys.list', undefined, 'query');
    expect(listed.passkeys[0]!.name).toBe('Радни лаптоп');

    await rpc(app, cookie, 'account.passkeys.delete', { id });
    listed = await rpc<Listed>(app, cookie, 'account.passkeys.list', undefined, 'query');
    expect(listed.passkeys).toEqual([]);
  });

  it('uses a challenge once, only in the session that asked, and only for our origin', async () => {
    const a = await signedIn(db);
    const b = await signedIn(db);
    const authenticator = new SoftAuthenticator(TEST_ORIGIN);
    const { options } = await rpc<{ options: CreationOptions }>(app, a.cookie, 'account.passkeys.registrationOptions');

    // Another origin (a phishing site relaying the challenge) is refused, and the challenge is spent.
    const phished = authenticator.create(options, { origin: 'https://evil.example' });
    expect(await errorOf(rpc(app, a.cookie, 'account.passkeys.register', { name: 'x', response: phished }))).toEqual({
      code: 'PASSKEY_INVALID',
      status: 400,
    });
    const retried = authenticator.create(options);
    expect(await errorOf(rpc(app, a.cookie, 'account.passkeys.register', { name: 'x', response: retried }))).toEqual({
      code: 'PASSKEY_INVALID',
      status: 400,
    });

    // A challenge given to session A does not work in session B.
    const fresh = await rpc<{ options: CreationOptions }>(app, a.cookie, 'account.passkeys.registrationOptions');
    const answer = authenticator.create(fresh.options);
    expect(await errorOf(rpc(app, b.cookie, 'account.passkeys.register', { name: 'x', response: answer }))).toEqual({
      code: 'PASSKEY_INVALID',
      status: 400,
    });
    // A wrong RP ID (made for another site) is refused too.
    const other = await rpc<{ options: CreationOptions }>(app, a.cookie, 'account.passkeys.registrationOptions');
    const wrongRp = authenticator.create(other.options, { rpId: 'evil.example' });
    expect(await errorOf(rpc(app, a.cookie, 'account.passkeys.register', { name: 'x', response: wrongRp }))).toEqual({
      code: 'PASSKEY_INVALID',
      status: 400,
    });
    expect(
      await db.selectFrom('passkeys').select('id').where('user_id', 'in', [a.user.id, b.user.id]).execute(),
    ).toEqual([]);
  });

  it("does not touch another user's passkey, and asks for the password in a session that has not proved the second factor", async () => {
    const owner = await createUser(db);
    const first = await passwordLogin(owner);
    await addPasskey(first.cookie, new SoftAuthenticator(TEST_ORIGIN));
    const [passkey] = await db.selectFrom('passkeys').select('id').where('user_id', '=', owner.id).execute();

    const stranger = await signedIn(db, [], {}, { secondFactor: 'verified' });
    expect(
      await errorOf(rpc(app, stranger.cookie, 'account.passkeys.rename', { id: passkey!.id, name: 'mine' })),
    ).toEqual({ code: 'NOT_FOUND', status: 404 });
    expect(await errorOf(rpc(app, stranger.cookie, 'account.passkeys.delete', { id: passkey!.id }))).toMatchObject({
      code: 'NOT_FOUND',
    });

    // A session older than the passkey (made before it; it never proved it).
    const { createSession } = await import('../../src/services/auth/sessions');
    const { token: old } = await createSession(db, { userId: owner.id });
    const listed = await rpc<Listed>(app, old, 'account.passkeys.list', undefined, 'query');
    expect(listed.mustConfirm).toBe(true);
    expect(await errorOf(rpc(app, old, 'account.passkeys.delete', { id: passkey!.id }))).toMatchObject({
      code: 'PASSWORD_INCORRECT',
    });
    expect(
      await errorOf(rpc(app, old, 'account.passkeys.delete', { id: passkey!.id, password: 'wrong-password' })),
    ).toMatchObject({ code: 'PASSWORD_INCORRECT' });
    // Adding another passkey (or the app) from it would side-step the passkey: refused.
    expect(await errorOf(rpc(app, old, 'account.passkeys.registrationOptions'))).toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED',
    });
    await rpc(app, old, 'account.passkeys.rename', { id: passkey!.id, name: 'Кључ', password: owner.password });
    await rpc(app, old, 'account.passkeys.delete', { id: passkey!.id, password: owner.password });
    expect(await db.selectFrom('passkeys').select('id').where('user_id', '=', owner.id).execute()).toEqual([]);
  });

  it("keeps a staff member's only second factor", async () => {
    const { cookie } = await signedIn(db, ['organizer'], {}, { secondFactor: 'none' });
    await addPasskey(cookie, new SoftAuthenticator(TEST_ORIGIN));
    const { passkeys } = await rpc<Listed>(app, cookie, 'account.passkeys.list', undefined, 'query');
    expect(await errorOf(rpc(app, cookie, 'account.passkeys.delete', { id: passkeys[0]!.id }))).toEqual({
      code: 'PASSKEY_LAST_FACTOR',
      status: 403,
    });
    // With a second passkey, one of them may go.
    await addPasskey(cookie, new SoftAuthenticator(TEST_ORIGIN), 'Spare');
    await rpc(app, cookie, 'account.passkeys.delete', { id: passkeys[0]!.id });
  });
});

describe('a passkey as the second factor', () => {
  it('makes the password step wait for it, and upgrades the waiting session as a code does', async () => {
    const user = await createUser(db, { roles: ['organizer'] });
    const authenticator = new SoftAuthenticator(TEST_ORIGIN);
    const first = await passwordLogin(user);
    expect(first.body.secondFactorRequired).toBe(false);
    await addPasskey(first.cookie, authenticator);
    // A staff member with only a passkey (no app) has satisfied the staff rule in that session.
    await expect(rpc(app, first.cookie, 'organizer.competitions.list', {}, 'query')).resolves.toBeDefined();

    const second = await passwordLogin(user);
    expect(second.body.secondFactorRequired).toBe(true);
    expect(await rpc(app, second.cookie, 'auth.passkey.methods', undefined, 'query')).toEqual({
      totp: false,
      passkey: true,
    });
    expect(await errorOf(rpc(app, second.cookie, 'organizer.competitions.list', {}, 'query'))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const { options } = await rpc<{ options: RequestOptions }>(app, second.cookie, 'auth.passkey.secondFactorOptions');
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([
      authenticator.credentials.map((c) => c.id.toString('base64url'))[0],
    ]);
    await rpc(app, second.cookie, 'auth.passkey.verifySecondFactor', { response: authenticator.get(options) });
    await expect(rpc(app, second.cookie, 'organizer.competitions.list', {}, 'query')).resolves.toBeDefined();
    const [stored] = await db
      .selectFrom('passkeys')
      .select(['counter', 'last_used_at'])
      .where('user_id', '=', user.id)
      .execute();
    expect(Number(stored!.counter)).toBe(1);
    expect(stored!.last_used_at).not.toBeNull();
  });

  it("refuses someone else's passkey and a replayed answer, and ends the waiting session after five failures", async () => {
    const victim = await createUser(db);
    const victimKey = new SoftAuthenticator(TEST_ORIGIN);
    await addPasskey((await passwordLogin(victim)).cookie, victimKey);
    const attacker = await createUser(db);
    const attackerKey = new SoftAuthenticator(TEST_ORIGIN);
    await addPasskey((await passwordLogin(attacker)).cookie, attackerKey);

    const pending = await passwordLogin(victim);
    const { options } = await rpc<{ options: RequestOptions }>(app, pending.cookie, 'auth.passkey.secondFactorOptions');
    // The attacker's own (valid) passkey signs the victim's challenge: not the victim's passkey.
    const foreign = attackerKey.get({ ...options, allowCredentials: undefined });
    expect(await errorOf(rpc(app, pending.cookie, 'auth.passkey.verifySecondFactor', { response: foreign }))).toEqual({
      code: 'PASSKEY_INVALID',
      status: 400,
    });
    // The victim's own answer to that (now spent) challenge: refused, a challenge is used once.
    const late = victimKey.get(options);
    expect(
      await errorOf(rpc(app, pending.cookie, 'auth.passkey.verifySecondFactor', { response: late })),
    ).toMatchObject({
      code: 'PASSKEY_INVALID',
    });
    for (let i = 0; i < 2; i += 1) {
      const again = await rpc<{ options: RequestOptions }>(app, pending.cookie, 'auth.passkey.secondFactorOptions');
      const wrong = victimKey.get(again.options, { origin: 'https://evil.example' });
      expect(
        await errorOf(rpc(app, pending.cookie, 'auth.passkey.verifySecondFactor', { response: wrong })),
      ).toMatchObject({
        code: 'PASSKEY_INVALID',
      });
    }
    const last = await rpc<{ options: RequestOptions }>(app, pending.cookie, 'auth.passkey.secondFactorOptions');
    const fifth = victimKey.get(last.options, { challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' });
    expect(await errorOf(rpc(app, pending.cookie, 'auth.passkey.verifySecondFactor', { response: fifth }))).toEqual({
      code: 'SECOND_FACTOR_TOO_MANY',
      status: 401,
    });
    expect(await errorOf(rpc(app, pending.cookie, 'auth.passkey.methods', undefined, 'query'))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('a logged-in staff session that has not proved it does so with a passkey, and cannot turn the app on instead', async () => {
    const organizer = await createUser(db, { roles: ['organizer'] });
    const authenticator = new SoftAuthenticator(TEST_ORIGIN);
    await addPasskey((await passwordLogin(organizer)).cookie, authenticator);
    // A session from before the passkey (it never proved a second factor).
    const { createSession } = await import('../../src/services/auth/sessions');
    const { token: old } = await createSession(db, { userId: organizer.id });
    expect(await errorOf(rpc(app, old, 'organizer.competitions.list', {}, 'query'))).toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED',
    });
    // Turning the app on would mark the session proved without the passkey: refused.
    const started = await rpc<{ setupKey: string }>(app, old, 'account.secondFactor.start');
    const code = new TOTP({ secret: Secret.fromBase32(started.setupKey), digits: 6, period: 30, algorithm: 'SHA1' });
    expect(await errorOf(rpc(app, old, 'account.secondFactor.confirm', { code: code.generate() }))).toEqual({
      code: 'SECOND_FACTOR_REQUIRED',
      status: 403,
    });
    const { options } = await rpc<{ options: RequestOptions }>(app, old, 'auth.passkey.secondFactorOptions');
    await rpc(app, old, 'auth.passkey.verifySecondFactor', { response: authenticator.get(options) });
    await expect(rpc(app, old, 'organizer.competitions.list', {}, 'query')).resolves.toBeDefined();
  });

  it('an account with the app and a passkey may use either', async () => {
    const user = await createUser(db);
    const first = await passwordLogin(user);
    const started = await rpc<{ setupKey: string }>(app, first.cookie, 'account.secondFactor.start');
    const code = new TOTP({ secret: Secret.fromBase32(started.setupKey), digits: 6, period: 30, algorithm: 'SHA1' });
    await rpc(app, first.cookie, 'account.secondFactor.confirm', { code: code.generate() });
    const authenticator = new SoftAuthenticator(TEST_ORIGIN);
    await addPasskey(first.cookie, authenticator);

    const second = await passwordLogin(user);
    expect(await rpc(app, second.cookie, 'auth.passkey.methods', undefined, 'query')).toEqual({
      totp: true,
      passkey: true,
    });
    const { options } = await rpc<{ options: RequestOptions }>(app, second.cookie, 'auth.passkey.secondFactorOptions');
    await rpc(app, second.cookie, 'auth.passkey.verifySecondFactor', { response: authenticator.get(options) });
    const session = await rpc<{ user: { second_factor: unknown } | null }>(
      app,
      second.cookie,
      'auth.session',
      undefined,
      'query',
    );
    expect(session.user?.second_factor).toEqual({ enabled: true, verified: true });
  });
});

describe('logging in with a passkey alone', () => {
  it('makes a full session that has proved the second factor (an admin area opens)', async () => {
    const { user, cookie } = await signedIn(db, ['admin'], {}, { secondFactor: 'none' });
    const authenticator = new SoftAuthenticator(TEST_ORIGIN);
    await addPasskey(cookie, authenticator);

    const { res, cookie: session } = await passkeyLogin(authenticator);
    expect(res.statusCode).toBe(200);
    expect(session).toBeDefined();
    const me = await rpc<{ user: { username: string; second_factor: unknown } }>(
      app,
      session!,
      'auth.session',
      undefined,
      'query',
    );
    expect(me.user).toMatchObject({ username: user.username, second_factor: { enabled: false, verified: true } });
    await expect(rpc(app, session!, 'admin.users.list', {}, 'query')).resolves.toBeDefined();
  });

  it('refuses a used attempt, an answer for another origin, an unknown passkey and a counter that went back', async () => {
    const { user, cookie } = await signedIn(db);
    const authenticator = new SoftAuthenticator(TEST_ORIGIN);
    await addPasskey(cookie, authenticator);

    const ok = await passkeyLogin(authenticator);
    expect(ok.res.statusCode).toBe(200);
    // The same attempt again (a replay of the whole answer).
    const replay = await app.inject({
      method: 'POST',
      url: '/trpc/auth.passkey.login',
      headers: headers(true),
      payload: JSON.stringify({ attemptId: ok.attemptId, response: authenticator.get(ok.options) }),
    });
    expect(replay.statusCode).toBe(400);
    expect(sessionCookieOf(replay)).toBeUndefined();

    // Each refusal is a failed login of the account (the throttle's delay); the test's clock moves past it.
    await endSignInWaits(db, user.id);
    const phished = await passkeyLogin(authenticator, { origin: 'https://evil.example' });
    expect(phished.res.statusCode).toBe(400);
    expect((phished.res.json() as { error: { data: { code: string } } }).error.data.code).toBe('PASSKEY_INVALID');

    const unknown = new SoftAuthenticator(TEST_ORIGIN);
    unknown.create({ challenge: 'eA', rp: { id: 'localhost', name: 'x' }, user: { id: 'eA', name: 'x' } });
    expect((await passkeyLogin(unknown)).res.statusCode).toBe(400);

    await endSignInWaits(db, user.id);
    // A clone of the authenticator answering with an older counter.
    const cloned = await passkeyLogin(authenticator, { counter: 1 });
    expect(cloned.res.statusCode).toBe(400);
    expect(cloned.cookie).toBeUndefined();
  });

  it('refuses a suspended account', async () => {
    const { user, cookie } = await signedIn(db);
    const authenticator = new SoftAuthenticator(TEST_ORIGIN);
    await addPasskey(cookie, authenticator);
    await db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', user.id).execute();
    const { res, cookie: session } = await passkeyLogin(authenticator);
    expect(res.statusCode).toBe(403);
    expect(session).toBeUndefined();
  });
});
