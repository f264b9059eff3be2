/**
 * Stable error codes the server sends with every error. The client maps a code to its own
 * translation; the server also sends a `message` localized by Accept-Language.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'INTERNAL_SERVER_ERROR',
  'LOGIN_INVALID_CREDENTIALS',
  'LOGIN_EMAIL_NOT_VERIFIED',
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  'BOT_CHECK_REQUIRED',
  'BOT_CHECK_FAILED',
  'TOKEN_INVALID',
  'DEV_ONLY',
  'DISCORD_REQUIRED',
  'APPLICATION_EXISTS',
  'INSTITUTION_NOT_FOUND',
  'NOT_A_COMPETITOR',
  'NOTHING_TO_DECIDE',
  'NOT_REJECTED',
  'CANNOT_REMOVE_OWN_ADMIN',
  'CANNOT_DELETE_SELF',
  'INSTITUTION_EXISTS',
  'INSTITUTION_IN_USE',
  'SLUG_TAKEN',
  'REGISTRATION_CLOSED',
  'COMPETITOR_PROFILE_REQUIRED',
  'ALREADY_REGISTERED',
  'REGISTRATION_NOT_PENDING',
  'INVITATION_NOT_FOUND',
  'INVITATION_EXPIRED',
  'INVITATION_ANSWERED',
  'NOT_ELIGIBLE',
  'CTFD_NOT_CONFIGURED',
  'RESULTS_INVALID',
  'SERVICE_UNAVAILABLE',
  'WRONG_ADDRESS',
  'EDIT_CONFLICT',
  'NOT_FINALS',
  'EXPIRY_NOT_IN_FUTURE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
