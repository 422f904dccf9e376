import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

import { importJobPostings, parseJobSearchQuery, type SqliteJobStore } from '@joblane/jobs';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

import { followJobRecord, type AppliedEvent, type Follower, type ListenState } from './follower.ts';
import { openJobRecord } from './record.ts';
import {
  localRows,
  openStore,
  openTestRecord,
  recordRows,
  removeTempFolders,
  searchableIds,
  tempStorePath,
  testJobs,
  testNow,
  type RecordFixture,
} from './test/helpers.ts';

const fixtures: RecordFixture[] = [];
const followers: Follower[] = [];
const openStores: SqliteJobStore[] = [];
afterEach(async () => {
  for (const follower of followers.splice(0)) await follower.stop();
  for (const opened of openStores.splice(0)) await opened.close();
  for (const fixture of fixtures.splice(0)) await fixture.close();
  removeTempFolders();
});

async function record() {
  const fixture = await openTestRecord();
  fixtures.push(fixture);
  return fixture.record;
}

function store(path?: string) {
  const opened = openStore(path);
  openStores.push(opened);
  return opened;
}

function follow(options: Parameters<typeof followJobRecord>[0]) {
  const follower = followJobRecord({ onError: (error) => console.error(error), ...options });
  followers.push(follower);
  return follower;
}

async function titleSearch(local: SqliteJobStore, words: string) {
  const { query } = parseJobSearchQuery(`keywords=${words}`);
  const result = await local.search(query, { now: testNow });
  return result.jobs.map((job) => job.id);
}

describe('follower', () => {
  it('builds from a snapshot, then a write is searchable within 1 s (NOTIFY, not the poll)', async () => {
    const jobRecord = await record();
    await jobRecord.upsert(testJobs(300));
    const local = store();
    const events: AppliedEvent[] = [];
    const follower = follow({
      record: jobRecord,
      store: local,
      pollMs: 60_000,
      onApplied: (event) => events.push(event),
    });
    expect(follower.isReady()).toBe(false);
    await follower.ready;
    expect(follower.isReady()).toBe(true);
    expect(events[0]).toMatchObject({ position: 300, rebuilt: 'it had never been built' });
    expect((await searchableIds(local)).length).toBe(300);
    // The rebuild checkpointed every 256 MB; the connection is back to SQLite's 1 000 pages.
    expect(local.db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);

    const [job] = testJobs(1, 99, 5000);
    const written = { ...job!, title: 'Zymurgist' };
    const started = performance.now();
    const { position } = await jobRecord.upsert([written]);
    for (;;) {
      if ((await titleSearch(local, 'zymurgist')).length === 1) break;
      expect(performance.now() - started).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    console.log(`write to searchable: ${(performance.now() - started).toFixed(1)} ms`);
    expect(follower.position()).toBe(position);
    expect(await follower.lag()).toMatchObject({ ready: true, behind: 0, oldestUnappliedMs: 0 });

    // Expiry follows too.
    const expired = await jobRecord.expireWithPosition([written.id]);
    expect(await follower.waitFor(expired.position, 1000)).toBe(true);
    expect(await titleSearch(local, 'zymurgist')).toEqual([]);
    expect(await local.getJob(written.id)).toMatchObject({ status: 'expired' });
  });

  it('starts a rebuild again when a batch fails to write, its settings restored, the next batch read ahead dropped', async () => {
    const jobRecord = await record();
    await jobRecord.upsert(testJobs(250));
    const local = store();
    let transactions = 0;
    // The second batch of the snapshot fails to write (a full disk, say), once.
    const failing: SqliteJobStore = {
      ...local,
      transaction(fn) {
        transactions += 1;
        if (transactions === 3) throw new Error('disk I/O error (test)');
        return local.transaction(fn);
      },
    };
    const errors: Error[] = [];
    const follower = follow({
      record: jobRecord,
      store: failing,
      snapshotBatchSize: 100,
      pollMs: 50,
      onError: (error) => errors.push(error),
    });
    await follower.ready;
    expect(errors.map((error) => error.message)).toEqual(['disk I/O error (test)']);
    expect(local.db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    expect((await searchableIds(local)).length).toBe(250);
    expect(follower.position()).toBe(250);
  });

  it('carries verified employers to every node: the snapshot and later writes filter by verified=1', async () => {
    const jobRecord = await record();
    const jobs = testJobs(40).map((job, i) => (i < 10 ? { ...job, verifiedEmployer: true } : job));
    await jobRecord.upsert(jobs);
    const local = store();
    const follower = follow({ record: jobRecord, store: local, pollMs: 60_000 });
    await follower.ready;
    const verifiedIds = async () => {
      const { query } = parseJobSearchQuery('verified=1');
      const result = await local.search(query, { now: testNow, pageSize: 100 });
      expect(result.facets.verified[0]).toMatchObject({ value: '1', count: result.total });
      return result.jobs.map((job) => job.id).sort();
    };
    expect(await verifiedIds()).toEqual(
      jobs
        .slice(0, 10)
        .map((job) => job.id)
        .sort(),
    );

    // An organisation verified later: its job written again reaches the node's index.
    const { position } = await jobRecord.upsert([{ ...jobs[20]!, verifiedEmployer: true }]);
    expect(await follower.waitFor(position, 2000)).toBe(true);
    expect(await verifiedIds()).toContain(jobs[20]!.id);
    expect((await jobRecord.getJob(jobs[20]!.id, { now: testNow }))?.verifiedEmployer).toBe(true);
    expect((await local.getJob(jobs[20]!.id, { now: testNow }))?.verifiedEmployer).toBe(true);
  });

  it('polls when it cannot listen, and reports lag while behind', async () => {
    const jobRecord = await record();
    const local = store();
    const follower = follow({ record: jobRecord, store: local, listen: false, pollMs: 100 });
    await follower.ready;
    await follower.stop();
    await jobRecord.upsert(testJobs(20));
    const lag = await follower.lag();
    expect(lag).toMatchObject({ ready: true, position: 0, head: 20, behind: 20 });
    expect(lag.oldestUnappliedMs).toBeGreaterThanOrEqual(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await follower.lag()).oldestUnappliedMs).toBeGreaterThanOrEqual(40);

    // A position the stopped follower never reaches: waiting gives up after the timeout.
    expect(await follower.waitFor(20, 100)).toBe(false);
    const polling = follow({ record: jobRecord, store: local, listen: false, pollMs: 100 });
    await polling.ready;
    const { position } = await jobRecord.upsert(testJobs(5, 3, 100));
    expect(await polling.waitFor(position, 2000)).toBe(true);
    expect((await searchableIds(local)).length).toBe(25);
  });

  it('with a LISTEN url nobody answers on, says so once and follows by polling', async () => {
    const fixture = await openTestRecord();
    fixtures.push(fixture);
    // A port that refuses: a server opened and closed again.
    const dead = createServer();
    dead.listen(0, '127.0.0.1');
    await once(dead, 'listening');
    const port = (dead.address() as AddressInfo).port;
    await new Promise((done) => dead.close(done));
    const deafRecord = await openJobRecord({
      database: fixture.database.connectAgain(),
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    });
    const local = store();
    const changes: ListenState[] = [];
    const errors: Error[] = [];
    const follower = follow({
      record: deafRecord,
      store: local,
      pollMs: 100,
      onError: (error) => errors.push(error),
      onListenChange: (state) => changes.push(state),
    });
    await follower.ready;
    // Several polls later (each retries LISTEN): told once, nothing in the error channel.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ listening: false });
    expect((changes[0] as { error: Error }).error.message).toMatch(/ECONNREFUSED/);
    expect(errors).toEqual([]);
    const { position } = await fixture.record.upsert(testJobs(4));
    expect(await follower.waitFor(position, 2000)).toBe(true);
    expect((await searchableIds(local)).length).toBe(4);
  });

  it('says when LISTEN works', async () => {
    const jobRecord = await record();
    const changes: ListenState[] = [];
    const follower = follow({
      record: jobRecord,
      store: store(),
      pollMs: 60_000,
      onListenChange: (state) => changes.push(state),
    });
    await follower.ready;
    await expect.poll(() => changes, { timeout: 5000 }).toEqual([{ listening: true }]);
  });

  it('reads its snapshot from the replica when there is one, and from the primary when the replica cannot serve it', async () => {
    const fixture = await openTestRecord();
    fixtures.push(fixture);
    await fixture.record.upsert(testJobs(50));
    // Another pool on the same database stands in for a streaming replica (the web app's
    // replica test uses a real one); a database holding another record for a wrong URL.
    const replica = fixture.database.connectAgain();
    const events: AppliedEvent[] = [];
    const withReplica = await openJobRecord({ database: fixture.database.connectAgain(), replica });
    const first = follow({
      record: withReplica,
      store: store(),
      listen: false,
      onApplied: (event) => events.push(event),
    });
    await first.ready;
    expect(events[0]).toMatchObject({ position: 50, from: 'replica' });

    const other = await openTestRecord();
    fixtures.push(other);
    const reasons: Error[] = [];
    const wrongReplica = await openJobRecord({
      database: fixture.database.connectAgain(),
      replica: other.database.connectAgain(),
      onReplicaError: (error) => reasons.push(error),
    });
    const second: AppliedEvent[] = [];
    const local = store();
    const follower = follow({
      record: wrongReplica,
      store: local,
      listen: false,
      onApplied: (event) => second.push(event),
    });
    await follower.ready;
    expect(second[0]).toMatchObject({ position: 50, from: 'primary' });
    expect(reasons[0]?.message).toMatch(/another job record/);
    expect(localRows(local)).toEqual(await recordRows(fixture.record));
  });

  it('continues from its stored position after a restart, without rebuilding', async () => {
    const jobRecord = await record();
    const path = tempStorePath();
    const jobs = testJobs(100);
    await jobRecord.upsert(jobs.slice(0, 50));
    let local = store(path);
    const first = follow({ record: jobRecord, store: local, pollMs: 60_000 });
    await first.ready;
    await first.stop();
    await local.close();

    await jobRecord.upsert(jobs.slice(50));
    await jobRecord.expire([jobs[0]!.id]);
    local = store(path);
    const events: AppliedEvent[] = [];
    const second = follow({
      record: jobRecord,
      store: local,
      batchSize: 20,
      pollMs: 60_000,
      onApplied: (event) => events.push(event),
    });
    await second.ready;
    expect(events.every((event) => event.rebuilt === undefined)).toBe(true);
    expect(events.map((event) => event.position)).toEqual([70, 90, 101]);
    expect(localRows(local)).toEqual(await recordRows(jobRecord));
  });

  it('rebuilds when its position is older than the trimmed log', async () => {
    const jobRecord = await record();
    const path = tempStorePath();
    const jobs = testJobs(60);
    await jobRecord.upsert(jobs.slice(0, 20));
    let local = store(path);
    const first = follow({ record: jobRecord, store: local, pollMs: 60_000 });
    await first.ready;
    await first.stop();
    await local.close();

    await jobRecord.upsert(jobs.slice(20));
    await jobRecord.expire([jobs[1]!.id, jobs[30]!.id]);
    // The follower has been silent for days: trimming no longer spares it.
    expect(await jobRecord.trim({ now: new Date(Date.now() + 3 * 86_400_000) })).toBe(62);

    local = store(path);
    const events: AppliedEvent[] = [];
    const second = follow({
      record: jobRecord,
      store: local,
      pollMs: 60_000,
      onApplied: (event) => events.push(event),
    });
    await second.ready;
    expect(events[0]).toMatchObject({
      position: 62,
      rebuilt: 'its position is older than the retained log',
    });
    expect(localRows(local)).toEqual(await recordRows(jobRecord));
    expect((await searchableIds(local)).length).toBe(58);
  });

  it('rebuilds when the log is trimmed past it while it runs', async () => {
    const jobRecord = await record();
    const local = store();
    const events: AppliedEvent[] = [];
    const follower = follow({
      record: jobRecord,
      store: local,
      listen: false,
      pollMs: 60_000,
      onApplied: (event) => events.push(event),
    });
    await follower.ready;
    await jobRecord.upsert(testJobs(10));
    await jobRecord.trim({ now: new Date(Date.now() + 3 * 86_400_000) });
    await follower.catchUp();
    expect(events.at(-1)).toMatchObject({ position: 10, rebuilt: expect.any(String) });
    expect(localRows(local)).toEqual(await recordRows(jobRecord));
  });

  it('rebuilds a file built from another record', async () => {
    const one = await record();
    const two = await record();
    await one.upsert(testJobs(5));
    await two.upsert(testJobs(3, 11));
    const path = tempStorePath();
    let local = store(path);
    const first = follow({ record: one, store: local, pollMs: 60_000 });
    await first.ready;
    await first.stop();
    await local.close();
    local = store(path);
    const events: AppliedEvent[] = [];
    const second = follow({
      record: two,
      store: local,
      pollMs: 60_000,
      onApplied: (event) => events.push(event),
    });
    await second.ready;
    expect(events[0]?.rebuilt).toMatch(/another record/);
  });

  it('recovers by itself when its connections are cut (LISTEN and pool), polling meanwhile', async () => {
    const fixture = await openTestRecord();
    fixtures.push(fixture);
    const local = store();
    const errors: Error[] = [];
    const follower = follow({
      record: fixture.record,
      store: local,
      pollMs: 200,
      onError: (error) => errors.push(error),
    });
    await follower.ready;
    const admin = fixture.database.connectAgain();
    const cut = async () => {
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(admin.db);
    };
    // The follower's LISTEN connection is open (it opens beside the first build).
    await expect
      .poll(
        async () =>
          (
            await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND query LIKE 'LISTEN%'`.execute(admin.db)
          ).rows[0]!.n,
        { timeout: 5000 },
      )
      .toBe(1);
    await cut();
    // The pool notices its ended idle connections before the next write.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { position } = await fixture.record.upsert(testJobs(3));
    expect(await follower.waitFor(position, 5000)).toBe(true);
    // The LISTEN connection's loss was reported (its wording depends on when the socket saw it).
    await expect.poll(() => errors.length, { timeout: 2000 }).toBeGreaterThan(0);
    // Later writes are followed again, woken by a new LISTEN connection.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const next = await fixture.record.upsert(testJobs(2, 5, 50));
    expect(await follower.waitFor(next.position, 5000)).toBe(true);
    expect(localRows(local)).toEqual(await recordRows(fixture.record));
  });

  it('the feed importer writes through the record, and the node indexes what it imported', async () => {
    const jobRecord = await record();
    const local = store();
    const follower = follow({ record: jobRecord, store: local, pollMs: 60_000 });
    await follower.ready;
    const posting = (identifier: string, title: string) => ({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      identifier,
      title,
      description: '<p>Care for patients.</p><script>alert(1)</script>',
      datePosted: '2026-11-18',
      validThrough: '2026-12-30T00:00:00Z',
      hiringOrganization: { '@type': 'Organization', name: 'Harbour Health' },
      jobLocation: {
        '@type': 'Place',
        address: { addressLocality: 'Parramatta', addressRegion: 'NSW', addressCountry: 'AU' },
      },
      employmentType: 'FULL_TIME',
      occupationalCategory: 'Nursing - General Medical & Surgical',
      industry: 'Healthcare & Medical',
      url: `https://example.com/jobs/${identifier}`,
    });
    const feed = [
      posting('feed-1', 'Theatre Nurse'),
      { identifier: 'bad' },
      posting('feed-2', 'Midwife'),
    ]
      .map((line) => JSON.stringify(line))
      .join('\n');
    const report = await importJobPostings(jobRecord, Readable.from([feed]), { batchSize: 1 });
    expect(report).toMatchObject({ records: 3, inserted: 2, updated: 0 });
    expect(report.bad).toHaveLength(1);
    const head = await jobRecord.head();
    expect(await follower.waitFor(head.position, 1000)).toBe(true);
    expect(await titleSearch(local, 'midwife')).toEqual(['feed-2']);
    expect((await local.getJob('feed-1'))?.descriptionHtml).toBe('<p>Care for patients.</p>');
  });
});
