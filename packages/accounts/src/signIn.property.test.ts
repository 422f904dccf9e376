import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signIn, signUp, type Accounts, type SignInLimits } from './index.ts';
import { openTestAccounts, strongPassword, TestClock } from './testAccounts.ts';

// Small limits so short runs reach every one of them.
const limits: SignInLimits = {
  windowMs: 15 * 60_000,
  perAccountAndAddress: 2,
  perAccount: 4,
  perAddress: 6,
  perCodeUser: 2,
  passkeyRequestsPerAddress: 10,
};

/** One sign-in: which of three emails (the first two registered), from which of three addresses. */
interface Attempt {
  email: number;
  address: number;
  rightPassword: boolean;
  /** Minutes that pass before it. */
  wait: number;
}

const attempt: fc.Arbitrary<Attempt> = fc.record({
  email: fc.nat({ max: 2 }),
  address: fc.nat({ max: 2 }),
  rightPassword: fc.boolean(),
  wait: fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.nat(20) }),
});

/** Two wrong passwords for one account from one address, a third attempt, then a right one. */
const reachesEveryAnswer: Attempt[] = [
  { email: 0, address: 0, rightPassword: false, wait: 0 },
  { email: 0, address: 0, rightPassword: false, wait: 0 },
  { email: 0, address: 0, rightPassword: true, wait: 0 },
  { email: 1, address: 1, rightPassword: true, wait: 0 },
];

/** The rules, written plainly: fixed windows per key from its first failure. */
class Model {
  private counts = new Map<string, { start: number; failures: number }>();
  blocked(key: string, limit: number, now: number): boolean {
    const count = this.counts.get(key);
    return count !== undefined && count.failures >= limit && count.start + limits.windowMs > now;
  }
  fail(key: string, now: number) {
    const count = this.counts.get(key);
    if (count === undefined || count.start <= now - limits.windowMs) {
      this.counts.set(key, { start: now, failures: 1 });
    } else count.failures += 1;
  }
  clear(key: string) {
    this.counts.delete(key);
  }
}

let run = 0;

describe.each(dialects)('sign-in throttling on %s', (dialect) => {
  let database: TestDatabase;
  let accounts: Accounts;
  const clock = new TestClock();
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    accounts = await openTestAccounts(database, clock, { signInLimits: limits });
  });
  afterAll(() => database.close());

  it('answers every attempt as the per-account-and-address, per-account and per-address rules say', async () => {
    const outcomes = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(attempt, { minLength: 1, maxLength: 40 }), async (attempts) => {
        // Every run has emails and addresses of its own: nothing carries over between runs.
        run += 1;
        const emails = [0, 1, 2].map((index) => `throttle.${run}.${index}@example.com`);
        const addresses = [0, 1, 2].map(
          (index) => `10.${run % 250}.${Math.floor(run / 250)}.${index}`,
        );
        for (const email of emails.slice(0, 2)) {
          await signUp(accounts, { role: 'seeker', name: 'Tess', email, password: strongPassword });
        }
        const model = new Model();
        for (const { email: e, address: a, rightPassword, wait } of attempts) {
          clock.advance(wait * 60_000);
          const now = clock.now().getTime();
          const email = emails[e]!;
          const ip = addresses[a]!;
          const keys = [
            [`pair ${e} ${a}`, limits.perAccountAndAddress],
            [`account ${e}`, limits.perAccount],
            [`address ${a}`, limits.perAddress],
          ] as const;
          const expected = keys.some(([key, limit]) => model.blocked(key, limit, now))
            ? 'rate-limited'
            : e < 2 && rightPassword
              ? 'ok'
              : 'invalid';
          if (expected === 'ok') {
            model.clear(keys[0][0]);
            model.clear(keys[1][0]);
          }
          if (expected === 'invalid') for (const [key] of keys) model.fail(key, now);
          const result = await signIn(accounts, {
            email,
            ip,
            userAgent: 'property test',
            password: rightPassword ? strongPassword : 'not the password',
          });
          const actual = result.ok ? 'ok' : result.reason;
          expect(actual).toBe(expected);
          outcomes.add(actual);
        }
      }),
      {
        numRuns: dialect === 'sqlite' ? 50 : 20,
        // One run that surely reaches every answer (random runs may miss one: 20 did once).
        examples: [[reachesEveryAnswer]],
      },
    );
    // The runs reached every answer.
    expect([...outcomes].sort()).toEqual(['invalid', 'ok', 'rate-limited']);
  });

  it("never blocks an email for attempts on other emails, until the address's own limit", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat({ max: 4 }), { maxLength: limits.perAddress - 1 }),
        fc.boolean(),
        async (others, registered) => {
          run += 1;
          const ip = `10.250.${run % 250}.1`;
          for (const other of others) {
            await signIn(accounts, {
              email: `other.${run}.${other}@example.com`,
              ip,
              userAgent: 'property test',
              password: 'not the password',
            });
          }
          const email = `first.${run}@example.com`;
          if (registered) {
            await signUp(accounts, {
              role: 'seeker',
              name: 'Fay',
              email,
              password: strongPassword,
            });
          }
          const result = await signIn(accounts, {
            email,
            ip,
            userAgent: 'property test',
            password: strongPassword,
          });
          expect(result.ok ? 'ok' : result.reason).toBe(registered ? 'ok' : 'invalid');
        },
      ),
      { numRuns: dialect === 'sqlite' ? 40 : 15 },
    );
  });
});
