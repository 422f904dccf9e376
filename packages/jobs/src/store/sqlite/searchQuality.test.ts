import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateJobs } from '../../generate/generate.ts';
import { placeById } from '../../model/places.ts';
import { parseJobSearchQuery } from '../../query/query.ts';
import { openSqliteJobStore, type SqliteJobStore } from './sqliteStore.ts';
import { makeJob, testNow } from './testJobs.ts';

// Search as a job seeker meets it, on the generated sample data the site starts with.
const jobs = generateJobs({ count: 3_000, seed: 1, now: testNow });
let store: SqliteJobStore;
beforeAll(async () => {
  store = openSqliteJobStore({ path: ':memory:' });
  await store.upsert(jobs);
});
afterAll(async () => {
  await store.close();
});

async function search(queryString: string, pageSize = 100) {
  return store.search(parseJobSearchQuery(queryString).query, { now: testNow, pageSize });
}

describe('search quality on generated jobs', () => {
  it('finds nurses and nursing for "nurse", never a Nursery Hand', async () => {
    expect(jobs.some((job) => /nursery/i.test(job.title))).toBe(true);
    const result = await search('keywords=nurse');
    expect(result.total).toBeGreaterThan(10);
    expect(result.jobs.filter((job) => /nursery/i.test(job.title))).toEqual([]);
    expect(result.jobs.some((job) => /\bnurs(e|es|ing)\b/i.test(job.title))).toBe(true);
  });

  it('includes the suburbs of a city: Sydney NSW finds jobs in Chatswood, Parramatta...', async () => {
    const sydney = await search('where=Sydney NSW', 100);
    const suburbJobs = jobs.filter(
      (job) => placeById(job.location.placeId)?.cityId === 'sydney-nsw-au',
    );
    const inSydneyItself = jobs.filter((job) => job.location.placeId === 'sydney-nsw-au');
    expect(suburbJobs.length).toBeGreaterThan(0);
    expect(sydney.where).toBe('Sydney NSW');
    expect(sydney.total).toBeGreaterThan(inSydneyItself.length);
    expect(sydney.jobs.some((job) => job.locationLabel !== 'Sydney NSW')).toBe(true);
    // Every job found lies in Sydney or one of its suburbs.
    for (const card of sydney.jobs) {
      const job = jobs.find((j) => j.id === card.id)!;
      const place = placeById(job.location.placeId)!;
      expect([place.id, place.cityId]).toContain('sydney-nsw-au');
    }
  });

  it('resolves a partial name or a postcode to the place, and says which', async () => {
    const sydney = await search('where=Sydney NSW');
    for (const typed of ['Syd', 'syd', '2000', 'Sydney NSW 2000']) {
      const result = await search(`where=${encodeURIComponent(typed)}`);
      expect([typed, result.where, result.total, result.ignored]).toEqual([
        typed,
        'Sydney NSW',
        sydney.total,
        [],
      ]);
    }
    expect((await search('where=Melb')).where).toBe('Melbourne VIC');
    expect((await search('where=3000')).where).toBe('Melbourne VIC');
    // Nothing to go on: said so, and not applied.
    const unknown = await search('where=Qqzx');
    expect(unknown.where).toBeNull();
    expect(unknown.ignored.map((entry) => entry.param)).toEqual(['where']);
  });

  it('suggests places busiest first, places without jobs last', async () => {
    const suggestions = await store.suggestPlaces('syd', 8, { now: testNow });
    expect(suggestions[0]).toMatchObject({ label: 'Sydney NSW' });
    const counts = suggestions.map((s) => s.count);
    const firstEmpty = counts.indexOf(0);
    if (firstEmpty >= 0) expect(counts.slice(firstEmpty).every((n) => n === 0)).toBe(true);
    expect(counts[0]).toBeGreaterThan(0);
    expect((await store.suggestPlaces('2000', 3, { now: testNow }))[0]).toMatchObject({
      label: 'Sydney NSW',
    });
  });
});

describe('spelling suggestions', () => {
  it('suggests the keywords with misspelt words corrected when nothing is found', async () => {
    const misspelt = await search('keywords=senoir nurce');
    expect(misspelt.total).toBe(0);
    expect(misspelt.suggestion).toBe('senior nurse');
    // The suggestion finds jobs.
    expect((await search('keywords=senior nurse')).total).toBeGreaterThan(0);
    // Operators, exclusions and words the index knows stay as typed.
    expect((await search('keywords=nurce OR chfe -zzqx')).suggestion).toBe('nurse OR chef -zzqx');
  });

  it('suggests nothing when the search finds jobs, or no word is close', async () => {
    const found = await search('keywords=nurse');
    expect(found.total).toBeGreaterThan(0);
    expect(found.suggestion).toBeNull();
    const nothing = await search('keywords=qqzzxxv');
    expect([nothing.total, nothing.suggestion]).toEqual([0, null]);
  });
});

describe('ambiguous place names', () => {
  it('resolve to the namesake with the most live jobs, not the most people', async () => {
    const small = openSqliteJobStore({ path: ':memory:' });
    // Glenroy VIC has seven times the people; Glenroy NSW has the jobs.
    expect(placeById('glenroy-vic-au')!.population).toBeGreaterThan(
      placeById('glenroy-nsw-au')!.population,
    );
    await small.upsert([
      makeJob('vic', { placeId: 'glenroy-vic-au' }),
      makeJob('nsw-1', { placeId: 'glenroy-nsw-au' }),
      makeJob('nsw-2', { placeId: 'glenroy-nsw-au' }),
    ]);
    const result = await small.search(parseJobSearchQuery('where=Glenroy').query, {
      now: testNow,
    });
    expect(result.where).toBe('Glenroy NSW');
    expect(result.jobs.map((job) => job.id).sort()).toEqual(['nsw-1', 'nsw-2']);
    const suggestions = await small.suggestPlaces('glenr', 2, { now: testNow });
    expect(suggestions.map((s) => [s.label, s.count])).toEqual([
      ['Glenroy NSW', 2],
      ['Glenroy VIC', 1],
    ]);
    await small.close();
  });
});
