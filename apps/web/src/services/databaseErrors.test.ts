import { DatabaseUnavailableError } from '@joblane/database';
import { describe, expect, it } from 'vitest';

import { isDatabaseUnavailable } from './databaseErrors.ts';

const withCode = (message: string, code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code, ...extra });

describe('isDatabaseUnavailable', () => {
  it('knows a database that cannot be reached, is restarting, or is too slow', () => {
    expect(
      isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        withCode('connect ENOENT /tmp/.s.PGSQL.5432', 'ENOENT', { syscall: 'connect' }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('terminating connection', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(withCode('canceling statement due to statement timeout', '57014')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    // The pool's circuit breaker failing fast, even without the failure that opened it.
    expect(isDatabaseUnavailable(new DatabaseUnavailableError(4000))).toBe(true);
    // Wrapped by a domain package, or one of several attempts.
    expect(
      isDatabaseUnavailable(new Error('could not save', { cause: withCode('x', 'ECONNRESET') })),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(new AggregateError([withCode('x', 'ECONNREFUSED')], 'all failed')),
    ).toBe(true);
  });

  it('leaves real mistakes alone: they stay 4xx or 500', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('syntax error at or near', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('no such file', 'ENOENT', { syscall: 'open' }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
