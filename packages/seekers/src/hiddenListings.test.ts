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
  blockCompany,
  exportSeeker,
  hideJob,
  listBlockedCompanies,
  listHiddenJobs,
  openSeekers,
  seekerExclusions,
  unblockCompany,
  unhideJob,
  type Seekers,
} from './index.ts';

describe.each(dialects)('blocked companies and hidden jobs on %s', (dialect) => {
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

  it('blocks an employer once, lists it by name, and unblocks it', async () => {
    const user = await createTestUser(accounts);
    const at = clock.now().toISOString();
    const acme = { key: 'name:acme pty ltd', name: 'Acme Pty Ltd' };
    expect(await blockCompany(seekers, user.id, acme)).toEqual({ ok: true, created: true });
    clock.advance(60_000);
    expect(await blockCompany(seekers, user.id, acme)).toEqual({ ok: true, created: false });
    await blockCompany(seekers, user.id, { key: 'harbour-health', name: 'Harbour Health' });
    expect((await listBlockedCompanies(seekers, user.id)).map((c) => c.companyName)).toEqual([
      'Acme Pty Ltd',
      'Harbour Health',
    ]);
    expect((await listBlockedCompanies(seekers, user.id))[0]).toEqual({
      companyKey: 'name:acme pty ltd',
      companyName: 'Acme Pty Ltd',
      blockedAt: at,
    });
    expect(await unblockCompany(seekers, user.id, 'harbour-health')).toBe(true);
    expect(await unblockCompany(seekers, user.id, 'harbour-health')).toBe(false);
    expect((await seekerExclusions(seekers, user.id)).companyKeys).toEqual(['name:acme pty ltd']);
  });

  it('hides a job once ("Not interested"), and shows it again', async () => {
    const user = await createTestUser(accounts);
    expect(await hideJob(seekers, user.id, 'job-1')).toEqual({ ok: true, created: true });
    expect(await hideJob(seekers, user.id, 'job-1')).toEqual({ ok: true, created: false });
    expect((await listHiddenJobs(seekers, user.id)).map((job) => job.jobId)).toEqual(['job-1']);
    expect(await seekerExclusions(seekers, user.id)).toEqual({
      jobIds: ['job-1'],
      companyKeys: [],
    });
    expect(await unhideJob(seekers, user.id, 'job-1')).toBe(true);
    expect(await unhideJob(seekers, user.id, 'job-1')).toBe(false);
  });

  it('refuses empty or overlong keys and ids with a message', async () => {
    const user = await createTestUser(accounts);
    expect(await blockCompany(seekers, user.id, { key: '', name: 'X' })).toMatchObject({
      ok: false,
      problem: 'invalid',
    });
    expect(await blockCompany(seekers, user.id, { key: 'x'.repeat(201), name: 'X' })).toMatchObject(
      { ok: false, problem: 'invalid' },
    );
    expect(await hideJob(seekers, user.id, '')).toMatchObject({ ok: false, problem: 'invalid' });
  });

  it("never touches another person's blocks, and leaves with the account", async () => {
    const [ann, bob] = [await createTestUser(accounts), await createTestUser(accounts)];
    await blockCompany(seekers, ann.id, { key: 'acme', name: 'Acme' });
    await hideJob(seekers, ann.id, 'job-9');
    expect(await unblockCompany(seekers, bob.id, 'acme')).toBe(false);
    expect(await unhideJob(seekers, bob.id, 'job-9')).toBe(false);
    expect(await seekerExclusions(seekers, bob.id)).toEqual({ jobIds: [], companyKeys: [] });
    const exported = await exportSeeker(seekers, ann.id);
    expect(exported.blockedCompanies).toEqual([
      { companyKey: 'acme', companyName: 'Acme', blockedAt: clock.now().toISOString() },
    ]);
    expect(exported.hiddenJobs).toEqual([{ jobId: 'job-9', hiddenAt: clock.now().toISOString() }]);
    expect(await deleteAccount(accounts, ann.id, strongPassword)).toEqual({ ok: true });
    expect(await seekerExclusions(seekers, ann.id)).toEqual({ jobIds: [], companyKeys: [] });
  });
});
