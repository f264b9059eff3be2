import type { TRPCClientError } from '@trpc/client';
import { isErrorCode, type ErrorCode } from '@ctf/shared/errors';
import type { AppRouter } from '@ctf/server/router';

export type AppClientError = TRPCClientError<AppRouter>;

/**
 * Known by its name, not by `instanceof`: the public forms read errors without having loaded the
 * tRPC client's code (it comes on demand), and the class would bring it along.
 */
export function isAppClientError(error: unknown): error is AppClientError {
  return error instanceof Error && error.name === 'TRPCClientError';
}

/** The HTTP status the server answered with; undefined for network errors and timeouts. */
export function httpStatusOf(error: unknown): number | undefined {
  return isAppClientError(error) ? error.data?.httpStatus : undefined;
}

/** The stable code the server adds to every error (shared/src/errors.ts). */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  const code: unknown = isAppClientError(error) ? error.data?.code : undefined;
  return isErrorCode(code) ? code : undefined;
}

/**
 * The server's text for an error it answered with, already in the interface language; undefined
 * for network failures and timeouts, whose messages come from the browser and are not for people.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (!isAppClientError(error) || !error.data?.code) return undefined;
  return error.message.trim() || undefined;
}

/** The account's address the server named (a sign-in with the right password but an unverified address). */
export function errorEmailOf(error: unknown): string | undefined {
  const email: unknown = isAppClientError(error) ? error.data?.email : undefined;
  return typeof email === 'string' ? email : undefined;
}

/** Message keys per field from a failed validation on the server ({ username: ['usernameTaken'] }). */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | undefined {
  const fieldErrors: unknown = isAppClientError(error) ? error.data?.fieldErrors : undefined;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return undefined;
  const valid = Object.entries(fieldErrors).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].length > 0 && entry[1].every((key) => typeof key === 'string'),
  );
  return valid.length > 0 ? Object.fromEntries(valid) : undefined;
}

/** The first message key the server gave for each of the form's own fields. */
export function formFieldErrors<TField extends string>(
  error: unknown,
  fields: readonly TField[],
): [field: TField, messageKey: string][] {
  const fieldErrors = fieldErrorsOf(error) ?? {};
  return fields.flatMap((field) => {
    const key = fieldErrors[field]?.[0];
    return key ? [[field, key] as [TField, string]] : [];
  });
}
