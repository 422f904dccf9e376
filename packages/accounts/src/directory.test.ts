import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  findOrganisations,
  getOrganisation,
  organisationsOf,
  ownersOf,
  signUp,
  type Accounts,
} from './index.ts';
import { openTestAccounts, strongPassword, TestClock } from './testAccounts.ts';

describe.each(dialects)('the organisation directory on %s', (dialect) => {
  let database: TestDatabase;
  let accounts: Accounts;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    accounts = await openTestAccounts(database, new TestClock());
  });
  afterAll(() => database.close());

  const newOrganisation = async (organisationName: string, email: string) => {
    const result = await signUp(accounts, {
      role: 'employer',
      name: 'Owner',
      email,
      password: strongPassword,
      organisationName,
    });
    if (!result.ok) throw new Error('sign-up failed');
    const [organisation] = await organisationsOf(accounts, result.user.id);
    return organisation!;
  };

  it('finds organisations by part of their name in any case, or by slug; % and _ match themselves', async () => {
    const harbour = await newOrganisation('Harbour Health', 'harbour@example.com');
    const percent = await newOrganisation('100% Staffing', 'percent@example.com');
    await newOrganisation('1000 Staffing', 'thousand@example.com');

    expect(await getOrganisation(accounts, harbour.id)).toEqual(
      expect.objectContaining({ name: 'Harbour Health', slug: harbour.slug }),
    );
    expect(await getOrganisation(accounts, 'no-such-id')).toBeUndefined();
    expect((await findOrganisations(accounts, 'HEALTH')).map((each) => each.id)).toEqual([
      harbour.id,
    ]);
    expect((await findOrganisations(accounts, harbour.slug)).map((each) => each.id)).toEqual([
      harbour.id,
    ]);
    expect((await findOrganisations(accounts, '100%')).map((each) => each.id)).toEqual([
      percent.id,
    ]);
    expect(await findOrganisations(accounts, 'nobody at all')).toEqual([]);
    expect(await findOrganisations(accounts, '', { limit: 2 })).toHaveLength(2);
    expect(await ownersOf(accounts, harbour.id)).toEqual([
      expect.objectContaining({ email: 'harbour@example.com', name: 'Owner' }),
    ]);
    expect(await ownersOf(accounts, 'no-such-id')).toEqual([]);
  });
});
