/**
 * The circuit breaker in front of a PostgreSQL pool's connections: after `failureThreshold`
 * connection attempts in a row have failed, attempts fail at once for `openMs` (instead of each
 * waiting the connect timeout of a server that does not answer); then one trial attempt goes
 * through (half-open) while the others still fail at once, and its success closes the breaker.
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

/** How an attempt ended: it reached the server, it could not, or it says nothing either way. */
export type AttemptOutcome = 'success' | 'failure' | 'neutral';

export interface CircuitBreakerOptions {
  /** Consecutive failed attempts that open the breaker (default 3). */
  failureThreshold?: number;
  /** How long it stays open before a trial attempt is let through (default 5 000 ms). */
  openMs?: number;
  /** The clock (tests drive it); default `Date.now`. */
  now?: () => number;
}

/** An attempt let through; `trial` when it is the half-open breaker's one trial. */
export interface Attempt {
  readonly trial: boolean;
}

/** Thrown instead of attempting a connection while the breaker is open. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  /** Milliseconds until the breaker lets a trial connection through. */
  readonly retryInMs: number;

  constructor(retryInMs: number, options: { cause?: unknown } = {}) {
    super(
      `PostgreSQL is unreachable: the last connection attempts failed, so none is tried for ` +
        `another ${Math.ceil(retryInMs)} ms (a circuit breaker; the cause is the last failure).`,
      options,
    );
    this.retryInMs = retryInMs;
  }
}

export class CircuitBreaker {
  readonly failureThreshold: number;
  readonly openMs: number;
  private readonly now: () => number;
  private failures = 0;
  private openedAt: number | undefined;
  /** The half-open breaker's trial attempt while it is under way. */
  private trial: Attempt | undefined;
  /** The failure that opened the breaker last, as the cause of the fast failures. */
  private lastError: unknown;
  /** How many times it has moved to each state (for metrics: read-only numbers). */
  private readonly moves: Record<BreakerState, number> = { closed: 0, open: 0, 'half-open': 0 };

  constructor(options: CircuitBreakerOptions = {}) {
    this.failureThreshold = options.failureThreshold ?? 3;
    this.openMs = options.openMs ?? 5000;
    this.now = options.now ?? Date.now;
    if (!Number.isInteger(this.failureThreshold) || this.failureThreshold < 1) {
      throw new RangeError('CircuitBreaker: failureThreshold must be a whole number of at least 1');
    }
    if (!(this.openMs >= 0)) throw new RangeError('CircuitBreaker: openMs must be 0 or more');
  }

  state(): BreakerState {
    if (this.openedAt === undefined) return 'closed';
    return this.now() - this.openedAt >= this.openMs ? 'half-open' : 'open';
  }

  /**
   * How many times the breaker has moved into each state since it was made: `open` when failures
   * opened it (or a trial failed), `half-open` when a trial went through, `closed` when an
   * attempt reached the server again.
   */
  transitions(): Readonly<Record<BreakerState, number>> {
    return { ...this.moves };
  }

  /**
   * Asks to attempt a connection: an `Attempt` to `settle` when it ends, or a
   * `DatabaseUnavailableError` to fail with at once.
   */
  acquire(): Attempt | DatabaseUnavailableError {
    const state = this.state();
    if (state === 'closed') return { trial: false };
    if (state === 'half-open' && this.trial === undefined) {
      this.trial = { trial: true };
      this.moves['half-open'] += 1;
      return this.trial;
    }
    const retryInMs = Math.max(0, this.openedAt! + this.openMs - this.now());
    return new DatabaseUnavailableError(retryInMs, { cause: this.lastError });
  }

  settle(attempt: Attempt, outcome: AttemptOutcome, error?: unknown): void {
    const isTrial = attempt === this.trial;
    if (isTrial) this.trial = undefined;
    if (outcome === 'success') {
      // Any attempt that reached the server closes it, a late one from before it opened too.
      if (this.openedAt !== undefined) this.moves.closed += 1;
      this.failures = 0;
      this.openedAt = undefined;
      this.trial = undefined;
      return;
    }
    if (outcome === 'neutral') return;
    this.lastError = error;
    if (isTrial) {
      this.openedAt = this.now();
      this.moves.open += 1;
      return;
    }
    if (this.openedAt !== undefined) return; // a late failure of an attempt made while closed
    this.failures += 1;
    if (this.failures >= this.failureThreshold) {
      this.openedAt = this.now();
      this.moves.open += 1;
    }
  }

  /** Runs a connection attempt through the breaker; `classify` says how a failure counts. */
  async run<T>(attemptTo: () => Promise<T>, classify: (error: unknown) => AttemptOutcome) {
    const attempt = this.acquire();
    if (attempt instanceof DatabaseUnavailableError) throw attempt;
    let result: T;
    try {
      result = await attemptTo();
    } catch (error) {
      this.settle(attempt, classify(error), error);
      throw error;
    }
    this.settle(attempt, 'success');
    return result;
  }
}

/** Socket errors of a connection that could not be made. */
const connectCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOENT', // a Unix socket that is not there: the server is stopped
  'EPIPE',
]);

/**
 * How a failed `pool.connect()` counts: the server not answering, refusing or not there (socket
 * errors, node-postgres' connect timeout, SQLSTATE class 08, 57P03 "starting up" and 53300 "too
 * many connections") is a failure; waiting in vain for a busy pool's free connection says nothing
 * about the server, nor do other errors (a wrong password is not an outage).
 */
export function classifyConnectError(error: unknown): AttemptOutcome {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (connectCodes.has(code) || code.startsWith('08') || code === '57P03' || code === '53300') {
        return 'failure';
      }
    }
    if (/Connection terminated (due to connection timeout|unexpectedly)/i.test(current.message)) {
      return 'failure';
    }
    if (current instanceof AggregateError && current.errors.some(isFailure)) return 'failure';
    current = current.cause;
  }
  return 'neutral';
}

const isFailure = (error: unknown) => classifyConnectError(error) === 'failure';
