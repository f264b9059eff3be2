import { hash, verify } from '@node-rs/argon2';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';

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

/** The caller's own password, checked before a change that matters; a wrong one is a field error. */
export async function assertOwnPassword(db: Database, userId: number, password: string, field = 'password') {
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, password))) {
    throw new AppError('PASSWORD_INCORRECT', { fieldErrors: { [field]: ['passwordIncorrect'] } });
  }
}
