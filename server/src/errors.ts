import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { ErrorCode } from '@ctf/shared';

const TRPC_CODE: Record<ErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_ERROR: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  LOGIN_INVALID_CREDENTIALS: 'UNAUTHORIZED',
  LOGIN_EMAIL_NOT_VERIFIED: 'FORBIDDEN',
  USERNAME_TAKEN: 'CONFLICT',
  EMAIL_TAKEN: 'CONFLICT',
  BOT_CHECK_REQUIRED: 'BAD_REQUEST',
  BOT_CHECK_FAILED: 'FORBIDDEN',
  TOKEN_INVALID: 'BAD_REQUEST',
  DEV_ONLY: 'FORBIDDEN',
  DISCORD_REQUIRED: 'FORBIDDEN',
  APPLICATION_EXISTS: 'CONFLICT',
  INSTITUTION_NOT_FOUND: 'BAD_REQUEST',
  NOT_A_COMPETITOR: 'FORBIDDEN',
  NOTHING_TO_DECIDE: 'CONFLICT',
  NOT_REJECTED: 'CONFLICT',
  CANNOT_REMOVE_OWN_ADMIN: 'FORBIDDEN',
  CANNOT_DELETE_SELF: 'FORBIDDEN',
  INSTITUTION_EXISTS: 'CONFLICT',
  INSTITUTION_IN_USE: 'CONFLICT',
  SLUG_TAKEN: 'CONFLICT',
  REGISTRATION_CLOSED: 'FORBIDDEN',
  COMPETITOR_PROFILE_REQUIRED: 'FORBIDDEN',
  ALREADY_REGISTERED: 'CONFLICT',
  REGISTRATION_NOT_PENDING: 'CONFLICT',
  INVITATION_NOT_FOUND: 'NOT_FOUND',
  INVITATION_EXPIRED: 'FORBIDDEN',
  INVITATION_ANSWERED: 'CONFLICT',
  NOT_ELIGIBLE: 'FORBIDDEN',
  CTFD_NOT_CONFIGURED: 'CONFLICT',
  RESULTS_INVALID: 'BAD_REQUEST',
};

/** The one error services throw: a stable code the edge translates into a status and a message. */
export class AppError extends TRPCError {
  readonly appCode: ErrorCode;
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(appCode: ErrorCode, options: { cause?: unknown; fieldErrors?: Record<string, string[]> } = {}) {
    super({ code: TRPC_CODE[appCode], message: appCode, cause: options.cause });
    this.name = 'AppError';
    this.appCode = appCode;
    this.fieldErrors = options.fieldErrors;
  }
}

const FROM_TRPC_CODE: Partial<Record<TRPC_ERROR_CODE_KEY, ErrorCode>> = {
  BAD_REQUEST: 'BAD_REQUEST',
  PARSE_ERROR: 'BAD_REQUEST',
  UNSUPPORTED_MEDIA_TYPE: 'BAD_REQUEST',
  PAYLOAD_TOO_LARGE: 'BAD_REQUEST',
  METHOD_NOT_SUPPORTED: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
};

/** The stable code of any error a procedure ended with. */
export function errorCodeOf(error: TRPCError): ErrorCode {
  if (error instanceof AppError) return error.appCode;
  if (error.code === 'BAD_REQUEST' && isZodError(error.cause)) return 'VALIDATION_ERROR';
  return FROM_TRPC_CODE[error.code] ?? 'INTERNAL_SERVER_ERROR';
}

interface ZodLikeError {
  issues: { path: PropertyKey[]; message: string }[];
}
function isZodError(value: unknown): value is ZodLikeError {
  return (
    value instanceof Error && value.name === 'ZodError' && Array.isArray((value as unknown as ZodLikeError).issues)
  );
}

/** Field errors as message keys per field, from an AppError or a failed input validation. */
export function fieldErrorsOf(error: TRPCError): Record<string, string[]> | undefined {
  if (error instanceof AppError) return error.fieldErrors;
  if (!isZodError(error.cause)) return undefined;
  const fields: Record<string, string[]> = {};
  for (const issue of error.cause.issues) {
    const key = issue.path.map(String).join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
