import { createTestUser, openTestAccounts, TestClock } from '@joblane/accounts/testing';
import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  exportSeeker,
  listSavedJobs,
  MAX_SAVED_JOBS,
  openSeekers,
  savedJobIds,
  saveJob,
  unsaveJob,
  type Seekers,
} from './index.ts';

describe.each(dialects)('saved jobs on %s', (dialect) => {
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

  it('saving a job twice is one save, and keeps the first time', async () => {
    const user = await createTestUser(accounts);
    const savedAt = clock.now().toISOString();
    const first = await saveJob(seekers, user.id, 'job-a');
    clock.advance(60_000);
    const second = await saveJob(seekers, user.id, 'job-a');
    expect(first).toEqual({ ok: true, savedAt, created: true });
    expect(second).toEqual({ ok: true, savedAt, created: false });
    const list = await listSavedJobs(seekers, user.id);
    expect(list.total).toBe(1);
    expect(list.items).toEqual([{ jobId: 'job-a', savedAt }]);
  });

  it('two saves of the same job at once leave one row', async () => {
    const user = await createTestUser(accounts);
    const results = await Promise.all([
      saveJob(seekers, user.id, 'job-race'),
      saveJob(seekers, user.id, 'job-race'),
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect((await listSavedJobs(seekers, user.id)).total).toBe(1);
  });

  it('unsaves, and says when there was nothing to unsave', async () => {
    const user = await createTestUser(accounts);
    await saveJob(seekers, user.id, 'job-b');
    expect(await unsaveJob(seekers, user.id, 'job-b')).toBe(true);
    expect(await unsaveJob(seekers, user.id, 'job-b')).toBe(false);
    expect((await listSavedJobs(seekers, user.id)).total).toBe(0);
  });

  it('lists newest first, a page at a time', async () => {
    const user = await createTestUser(accounts);
    for (const id of ['j1', 'j2', 'j3', 'j4', 'j5']) {
      clock.advance(1000);
      await saveJob(seekers, user.id, id);
    }
    const first = await listSavedJobs(seekers, user.id, { page: 1, pageSize: 2 });
    const third = await listSavedJobs(seekers, user.id, { page: 3, pageSize: 2 });
    const past = await listSavedJobs(seekers, user.id, { page: 4, pageSize: 2 });
    expect(first.items.map((item) => item.jobId)).toEqual(['j5', 'j4']);
    expect(third.items.map((item) => item.jobId)).toEqual(['j1']);
    expect([first.total, first.pageCount, past.items]).toEqual([5, 3, []]);
  });

  it('tells which of a page of jobs a person saved, and only theirs', async () => {
    const [ann, bob] = [await createTestUser(accounts), await createTestUser(accounts)];
    await saveJob(seekers, ann.id, 'm1');
    await saveJob(seekers, ann.id, 'm3');
    await saveJob(seekers, bob.id, 'm2');
    expect([...(await savedJobIds(seekers, ann.id, ['m1', 'm2', 'm3', 'm4']))].sort()).toEqual([
      'm1',
      'm3',
    ]);
    expect([...(await savedJobIds(seekers, bob.id, ['m1', 'm2']))]).toEqual(['m2']);
    expect((await savedJobIds(seekers, bob.id, [])).size).toBe(0);
  });

  it("never touches another person's saves", async () => {
    const [ann, bob] = [await createTestUser(accounts), await createTestUser(accounts)];
    await saveJob(seekers, ann.id, 'shared');
    expect(await unsaveJob(seekers, bob.id, 'shared')).toBe(false);
    expect((await listSavedJobs(seekers, bob.id)).items).toEqual([]);
    expect((await listSavedJobs(seekers, ann.id)).total).toBe(1);
    expect((await exportSeeker(seekers, bob.id)).savedJobs).toEqual([]);
  });

  it('refuses an empty or overlong job id with a message', async () => {
    const user = await createTestUser(accounts);
    expect(await saveJob(seekers, user.id, '')).toMatchObject({
      ok: false,
      problem: 'invalid-job',
    });
    expect(await saveJob(seekers, user.id, 'x'.repeat(101))).toMatchObject({
      ok: false,
      problem: 'invalid-job',
    });
  });

  it(`keeps at most ${MAX_SAVED_JOBS} saved jobs, with a message that says what to do`, async () => {
    const user = await createTestUser(accounts);
    const at = clock.now().toISOString();
    const rows = Array.from({ length: MAX_SAVED_JOBS }, (_, index) => ({
      user_id: user.id,
      job_id: `bulk-${index}`,
      saved_at: at,
    }));
    for (let start = 0; start < rows.length; start += 500)
      await seekers.db
        .insertInto('saved_jobs')
        .values(rows.slice(start, start + 500))
        .execute();
    const refused = await saveJob(seekers, user.id, 'one-more');
    expect(refused).toEqual({
      ok: false,
      problem: 'limit',
      message:
        'You have saved 2,000 jobs, the most we keep. Remove some you no longer need, then save this one.',
    });
    // Saving one already saved is still fine at the limit.
    expect(await saveJob(seekers, user.id, 'bulk-7')).toMatchObject({ ok: true, created: false });
  });
});
