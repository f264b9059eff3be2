import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { hash as argon2Hash } from '@node-rs/argon2';
import { hash as bcryptHash } from '@node-rs/bcrypt';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { IMPORTED_NO_PASSWORD } from '../../src/services/auth/password-hashes';
import { hashPassword, upgradePasswordHash, verifyPassword } from '../../src/services/auth/passwords';
import { createTestApp } from '../support/app';
import { createUser, endSignInWaits, postChecked, sessionCookieOf } from '../support/auth';

// TRUST_PROXY lets each test sign in from an address of its own, so the per-address limit of the
// whole file's sign-ins is never reached.
const { app, db } = await createTestApp({ TRUST_PROXY: 'true' });

const PASSWORD = 'Uvezena#Lozinka1';
const OUR_ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;
const REFUSAL = { code: 'LOGIN_INVALID_CREDENTIALS', message: 'Incorrect username or password.' };

let addresses = 0;
function signIn(username: string, password: string) {
  addresses += 1;
  return postChecked(app, '/api/auth/login', { username, password }, { 'x-forwarded-for': `198.51.100.${addresses}` });
}

async function sessionUser(cookie: string | undefined) {
  const res = await app.inject({ url: '/api/auth/session', cookies: cookie ? { session: cookie } : {} });
  return (res.json() as { user: { username: string } | null }).user;
}

/** An account as the importer leaves it: the previous platform's hash, kept as it was. */
async function importedUser(passwordHash: string, username?: string) {
  const user = await createUser(db, { username });
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
  return user;
}

/** Each password typed gets the usual refusal and no session. */
async function expectRefusedEachTime(user: { id: number; username: string }, typed: string[]) {
  for (const password of typed) {
    await endSignInWaits(db, user.id);
    const res = await signIn(user.username, password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(REFUSAL);
    expect(sessionCookieOf(res)).toBeUndefined();
  }
}

const storedHash = async (userId: number) =>
  (await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow())
    .password_hash;

function djangoPbkdf2(password: string, iterations: number) {
  const salt = randomBytes(16).toString('base64url');
  const hash = pbkdf2Sync(password, salt, iterations, 32, 'sha256').toString('base64');
  return `pbkdf2_sha256$${iterations}$${salt}$${hash}`;
}

const LEGACY_FORMATS: [string, (password: string) => Promise<string>][] = [
  ['bcrypt $2a$', async (password) => (await bcryptHash(password, 4)).replace(/^\$2b\$/, '$2a$')],
  ['bcrypt $2b$', (password) => bcryptHash(password, 4)],
  ['bcrypt $2y$', async (password) => (await bcryptHash(password, 4)).replace(/^\$2b\$/, '$2y$')],
  ['argon2i', (password) => argon2Hash(password, { algorithm: 1, memoryCost: 4096, timeCost: 3, parallelism: 1 })],
  [
    'argon2id with other parameters',
    (password) => argon2Hash(password, { algorithm: 2, memoryCost: 8192, timeCost: 1, parallelism: 2 }),
  ],
  ['Django pbkdf2_sha256', async (password) => djangoPbkdf2(password, 1000)],
];

describe.each(LEGACY_FORMATS)('an imported %s hash', (_format, makeHash) => {
  it('signs in with the right password, is replaced by our argon2id, and the new one signs in again', async () => {
    const user = await importedUser(await makeHash(PASSWORD));
    const first = await signIn(user.username, PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'You are logged in.', secondFactorRequired: false });
    expect((await sessionUser(sessionCookieOf(first)))?.username).toBe(user.username);

    const upgraded = await storedHash(user.id);
    expect(upgraded).toMatch(OUR_ARGON2ID);
    await expect(verifyPassword(upgraded, PASSWORD)).resolves.toBe(true);

    const again = await signIn(user.email, PASSWORD);
    expect(again.statusCode).toBe(200);
    expect((await sessionUser(sessionCookieOf(again)))?.username).toBe(user.username);
    // Ours needs no upgrade: the second sign-in left it as it was.
    expect(await storedHash(user.id)).toBe(upgraded);
  });

  it('refuses a wrong password with the usual answer and keeps the hash as it was', async () => {
    const legacy = await makeHash(PASSWORD);
    const user = await importedUser(legacy);
    await expectRefusedEachTime(user, ['Uvezena#Lozinka2', PASSWORD.toLowerCase()]);
    expect(await storedHash(user.id)).toBe(legacy);
  });
});

describe('an imported account without a usable password', () => {
  it.each([
    ['the marker', IMPORTED_NO_PASSWORD],
    ["Django's unusable password", '!Jq8YbB0zVbNw2oXK4s6gH7uTqC1mRfLd3ePaWnS5'],
    ['an unknown format (unsalted MD5 of the password)', '7f9c5b8a2d5c0b1c7e1e6a3f4b2d9c8e'],
    ['an unknown format (Django sha1)', 'sha1$seasalt$cff36ea83f5706ce9aa7454e63e431fc726b2dc8'],
  ])('%s never signs in, whatever is typed, and stays as it was', async (_name, passwordHash) => {
    const user = await importedUser(passwordHash);
    await expectRefusedEachTime(user, [PASSWORD, passwordHash, '!']);
    expect(await storedHash(user.id)).toBe(passwordHash);
  });
});

describe('the upgrade never costs the owner anything', () => {
  it('keeps a password changed meanwhile: only the hash that was checked is replaced', async () => {
    const legacy = await bcryptHash(PASSWORD, 4);
    const user = await importedUser(legacy);
    // The owner changed the password between the check and the upgrade.
    const changed = await hashPassword('Nova#Lozinka2026');
    await db.updateTable('users').set({ password_hash: changed }).where('id', '=', user.id).execute();
    await upgradePasswordHash({ db, log: app.log }, { id: user.id, password_hash: legacy }, PASSWORD);
    expect(await storedHash(user.id)).toBe(changed);
  });

  it('signs in when the new hash cannot be stored, and tries again at the next sign-in', async () => {
    const legacy = await bcryptHash(PASSWORD, 4);
    const user = await importedUser(legacy, `upgrade_refused_${Date.now().toString(36)}`);
    // This file's own database: a write of this account's password fails, as a lost connection would.
    await sql`
      CREATE FUNCTION refuse_password_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'password write refused'; END $$;
      CREATE TRIGGER refuse_password_write BEFORE UPDATE OF password_hash ON users
        FOR EACH ROW WHEN (OLD.username LIKE 'upgrade_refused_%') EXECUTE FUNCTION refuse_password_write();
    `.execute(db);
    try {
      const res = await signIn(user.username, PASSWORD);
      expect(res.statusCode).toBe(200);
      expect((await sessionUser(sessionCookieOf(res)))?.username).toBe(user.username);
      expect(await storedHash(user.id)).toBe(legacy);
    } finally {
      await sql`DROP TRIGGER refuse_password_write ON users; DROP FUNCTION refuse_password_write();`.execute(db);
    }
    expect((await signIn(user.username, PASSWORD)).statusCode).toBe(200);
    expect(await storedHash(user.id)).toMatch(OUR_ARGON2ID);
  });
});
