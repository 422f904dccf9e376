import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  accountsOn,
  contactsById,
  contactsOf,
  hasAccountTables,
  isVerifiedUser,
  markEmailVerified,
  signUp,
  userIdByEmail,
  type Accounts,
} from './index.ts';
import { openTestAccounts, strongPassword, TestClock } from './testAccounts.ts';

describe.each(dialects)("accounts' functions for other packages on %s", (dialect) => {
  let database: TestDatabase;
  let accounts: Accounts;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    accounts = await openTestAccounts(database, new TestClock());
  });
  afterAll(() => database.close());

  const newSeeker = async (name: string, email: string) => {
    const result = await signUp(accounts, {
      role: 'seeker',
      name,
      email,
      password: strongPassword,
    });
    if (!result.ok || !result.created) throw new Error('sign-up failed');
    return result.user.id;
  };

  it('contactsOf: the address and name of the users that exist, in and out of a transaction', async () => {
    const ana = await newSeeker('Ana', 'ana.contacts@example.com');
    const ben = await newSeeker('Ben', 'ben.contacts@example.com');
    expect(await contactsOf(database.db, [])).toEqual([]);
    const found = await contactsOf(database.db, [ana, 'no-such-user', ben, ana]);
    expect(found.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { id: ana, email: 'ana.contacts@example.com', name: 'Ana' },
      { id: ben, email: 'ben.contacts@example.com', name: 'Ben' },
    ]);
    const inTransaction = await database.db
      .transaction()
      .execute((trx) => contactsById(trx, [ben]));
    expect(inTransaction.get(ben)?.email).toBe('ben.contacts@example.com');
  });

  it('isVerifiedUser: a condition on another query for a verified owner', async () => {
    const verified = await newSeeker('Cai', 'cai.contacts@example.com');
    const unverified = await newSeeker('Dee', 'dee.contacts@example.com');
    await markEmailVerified(accounts, verified);
    const db = database.as<{ notes: { user_id: string } }>();
    await db.schema
      .createTable('notes')
      .addColumn('user_id', 'text')
      .execute()
      .catch(() => undefined);
    await (db as Kysely<{ notes: { user_id: string } }>)
      .insertInto('notes')
      .values([{ user_id: verified }, { user_id: unverified }, { user_id: 'nobody' }])
      .execute();
    const rows = await db
      .selectFrom('notes')
      .select('user_id')
      .where(isVerifiedUser('notes.user_id'))
      .execute();
    expect(rows).toEqual([{ user_id: verified }]);
  });

  it('userIdByEmail finds an account whatever the case; hasAccountTables; accountsOn another handle', async () => {
    const id = await newSeeker('Eve', 'eve.contacts@example.com');
    expect(await userIdByEmail(accounts, '  EVE.contacts@example.com ')).toBe(id);
    expect(await userIdByEmail(accounts, 'nobody@example.com')).toBeUndefined();
    expect(await hasAccountTables(database)).toBe(true);
    const again = database.connectAgain();
    try {
      const onAgain = accountsOn(accounts, again);
      expect(await userIdByEmail(onAgain, 'eve.contacts@example.com')).toBe(id);
      expect(onAgain.lifetimes).toBe(accounts.lifetimes);
    } finally {
      await again.close();
    }
  });
});

describe('hasAccountTables', () => {
  it('is false on a database accounts was never opened on', async () => {
    const database = await openTestDatabase('sqlite');
    try {
      expect(await hasAccountTables(database)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
