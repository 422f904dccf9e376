import type { RelationalDatabase } from '@joblane/database';

import { openAccounts, type Accounts, type OpenAccountsOptions } from './accounts.ts';

/** A clock tests move by hand. */
export class TestClock {
  constructor(private time = Date.parse('2026-11-24T09:00:00.000Z')) {}
  now = () => new Date(this.time);
  advance(ms: number) {
    this.time += ms;
  }
}

/** Cheap argon2id (1 MiB, one pass) so tests that make many accounts stay fast; same code path. */
export const testHashing = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export function openTestAccounts(
  database: RelationalDatabase,
  clock: TestClock,
  options: OpenAccountsOptions = {},
): Promise<Accounts> {
  return openAccounts(database, { now: clock.now, hashing: testHashing, ...options });
}

export const strongPassword = 'violet harbour lantern 42';
