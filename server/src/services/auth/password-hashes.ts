import { pbkdf2, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { verify as bcryptVerify } from '@node-rs/bcrypt';

// The password hashes a stored account may carry: ours (argon2id), and those of the platform the
// accounts are imported from, kept as they were until each owner's first sign-in replaces them.

export type PasswordHashFormat = 'argon2id' | 'argon2i' | 'bcrypt' | 'pbkdf2_sha256';

/** OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane. Every password we hash gets them. */
export const ARGON2ID_OPTIONS = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;

/** Stored for an imported account that had no usable password: it never verifies, a reset sets one. */
export const IMPORTED_NO_PASSWORD = '!';

// A stored hash names its own cost, and the importer takes hashes from a file: these bounds keep a
// crafted one from holding a sign-in (and the threadpool) for minutes or taking gigabytes of memory.
// Each is above the defaults of today's frameworks (Django 1.2M iterations, bcrypt cost 10 to 12,
// libsodium's moderate argon2 256 MiB); a hash past them is unknown and the importer refuses it.
export const PBKDF2_MAX_ITERATIONS = 2_000_000;
export const BCRYPT_MAX_COST = 14;
export const ARGON2_MAX = { memoryKiB: 262_144, iterations: 10, lanes: 16 } as const;

// Base64 without padding (PHC), salt of 8 to 48 bytes, tag of 16 to 96.
const ARGON2 =
  /^\$(argon2id|argon2i)\$(?:v=(?:16|19)\$)?m=([1-9]\d{0,6}),t=([1-9]\d?),p=([1-9]\d?)\$[A-Za-z0-9+/]{11,64}\$[A-Za-z0-9+/]{22,128}$/;
// 22 characters of salt and 31 of hash, in bcrypt's own base64.
const BCRYPT = /^\$2[aby]\$(0[4-9]|[12]\d|3[01])\$[./A-Za-z0-9]{53}$/;
// Django's salt is any text without '$' (printable ASCII here); the hash is 32 bytes in padded base64.
const PBKDF2_SHA256 = /^pbkdf2_sha256\$([1-9]\d{0,6})\$([\x21-\x23\x25-\x7e]{1,128})\$([A-Za-z0-9+/]{43}=)$/;

const OWN_PREFIX = `$argon2id$v=19$m=${ARGON2ID_OPTIONS.memoryCost},t=${ARGON2ID_OPTIONS.timeCost},p=${ARGON2ID_OPTIONS.parallelism}$`;

/** Which format a stored hash is in, its whole shape and cost checked; null for anything else. */
export function passwordHashFormat(hash: string): PasswordHashFormat | null {
  const argon2 = ARGON2.exec(hash);
  if (argon2) {
    const [, format, memoryKiB, iterations, lanes] = argon2;
    const withinBounds =
      Number(memoryKiB) <= ARGON2_MAX.memoryKiB &&
      Number(iterations) <= ARGON2_MAX.iterations &&
      Number(lanes) <= ARGON2_MAX.lanes;
    return withinBounds ? (format as 'argon2id' | 'argon2i') : null;
  }
  const bcrypt = BCRYPT.exec(hash);
  if (bcrypt) return Number(bcrypt[1]) <= BCRYPT_MAX_COST ? 'bcrypt' : null;
  const pbkdf2Sha256 = PBKDF2_SHA256.exec(hash);
  if (pbkdf2Sha256) return Number(pbkdf2Sha256[1]) <= PBKDF2_MAX_ITERATIONS ? 'pbkdf2_sha256' : null;
  return null;
}

/** Whether a hash that verified should be replaced by ours: every known format but our own argon2id. */
export function needsUpgrade(hash: string): boolean {
  return passwordHashFormat(hash) !== null && !hash.startsWith(OWN_PREFIX);
}

const pbkdf2Async = promisify(pbkdf2);
const DJANGO_KEY_BYTES = 32;

async function verifyPbkdf2Sha256(hash: string, password: string): Promise<boolean> {
  const [, iterations, salt, expected] = PBKDF2_SHA256.exec(hash)!;
  const stored = Buffer.from(expected!, 'base64');
  const computed = await pbkdf2Async(password, salt!, Number(iterations), DJANGO_KEY_BYTES, 'sha256');
  return timingSafeEqual(computed, stored);
}

// Verified instead when there is nothing to verify (no account, no usable or an unknown hash), so
// that answer costs what a wrong password costs.
let dummyHash: Promise<string> | undefined;

async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= argon2Hash('not the password of anyone', ARGON2ID_OPTIONS);
  await argon2Verify(await dummyHash, password);
  return false;
}

/** Whether the password is the one the stored hash was made from; false for an unknown format. */
export async function verifyAnyPasswordHash(hash: string, password: string): Promise<boolean> {
  const format = passwordHashFormat(hash);
  if (format === null) return verifyNothing(password);
  try {
    if (format === 'bcrypt') return await bcryptVerify(password, hash);
    if (format === 'pbkdf2_sha256') return await verifyPbkdf2Sha256(hash, password);
    return await argon2Verify(hash, password);
  } catch {
    // A well-shaped hash the library still refuses (argon2's memory below 8 KiB per lane) is no
    // password anyone can prove, not a server error.
    return false;
  }
}
