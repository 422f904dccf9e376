import type { RelationalDatabase } from '@joblane/database';

import { openAccounts, type Accounts, type OpenAccountsOptions } from './accounts.ts';
import { signUp } from './users.ts';

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

let testUsers = 0;

/**
 * A new signed-up user for other packages' store tests (a seeker unless told; an employer
 * also gets an organisation): `{ id, email }`.
 */
export async function createTestUser(
  accounts: Accounts,
  role: 'seeker' | 'employer' = 'seeker',
): Promise<{ id: string; email: string }> {
  testUsers += 1;
  const email = `${role}.${testUsers}.${Date.now()}@example.com`;
  const result = await signUp(accounts, {
    role,
    name: role === 'seeker' ? `Test Seeker ${testUsers}` : `Test Employer ${testUsers}`,
    email,
    password: strongPassword,
    ...(role === 'employer' ? { organisationName: `Test Organisation ${testUsers}` } : {}),
  });
  if (!result.ok || !result.created) throw new Error(`could not sign up ${email}`);
  return { id: result.user.id, email };
}
export { totpCode } from './twoStep.ts';
