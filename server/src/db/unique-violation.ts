import type { ErrorCode } from '@ctf/shared';
import { AppError } from '../errors';

/** PostgreSQL's refusal of a row whose key a unique index already holds (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * The write, with a unique index's refusal turned into a field error (the form shows it under the
 * field that is taken) instead of a 500; the index decides, so two writes at once cannot both pass.
 */
export async function unlessTaken<T>(
  work: Promise<T>,
  code: ErrorCode,
  fieldErrors: Record<string, string[]>,
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(code, { fieldErrors });
    throw error;
  }
}
