import { openTestDatabase } from '@joblane/database/testing';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

import {
  openStore,
  openTestRecord,
  testJobs,
  testNow,
  type RecordFixture,
} from './test/helpers.ts';

const fixtures: RecordFixture[] = [];
afterEach(async () => {
  for (const fixture of fixtures.splice(0)) await fixture.close();
});

async function open() {
  const fixture = await openTestRecord();
  fixtures.push(fixture);
  return fixture.record;
}

async function log(fixture: RecordFixture['record']) {
  return fixture.database
    .as<{ job_record_log: { position: number; job_id: string; operation: string } }>()
    .selectFrom('job_record_log')
    .select(['position', 'job_id', 'operation'])
    .orderBy('position')
    .execute();
}

const day = 86_400_000;

describe('job record (PostgreSQL)', () => {
  it('refuses SQLite with a message saying what to do', async () => {
    const database = await openTestDatabase('sqlite');
    try {
      const { openJobRecord } = await import('./record.ts');
      await expect(openJobRecord({ database })).rejects.toThrow(/needs PostgreSQL/);
    } finally {
      await database.close();
    }
  });

  it('stores every field sanitised exactly as the SQLite store does', async () => {
    const record = await open();
    const [job, other] = testJobs(2);
    const dirty = {
      ...job!,
      title: 'Barista <b>lead</b>',
      company: { ...job!.company, name: 'Smith <i>&amp;</i> Co' },
      descriptionHtml:
        '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:x">a</a></p>',
      keySellingPoints: ['<img src=x onerror=alert(1)>Free coffee'],
    };
    const sqlite = openStore();
    try {
      await sqlite.upsert([dirty, other!]);
      expect(await record.upsert([dirty, other!])).toMatchObject({ inserted: 2, updated: 0 });
      for (const id of [job!.id, other!.id]) {
        expect(await record.getJob(id, { now: testNow })).toEqual(
          await sqlite.getJob(id, { now: testNow }),
        );
      }
      const stored = await record.getJob(job!.id, { now: testNow });
      expect(stored?.descriptionHtml).not.toMatch(/script|onclick|javascript/);
      expect(stored?.title).not.toContain('<');
    } finally {
      await sqlite.close();
    }
    expect(await record.getJob('unknown')).toBeUndefined();
  });

  it('rejects an invalid job and writes nothing of its batch', async () => {
    const record = await open();
    const [good, bad] = testJobs(2);
    await expect(record.upsert([good!, { ...bad!, title: '' }])).rejects.toThrow(/title/);
    expect(await record.getJob(good!.id)).toBeUndefined();
    expect(await record.head()).toMatchObject({ position: 0 });
  });

  it('logs each write in order, one position per job, in the same transaction', async () => {
    const record = await open();
    const jobs = testJobs(5);
    const first = await record.upsert(jobs.slice(0, 3));
    expect(first).toEqual({ inserted: 3, updated: 0, position: 3 });
    // A repeated id counts as the SQLite store counts it and is logged once, in its later place.
    const again = await record.upsert([jobs[0]!, jobs[3]!, jobs[0]!]);
    expect(again).toEqual({ inserted: 1, updated: 2, position: 5 });
    expect(await record.expire([jobs[1]!.id, 'missing', jobs[1]!.id])).toBe(1);
    expect(await record.expire([jobs[1]!.id])).toBe(0); // already expired: nothing logged
    expect((await log(record)).map((row) => [row.position, row.job_id, row.operation])).toEqual([
      [1, jobs[0]!.id, 'upsert'],
      [2, jobs[1]!.id, 'upsert'],
      [3, jobs[2]!.id, 'upsert'],
      [4, jobs[3]!.id, 'upsert'],
      [5, jobs[0]!.id, 'upsert'],
      [6, jobs[1]!.id, 'expire'],
    ]);
    expect(await record.getJob(jobs[1]!.id, { now: testNow })).toMatchObject({ status: 'expired' });
    // Upserting an expired job makes it active again, as in the SQLite store.
    await record.upsert([jobs[1]!]);
    expect(await record.getJob(jobs[1]!.id, { now: testNow })).toMatchObject({ status: 'active' });
    expect(await record.head()).toMatchObject({ position: 7, trimmedThrough: 0 });
    expect(await record.upsert([])).toEqual({ inserted: 0, updated: 0, position: 7 });
    expect(await record.expireWithPosition([])).toEqual({ expired: 0, position: 7 });
  });

  it("upsertIn and expireIn write in the caller's transaction: committed together, or rolled back together", async () => {
    const record = await open();
    const [kept, dropped] = testJobs(2);
    const db = record.database.db;
    await expect(record.upsertIn(db as never, [kept!])).rejects.toThrow(/needs a transaction/);
    // The caller's own write and the job fail together: neither is there.
    await expect(
      db.transaction().execute(async (trx) => {
        await record.upsertIn(trx, [dropped!]);
        throw new Error('the ad could not go live');
      }),
    ).rejects.toThrow('the ad could not go live');
    expect(await record.getJob(dropped!.id)).toBeUndefined();
    expect((await record.head()).position).toBe(0);
    expect(await log(record)).toEqual([]);
    // Committed: the job, its log entry and the head, at the position it returned.
    const written = await db.transaction().execute(async (trx) => record.upsertIn(trx, [kept!]));
    expect(written).toEqual({ inserted: 1, updated: 0, position: 1 });
    expect((await record.getJob(kept!.id))?.title).toBe(kept!.title);
    expect((await record.head()).position).toBe(1);
    expect(await log(record)).toEqual([{ position: 1, job_id: kept!.id, operation: 'upsert' }]);
    // expireIn likewise: rolled back, the job stays active; committed, it is expired and logged.
    await expect(
      db.transaction().execute(async (trx) => {
        expect(await record.expireIn(trx, [kept!.id])).toEqual({ expired: 1, position: 2 });
        throw new Error('the ad could not expire');
      }),
    ).rejects.toThrow('the ad could not expire');
    expect((await record.getJob(kept!.id))?.status).toBe('active');
    expect((await record.head()).position).toBe(1);
    expect(
      await db.transaction().execute((trx) => record.expireIn(trx, [kept!.id, 'unknown'])),
    ).toEqual({ expired: 1, position: 2 });
    expect(await db.transaction().execute((trx) => record.expireIn(trx, []))).toEqual({
      expired: 0,
      position: 2,
    });
    expect((await record.getJob(kept!.id))?.status).toBe('expired');
    expect((await log(record)).map((entry) => entry.operation)).toEqual(['upsert', 'expire']);
  });

  it('expires by date: active jobs whose validThrough is at or before it', async () => {
    const record = await open();
    const jobs = testJobs(40);
    await record.upsert(jobs);
    const cut = new Date(testNow.getTime() + 10 * day);
    const due = jobs
      .filter((job) => Date.parse(job.validThrough) <= cut.getTime())
      .map((j) => j.id);
    expect(due.length).toBeGreaterThan(0);
    expect(await record.expireWithPosition(cut)).toEqual({
      expired: due.length,
      position: 40 + due.length,
    });
    expect(await record.expire(cut)).toBe(0);
    const changes = await record.changesAfter(40, 1000);
    expect(changes.map((change) => change.jobId)).toEqual([...due].sort());
    expect(changes.every((change) => change.operation === 'expire')).toBe(true);
    expect(changes.every((change) => change.job.status === 'expired')).toBe(true);
    await expect(record.expire(new Date('nope'))).rejects.toThrow(RangeError);
  });

  it('serialises concurrent writers: positions commit in order, with no gaps', async () => {
    const record = await open();
    const jobs = testJobs(200);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => record.upsert(jobs.slice(i * 10, i * 10 + 10))),
    );
    const positions = (await log(record)).map((row) => row.position);
    expect(positions).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect((await record.head()).position).toBe(200);
  });

  it('snapshot: streams every job in batches at one position, unmoved by later writes', async () => {
    const record = await open();
    const jobs = testJobs(250);
    await record.upsert(jobs);
    await record.expire([jobs[0]!.id]);
    const batches: number[] = [];
    const seen = new Map<string, string>();
    const head = await record.snapshot(
      100,
      async () => {
        // Written after the snapshot began: not in it.
        await record.upsert(testJobs(5, 8, 1000));
      },
      (batch) => {
        batches.push(batch.length);
        for (const job of batch) seen.set(job.id, job.status);
      },
    );
    expect(head.position).toBe(251);
    expect(batches).toEqual([100, 100, 50]);
    expect(seen.size).toBe(250);
    expect(seen.get(jobs[0]!.id)).toBe('expired');
    expect((await record.head()).position).toBe(256);
  });

  it('snapshot on a replica: a snapshot cut off half way there is read on the primary next time', async () => {
    const fixture = await openTestRecord();
    fixtures.push(fixture);
    await fixture.record.upsert(testJobs(30));
    // Another pool on the same database stands in for the replica.
    const replica = fixture.database.connectAgain({ onIdleError: () => {} });
    const { openJobRecord } = await import('./record.ts');
    const record = await openJobRecord({ database: fixture.database.connectAgain(), replica });
    const admin = fixture.database.connectAgain();
    const sources: string[] = [];
    await expect(
      record.snapshot(
        10,
        (_head, from) => {
          sources.push(from);
        },
        async () => {
          // The replica's session ends under the snapshot (as a recovery conflict would end it).
          await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                    WHERE datname = current_database() AND pid <> pg_backend_pid()
                      AND query LIKE '%FETCH FORWARD%'`.execute(admin.db);
        },
      ),
    ).rejects.toThrow();
    let jobs = 0;
    const head = await record.snapshot(
      10,
      (_head, from) => {
        sources.push(from);
      },
      (batch) => {
        jobs += batch.length;
      },
    );
    expect(sources).toEqual(['replica', 'primary']);
    expect(jobs).toBe(30);
    expect(head.position).toBe(30);
    // And the one after that goes to the replica again.
    await record.snapshot(
      100,
      (_head, from) => {
        sources.push(from);
      },
      () => {},
    );
    expect(sources.at(-1)).toBe('replica');
  });

  it('trims the log after the retention window, but never what a recent follower needs', async () => {
    const record = await open();
    await record.upsert(testJobs(10));
    const later = new Date(Date.now() + 2 * day);
    // A follower that reported recently at position 4 holds positions 5 and on.
    await record.reportPosition('node-a', 4, new Date(later.getTime() - 60_000));
    expect(await record.trim({ now: later })).toBe(4);
    expect((await log(record)).map((row) => row.position)).toEqual([5, 6, 7, 8, 9, 10]);
    // Nothing within the retention window is trimmed, whatever the followers say.
    await record.reportPosition('node-a', 10, later);
    expect(await record.trim({ now: new Date() })).toBe(4);
    // A follower silent for longer than the claim holds nothing (it will rebuild).
    await record.reportPosition('node-b', 6, new Date(later.getTime() - 2 * 3_600_000));
    expect(await record.trim({ now: later })).toBe(10);
    expect(await log(record)).toEqual([]);
    const followers = await record.database
      .as<{ job_record_followers: { name: string } }>()
      .selectFrom('job_record_followers')
      .select('name')
      .execute();
    expect(followers).toEqual([{ name: 'node-a' }]);
    expect(await record.head()).toMatchObject({ position: 10, trimmedThrough: 10 });
  });

  it('tells how far behind each recent follower is, one that stopped reporting included', async () => {
    const record = await open();
    await record.upsert(testJobs(4));
    const now = new Date();
    await record.reportPosition('node-a', 4, now);
    await record.reportPosition('node-b', 1, now);
    await record.reportPosition('node-gone', 0, new Date(now.getTime() - 2 * 3_600_000));
    const second = await record.oldestChangeAfter(1);
    expect(second).toBeDefined();
    expect(await record.followers(now)).toEqual([
      {
        name: 'node-a',
        position: 4,
        seenAt: now.toISOString(),
        behind: 0,
        oldestUnappliedAt: undefined,
      },
      {
        name: 'node-b',
        position: 1,
        seenAt: now.toISOString(),
        behind: 3,
        oldestUnappliedAt: second,
      },
    ]);
  });
});
