import { createTestUser, openTestAccounts, TestClock } from '@joblane/accounts/testing';
import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  deleteSavedSearch,
  exportSeeker,
  findSavedSearchByQuery,
  getSavedSearch,
  listSavedSearches,
  MAX_SAVED_SEARCHES,
  openSeekers,
  renameSavedSearch,
  savedSearchQuery,
  saveSearch,
  setSearchAlert,
  type Seekers,
} from './index.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('savedSearchQuery', () => {
  it('drops the v pin and the page, keeping the rest as it was spelled', () => {
    expect(savedSearchQuery('keywords=nurse&where=Sydney&page=3&v=2')).toBe(
      'keywords=nurse&where=Sydney',
    );
    expect(savedSearchQuery('?v=1&keywords=care%20worker&sortmode=listeddate')).toBe(
      'keywords=care%20worker&sortmode=listeddate',
    );
    expect(savedSearchQuery('')).toBe('');
  });

  it('is idempotent and never keeps v or page (property)', () => {
    const name = fc.constantFrom('keywords', 'where', 'page', 'v', 'worktype', 'vv', 'pages');
    const pair = fc
      .tuple(name, fc.string({ maxLength: 6 }))
      .map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 8 }), (pairs) => {
        const once = savedSearchQuery(pairs.join('&'));
        expect(savedSearchQuery(once)).toBe(once);
        const names = [...new URLSearchParams(once).keys()];
        expect(names.filter((key) => key === 'v' || key === 'page')).toEqual([]);
        // Every other parameter is kept, in order.
        expect(once).toBe(pairs.filter((entry) => !/^(v|page)=/.test(entry)).join('&'));
      }),
    );
  });
});

describe.each(dialects)('saved searches on %s', (dialect) => {
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

  it('saves a search with its name and canonical query, alert off', async () => {
    const user = await createTestUser(accounts);
    const now = clock.now().toISOString();
    const result = await saveSearch(seekers, user.id, {
      name: '  Nurse jobs in Sydney ',
      query: 'keywords=nurse&where=Sydney&page=2&v=7',
    });
    expect(result).toEqual({
      ok: true,
      created: true,
      search: {
        id: expect.any(String),
        name: 'Nurse jobs in Sydney',
        query: 'keywords=nurse&where=Sydney',
        createdAt: now,
        updatedAt: now,
        alert: { on: false, frequency: 'daily', watermark: now, dueAt: null },
      },
    });
  });

  it('the same query saved twice is one saved search (the first name kept)', async () => {
    const user = await createTestUser(accounts);
    const first = await saveSearch(seekers, user.id, { name: 'Nurses', query: 'keywords=nurse' });
    const again = await saveSearch(seekers, user.id, {
      name: 'Other',
      query: 'keywords=nurse&page=4',
    });
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.created).toBe(false);
    expect(again.search).toEqual(first.search);
    expect(await listSavedSearches(seekers, user.id)).toHaveLength(1);
    expect((await findSavedSearchByQuery(seekers, user.id, 'keywords=nurse&v=1'))?.id).toBe(
      first.search.id,
    );
  });

  it('refuses an empty or overlong name with messages, and saves nothing', async () => {
    const user = await createTestUser(accounts);
    expect(await saveSearch(seekers, user.id, { name: '   ', query: 'keywords=a' })).toEqual({
      ok: false,
      errors: { name: 'Give the search a name.' },
    });
    expect(
      await saveSearch(seekers, user.id, { name: 'n'.repeat(81), query: 'keywords=a' }),
    ).toEqual({
      ok: false,
      errors: { name: 'Use at most 80 characters for the name (this one has 81).' },
    });
    expect(
      await saveSearch(seekers, user.id, { name: 'ok', query: `keywords=${'a'.repeat(4000)}` }),
    ).toMatchObject({ ok: false, errors: { query: expect.stringMatching(/too long/) } });
    expect(await listSavedSearches(seekers, user.id)).toEqual([]);
  });

  it('lists newest first, renames within 1-80 characters, deletes', async () => {
    const user = await createTestUser(accounts);
    const a = await saveSearch(seekers, user.id, { name: 'A', query: 'keywords=a' });
    clock.advance(1000);
    const b = await saveSearch(seekers, user.id, { name: 'B', query: 'keywords=b' });
    if (!a.ok || !b.ok) throw new Error('not saved');
    expect((await listSavedSearches(seekers, user.id)).map((search) => search.name)).toEqual([
      'B',
      'A',
    ]);
    const eighty = '€'.repeat(80);
    expect(await renameSavedSearch(seekers, user.id, a.search.id, eighty)).toMatchObject({
      ok: true,
      search: { name: eighty },
    });
    expect(await renameSavedSearch(seekers, user.id, a.search.id, '')).toEqual({
      ok: false,
      problem: 'invalid',
      errors: { name: 'Give the search a name.' },
    });
    expect((await getSavedSearch(seekers, user.id, a.search.id))?.name).toBe(eighty);
    expect(await deleteSavedSearch(seekers, user.id, a.search.id)).toBe(true);
    expect(await deleteSavedSearch(seekers, user.id, a.search.id)).toBe(false);
    expect((await listSavedSearches(seekers, user.id)).map((search) => search.name)).toEqual(['B']);
  });

  it('switching the alert on starts its watermark now and is due one period later; off clears it', async () => {
    const user = await createTestUser(accounts);
    const saved = await saveSearch(seekers, user.id, { name: 'Cooks', query: 'keywords=cook' });
    if (!saved.ok) throw new Error('not saved');
    clock.advance(DAY);
    const on = clock.now().toISOString();
    const daily = await setSearchAlert(seekers, user.id, saved.search.id, { on: true });
    expect(daily?.alert).toEqual({
      on: true,
      frequency: 'daily',
      watermark: on,
      dueAt: new Date(Date.parse(on) + DAY).toISOString(),
    });
    clock.advance(1000);
    const weekly = await setSearchAlert(seekers, user.id, saved.search.id, { frequency: 'weekly' });
    expect(weekly?.alert).toEqual({
      on: true,
      frequency: 'weekly',
      watermark: on,
      dueAt: new Date(Date.parse(on) + 7 * DAY).toISOString(),
    });
    const off = await setSearchAlert(seekers, user.id, saved.search.id, { on: false });
    expect(off?.alert).toEqual({ on: false, frequency: 'weekly', watermark: on, dueAt: null });
    expect((await getSavedSearch(seekers, user.id, saved.search.id))?.alert).toEqual(off?.alert);
    const row = await seekers.db
      .selectFrom('saved_searches')
      .select(['alert_on_at', 'alert_due_at'])
      .where('id', '=', saved.search.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ alert_on_at: null, alert_due_at: null });
  });

  it("cannot read, rename, delete or switch another person's saved search", async () => {
    const [ann, bob] = [await createTestUser(accounts), await createTestUser(accounts)];
    const saved = await saveSearch(seekers, ann.id, { name: 'Ann', query: 'keywords=ann' });
    if (!saved.ok) throw new Error('not saved');
    const id = saved.search.id;
    expect(await getSavedSearch(seekers, bob.id, id)).toBeUndefined();
    expect(await renameSavedSearch(seekers, bob.id, id, 'Bob')).toEqual({
      ok: false,
      problem: 'not-found',
    });
    expect(await setSearchAlert(seekers, bob.id, id, { on: true })).toBeUndefined();
    expect(await deleteSavedSearch(seekers, bob.id, id)).toBe(false);
    expect(await listSavedSearches(seekers, bob.id)).toEqual([]);
    expect(await getSavedSearch(seekers, ann.id, id)).toEqual(saved.search);
    // Bob saving the same query gets his own.
    const his = await saveSearch(seekers, bob.id, { name: 'Bob', query: 'keywords=ann' });
    expect(his).toMatchObject({ ok: true, created: true });
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} saved searches, with a message`, async () => {
    const user = await createTestUser(accounts);
    for (let index = 0; index < MAX_SAVED_SEARCHES; index += 1) {
      const result = await saveSearch(seekers, user.id, {
        name: `S${index}`,
        query: `keywords=s${index}`,
      });
      expect(result.ok).toBe(true);
    }
    expect(await saveSearch(seekers, user.id, { name: 'More', query: 'keywords=more' })).toEqual({
      ok: false,
      errors: {
        query:
          'You have 100 saved searches, the most we keep. Delete one you no longer need, then save this one.',
      },
    });
    // One already saved is still found.
    expect(await saveSearch(seekers, user.id, { name: 'x', query: 'keywords=s3' })).toMatchObject({
      ok: true,
      created: false,
    });
  });

  it('exports a person’s saved jobs and searches', async () => {
    const user = await createTestUser(accounts);
    const saved = await saveSearch(seekers, user.id, { name: 'Vets', query: 'keywords=vet' });
    await seekers.db
      .insertInto('saved_jobs')
      .values({ user_id: user.id, job_id: 'v1', saved_at: clock.now().toISOString() })
      .execute();
    expect(await exportSeeker(seekers, user.id)).toEqual({
      savedJobs: [{ jobId: 'v1', savedAt: clock.now().toISOString() }],
      savedSearches: [saved.ok ? saved.search : null],
      blockedCompanies: [],
      hiddenJobs: [],
      profile: null,
    });
  });
});
