import { createHash, randomBytes } from 'node:crypto';

const BASE32_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

export function encodeBase32LowerCaseNoPadding(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** A session token: 20 random bytes (160 bits), base32. Only its hash is ever stored. */
export function generateSessionToken(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(20));
}

/** A token sent by e-mail (verification, reset): 32 random bytes, base64url (43 characters). */
export function generateMailedToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
