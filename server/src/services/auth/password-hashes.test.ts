import { pbkdf2Sync, randomBytes } from 'node:crypto';
import type * as Argon2 from '@node-rs/argon2';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { hash as bcryptHash } from '@node-rs/bcrypt';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IMPORTED_NO_PASSWORD,
  PBKDF2_MAX_ITERATIONS,
  needsUpgrade,
  passwordHashFormat,
  verifyAnyPasswordHash,
} from './password-hashes';
import { hashPassword } from './passwords';

// The real argon2, watched: an answer without a hash to check must still cost one verification.
vi.mock('@node-rs/argon2', async (original) => {
  const actual = await original<typeof Argon2>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

const PASSWORD = 'Zastava#2026';

function djangoPbkdf2(password: string, salt: string, iterations: number) {
  const hash = pbkdf2Sync(password, salt, iterations, 32, 'sha256').toString('base64');
  return `pbkdf2_sha256$${iterations}$${salt}$${hash}`;
}

describe('each format verifies the right password and refuses a wrong one', () => {
  it.each([
    ['our argon2id', () => hashPassword(PASSWORD)],
    [
      'argon2id with other parameters',
      () => argon2Hash(PASSWORD, { algorithm: 2, memoryCost: 8192, timeCost: 3, parallelism: 2 }),
    ],
    ['argon2i', () => argon2Hash(PASSWORD, { algorithm: 1, memoryCost: 4096, timeCost: 3, parallelism: 1 })],
    ['bcrypt $2b$', () => bcryptHash(PASSWORD, 4)],
    ['bcrypt $2a$', async () => (await bcryptHash(PASSWORD, 4)).replace('$2b$', '$2a$')],
    ['bcrypt $2y$ (PHP)', async () => (await bcryptHash(PASSWORD, 4)).replace('$2b$', '$2y$')],
    ['Django pbkdf2_sha256', async () => djangoPbkdf2(PASSWORD, randomBytes(9).toString('base64url'), 1000)],
  ])('%s', async (_name, make) => {
    const hash = await make();
    expect(passwordHashFormat(hash)).not.toBeNull();
    await expect(verifyAnyPasswordHash(hash, PASSWORD)).resolves.toBe(true);
    await expect(verifyAnyPasswordHash(hash, 'Zastava#2027')).resolves.toBe(false);
    await expect(verifyAnyPasswordHash(hash, '')).resolves.toBe(false);
  });
});

describe('published vectors', () => {
  it.each([
    // Django's own test (tests/auth_tests/test_hashers.py, Django 1.5's iteration count).
    ['pbkdf2_sha256$10000$seasalt$CWWFdHOWwPnki7HvkcqN9iA2T3KLW1cf2uZ5kvArtVY=', 'lètmein', 'pbkdf2_sha256'],
    // Derived once with node:crypto, so a change in how the salt or the password is encoded shows.
    ['pbkdf2_sha256$1000$Rx7Tb2qLp9Wd$s22SWo+l+p7EQilPBGigrSuVJHZjfU0o4X8ou7uAgXo=', PASSWORD, 'pbkdf2_sha256'],
    // Openwall's crypt_blowfish test vectors; the three prefixes hash alike for an ASCII password.
    ['$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW', 'U*U', 'bcrypt'],
    ['$2a$05$CCCCCCCCCCCCCCCCCCCCC.VGOzA784oUp/Z0DY336zx7pLYAy0lwK', 'U*U*', 'bcrypt'],
    ['$2b$05$XXXXXXXXXXXXXXXXXXXXXOAcXxm9kjPGEMsLznoKqmqw7tc8WCx4a', 'U*U*U', 'bcrypt'],
    ['$2y$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW', 'U*U', 'bcrypt'],
    // The argon2 reference implementation's tests (version 1.3, and 1.0 with and without `v=`).
    ['$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc', 'password', 'argon2id'],
    ['$argon2i$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$wWKIMhR9lyDFvRz9YTZweHKfbftvj+qf+YFY4NeBbtA', 'password', 'argon2i'],
    ['$argon2i$v=16$m=65536,t=2,p=1$c29tZXNhbHQ$9sTbSlTio3Biev89thdrlKKiCaYsjjYVJxGAL3swxpQ', 'password', 'argon2i'],
    ['$argon2i$m=65536,t=2,p=1$c29tZXNhbHQ$9sTbSlTio3Biev89thdrlKKiCaYsjjYVJxGAL3swxpQ', 'password', 'argon2i'],
  ])('%s', async (hash, password, format) => {
    expect(passwordHashFormat(hash)).toBe(format);
    await expect(verifyAnyPasswordHash(hash, password)).resolves.toBe(true);
    await expect(verifyAnyPasswordHash(hash, `${password}x`)).resolves.toBe(false);
  });

  it('Django hashes the password and the salt as UTF-8', () => {
    expect(djangoPbkdf2('lètmein', 'seasalt', 10_000)).toBe(
      'pbkdf2_sha256$10000$seasalt$CWWFdHOWwPnki7HvkcqN9iA2T3KLW1cf2uZ5kvArtVY=',
    );
  });
});

describe('anything else is unknown and never verifies', () => {
  const bcrypt = '$2b$04$MjfgA3HVwYe53wKPKN1tf.9/ZcYAvS4r7BmQGx0lnd0IHOXakQZGy';
  const argon2id = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc';
  const django = 'pbkdf2_sha256$1000$Rx7Tb2qLp9Wd$s22SWo+l+p7EQilPBGigrSuVJHZjfU0o4X8ou7uAgXo=';

  it.each([
    ['empty', ''],
    ['a bare bcrypt prefix', '$2b$'],
    ['bcrypt without its cost', '$2b$$MjfgA3HVwYe53wKPKN1tf.9/ZcYAvS4r7BmQGx0lnd0IHOXakQZGy'],
    ['bcrypt one character short', bcrypt.slice(0, -1)],
    ['bcrypt with a character outside its alphabet', `${bcrypt.slice(0, -1)}+`],
    ['bcrypt $2x$ (the buggy one)', bcrypt.replace('$2b$', '$2x$')],
    ['bcrypt cost 3', bcrypt.replace('$04$', '$03$')],
    ['bcrypt cost 15, past the bound', bcrypt.replace('$04$', '$15$')],
    ['bcrypt cost 31', bcrypt.replace('$04$', '$31$')],
    ['bcrypt with something after it', `${bcrypt}\n`],
    ['pbkdf2 with words for iterations', 'pbkdf2_sha256$abc$salt$hash'],
    ['pbkdf2 with a hash that is not 32 bytes', 'pbkdf2_sha256$99999999$s$h'],
    ['pbkdf2 past 2,000,000 iterations', django.replace('$1000$', `$${PBKDF2_MAX_ITERATIONS + 1}$`)],
    ['pbkdf2 with 0 iterations', django.replace('$1000$', '$0$')],
    ['pbkdf2 with a leading zero', django.replace('$1000$', '$01000$')],
    ['pbkdf2 without a salt', django.replace('$Rx7Tb2qLp9Wd$', '$$')],
    ['pbkdf2 with a space in its salt', django.replace('$Rx7Tb2qLp9Wd$', '$Rx7 Tb2$')],
    ['pbkdf2_sha1', django.replace('pbkdf2_sha256', 'pbkdf2_sha1')],
    ['pbkdf2 with a truncated hash', django.slice(0, -2)],
    ['md5', 'md5$seasalt$f5531bef9f3687d0ccf0f617f0e25573'],
    ['unsalted md5', '5f4dcc3b5aa765d61d8327deb882cf99'],
    ['sha1', 'sha1$seasalt$cff36ea83f5706ce9aa7454e63e431fc726b2dc8'],
    ['argon2d', argon2id.replace('$argon2id$', '$argon2d$')],
    ['argon2id version 1.2', argon2id.replace('v=19', 'v=18')],
    ['argon2id without its parameters', '$argon2id$v=19$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc'],
    ['argon2id with a 4-byte salt', argon2id.replace('c29tZXNhbHQ', 'c29tZQ')],
    ['argon2id with padding', `${argon2id}=`],
    ['argon2id over 256 MiB', argon2id.replace('m=19456', 'm=262145')],
    ['argon2id over 10 iterations', argon2id.replace('t=2', 't=11')],
    ['argon2id over 16 lanes', argon2id.replace('p=1', 'p=17')],
    ['the passwordless marker', IMPORTED_NO_PASSWORD],
    ["Django's unusable password", '!hSmiMnn4D9mfzPkePHYRNaLLrlmmbAt0jcNaF5ZB'],
  ])('%s', async (_name, hash) => {
    expect(passwordHashFormat(hash)).toBeNull();
    await expect(verifyAnyPasswordHash(hash, PASSWORD)).resolves.toBe(false);
    await expect(verifyAnyPasswordHash(hash, '')).resolves.toBe(false);
  });

  it('a well-shaped argon2 hash its library refuses (memory below 8 KiB a lane) is a wrong password, not a crash', async () => {
    const hash = argon2id.replace('m=19456', 'm=1');
    expect(passwordHashFormat(hash)).toBe('argon2id');
    await expect(verifyAnyPasswordHash(hash, 'password')).resolves.toBe(false);
  });
});

describe('an answer with nothing to check costs what a wrong password costs', () => {
  beforeEach(() => {
    vi.mocked(argon2Verify).mockClear();
  });

  it.each([
    ['the passwordless marker', IMPORTED_NO_PASSWORD],
    ['an unknown format', 'md5$seasalt$f5531bef9f3687d0ccf0f617f0e25573'],
  ])('%s: one argon2id verification with our parameters, then "wrong"', async (_name, hash) => {
    await expect(verifyAnyPasswordHash(hash, PASSWORD)).resolves.toBe(false);
    expect(argon2Verify).toHaveBeenCalledTimes(1);
    expect(vi.mocked(argon2Verify).mock.calls[0]![0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('needsUpgrade: every hash but our own argon2id is replaced at the next sign-in', () => {
  it.each([
    ['bcrypt', '$2y$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW'],
    ['Django pbkdf2_sha256', 'pbkdf2_sha256$10000$seasalt$CWWFdHOWwPnki7HvkcqN9iA2T3KLW1cf2uZ5kvArtVY='],
    ['argon2i', '$argon2i$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$wWKIMhR9lyDFvRz9YTZweHKfbftvj+qf+YFY4NeBbtA'],
    [
      'argon2i with our parameters',
      '$argon2i$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$wWKIMhR9lyDFvRz9YTZweHKfbftvj+qf+YFY4NeBbtA',
    ],
    [
      'argon2id with more memory',
      '$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc',
    ],
    [
      'argon2id with another time',
      '$argon2id$v=19$m=19456,t=3,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc',
    ],
    [
      'argon2id with more lanes',
      '$argon2id$v=19$m=19456,t=2,p=4$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc',
    ],
    ['argon2id version 1.0', '$argon2id$v=16$m=19456,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc'],
  ])('%s: yes', (_name, hash) => {
    expect(needsUpgrade(hash)).toBe(true);
  });

  it('our own hash: no', async () => {
    expect(needsUpgrade(await hashPassword(PASSWORD))).toBe(false);
  });

  it('the passwordless marker and an unknown hash: no (neither ever verifies)', () => {
    expect(needsUpgrade(IMPORTED_NO_PASSWORD)).toBe(false);
    expect(needsUpgrade('md5$seasalt$f5531bef9f3687d0ccf0f617f0e25573')).toBe(false);
  });
});
