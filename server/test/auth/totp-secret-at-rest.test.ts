import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import * as m0108 from '../../../migrations/0108_totp_secrets_sealed';
import { migrationContext } from '../../src/db/migrate';
import { openSecret } from '../../src/services/secrets/sealed';
import { createTestApp } from '../support/app';
import { createUser, postChecked, sessionCookieOf } from '../support/auth';
import { rpc, signedIn } from '../support/calls';

// A key of this file's own, as production has one (TOTP_SECRET_KEY), not the development key.
const TOTP_KEY = 'dG90cC1zZWNyZXQta2V5LWZvci10ZXN0cy0zMmJ5dGU=';
const { app, db, config } = await createTestApp({ TOTP_SECRET_KEY: TOTP_KEY });
const key = Buffer.from(TOTP_KEY, 'base64');

/** The code an authenticator app shows for this secret now. */
const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

const storedSecrets = (userId: number) =>
  db
    .selectFrom('users')
    .select(['totp_secret', 'totp_pending_secret'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

/** A password sign-in that waits for the second factor, then the code: the session it ends in. */
async function signInWithCode(user: { username: string; password: string }, secret: string) {
  const res = await postChecked(app, '/api/auth/login', { username: user.username, password: user.password });
  expect(res.json()).toMatchObject({ secondFactorRequired: true });
  const cookie = sessionCookieOf(res)!;
  await rpc(app, cookie, 'auth.verifySecondFactor', { code: codeFor(secret) });
  return cookie;
}

describe('authenticator secrets at rest', () => {
  it('are stored sealed under TOTP_SECRET_KEY from the set-up on, never as the base32 the app shows', async () => {
    const { user, cookie } = await signedIn(db, ['organizer'], {}, { secondFactor: 'none' });
    const { setupKey } = await rpc<{ setupKey: string }>(app, cookie, 'account.secondFactor.start');
    const pending = (await storedSecrets(user.id)).totp_pending_secret!;
    expect(pending).toMatch(/^v1\./);
    expect(pending.toUpperCase()).not.toContain(setupKey.toUpperCase());
    expect(openSecret(key, pending)).toBe(setupKey);

    await rpc(app, cookie, 'account.secondFactor.confirm', { code: codeFor(setupKey) });
    const { totp_secret, totp_pending_secret } = await storedSecrets(user.id);
    expect(totp_pending_secret).toBeNull();
    expect(totp_secret).toMatch(/^v1\./);
    expect(totp_secret!.toUpperCase()).not.toContain(setupKey.toUpperCase());
    expect(openSecret(key, totp_secret!)).toBe(setupKey);
    // Another key opens nothing.
    expect(() => openSecret(Buffer.alloc(32, 7), totp_secret!)).toThrow();
  });
});

describe('migration 0108', () => {
  it('seals the secrets stored in plain text before it, which still give working codes; once only', async () => {
    const enabled = await createUser(db);
    const enrolling = await createUser(db);
    const secret = new Secret({ size: 20 }).base32;
    const pending = new Secret({ size: 20 }).base32;
    await db
      .updateTable('users')
      .set({ totp_secret: secret, totp_enabled_at: new Date() })
      .where('id', '=', enabled.id)
      .execute();
    await db.updateTable('users').set({ totp_pending_secret: pending }).where('id', '=', enrolling.id).execute();

    await m0108.up(db, migrationContext(config));
    const sealed = await storedSecrets(enabled.id);
    expect(sealed.totp_secret).toMatch(/^v1\./);
    expect(openSecret(key, sealed.totp_secret!)).toBe(secret);
    const sealedPending = (await storedSecrets(enrolling.id)).totp_pending_secret!;
    expect(sealedPending).toMatch(/^v1\./);
    expect(openSecret(key, sealedPending)).toBe(pending);

    // Run again (or on a database with nothing left to seal): nothing changes.
    await m0108.up(db, migrationContext(config));
    expect(await storedSecrets(enabled.id)).toEqual(sealed);

    // The owner's authenticator app still signs them in.
    const cookie = await signInWithCode(enabled, secret);
    await expect(rpc(app, cookie, 'account.me', undefined, 'query')).resolves.toMatchObject({
      user: { id: enabled.id },
    });
  });
});
