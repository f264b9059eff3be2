import { describe, expect, it } from 'vitest';
import { encodeBase32LowerCaseNoPadding, generateMailedToken, generateSessionToken, hashToken } from './crypto';
import { hashPassword, verifyPassword } from './passwords';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('base32 of the session tokens', () => {
  // RFC 4648 section 10's test vectors, lowercase and without the padding.
  it.each([
    ['', ''],
    ['f', 'my'],
    ['fo', 'mzxq'],
    ['foo', 'mzxw6'],
    ['foob', 'mzxw6yq'],
    ['fooba', 'mzxw6ytb'],
    ['foobar', 'mzxw6ytboi'],
  ])('encodes %j as %j', (text, encoded) => {
    expect(encodeBase32LowerCaseNoPadding(bytes(text))).toBe(encoded);
  });
});

describe('tokens', () => {
  it('a session token is 20 random bytes: 32 base32 characters, never the same twice', () => {
    const token = generateSessionToken();
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    expect(generateSessionToken()).not.toBe(token);
  });

  it('a mailed token is 32 random bytes: 43 base64url characters', () => {
    expect(generateMailedToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('only the SHA-256 of a token is stored, in hexadecimal', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('passwords', () => {
  it("are hashed with OWASP's argon2id parameters and checked against their hash", async () => {
    const hash = await hashPassword('Zastava#2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(hash, 'Zastava#2026')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'Zastava#2027')).resolves.toBe(false);
  });

  it('an unknown user has no hash: the answer is "wrong", whatever the password', async () => {
    await expect(verifyPassword(null, 'not the password of anyone')).resolves.toBe(false);
    await expect(verifyPassword(null, '')).resolves.toBe(false);
  });
});
