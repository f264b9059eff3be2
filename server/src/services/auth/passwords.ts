import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified when the username is unknown, so that answer costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashPassword('not the password of anyone');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
