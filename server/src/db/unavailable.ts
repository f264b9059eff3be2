// Errors that mean "a service we depend on is unreachable right now" (a restart, a failover, a
// network cut), as opposed to a bug: the edge answers them 503 with Retry-After, never 500.

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

// pg's own messages for a connection that died or could not be made; they carry no code.
const PG_CONNECTION_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly|Client was closed/;

function isUnavailableCode(code: unknown): boolean {
  if (typeof code !== 'string') return false;
  // SQLSTATE 08xxx: connection exceptions; 57P01-57P03: the server is shutting down, crashed or
  // starting up; 53300: no free connection slot.
  return NETWORK_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300';
}

/** True when the error, or any error it was caused by, says a dependency cannot be reached. */
export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 8 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (isUnavailableCode(code)) return true;
  if (typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDependencyUnavailable(inner, depth + 1)))
    return true;
  return isDependencyUnavailable(cause, depth + 1);
}
