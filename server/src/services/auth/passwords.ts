import { hash } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { ARGON2ID_OPTIONS, IMPORTED_NO_PASSWORD, needsUpgrade, verifyAnyPasswordHash } from './password-hashes';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

/**
 * Every password check: any stored format we accept (password-hashes.ts). An unknown user has no
 * hash; that answer is "wrong" and costs the same time as a wrong password.
 */
export function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  return verifyAnyPasswordHash(passwordHash ?? IMPORTED_NO_PASSWORD, password);
}

/**
 * Once a password proved right against an imported or older hash, it is stored as our argon2id.
 * Only while that hash is still the stored one, so a password changed meanwhile is kept. The
 * account's data did not change (no `updated_at`, no version). A failure is logged and ends
 * nothing: the sign-in goes on, and the next one tries again.
 */
export async function upgradePasswordHash(
  ctx: { db: Database; log: FastifyBaseLogger },
  user: { id: number; password_hash: string },
  password: string,
) {
  if (!needsUpgrade(user.password_hash)) return;
  try {
    const result = await ctx.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', user.id)
      .where('password_hash', '=', user.password_hash)
      .executeTakeFirst();
    if (result.numUpdatedRows > 0n) ctx.log.info({ userId: user.id }, 'auth: password hash upgraded to argon2id');
  } catch (error) {
    ctx.log.error({ err: error, userId: user.id }, 'auth: password hash upgrade failed');
  }
}

/** The caller's own password, checked before a change that matters; a wrong one is a field error. */
export async function assertOwnPassword(db: Database, userId: number, password: string, field = 'password') {
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, password))) {
    throw new AppError('PASSWORD_INCORRECT', { fieldErrors: { [field]: ['passwordIncorrect'] } });
  }
}
