import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openModeration, type ModerationDb } from './moderation.ts';
import {
  decideReports,
  myReports,
  openReports,
  REPORT_DETAILS_MAX,
  reportJob,
  reportsFor,
} from './reports.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 10, minute));

describe.each(dialects)('reports on %s', (dialect) => {
  let database: TestDatabase;
  let db: ModerationDb;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    db = await openModeration(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('takes one report per person per job: a second answers already-reported', async () => {
    const first = await reportJob(
      db,
      {
        jobId: 'job-1',
        reporter: { userId: 'user-a' },
        reason: 'scam',
        details: ' Asked for $99 ',
      },
      at(0),
    );
    expect(first).toEqual({ ok: true, openReports: 1, reachedThreshold: false });
    const again = await reportJob(
      db,
      { jobId: 'job-1', reporter: { userId: 'user-a' }, reason: 'other' },
      at(1),
    );
    expect(again).toMatchObject({ ok: false, problem: 'already-reported' });
    const signedOut = { clientKey: 'client-key-1' };
    expect(
      await reportJob(db, { jobId: 'job-1', reporter: signedOut, reason: 'duplicate' }, at(2)),
    ).toMatchObject({ ok: true, openReports: 2 });
    expect(
      await reportJob(db, { jobId: 'job-1', reporter: signedOut, reason: 'duplicate' }, at(3)),
    ).toMatchObject({ ok: false, problem: 'already-reported' });
    expect(await reportsFor(db, 'job-1')).toEqual([
      {
        jobId: 'job-1',
        userId: 'user-a',
        reason: 'scam',
        details: 'Asked for $99',
        reportedAt: at(0).toISOString(),
        decision: null,
        decidedAt: null,
      },
      {
        jobId: 'job-1',
        userId: null,
        reason: 'duplicate',
        details: null,
        reportedAt: at(2).toISOString(),
        decision: null,
        decidedAt: null,
      },
    ]);
    // The client key is kept only hashed.
    const stored = await db.selectFrom('job_reports').select('reporter').execute();
    expect(stored.map((row) => row.reporter).join()).not.toContain('client-key-1');
  });

  it('refuses an unknown reason and over-long details without storing anything', async () => {
    expect(
      await reportJob(db, { jobId: 'job-2', reporter: { userId: 'u' }, reason: 'boring' }),
    ).toMatchObject({ ok: false, problem: 'unknown-reason' });
    expect(
      await reportJob(db, {
        jobId: 'job-2',
        reporter: { userId: 'u' },
        reason: 'other',
        details: 'x'.repeat(REPORT_DETAILS_MAX + 1),
      }),
    ).toMatchObject({ ok: false, problem: 'details-too-long' });
    expect(await reportsFor(db, 'job-2')).toEqual([]);
  });

  it('says the job reached three reports exactly once, on the third distinct reporter', async () => {
    const reasons = ['scam', 'asks-for-money', 'scam', 'misleading'] as const;
    const reporters = [{ userId: 'r1' }, { userId: 'r2' }, { clientKey: 'k3' }, { userId: 'r4' }];
    const answers = [];
    for (const [index, reporter] of reporters.entries())
      answers.push(
        await reportJob(db, { jobId: 'job-3', reporter, reason: reasons[index]! }, at(10 + index)),
      );
    expect(answers.map((answer) => answer.ok && answer.reachedThreshold)).toEqual([
      false,
      false,
      true,
      false,
    ]);
    // The same person again adds nothing.
    expect(
      await reportJob(db, { jobId: 'job-3', reporter: { userId: 'r1' }, reason: 'scam' }),
    ).toMatchObject({ ok: false });
    const open = await openReports(db);
    expect(open[0]).toEqual({
      jobId: 'job-3',
      reports: 4,
      reasons: { scam: 2, 'asks-for-money': 1, misleading: 1 },
      firstReportedAt: at(10).toISOString(),
      details: [],
    });
  });

  it('of reports racing to be the third, exactly one says the job reached three', async () => {
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all(
        ['a', 'b', 'c', 'd', 'e'].map((who) =>
          reportJob(db, { jobId: `job-race-${round}`, reporter: { userId: who }, reason: 'scam' }),
        ),
      );
      expect(answers.every((answer) => answer.ok)).toBe(true);
      expect(answers.filter((answer) => answer.ok && answer.reachedThreshold)).toHaveLength(1);
    }
  });

  it('shows a reporter the decision, and decided reports leave the open list', async () => {
    expect(await decideReports(db, 'job-3', { decision: 'upheld', by: 'mod-1' }, at(30))).toBe(4);
    expect(await decideReports(db, 'job-3', { decision: 'dismissed', by: 'mod-1' }, at(31))).toBe(
      0,
    );
    expect((await openReports(db)).map((job) => job.jobId)).not.toContain('job-3');
    const mine = await myReports(db, 'r1');
    expect(mine).toEqual([
      expect.objectContaining({
        jobId: 'job-3',
        decision: 'upheld',
        decidedAt: at(30).toISOString(),
      }),
    ]);
    // Reported again after a decision by someone new: counted afresh.
    expect(
      await reportJob(db, { jobId: 'job-3', reporter: { userId: 'r5' }, reason: 'scam' }),
    ).toMatchObject({ ok: true, openReports: 1 });
  });

  it('keeps the one-report rule in the database too', async () => {
    const row = {
      job_id: 'job-9',
      reporter: 'user:x',
      user_id: 'x',
      reason: 'scam' as const,
      details: null,
      reported_at: at(0).toISOString(),
      decision: null,
      decided_by: null,
      decided_at: null,
    };
    await db.insertInto('job_reports').values(row).execute();
    await expect(db.insertInto('job_reports').values(row).execute()).rejects.toThrow();
  });
});
