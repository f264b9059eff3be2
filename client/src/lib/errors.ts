import { TRPCClientError } from '@trpc/client';
import { isErrorCode, type ErrorCode } from '@ctf/shared/errors';
import type { AppRouter } from '@ctf/server/router';

export type AppClientError = TRPCClientError<AppRouter>;

export function isAppClientError(error: unknown): error is AppClientError {
  return error instanceof TRPCClientError;
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
