import { DatabaseUnavailableError } from '@joblane/database';

/** Seconds a client is asked to wait when the database is unreachable. */
export const DATABASE_RETRY_AFTER_S = 5;

/** Network errors of a connection that could not be made or was cut. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/**
 * PostgreSQL SQLSTATEs that mean "not now" rather than "wrong": connection exceptions (class 08),
 * the server shutting down or starting (57P01-57P03), a statement timeout (57014), and too many
 * connections (53300).
 */
const retryableStates = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

/** Messages node-postgres gives without a code (a pool timeout, a cut connection). */
const retryableMessages = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  // No answer to a statement on an open connection (`queryTimeoutMs`): the pool drops it.
  /^Query read timeout$/,
];

/**
 * Is this error (or one it was caused by) the database being unreachable, restarting or too slow,
 * so the request may succeed later? Such requests answer 503 with `Retry-After`, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const found: Error = current;
    // The pool's circuit breaker is open: PostgreSQL did not answer the last attempts.
    if (found instanceof DatabaseUnavailableError) return true;
    const code = (found as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (networkCodes.has(code) || retryableStates.has(code) || code.startsWith('08')) return true;
      // A Unix socket that is not there: the server is stopped.
      if (code === 'ENOENT' && (found as { syscall?: unknown }).syscall === 'connect') return true;
    }
    if (found instanceof AggregateError && found.errors.some(isDatabaseUnavailable)) {
      return true;
    }
    if (retryableMessages.some((pattern) => pattern.test(found.message))) return true;
    current = found.cause;
  }
  return false;
}
