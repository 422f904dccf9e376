import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseJobSearchQuery } from '../../query/query.ts';
import type { JobSearchResult } from '../store.ts';
import { latestVersion, migrations } from './migrations.ts';
import { openSqliteJobStore, type SqliteJobStore } from './sqliteStore.ts';
import { prepareStatements } from './statements.ts';
import { makeJob, testNow } from './testJobs.ts';

const stores: SqliteJobStore[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function open(path = ':memory:') {
  const store = openSqliteJobStore({ path });
  stores.push(store);
  return store;
}

function tempPath() {
  const dir = mkdtempSync(join(tmpdir(), 'jobs-store-'));
  dirs.push(dir);
  return join(dir, 'jobs.db');
}

async function search(store: SqliteJobStore, queryString: string, pageSize?: number) {
  const { query } = parseJobSearchQuery(queryString);
  return store.search(query, { now: testNow, ...(pageSize ? { pageSize } : {}) });
}

const ids = (result: JobSearchResult) => result.jobs.map((job) => job.id).sort();
const facet = (result: JobSearchResult, group: keyof JobSearchResult['facets'], value: string) =>
  result.facets[group].find((entry) => entry.value === value);

describe('keywords', () => {
  async function storeWithTitles() {
    const store = open();
    await store.upsert([
      makeJob('a', { title: 'Registered Nurse' }),
      makeJob('b', { title: 'Nurse Unit Manager' }),
      makeJob('c', { title: 'Head Chef' }),
      makeJob('d', { title: 'Java Developer' }),
      makeJob('e', { title: 'Developer Advocate', summary: 'Talk about Java at meetups.' }),
      makeJob('f', { title: 'Registered Psychologist' }),
    ]);
    return store;
  }

  it('ANDs words', async () => {
    const store = await storeWithTitles();
    expect(ids(await search(store, 'keywords=registered nurse'))).toEqual(['a']);
    expect(ids(await search(store, 'keywords=java developer'))).toEqual(['d', 'e']);
  });

  it('matches "quoted phrases" only in order', async () => {
    const store = await storeWithTitles();
    expect(ids(await search(store, 'keywords="nurse registered"'))).toEqual([]);
    expect(ids(await search(store, 'keywords="registered nurse"'))).toEqual(['a']);
  });

  it('matches either side of OR', async () => {
    const store = await storeWithTitles();
    expect(ids(await search(store, 'keywords=chef OR psychologist'))).toEqual(['c', 'f']);
    expect(ids(await search(store, 'keywords=registered nurse OR psychologist'))).toEqual([
      'a',
      'f',
    ]);
  });

  it('excludes with NOT and a leading minus', async () => {
    const store = await storeWithTitles();
    expect(ids(await search(store, 'keywords=developer NOT advocate'))).toEqual(['d']);
    expect(ids(await search(store, 'keywords=developer -java'))).toEqual([]);
    expect(ids(await search(store, 'keywords=-nurse -developer'))).toEqual(['c', 'f']);
  });

  it('matches whole words with stemming, never a prefix (nurse is not Nursery)', async () => {
    const store = open();
    await store.upsert([
      makeJob('rn', { title: 'Registered Nurse' }),
      makeJob('nurses', { title: 'Theatre Nurses Wanted' }),
      makeJob('nursing', { title: 'Nursing Home Assistant' }),
      makeJob('nursery', { title: 'Nursery Hand', summary: 'Potting plants in a nursery.' }),
    ]);
    expect(ids(await search(store, 'keywords=nurse'))).toEqual(['nurses', 'nursing', 'rn']);
    // A word still being typed is a whole word too: prefixes are for suggestions.
    expect(ids(await search(store, 'keywords=regis'))).toEqual([]);
    expect(ids(await search(store, 'keywords=registered nur'))).toEqual([]);
    expect(ids(await search(store, 'keywords=nursery'))).toEqual(['nursery']);
  });

  it('simplifies a costly search and says so in ignored', async () => {
    // Cost settings shrunk to this store's size: every job holds "team", and the budget
    // admits about six jobs' worth of index entries.
    const store = openSqliteJobStore({
      path: ':memory:',
      keywordCost: { minDocuments: 1, commonMinPostings: 5, budget: 6 },
    });
    stores.push(store);
    await store.upsert([
      ...Array.from({ length: 8 }, (_, i) =>
        makeJob(`chef-${i}`, { title: 'Head Chef', summary: 'A kitchen team.' }),
      ),
      makeJob('nurse', { title: 'Registered Nurse', summary: 'A ward team.' }),
      makeJob('cook', { title: 'Cook', summary: 'A kitchen team.' }),
    ]);
    const result = await search(store, 'keywords=team nurse', 20);
    expect(ids(result)).toEqual(['nurse']);
    expect(result.ignored).toEqual([
      {
        param: 'keywords',
        value: 'team nurse',
        message: 'Your search was simplified: "team" was left out: it is in almost every job.',
      },
    ]);
    const alternatives = await search(store, 'keywords=nurse OR chef OR cook', 20);
    expect(ids(alternatives)).toEqual(['cook', 'nurse']);
    expect(alternatives.ignored.map((entry) => entry.message)).toEqual([
      'Your search was simplified: "chef" left out to keep the search fast.',
    ]);
    // Within the budget nothing is said.
    expect((await search(store, 'keywords=nurse OR cook')).ignored).toEqual([]);
  });

  it('samples words for the keyword cost model when it loads the index, not at the first search', async () => {
    const sampled = openSqliteJobStore({ path: ':memory:', keywordCost: { minDocuments: 5 } });
    const unasked = openSqliteJobStore({ path: ':memory:', keywordCost: { minDocuments: 5 } });
    const small = open();
    stores.push(sampled, unasked);
    for (const store of [sampled, unasked, small]) {
      await store.upsert(Array.from({ length: 6 }, (_, i) => makeJob(`chef-${i}`)));
    }
    expect(sampled.loadIndex()).toMatchObject({ source: 'rows', keywordSample: 6 });
    // A connection that runs no keyword searches (the web's quick lane) leaves it to the first.
    expect(unasked.loadIndex({ keywordSample: false })).toMatchObject({ keywordSample: 0 });
    // Too few jobs for searches to need a cost model (20 000 by default): nothing sampled.
    expect(small.loadIndex()).toMatchObject({ source: 'rows', keywordSample: 0 });
    // Already loaded: later calls only take in other connections' writes.
    expect(sampled.loadIndex()).toBeUndefined();
  });

  it('treats FTS syntax in keywords as plain text', async () => {
    const store = await storeWithTitles();
    for (const keywords of [
      'title:nurse',
      'NEAR(nurse chef)',
      'nurse*',
      '"',
      '(',
      '^nurse',
      'AND OR NOT',
    ]) {
      const result = await store.search(
        { ...parseJobSearchQuery('').query, keywords },
        { now: testNow },
      );
      expect(result.ignored).toEqual([]);
    }
    expect(ids(await search(store, 'keywords=nurse*'))).toEqual(['a', 'b']);
    expect(ids(await search(store, 'keywords=regis*'))).toEqual([]);
  });
});

describe('filters', () => {
  async function storeWithFacets() {
    const store = open();
    await store.upsert([
      makeJob('syd-ft', {
        placeId: 'sydney-nsw-au',
        workType: 'full-time',
        pay: [90_000, 110_000, 'annual'],
      }),
      makeJob('syd-pt', {
        placeId: 'sydney-nsw-au',
        workType: 'part-time',
        pay: [40, 45, 'hourly'],
      }),
      makeJob('mel-remote', {
        placeId: 'melbourne-vic-au',
        workArrangement: 'remote',
        pay: [150_000, 170_000, 'annual', true],
      }),
      makeJob('geelong-hybrid', {
        placeId: 'geelong-vic-au',
        workArrangement: 'hybrid',
        classification: 'accounting',
        subClassification: 'accounting.payroll',
        ageDays: 10,
      }),
      makeJob('akl', {
        placeId: 'auckland-auk-nz',
        classification: 'accounting',
        subClassification: 'accounting.taxation',
        ageDays: 20,
        pay: [70_000, 80_000, 'annual'],
      }),
    ]);
    return store;
  }

  it('filters by classification and sub-classification', async () => {
    const store = await storeWithFacets();
    expect(ids(await search(store, 'classification=accounting'))).toEqual([
      'akl',
      'geelong-hybrid',
    ]);
    expect(ids(await search(store, 'subclassification=accounting.payroll'))).toEqual([
      'geelong-hybrid',
    ]);
  });

  it('filters by work type and arrangement', async () => {
    const store = await storeWithFacets();
    expect(ids(await search(store, 'worktype=part-time'))).toEqual(['syd-pt']);
    expect(ids(await search(store, 'workarrangement=remote,hybrid'))).toEqual([
      'geelong-hybrid',
      'mel-remote',
    ]);
  });

  it('filters to ads for existing vacancies (vacancy=existing) with their count', async () => {
    const store = await storeWithFacets();
    await store.upsert([
      makeJob('syd-existing', { placeId: 'sydney-nsw-au', existingVacancy: true }),
      makeJob('syd-pipeline', { placeId: 'sydney-nsw-au', existingVacancy: false }),
      makeJob('akl-existing', {
        placeId: 'auckland-auk-nz',
        classification: 'accounting',
        subClassification: 'accounting.taxation',
        existingVacancy: true,
        automatedScreening: true,
      }),
    ]);
    const all = await search(store, '');
    expect(facet(all, 'vacancy', 'existing')).toMatchObject({
      label: 'Existing vacancies only',
      count: 2,
      selected: false,
    });
    const existing = await search(store, 'vacancy=existing');
    expect(ids(existing)).toEqual(['akl-existing', 'syd-existing']);
    expect(existing.total).toBe(2);
    expect(facet(existing, 'vacancy', 'existing')).toMatchObject({ count: 2, selected: true });
    expect(facet(existing, 'classification', 'accounting')?.count).toBe(1);
    expect(
      facet(await search(store, 'classification=accounting'), 'vacancy', 'existing')?.count,
    ).toBe(1);
    const job = await store.getJob('akl-existing', { now: testNow });
    expect(job).toMatchObject({ existingVacancy: true, automatedScreening: true });
    // A pipeline ad said so; a job that says nothing is neither.
    expect((await store.getJob('syd-pipeline', { now: testNow }))?.existingVacancy).toBe(false);
    expect((await store.getJob('syd-pt', { now: testNow }))?.existingVacancy).toBeUndefined();
  });

  it('filters to verified employers (verified=1) and counts them beside the other filters', async () => {
    const store = await storeWithFacets();
    await store.upsert([
      makeJob('syd-verified', { placeId: 'sydney-nsw-au', verifiedEmployer: true }),
      makeJob('akl-verified', {
        placeId: 'auckland-auk-nz',
        classification: 'accounting',
        subClassification: 'accounting.taxation',
        verifiedEmployer: true,
      }),
    ]);
    const all = await search(store, '');
    expect(all.total).toBe(7);
    expect(facet(all, 'verified', '1')).toMatchObject({
      label: 'Verified employers',
      count: 2,
      selected: false,
    });
    const verified = await search(store, 'verified=1');
    expect(ids(verified)).toEqual(['akl-verified', 'syd-verified']);
    expect(verified.jobs.every((job) => job.verifiedEmployer)).toBe(true);
    // The other groups count verified employers' jobs only; the verified count ignores itself.
    expect(facet(verified, 'verified', '1')).toMatchObject({ count: 2, selected: true });
    expect(facet(verified, 'classification', 'accounting')?.count).toBe(1);
    // Another filter narrows the verified count too.
    const accounting = await search(store, 'classification=accounting');
    expect(facet(accounting, 'verified', '1')?.count).toBe(1);
    // A job's organisation verified later: written again, it counts at once.
    await store.upsert([makeJob('syd-ft', { placeId: 'sydney-nsw-au', verifiedEmployer: true })]);
    expect(ids(await search(store, 'verified=1'))).toEqual([
      'akl-verified',
      'syd-ft',
      'syd-verified',
    ]);
    expect((await store.getJob('syd-ft', { now: testNow }))?.verifiedEmployer).toBe(true);
    expect((await store.getJob('syd-pt', { now: testNow }))?.verifiedEmployer).toBeUndefined();
  });

  it('filters by place at every level of the taxonomy, and by Remote', async () => {
    const store = await storeWithFacets();
    expect(ids(await search(store, 'where=Sydney'))).toEqual(['syd-ft', 'syd-pt']);
    expect(ids(await search(store, 'where=Geelong VIC'))).toEqual(['geelong-hybrid']);
    expect(ids(await search(store, 'where=Victoria'))).toEqual(['geelong-hybrid', 'mel-remote']);
    expect(ids(await search(store, 'where=VIC'))).toEqual(['geelong-hybrid', 'mel-remote']);
    expect(ids(await search(store, 'where=New Zealand'))).toEqual(['akl']);
    const remote = await search(store, 'where=remote');
    expect(ids(remote)).toEqual(['mel-remote']);
    expect(remote.where).toBe('Remote');
  });

  it('ignores an unknown place and says so', async () => {
    const store = await storeWithFacets();
    const result = await search(store, 'where=Atlantis');
    expect(result.total).toBe(5);
    expect(result.where).toBeNull();
    expect(result.ignored).toEqual([
      { param: 'where', value: 'Atlantis', message: 'Ignored location "Atlantis": no such place' },
    ]);
  });

  it('filters by salary range, comparing hourly rates as annual pay and using hidden salaries', async () => {
    const store = await storeWithFacets();
    expect(ids(await search(store, 'salarymin=100000'))).toEqual(['mel-remote', 'syd-ft']);
    // $40-45/h is $79,040-$88,920 a year.
    expect(ids(await search(store, 'salarymin=85000&salarymax=95000'))).toEqual([
      'syd-ft',
      'syd-pt',
    ]);
    // $30-42/h is $59,280-$82,992 a year.
    expect(ids(await search(store, 'salarytype=hourly&salarymin=30&salarymax=42'))).toEqual([
      'akl',
      'syd-pt',
    ]);
    const hidden = await search(store, 'salarymin=160000');
    expect(ids(hidden)).toEqual(['mel-remote']);
    expect(hidden.jobs[0]!.salaryLabel).toBeNull();
    // Jobs without a salary drop out of salary filters.
    expect(ids(await search(store, 'salarymin=0'))).not.toContain('geelong-hybrid');
  });

  it('filters by listed date', async () => {
    const store = await storeWithFacets();
    expect(ids(await search(store, 'daterange=7'))).toEqual(['mel-remote', 'syd-ft', 'syd-pt']);
    expect(ids(await search(store, 'daterange=14'))).toHaveLength(4);
  });

  it('keeps only jobs listed strictly after listedAfter (an alert watermark), in the total and facets too', async () => {
    const store = await storeWithFacets();
    const { query } = parseJobSearchQuery('sortmode=date');
    const fiveDaysAgo = new Date(testNow.getTime() - 5 * 86_400_000);
    const recent = await store.search(query, { now: testNow, listedAfter: fiveDaysAgo });
    expect(ids(recent)).toEqual(['mel-remote', 'syd-ft', 'syd-pt']);
    expect(recent.total).toBe(3);
    expect(facet(recent, 'classification', 'accounting')!.count).toBe(0);
    // Strictly after: a job listed exactly at the watermark was considered by the last alert.
    const oneDayAgo = new Date(testNow.getTime() - 86_400_000);
    expect((await store.search(query, { now: testNow, listedAfter: oneDayAgo })).total).toBe(0);
    const justBefore = new Date(oneDayAgo.getTime() - 1);
    expect((await store.search(query, { now: testNow, listedAfter: justBefore })).total).toBe(3);
    // Not served from the cache of the same query without the bound.
    expect((await store.search(query, { now: testNow })).total).toBe(5);
    await expect(
      store.search(query, { now: testNow, listedAfter: new Date(Number.NaN) }),
    ).rejects.toThrow(/listedAfter/);
  });

  it('counts facets ignoring each group’s own selection', async () => {
    const store = await storeWithFacets();
    const result = await search(store, 'classification=accounting&workarrangement=hybrid');
    expect(ids(result)).toEqual(['geelong-hybrid']);
    // Classification counts apply the arrangement filter, not the classification one.
    expect(facet(result, 'classification', 'accounting')).toMatchObject({
      count: 1,
      selected: true,
    });
    expect(facet(result, 'classification', 'administration-and-office-support')?.count).toBe(0);
    // Arrangement counts apply the classification filter, not the arrangement one.
    expect(facet(result, 'workArrangement', 'on-site')).toMatchObject({
      count: 1,
      selected: false,
    });
    expect(facet(result, 'workArrangement', 'hybrid')).toMatchObject({ count: 1, selected: true });
    expect(facet(result, 'workArrangement', 'remote')?.count).toBe(0);
    // Other groups count what the whole query matches.
    expect(facet(result, 'workType', 'full-time')?.count).toBe(1);
    // Sub-classifications are offered for the selected classifications.
    expect(result.facets.subClassification.map((s) => s.value)).toContain('accounting.payroll');
    expect(facet(result, 'subClassification', 'accounting.payroll')?.count).toBe(1);

    const all = await search(store, '');
    expect(facet(all, 'classification', 'accounting')?.count).toBe(2);
    expect(facet(all, 'dateRange', '7')?.count).toBe(3);
    expect(facet(all, 'dateRange', '31')?.count).toBe(5);
    expect(facet(all, 'salary', '0')?.count).toBe(4);
    expect(facet(all, 'salary', '100000')?.count).toBe(2);
    const dated = await search(store, 'daterange=1');
    expect(facet(dated, 'dateRange', '14')).toMatchObject({ count: 4, selected: false });
    expect(facet(dated, 'dateRange', '1')).toMatchObject({ count: 3, selected: true });
  });
});

describe('one organisation’s jobs (companySlug)', () => {
  const harbour = { name: 'Harbour Health Group', slug: 'harbour-health-group' };
  const acme = { name: 'Acme Pty Ltd', slug: 'acme' };

  async function storeWithCompanies() {
    const store = open();
    await store.upsert([
      makeJob('h-nurse', { title: 'Registered Nurse', company: harbour, workType: 'full-time' }),
      makeJob('h-admin', { company: harbour, workType: 'part-time', ageDays: 3 }),
      makeJob('h-pay', {
        title: 'Nurse Educator',
        company: harbour,
        pay: [120_000, 130_000, 'annual', true],
        ageDays: 2,
      }),
      makeJob('a-nurse', { title: 'Registered Nurse', company: acme }),
      // A feed job of a namesake company: no slug, never on a company page.
      makeJob('feed-nurse', { title: 'Registered Nurse', company: { name: harbour.name } }),
    ]);
    return store;
  }

  async function companySearch(store: SqliteJobStore, queryString: string, companySlug: string) {
    const { query } = parseJobSearchQuery(queryString);
    return store.search(query, { now: testNow, companySlug });
  }

  it('finds only that organisation’s jobs, newest first, with the slug on each card', async () => {
    const store = await storeWithCompanies();
    const result = await companySearch(store, '', 'harbour-health-group');
    expect(result.jobs.map((job) => job.id)).toEqual(['h-nurse', 'h-pay', 'h-admin']);
    expect(result.total).toBe(3);
    expect(result.jobs.map((job) => job.companySlug)).toEqual([
      'harbour-health-group',
      'harbour-health-group',
      'harbour-health-group',
    ]);
    // Everywhere else an ad's card carries its slug and a feed job's card null.
    const all = await search(store, 'keywords=nurse');
    expect(Object.fromEntries(all.jobs.map((job) => [job.id, job.companySlug]))).toEqual({
      'h-nurse': 'harbour-health-group',
      'h-pay': 'harbour-health-group',
      'a-nurse': 'acme',
      'feed-nurse': null,
    });
  });

  it('applies keywords and filters within the organisation, and the facets count only its jobs', async () => {
    const store = await storeWithCompanies();
    expect(ids(await companySearch(store, 'keywords=nurse', 'harbour-health-group'))).toEqual([
      'h-nurse',
      'h-pay',
    ]);
    expect(ids(await companySearch(store, 'keywords=nurse', 'acme'))).toEqual(['a-nurse']);
    const partTime = await companySearch(store, 'worktype=part-time', 'harbour-health-group');
    expect(ids(partTime)).toEqual(['h-admin']);
    // The work-type group ignores its own selection: both of Harbour's types, nobody else's.
    expect(facet(partTime, 'workType', 'full-time')?.count).toBe(2);
    expect(facet(partTime, 'workType', 'part-time')?.count).toBe(1);
    const everything = await search(store, '');
    expect(facet(everything, 'workType', 'full-time')?.count).toBe(4);
  });

  it('finds nothing for a slug no job carries, and follows a job that changes organisation or expires', async () => {
    const store = await storeWithCompanies();
    expect(await companySearch(store, '', 'nobody')).toMatchObject({ total: 0, jobs: [] });
    await store.upsert([makeJob('h-admin', { company: acme, workType: 'part-time' })]);
    expect(ids(await companySearch(store, '', 'acme'))).toEqual(['a-nurse', 'h-admin']);
    expect(ids(await companySearch(store, '', 'harbour-health-group'))).toEqual([
      'h-nurse',
      'h-pay',
    ]);
    await store.expire(['h-nurse']);
    expect(ids(await companySearch(store, '', 'harbour-health-group'))).toEqual(['h-pay']);
  });

  it('still filters a hidden salary by pay, on the company page too', async () => {
    const store = await storeWithCompanies();
    const result = await companySearch(store, 'salarymin=100000', 'harbour-health-group');
    expect(ids(result)).toEqual(['h-pay']);
    expect(result.jobs[0]!.salaryLabel).toBeNull();
    expect(ids(await search(store, 'salarymin=100000&salarymax=125000'))).toEqual(['h-pay']);
    expect(ids(await search(store, 'salarymin=140000'))).toEqual([]);
  });

  it('rejects a slug that is not one, naming the field', async () => {
    const store = open();
    await expect(
      store.upsert([makeJob('bad', { company: { name: 'Bad', slug: 'Not A Slug' } })]),
    ).rejects.toThrow(/company\.slug|company slug/);
  });

  it('makes an ad written on one connection searchable on another (the search workers) within a second', async () => {
    const path = tempPath();
    const writer = open(path);
    await writer.upsert(
      Array.from({ length: 2_000 }, (_, i) => makeJob(`feed-${i}`, { ageDays: 1 + (i % 20) })),
    );
    const reader = open(path);
    const { query: salaryQuery } = parseJobSearchQuery('keywords=sonographer&salarymin=110000');
    // The reader has searched (its index and caches are warm) before the ad arrives.
    expect((await reader.search(salaryQuery, { now: testNow })).total).toBe(0);
    await writer.upsert([
      makeJob('ad-1', {
        title: 'Sonographer',
        company: harbour,
        pay: [115_000, 125_000, 'annual', true],
      }),
    ]);
    const written = performance.now();
    const found = await reader.search(salaryQuery, { now: testNow });
    const waited = performance.now() - written;
    expect(ids(found)).toEqual(['ad-1']);
    expect(found.jobs[0]!.salaryLabel).toBeNull();
    expect(waited).toBeLessThan(1_000);
    const { query } = parseJobSearchQuery('');
    const page = await reader.search(query, { now: testNow, companySlug: harbour.slug });
    expect(ids(page)).toEqual(['ad-1']);
  });

  it("shows a job's card as last written, on the connection that wrote it and on another", async () => {
    const path = tempPath();
    const writer = open(path);
    const titles = ['Welder', 'Baker', 'Florist', 'Plumber', 'Librarian', 'Surveyor', 'Tiler'];
    const titled = (i: number) => makeJob(`card-${i}`, { ageDays: 1 + i, title: titles[i]! });
    await writer.upsert(titles.map((_, i) => titled(i)));
    const reader = open(path);
    const cards = async (store: SqliteJobStore) =>
      (await store.search(parseJobSearchQuery('sort=date').query, { now: testNow })).jobs;
    const first = (await cards(reader))[0]!;
    expect((await cards(writer))[0]!.title).toBe(first.title);
    // A new ad changes no other card; the page is made again with the cards it kept.
    await writer.upsert([makeJob('card-new', { title: 'Night Sonographer' })]);
    expect((await cards(reader)).find((card) => card.id === first.id)!.title).toBe(first.title);
    // The job written again: both connections show its new title, not the card they read before.
    const edited = titled(Number(first.id.slice('card-'.length)));
    await writer.upsert([{ ...edited, title: 'Harbour Pilot', summary: 'Written again' }]);
    for (const store of [reader, writer]) {
      const card = (await cards(store)).find((job) => job.id === first.id)!;
      expect(card).toMatchObject({ title: 'Harbour Pilot', summary: 'Written again' });
    }
  });

  it('builds its index at the first read: writes before it, after it and on other connections all show', async () => {
    const path = tempPath();
    // Writes on a store that has never read (the server's writer beside its search pool).
    const writer = open(path);
    await writer.upsert([makeJob('w-1', { title: 'Sonographer' })]);
    const reader = open(path);
    reader.loadIndex();
    await writer.upsert([makeJob('w-2', { title: 'Sonographer' })]);
    await writer.expire(['w-1']);
    // The reader built its index before the second write and the expiry: it takes both.
    expect(ids(await search(reader, 'keywords=sonographer'))).toEqual(['w-2']);
    // The writer's first read builds its index from everything written so far...
    expect(ids(await search(writer, 'keywords=sonographer'))).toEqual(['w-2']);
    // ...and from then on it follows its own writes and the reader's.
    await reader.upsert([makeJob('r-1', { title: 'Sonographer' })]);
    await writer.upsert([makeJob('w-3', { title: 'Senior Sonographer' })]);
    expect(ids(await search(writer, 'keywords=sonographer'))).toEqual(['r-1', 'w-2', 'w-3']);
    expect(ids(await search(reader, 'keywords=sonographer'))).toEqual(['r-1', 'w-2', 'w-3']);
  });
});

describe('sorting and pages', () => {
  it('ranks title matches above description matches, and fresher listings higher', async () => {
    const store = open();
    await store.upsert([
      makeJob('in-description', {
        title: 'Office Manager',
        descriptionHtml: '<p>Works closely with our plumber.</p>',
      }),
      makeJob('in-title-old', { title: 'Plumber', ageDays: 25 }),
      makeJob('in-title-new', { title: 'Plumber', ageDays: 0 }),
      // Jobs without the word, so it is rare enough to carry weight in the rank.
      ...Array.from({ length: 6 }, (_, i) => makeJob(`other-${i}`, { title: 'Receptionist' })),
    ]);
    const relevance = await search(store, 'keywords=plumber');
    expect(relevance.jobs.map((job) => job.id)).toEqual([
      'in-title-new',
      'in-title-old',
      'in-description',
    ]);
    const byDate = await search(store, 'keywords=plumber&sortmode=date');
    expect(byDate.jobs.map((job) => job.id)).toEqual([
      'in-title-new',
      'in-description',
      'in-title-old',
    ]);
  });

  it('ranks broad keywords (beyond the exact-rank limit) title matches first, shorter titles first', async () => {
    const store = openSqliteJobStore({ path: ':memory:', exactRankLimit: 2 });
    stores.push(store);
    await store.upsert([
      makeJob('body-new', { title: 'Office Manager', summary: 'Plumber wanted.', ageDays: 0 }),
      makeJob('long-title', { title: 'Senior Commercial Plumber and Gasfitter', ageDays: 3 }),
      makeJob('short-title', { title: 'Plumber', ageDays: 3 }),
      makeJob('body-old', { title: 'Receptionist', summary: 'For a plumber.', ageDays: 5 }),
    ]);
    const result = await search(store, 'keywords=plumber');
    expect(result.jobs.map((job) => job.id)).toEqual([
      'short-title',
      'long-title',
      'body-new',
      'body-old',
    ]);
  });

  it('sorts by listed date without keywords and pages through every job once', async () => {
    const store = open();
    await store.upsert(
      Array.from({ length: 45 }, (_, i) => makeJob(`job-${i}`, { ageDays: i / 2 })),
    );
    const first = await search(store, '');
    expect(first).toMatchObject({ total: 45, page: 1, pageSize: 20, pageCount: 3 });
    expect(first.jobs[0]!.id).toBe('job-0');
    const seen = new Set<string>();
    for (const page of [1, 2, 3]) {
      const result = await search(store, `page=${page}`);
      for (const job of result.jobs) seen.add(job.id);
      expect(result.jobs).toHaveLength(page === 3 ? 5 : 20);
    }
    expect(seen.size).toBe(45);
    const beyond = await search(store, 'page=4');
    expect(beyond).toMatchObject({ total: 45, page: 4, pageCount: 3, jobs: [] });
    const exact = await search(store, 'page=3', 15);
    expect(exact.jobs.map((job) => job.id)).toEqual(
      Array.from({ length: 15 }, (_, i) => `job-${30 + i}`),
    );
  });

  it('leaves excluded ids out of the page, the total and the facet counts', async () => {
    const store = open();
    await store.upsert(
      Array.from({ length: 25 }, (_, i) =>
        makeJob(`job-${i}`, {
          ageDays: i / 2,
          ...(i % 5 === 0 ? { workType: 'part-time' } : {}),
        }),
      ),
    );
    const { query } = parseJobSearchQuery('');
    const all = await store.search(query, { now: testNow });
    const excludeIds = ['job-0', 'job-5', 'job-6', 'no-such-job'];
    const hidden = await store.search(query, { now: testNow, excludeIds });
    expect(hidden).toMatchObject({ total: 22, pageCount: 2 });
    expect(hidden.jobs.map((job) => job.id)).not.toContain('job-0');
    expect(hidden.jobs[0]!.id).toBe('job-1');
    expect(facet(hidden, 'workType', 'part-time')?.count).toBe(
      facet(all, 'workType', 'part-time')!.count - 2,
    );
    const second = await store.search(
      { ...query, page: 2 },
      { now: testNow, excludeIds: excludeIds.toReversed() },
    );
    expect(second.jobs).toHaveLength(2);
    // Not answered from the unfiltered search's cache, nor it from this one's.
    expect((await store.search(query, { now: testNow })).total).toBe(25);
  });

  it('caps a hand-built page number instead of allocating for it', async () => {
    const store = open();
    await store.upsert([makeJob('a')]);
    const { query } = parseJobSearchQuery('');
    const result = await store.search({ ...query, page: 1e12 }, { now: testNow });
    expect(result).toMatchObject({ total: 1, page: 1000, jobs: [] });
    expect((await store.search({ ...query, page: -3 }, { now: testNow })).page).toBe(1);
  });

  it('returns an empty first page when nothing matches', async () => {
    const store = open();
    await store.upsert([makeJob('a')]);
    expect(await search(store, 'keywords=astronaut')).toMatchObject({
      total: 0,
      pageCount: 0,
      jobs: [],
    });
  });
});

describe('expiry, reads and writes', () => {
  it('drops jobs from search the moment validThrough passes', async () => {
    const store = open();
    const job = makeJob('soon', { title: 'Barista' });
    await store.upsert([job]);
    const { query } = parseJobSearchQuery('keywords=barista');
    const before = new Date(Date.parse(job.validThrough) - 1);
    expect((await store.search(query, { now: before })).total).toBe(1);
    expect((await store.search(query, { now: new Date(job.validThrough) })).total).toBe(0);
    expect((await store.getJob('soon', { now: new Date(job.validThrough) }))?.status).toBe(
      'expired',
    );
    expect((await store.getJob('soon', { now: before }))?.status).toBe('active');
  });

  it('expires by id and by time, keeps expired jobs readable, and knows unknown ids', async () => {
    const store = open();
    await store.upsert([makeJob('a'), makeJob('b'), makeJob('c', { ageDays: 29 })]);
    expect(await store.expire(['a', 'missing'])).toBe(1);
    expect(ids(await search(store, ''))).toEqual(['b', 'c']);
    expect(await store.getJob('a')).toMatchObject({ id: 'a', status: 'expired' });
    expect(await store.getJob('nope')).toBeUndefined();
    expect(await store.expire(new Date(testNow.getTime() + 2 * 86_400_000))).toBe(1);
    expect((await store.getJob('c'))?.status).toBe('expired');
  });

  it('transaction: writes and the caller statements commit together, or not at all', async () => {
    const store = open();
    store.db.exec('CREATE TABLE position (value INTEGER NOT NULL)');
    store.transaction(() => {
      store.upsertSync([makeJob('a', { title: 'Baker' }), makeJob('b', { title: 'Butcher' })]);
      store.expireSync(['b']);
      store.db.prepare('INSERT INTO position (value) VALUES (1)').run();
    });
    expect(ids(await search(store, 'keywords=baker'))).toEqual(['a']);
    expect((await search(store, 'keywords=butcher')).total).toBe(0);
    expect(() =>
      store.transaction(() => {
        store.upsertSync([makeJob('c', { title: 'Baker' })]);
        store.expireSync(['a']);
        store.db.prepare('INSERT INTO position (value) VALUES (2)').run();
        throw new Error('power cut');
      }),
    ).toThrow('power cut');
    // Rolled back: neither the table nor the in-memory index took any of it.
    expect(ids(await search(store, 'keywords=baker'))).toEqual(['a']);
    expect(await store.getJob('c')).toBeUndefined();
    expect(store.db.prepare('SELECT value FROM position').pluck().all()).toEqual([1]);
    // Later writes still reach the index.
    store.transaction(() => store.upsertSync([makeJob('c', { title: 'Baker' })]));
    expect(ids(await search(store, 'keywords=baker'))).toEqual(['a', 'c']);
  });

  it('upserts by id: a changed title replaces the old words', async () => {
    const store = open();
    expect(await store.upsert([makeJob('a', { title: 'Baker' })])).toEqual({
      inserted: 1,
      updated: 0,
    });
    expect(await store.upsert([makeJob('a', { title: 'Butcher' })])).toEqual({
      inserted: 0,
      updated: 1,
    });
    expect((await search(store, 'keywords=baker')).total).toBe(0);
    expect(ids(await search(store, 'keywords=butcher'))).toEqual(['a']);
    expect((await store.getJob('a'))?.title).toBe('Butcher');
  });

  it('never answers from a stale cache: writes and expiry show at once, and results are copies', async () => {
    const store = open();
    await store.upsert([
      makeJob('a', { title: 'Baker' }),
      makeJob('b', { title: 'Baker', ageDays: 2 }),
    ]);
    const first = await search(store, 'keywords=baker');
    expect(first.total).toBe(2);
    first.jobs.pop();
    expect((await search(store, 'keywords=baker')).jobs).toHaveLength(2);
    await store.upsert([makeJob('a', { title: 'Butcher' })]);
    expect(ids(await search(store, 'keywords=baker'))).toEqual(['b']);
    await store.expire(['b']);
    expect((await search(store, 'keywords=baker')).total).toBe(0);
  });

  it('rejects an invalid job as a whole batch, naming the problem', async () => {
    const store = open();
    await expect(
      store.upsert([makeJob('good'), makeJob('bad', { classification: 'astrology' as never })]),
    ).rejects.toThrow(/classification/);
    expect((await search(store, '')).total).toBe(0);
  });

  it('sees writes made through another connection to the same file', async () => {
    const path = tempPath();
    const reader = open(path);
    const writer = open(path);
    await writer.upsert([makeJob('from-importer', { title: 'Welder' })]);
    expect(ids(await search(reader, 'keywords=welder'))).toEqual(['from-importer']);
    await writer.expire(['from-importer']);
    expect((await search(reader, 'keywords=welder')).total).toBe(0);
  });

  it('finds similar jobs: same sub-classification and region first', async () => {
    const store = open();
    const target = makeJob('target', {
      subClassification: 'administration-and-office-support.receptionists',
    });
    await store.upsert([
      target,
      makeJob('same-sub-same-region', {
        placeId: 'newcastle-nsw-au',
        subClassification: 'administration-and-office-support.receptionists',
      }),
      makeJob('same-sub-other-region', {
        placeId: 'perth-wa-au',
        subClassification: 'administration-and-office-support.receptionists',
      }),
      makeJob('same-class', { placeId: 'sydney-nsw-au' }),
      makeJob('other-class', {
        classification: 'accounting',
        subClassification: 'accounting.payroll',
      }),
    ]);
    const similar = await store.similarJobs(target, 3, { now: testNow });
    expect(similar.map((job) => job.id)).toEqual([
      'same-sub-same-region',
      'same-sub-other-region',
      'same-class',
    ]);
  });

  it('keeps similar jobs current after writes: a job moving classification, expiring, arriving', async () => {
    const store = open();
    const target = makeJob('target');
    await store.upsert([target, makeJob('office-a'), makeJob('moves-away')]);
    const first = await store.similarJobs(target, 5, { now: testNow });
    expect(first.map((job) => job.id).sort()).toEqual(['moves-away', 'office-a']);
    await store.upsert([
      makeJob('moves-away', {
        classification: 'accounting',
        subClassification: 'accounting.payroll',
      }),
      makeJob('office-b', { ageDays: 2 }),
    ]);
    await store.expire(['office-a']);
    const after = await store.similarJobs(target, 5, { now: testNow });
    expect(after.map((job) => job.id)).toEqual(['office-b']);
  });

  it('lists every active job once, in the order first stored, and counts them', async () => {
    const store = open();
    await store.upsert([makeJob('a'), makeJob('b'), makeJob('c'), makeJob('d', { ageDays: 29 })]);
    await store.upsert([makeJob('a', { title: 'Renamed' })]); // an update keeps its place
    await store.expire(['b']);
    expect(await store.countActive({ now: testNow })).toBe(3);
    const pages = [
      await store.listActive(0, 2, { now: testNow }),
      await store.listActive(2, 2, { now: testNow }),
      await store.listActive(4, 2, { now: testNow }),
    ];
    expect(pages.map((page) => page.map((entry) => entry.id))).toEqual([['a', 'c'], ['d'], []]);
    expect(pages[0]![0]!.listedAt).toBe(makeJob('a').listedAt);
    // Two days on, "d" (listed 29 days before) has passed its validThrough.
    const later = new Date(testNow.getTime() + 2 * 86_400_000);
    expect(await store.countActive({ now: later })).toBe(2);
    expect((await store.listActive(0, 10, { now: later })).map((entry) => entry.id)).toEqual([
      'a',
      'c',
    ]);
    await expect(store.listActive(-1, 10)).rejects.toThrow(/offset/);
    await expect(store.listActive(0, 0)).rejects.toThrow(/limit/);
  });

  it('counts active jobs per classification, most first', async () => {
    const store = open();
    await store.upsert([
      makeJob('a'),
      makeJob('b', { classification: 'accounting', subClassification: 'accounting.payroll' }),
      makeJob('c', { classification: 'accounting', subClassification: 'accounting.taxation' }),
    ]);
    const counts = await store.countByClassification({ now: testNow });
    expect(counts.slice(0, 2)).toEqual([
      { value: 'accounting', label: 'Accounting', count: 2 },
      {
        value: 'administration-and-office-support',
        label: 'Administration & Office Support',
        count: 1,
      },
    ]);
  });

  it('answers ping while open and rejects after close', async () => {
    const store = open();
    await expect(store.ping()).resolves.toBeUndefined();
    await store.close();
    await expect(store.ping()).rejects.toThrow();
  });
});

describe('suggestions', () => {
  it('suggests places by prefix, most jobs first, with the region to tell namesakes apart', async () => {
    const store = open();
    await store.upsert([
      makeJob('a', { placeId: 'richmond-vic-au' }),
      makeJob('b', { placeId: 'richmond-vic-au' }),
      makeJob('c', { placeId: 'richmond-nsw-au' }),
    ]);
    const suggestions = await store.suggestPlaces('rich', 3, { now: testNow });
    expect(suggestions.slice(0, 2)).toEqual([
      {
        id: 'richmond-vic-au',
        kind: 'city',
        label: 'Richmond VIC',
        within: 'Victoria, Australia',
        count: 2,
      },
      {
        id: 'richmond-nsw-au',
        kind: 'city',
        label: 'Richmond NSW',
        within: 'New South Wales, Australia',
        count: 1,
      },
    ]);
    expect(suggestions).toHaveLength(3);
    expect((await store.suggestPlaces('vict', 1, { now: testNow }))[0]).toMatchObject({
      id: 'vic-au',
      kind: 'region',
      count: 2,
    });
    expect((await store.suggestPlaces('REM', 1, { now: testNow }))[0]).toMatchObject({
      id: 'remote',
      label: 'Remote',
    });
    expect(await store.suggestPlaces('  ', 5, { now: testNow })).toEqual([]);
  });

  it('suggests keywords from titles, starting matches first, most common first', async () => {
    const store = open();
    await store.upsert([
      makeJob('a', { title: 'Registered Nurse' }),
      makeJob('b', { title: 'Nurse Unit Manager' }),
      makeJob('c', { title: 'Nurse Unit Manager' }),
      makeJob('d', { title: 'Nursery Hand' }),
    ]);
    expect(await store.suggestKeywords('nur', 5)).toEqual([
      { text: 'Nurse Unit Manager', count: 2 },
      { text: 'Nursery Hand', count: 1 },
      { text: 'Registered Nurse', count: 1 },
    ]);
    expect(await store.suggestKeywords('nurse u', 5)).toEqual([
      { text: 'Nurse Unit Manager', count: 2 },
    ]);
    // Prefixes start at two characters: one letter would suggest anything.
    expect(await store.suggestKeywords('n', 5)).toEqual([]);
    expect(await store.suggestKeywords('nu', 1)).toEqual([
      { text: 'Nurse Unit Manager', count: 2 },
    ]);
  });
});

describe('migrations', () => {
  it('brings an existing database at an older version up to date and keeps its jobs', async () => {
    const path = tempPath();
    const old = new Database(path);
    old.transaction(() => {
      migrations[0]!.up(old);
      old.pragma('user_version = 1');
      // A job written by the version-1 code.
      // An ad, with its organisation's slug (before the slug had a column of its own).
      const { descriptionHtml, ...data } = makeJob('kept', {
        title: 'Surveyor',
        company: { name: 'Acme Surveys', slug: 'acme-surveys' },
        verifiedEmployer: true,
      });
      old
        .prepare(
          `INSERT INTO jobs (doc, id, revision, title, place, classification, sub_classification, work_type,
             work_arrangement, listed_at, valid_through, data, description_html)
           VALUES (1, 'kept', 1, 'Surveyor', 'sydney-nsw-au', ?, ?, 'full-time', 'on-site', ?, ?, ?, ?)`,
        )
        .run(
          data.classification,
          data.subClassification,
          Date.parse(data.listedAt),
          Date.parse(data.validThrough),
          JSON.stringify(data),
          descriptionHtml,
        );
      old
        .prepare(
          "INSERT INTO jobs_fts (rowid, title, company, classification, summary, selling_points, description) VALUES (1, 'Surveyor', '', '', '', '', '')",
        )
        .run();
      old.prepare("UPDATE meta SET value = 1 WHERE key = 'revision'").run();
    })();
    old.close();
    const first = open(path);
    expect(ids(await search(first, 'keywords=surveyor'))).toEqual(['kept']);
    await first.upsert([makeJob('new', { title: 'Surveyor' })]);
    await first.close();
    // Reopen: a second open applies nothing and still finds both jobs.
    const store = open(path);
    expect(store.db.pragma('user_version', { simple: true })).toBe(latestVersion);
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    const indexes = store.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index'")
      .pluck()
      .all();
    expect(indexes).toContain('jobs_valid_through');
    // Migration 3 indexed the titles the older code had written.
    const titled = store.db
      .prepare("SELECT rowid FROM jobs_title_fts WHERE jobs_title_fts MATCH 'surveyor'")
      .pluck()
      .all();
    expect(titled).toEqual([1, 2]);
    expect(ids(await search(store, 'keywords=surveyor'))).toEqual(['kept', 'new']);
    // Migration 4 read the slug out of the stored job.
    const { query } = parseJobSearchQuery('');
    const company = await store.search(query, { now: testNow, companySlug: 'acme-surveys' });
    expect(ids(company)).toEqual(['kept']);
    expect(company.jobs[0]!.companySlug).toBe('acme-surveys');
    // Migration 5 read the verified employer out of the stored job.
    const verified = await search(store, 'verified=1');
    expect(ids(verified)).toEqual(['kept']);
    expect(verified.jobs[0]!.verifiedEmployer).toBe(true);
    expect(facet(verified, 'verified', '1')).toMatchObject({ count: 1, selected: true });
    // Migration 8: the in-memory index loads from one covering index, not the table's rows.
    expect(indexes).toContain('jobs_index_columns');
    expect(indexes).not.toContain('jobs_revision');
    const plan = store.db
      .prepare<[number], { detail: string }>(
        `EXPLAIN QUERY PLAN ${prepareStatements(store.db).selectChanged.source}`,
      )
      .all(0);
    expect(plan.map((step) => step.detail)).toEqual([
      'SEARCH jobs USING COVERING INDEX jobs_index_columns (revision>?)',
    ]);
  });

  it('refuses a database newer than the code', () => {
    const path = tempPath();
    const future = new Database(path);
    future.pragma(`user_version = ${latestVersion + 1}`);
    future.close();
    expect(() => openSqliteJobStore({ path })).toThrow(/newer than this code knows/);
  });
});
