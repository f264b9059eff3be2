import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { type ErrorCode, type Language, serverMessage } from '@ctf/shared';
import { isDependencyUnavailable } from './db/unavailable';
import { type GenericValidationKey, isMessageKey } from '@ctf/shared/validation-keys';

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
  ALREADY_REGISTERED: 'CONFLICT',
  REGISTRATION_NOT_PENDING: 'CONFLICT',
  INVITATION_NOT_FOUND: 'NOT_FOUND',
  INVITATION_EXPIRED: 'FORBIDDEN',
  INVITATION_ANSWERED: 'CONFLICT',
  NOT_ELIGIBLE: 'FORBIDDEN',
  ROLE_REQUIRED: 'FORBIDDEN',
  AGE_BELOW_MIN: 'FORBIDDEN',
  AGE_ABOVE_MAX: 'FORBIDDEN',
  CATEGORY_NOT_ALLOWED: 'FORBIDDEN',
  SEASON_IN_USE: 'CONFLICT',
  SEASON_EXISTS: 'CONFLICT',
  CATEGORY_EXISTS: 'CONFLICT',
  CATEGORY_IN_USE: 'CONFLICT',
  ROSTER_RULES_BROKEN: 'CONFLICT',
  ROSTER_CONFIRMED: 'CONFLICT',
  CTFD_NOT_CONFIGURED: 'CONFLICT',
  RESULTS_INVALID: 'BAD_REQUEST',
  RESULTS_REPLACE_UNCONFIRMED: 'CONFLICT',
  CTFD_API_NOT_CONFIGURED: 'BAD_REQUEST',
  CTFD_API_FAILED: 'BAD_GATEWAY',
  CTFD_API_UNREACHABLE: 'BAD_GATEWAY',
  CTFD_API_REJECTED: 'BAD_GATEWAY',
  CTFD_API_TOO_LARGE: 'BAD_GATEWAY',
  CTFD_API_NOT_JSON: 'BAD_GATEWAY',
  CTFD_API_BAD_SHAPE: 'BAD_GATEWAY',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  WRONG_ADDRESS: 'FORBIDDEN',
  EDIT_CONFLICT: 'CONFLICT',
  NOT_FINALS: 'CONFLICT',
  EXPIRY_NOT_IN_FUTURE: 'BAD_REQUEST',
  REGISTRATION_REQUIRED: 'FORBIDDEN',
  REGISTRATION_PENDING: 'FORBIDDEN',
  REGISTRATION_REJECTED: 'FORBIDDEN',
  FINALS_INVITATION_REQUIRED: 'FORBIDDEN',
  ANNOUNCEMENT_NO_RECIPIENTS: 'BAD_REQUEST',

  PASSWORD_TOO_COMMON: 'BAD_REQUEST',
  PASSWORD_BREACHED: 'BAD_REQUEST',
  SECOND_FACTOR_REQUIRED: 'FORBIDDEN',
  SECOND_FACTOR_INVALID: 'BAD_REQUEST',
  SECOND_FACTOR_TOO_MANY: 'UNAUTHORIZED',
  SECOND_FACTOR_ENABLED: 'CONFLICT',
  SECOND_FACTOR_NOT_STARTED: 'CONFLICT',
  PASSKEY_INVALID: 'BAD_REQUEST',
  PASSKEY_EXISTS: 'CONFLICT',
  PASSKEY_LAST_FACTOR: 'FORBIDDEN',
  PASSWORD_INCORRECT: 'BAD_REQUEST',
  CONFIRMATION_MISMATCH: 'BAD_REQUEST',
  GUARDIAN_CONSENT_REQUIRED: 'BAD_REQUEST',

  ACCOUNT_SUSPENDED: 'FORBIDDEN',
  NOT_ACCEPTED: 'CONFLICT',
  MERGE_SAME_INSTITUTION: 'BAD_REQUEST',
  CTFD_MOVE_UNCONFIRMED: 'CONFLICT',
  IMPORT_TOO_MANY_ROWS: 'PAYLOAD_TOO_LARGE',
  IMPORT_FILE_INVALID: 'BAD_REQUEST',
  MENTOR_REQUEST_EXISTS: 'CONFLICT',
  JOIN_CODE_NOT_FOUND: 'NOT_FOUND',
  NOT_QUALS: 'CONFLICT',
  RESULTS_NOT_PUBLISHED: 'CONFLICT',
  ROSTER_NOT_CONFIRMED: 'CONFLICT',
  CERTIFICATE_REVOKED: 'CONFLICT',
};

/** The one error services throw: a stable code the edge translates into a status and a message. */
export class AppError extends TRPCError {
  readonly appCode: ErrorCode;
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** When the caller may try again (429, 503): sent as Retry-After and in the message. */
  readonly retryAfterSeconds: number | undefined;
  /** Words that are the same in every language, appended to the message (an address). */
  readonly detail: string | undefined;
  /** The account's own e-mail address, for a caller who has just proved its password. */
  readonly email: string | undefined;
  /** EDIT_CONFLICT: the record as it is now, which the editor compares with their own values. */
  readonly current: unknown;

  constructor(
    appCode: ErrorCode,
    options: {
      cause?: unknown;
      fieldErrors?: Record<string, string[]>;
      retryAfterSeconds?: number;
      detail?: string;
      email?: string;
      current?: unknown;
    } = {},
  ) {
    super({ code: TRPC_CODE[appCode], message: appCode, cause: options.cause });
    this.name = 'AppError';
    this.appCode = appCode;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.detail = options.detail;
    this.email = options.email;
    this.current = options.current;
  }
}

/**
 * What Kysely's `executeTakeFirstOrThrow` throws when no row came back: the code the service refuses
 * with (NOT_FOUND, or the rule the row's absence means, e.g. NOT_REJECTED).
 */
export const missingRow = (code: ErrorCode) => () => new AppError(code);

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
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/** How long to wait after the database (or another dependency) was unreachable. */
export const UNAVAILABLE_RETRY_SECONDS = 2;

/** The stable code of any error a procedure ended with. */
export function errorCodeOf(error: TRPCError): ErrorCode {
  if (error instanceof AppError) return error.appCode;
  if (isDependencyUnavailable(error.cause)) return 'SERVICE_UNAVAILABLE';
  if (error.code === 'BAD_REQUEST' && isZodError(error.cause)) return 'VALIDATION_ERROR';
  return FROM_TRPC_CODE[error.code] ?? 'INTERNAL_SERVER_ERROR';
}

interface ZodLikeIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  origin?: string;
  keys?: string[];
}
interface ZodLikeError {
  issues: ZodLikeIssue[];
}
function isZodError(value: unknown): value is ZodLikeError {
  return (
    value instanceof Error && value.name === 'ZodError' && Array.isArray((value as unknown as ZodLikeError).issues)
  );
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );
}

const BY_ORIGIN = {
  too_small: { string: 'tooShort', array: 'tooFew', set: 'tooFew' },
  too_big: { string: 'tooLong', array: 'tooMany', set: 'tooMany' },
} as const;

/**
 * The message key of one issue: the schema's own key, or a generic key for zod's built-in checks
 * (whose texts are English sentences and must not reach a client).
 */
function messageKeyOf(issue: ZodLikeIssue, input: unknown): GenericValidationKey | string {
  if (isMessageKey(issue.message)) return issue.message;
  const isMissing = valueAt(input, issue.path) === undefined;
  switch (issue.code) {
    case 'invalid_type':
      return isMissing ? 'required' : 'invalidType';
    case 'invalid_value':
    case 'invalid_union':
      return isMissing ? 'required' : 'invalidOption';
    case 'too_small':
    case 'too_big': {
      const byOrigin: Record<string, GenericValidationKey> = BY_ORIGIN[issue.code];
      return byOrigin[issue.origin ?? ''] ?? (issue.code === 'too_small' ? 'tooSmall' : 'tooBig');
    }
    case 'invalid_format':
      return 'invalidFormat';
    default:
      return 'invalid';
  }
}

/**
 * Field errors as message keys per field, from an AppError or a failed input validation; `input`
 * is what the caller sent, which tells a missing field from a wrong one. Never zod's own texts.
 */
export function fieldErrorsOf(error: TRPCError, input?: unknown): Record<string, string[]> | undefined {
  if (error instanceof AppError) return error.fieldErrors;
  // An answer that failed its output schema is a server fault: its issues are not the caller's.
  if (error.code !== 'BAD_REQUEST' || !isZodError(error.cause)) return undefined;
  // A Map, not an object: a field named `__proto__` (an unknown key a caller sent) would reach the
  // prototype of a plain object instead of getting its own list (a 500 the fuzzing found).
  const fields = new Map<string, string[]>();
  const add = (path: PropertyKey[], key: string) => {
    const name = path.map(String).join('.') || '_';
    fields.set(name, [...(fields.get(name) ?? []), key]);
  };
  for (const issue of error.cause.issues) {
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys ?? []) add([...issue.path, key], 'unknownField');
    else add(issue.path, messageKeyOf(issue, input));
  }
  // fromEntries defines own properties, so `__proto__` is an ordinary key of the answer.
  return Object.fromEntries(fields);
}
/** Any thrown value as the TRPCError the edge describes (an unknown one is an internal error). */
export function asTRPCError(error: unknown): TRPCError {
  return error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
}

/**
 * The one description of an error for every edge (tRPC, REST, plain routes): status, stable code,
 * message in the caller's language, field errors, and Retry-After for 429 and 503. A dependency
 * that cannot be reached (the database restarting) is a 503, never a 500.
 */
export function describeError(error: TRPCError, lang: Language, input?: unknown) {
  const code = errorCodeOf(error);
  const status = code === 'SERVICE_UNAVAILABLE' ? 503 : getHTTPStatusCodeFromError(error);
  const retryAfterSeconds =
    error instanceof AppError && error.retryAfterSeconds !== undefined
      ? error.retryAfterSeconds
      : code === 'SERVICE_UNAVAILABLE'
        ? UNAVAILABLE_RETRY_SECONDS
        : undefined;
  return {
    status,
    code,
    message:
      serverMessage(lang, code, retryAfterSeconds) +
      (error instanceof AppError && error.detail ? ` ${error.detail}` : ''),
    fieldErrors: fieldErrorsOf(error, input),
    retryAfterSeconds,
    email: error instanceof AppError ? error.email : undefined,
    current: error instanceof AppError ? error.current : undefined,
  };
}

/**
 * An error met before tRPC ran (the session lookup in an onRequest hook) in tRPC's own answer shape,
 * one entry per procedure of a batch, so the client shows its message like any other.
 */
export function trpcErrorBody(url: string, error: TRPCError, described: ReturnType<typeof describeError>) {
  const parsed = new URL(url, 'http://x');
  const paths = decodeURIComponent(parsed.pathname.replace(/^\/trpc\//, '')).split(',');
  const envelope = (path: string | undefined) => ({
    error: {
      message: described.message,
      code: TRPC_ERROR_CODES_BY_KEY[described.code === 'SERVICE_UNAVAILABLE' ? 'SERVICE_UNAVAILABLE' : error.code],
      data: {
        code: described.code,
        httpStatus: described.status,
        path,
        retryAfterSeconds: described.retryAfterSeconds,
      },
    },
  });
  return parsed.searchParams.get('batch') === '1' ? paths.map(envelope) : envelope(paths[0]);
}
