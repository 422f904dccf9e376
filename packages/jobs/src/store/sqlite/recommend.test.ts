import { afterEach, describe, expect, it } from 'vitest';
import { companyKeyOf } from '../../model/company.ts';
import type { JobInput } from '../../model/job.ts';
import { parseJobSearchQuery } from '../../query/query.ts';
import type { RecommendationSignals } from '../recommendations.ts';
import { openSqliteJobStore, type SqliteJobStore } from './sqliteStore.ts';
import { makeJob, testNow } from './testJobs.ts';

const stores: SqliteJobStore[] = [];
afterEach(async () => {
  for (const opened of stores.splice(0)) await opened.close();
});

const nursing = {
  classification: 'healthcare-and-medical',
  subClassification: 'healthcare-and-medical.nursing-general-medical-and-surgical',
};
const software = {
  classification: 'information-and-communication-technology',
  subClassification: 'information-and-communication-technology.developers-programmers',
};

function nurse(id: string, company: string, changes: Partial<Parameters<typeof makeJob>[1]> = {}) {
  return makeJob(id, {
    title: 'Registered Nurse',
    company: { name: company },
    ...nursing,
    ...changes,
  });
}

/** A store of nurses' and developers' jobs at a few employers. */
async function storeWith(jobs: JobInput[] = []) {
  const store = openSqliteJobStore({ path: ':memory:' });
  stores.push(store);
  await store.upsert([
    nurse('saved-nurse', 'Harbour Health Group', { ageDays: 5 }),
    nurse('nurse-coast', 'Coastal Care', { ageDays: 2 }),
    nurse('nurse-bay', 'Bay Hospital', { ageDays: 3 }),
    nurse('nurse-melbourne', 'Southern Health', { ageDays: 2, placeId: 'melbourne-vic-au' }),
    makeJob('aged-care', {
      title: 'Aged Care Nurse',
      company: { name: 'Coastal Care' },
      classification: 'healthcare-and-medical',
      subClassification: 'healthcare-and-medical.nursing-aged-care',
      ageDays: 1,
    }),
    makeJob('developer', {
      title: 'Software Developer',
      company: { name: 'Byte Co' },
      ...software,
    }),
    makeJob('developer-2', {
      title: 'Java Developer',
      company: { name: 'Code Works' },
      ...software,
      ageDays: 4,
    }),
    makeJob('office', { title: 'Office Assistant', company: { name: 'Acme Pty Ltd' } }),
    ...jobs,
  ]);
  return store;
}

const ids = (list: { job: { id: string } }[]) => list.map((item) => item.job.id);
const recommend = (store: SqliteJobStore, signals: RecommendationSignals) =>
  store.recommendJobs(signals, { now: testNow, limit: 20 });

describe('recommendJobs', () => {
  it('recommends nothing without signals', async () => {
    const store = await storeWith();
    expect(await recommend(store, {})).toEqual([]);
  });

  it('recommends jobs like a saved one, saying which, and leaves the saved job out', async () => {
    const store = await storeWith();
    const found = await recommend(store, { savedJobIds: ['saved-nurse'] });
    expect(ids(found)).not.toContain('saved-nurse');
    expect(ids(found).slice(0, 3).sort()).toEqual(['nurse-bay', 'nurse-coast', 'nurse-melbourne']);
    expect(found[0]!.reason).toEqual({
      kind: 'saved-job',
      text: 'Because you saved Registered Nurse at Harbour Health Group',
    });
    // Same title and region first, then the same title elsewhere.
    expect(ids(found).indexOf('nurse-melbourne')).toBe(2);
    expect(ids(found)).not.toContain('developer');
  });

  it('names a saved search that finds a job', async () => {
    const store = await storeWith();
    const found = await recommend(store, {
      savedSearches: [
        {
          name: 'Developer jobs in Sydney',
          query: parseJobSearchQuery('keywords=developer&where=Sydney').query,
        },
      ],
    });
    expect(ids(found).sort()).toEqual(['developer', 'developer-2']);
    expect(found[0]!.reason).toEqual({
      kind: 'saved-search',
      text: 'Matches your saved search Developer jobs in Sydney',
    });
  });

  it('names a recent search', async () => {
    const store = await storeWith();
    const found = await recommend(store, {
      recentSearches: [
        { name: 'office in Sydney NSW', query: parseJobSearchQuery('keywords=office').query },
      ],
    });
    expect(found.map((item) => [item.job.id, item.reason.text])).toEqual([
      ['office', 'Matches your recent search office in Sydney NSW'],
    ]);
  });

  it('recommends jobs like those applied for and leaves those out', async () => {
    const store = await storeWith();
    const found = await recommend(store, { appliedJobIds: ['developer'] });
    expect(ids(found)).toEqual(['developer-2']);
    expect(found[0]!.reason).toEqual({ kind: 'applied', text: 'Similar to jobs you applied for' });
  });

  it('leaves out a job marked Not interested and ranks its employer and title lower', async () => {
    const store = await storeWith([nurse('nurse-coast-2', 'Coastal Care', { ageDays: 2 })]);
    const before = await recommend(store, { savedJobIds: ['saved-nurse'] });
    expect(ids(before).slice(0, 4)).toContain('nurse-coast-2');
    const after = await recommend(store, {
      savedJobIds: ['saved-nurse'],
      notInterestedJobIds: ['nurse-coast'],
    });
    expect(ids(after)).not.toContain('nurse-coast');
    // Coastal Care's other nurse falls below the nurse of an employer nobody hid.
    expect(ids(after).indexOf('nurse-coast-2')).toBeGreaterThan(ids(after).indexOf('nurse-bay'));
    expect(ids(after).indexOf('nurse-coast-2')).toBeGreaterThan(
      ids(before).indexOf('nurse-coast-2'),
    );
  });

  it('leaves out every job of a blocked employer, whatever signal found it', async () => {
    const store = await storeWith();
    const found = await recommend(store, {
      savedJobIds: ['saved-nurse'],
      savedSearches: [{ name: 'Nurses', query: parseJobSearchQuery('keywords=nurse').query }],
      preferences: { classifications: ['healthcare-and-medical'] },
      blockedCompanies: [companyKeyOf({ name: 'Coastal Care' })],
    });
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((item) => item.job.companyName)).not.toContain('Coastal Care');
  });

  it('ranks by preferences given, with their reasons', async () => {
    const store = await storeWith([
      makeJob('casual-dev', {
        title: 'Web Developer',
        company: { name: 'Casual Co' },
        ...software,
        workType: 'casual-vacation',
        ageDays: 1,
      }),
      makeJob('remote-dev', {
        title: 'Python Developer',
        company: { name: 'Far Away' },
        ...software,
        placeId: 'perth-wa-au',
        workArrangement: 'remote',
        ageDays: 3,
      }),
      makeJob('perth-dev', {
        title: 'Go Developer',
        company: { name: 'West Co' },
        ...software,
        placeId: 'perth-wa-au',
        ageDays: 3,
      }),
      makeJob('low-pay-dev', {
        title: 'Junior Developer',
        company: { name: 'Cheap Co' },
        ...software,
        pay: [50_000, 60_000, 'annual'],
        ageDays: 1,
      }),
    ]);
    const found = await recommend(store, {
      preferences: {
        classifications: ['information-and-communication-technology'],
        workTypes: ['full-time'],
        placeId: 'sydney-nsw-au',
        salaryExpectation: 100_000,
      },
    });
    const order = ids(found);
    expect(order).not.toContain('saved-nurse');
    expect(order[0]).toBe('developer');
    expect(found[0]!.reason).toEqual({
      kind: 'preferred-classification',
      text: 'Matches your preferred classification Information & Communication Technology',
    });
    // A casual job, a job elsewhere and one paying less than hoped come after the ones that fit.
    expect(order.indexOf('casual-dev')).toBeGreaterThan(order.indexOf('developer-2'));
    expect(order.indexOf('perth-dev')).toBeGreaterThan(order.indexOf('developer-2'));
    expect(order.indexOf('low-pay-dev')).toBeGreaterThan(order.indexOf('developer-2'));
    // Remote work is anywhere: the place does not count against it.
    expect(order.indexOf('remote-dev')).toBeLessThan(order.indexOf('perth-dev'));

    const byPlace = await recommend(store, { preferences: { placeId: 'melbourne-vic-au' } });
    expect(byPlace.map((item) => [item.job.id, item.reason.text])).toEqual([
      ['nurse-melbourne', 'In your preferred location Melbourne VIC'],
    ]);
    const bySub = await recommend(store, {
      preferences: { classifications: ['healthcare-and-medical.nursing-aged-care'] },
    });
    expect(bySub[0]!.reason.text).toBe('Matches your preferred classification Nursing - Aged Care');
  });

  it('mixes reasons: a saved search finding many jobs does not crowd out a saved job', async () => {
    const store = await storeWith(
      Array.from({ length: 30 }, (_, i) =>
        makeJob(`dev-${i}`, {
          title: 'Software Developer',
          company: { name: `Startup ${i}` },
          ...software,
          ageDays: 1,
        }),
      ),
    );
    const found = await store.recommendJobs(
      {
        savedJobIds: ['saved-nurse'],
        savedSearches: [
          { name: 'Developers', query: parseJobSearchQuery('keywords=developer').query },
        ],
      },
      { now: testNow, limit: 10 },
    );
    expect(found).toHaveLength(10);
    const kinds = found.map((item) => item.reason.kind);
    expect(kinds[0]).toBe('saved-search');
    expect(kinds.filter((kind) => kind === 'saved-job').length).toBeGreaterThanOrEqual(2);
  });

  it('shows one card for a job advertised in several places', async () => {
    const description = '<p>The same nurse job in two places.</p>';
    const store = await storeWith([
      nurse('twin-a', 'Twin Health', { descriptionHtml: description }),
      nurse('twin-b', 'Twin Health', {
        descriptionHtml: description,
        placeId: 'parramatta-nsw-au',
      }),
    ]);
    const found = await recommend(store, { savedJobIds: ['saved-nurse'] });
    const twins = ids(found).filter((id) => id.startsWith('twin-'));
    expect(twins).toHaveLength(1);
    expect(found.find((item) => item.job.id === twins[0])!.job.alsoIn).toHaveLength(1);
  });

  it("keeps one seeker's signals out of another's recommendations", async () => {
    const store = await storeWith();
    const second: RecommendationSignals = {
      savedSearches: [{ name: 'Nurses', query: parseJobSearchQuery('keywords=nurse').query }],
    };
    const alone = await recommend(store, second);
    // Another seeker saves, applies, hides and blocks; the first seeker's answer is the same.
    await recommend(store, {
      savedJobIds: ['nurse-bay'],
      appliedJobIds: ['nurse-coast'],
      notInterestedJobIds: ['nurse-melbourne'],
      blockedCompanies: [companyKeyOf({ name: 'Harbour Health Group' })],
      savedSearches: second.savedSearches!,
    });
    expect(await recommend(store, second)).toEqual(alone);
    expect(ids(alone)).toEqual(
      expect.arrayContaining(['nurse-bay', 'nurse-coast', 'nurse-melbourne', 'saved-nurse']),
    );
  });
});
