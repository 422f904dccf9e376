import {
  createTestUser,
  openTestAccounts,
  strongPassword,
  TestClock,
} from '@joblane/accounts/testing';
import { deleteAccount } from '@joblane/accounts';
import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  exportSeeker,
  getProfile,
  openSeekers,
  readProfilePreferences,
  saveProfile,
  type ProfileInput,
  type Seekers,
} from './index.ts';

const nurse: ProfileInput = {
  headline: 'Registered nurse, 6 years in emergency',
  placeId: 'sydney-nsw-au',
  workRights: 'citizen-or-resident',
  classifications: ['healthcare-and-medical', 'healthcare-and-medical'],
  workTypes: ['full-time', 'part-time'],
  workArrangements: ['on-site'],
  salaryExpectation: 98_500,
  visibility: 'hidden',
};

describe.each(dialects)('seeker profiles on %s', (dialect) => {
  let database: TestDatabase;
  let seekers: Seekers;
  const clock = new TestClock();
  let accounts: Awaited<ReturnType<typeof openTestAccounts>>;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    accounts = await openTestAccounts(database, clock);
    seekers = await openSeekers(database, { now: clock.now });
  });
  afterAll(() => database.close());

  it('starts empty and hidden, saves, changes and reads back the whole profile', async () => {
    const user = await createTestUser(accounts);
    expect(await getProfile(seekers, user.id)).toMatchObject({
      headline: '',
      visibility: 'hidden',
      salaryExpectation: null,
      updatedAt: null,
    });
    expect(await readProfilePreferences(seekers, user.id)).toBeUndefined();

    const saved = await saveProfile(seekers, user.id, {
      ...nurse,
      headline: `  ${nurse.headline} `,
    });
    expect(saved.ok).toBe(true);
    const at = clock.now().toISOString();
    expect(await getProfile(seekers, user.id)).toEqual({
      ...nurse,
      classifications: ['healthcare-and-medical'],
      updatedAt: at,
    });

    clock.advance(60_000);
    await saveProfile(seekers, user.id, { ...nurse, salaryExpectation: null, workRights: null });
    const changed = await getProfile(seekers, user.id);
    expect(changed.salaryExpectation).toBeNull();
    expect(changed.workRights).toBeNull();
    expect(changed.updatedAt).toBe(clock.now().toISOString());
  });

  it('refuses unknown places, values and salaries, each with a message, and keeps nothing', async () => {
    const user = await createTestUser(accounts);
    const result = await saveProfile(seekers, user.id, {
      headline: 'x'.repeat(121),
      placeId: 'atlantis',
      workRights: 'maybe' as never,
      classifications: ['wizardry'],
      workTypes: ['gig' as never],
      workArrangements: ['moon' as never],
      salaryExpectation: 12.5,
      visibility: 'public' as never,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        headline: 'Use at most 120 characters.',
        placeId: 'Choose a suburb, city or region we know.',
        workRights: 'Choose one of the answers given.',
        classifications: 'Choose classifications from the list.',
        workTypes: 'Choose work types from the list.',
        workArrangements: 'Choose arrangements from the list.',
        salaryExpectation: 'Enter a whole number of dollars a year, up to 10,000,000.',
        visibility: 'Choose who can see your profile.',
      },
    });
    expect((await getProfile(seekers, user.id)).updatedAt).toBeNull();
    // The database holds the visibility and work rights to their values too.
    await expect(
      seekers.db
        .insertInto('seeker_profiles')
        .values({
          user_id: user.id,
          headline: '',
          place_id: null,
          work_rights: null,
          classifications: '[]',
          work_types: '[]',
          work_arrangements: '[]',
          salary_expectation_cents: null,
          visibility: 'everyone' as never,
          updated_at: clock.now().toISOString(),
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('gives the preferences for ranking, only the person’s own, in the export, gone with the account', async () => {
    const [ann, bob] = [await createTestUser(accounts), await createTestUser(accounts)];
    await saveProfile(seekers, ann.id, nurse);
    expect(await readProfilePreferences(seekers, ann.id)).toEqual({
      classifications: ['healthcare-and-medical'],
      workTypes: ['full-time', 'part-time'],
      workArrangements: ['on-site'],
      placeId: 'sydney-nsw-au',
      salaryExpectation: 98_500,
    });
    expect(await readProfilePreferences(seekers, bob.id)).toBeUndefined();
    expect((await exportSeeker(seekers, ann.id)).profile).toMatchObject({
      headline: nurse.headline,
      salaryExpectation: 98_500,
    });
    expect((await exportSeeker(seekers, bob.id)).profile).toBeNull();
    expect(await deleteAccount(accounts, ann.id, strongPassword)).toEqual({ ok: true });
    expect(await readProfilePreferences(seekers, ann.id)).toBeUndefined();
    const left = await seekers.db
      .selectFrom('seeker_profiles')
      .select('user_id')
      .where('user_id', '=', ann.id)
      .execute();
    expect(left).toEqual([]);
  });
});
