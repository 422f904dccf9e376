// The job record's benchmark: `pnpm bench [--count 300000] [--rate 100] [--seconds 30]`.
// Starts a throwaway PostgreSQL cluster, fills the record with `count` generated jobs, times a
// follower's first build from the snapshot into a new SQLite job store, then writes `rate` jobs a
// second for `seconds` and prints how long each took from commit to being applied on the node.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { openRelationalDatabase } from '@joblane/database';
import { startPostgresCluster } from '@joblane/database/testing';
import { iterateJobs, openSqliteJobStore, type JobInput } from '@joblane/jobs';

import { followJobRecord } from '../src/follower.ts';
import { openJobRecord } from '../src/record.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '300000' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '30' },
  },
});
const count = Number(values.count);
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const now = new Date('2026-11-20T00:00:00.000Z');

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

console.log(
  `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; load ${load()}`,
);
const cluster = await startPostgresCluster();
const dir = mkdtempSync(join(tmpdir(), 'job-record-bench-'));
const url = cluster.url('postgres');
const database = openRelationalDatabase({ url, statementTimeoutMs: 120_000 });
try {
  const record = await openJobRecord({ database, url });

  let started = performance.now();
  let batch: JobInput[] = [];
  for (const job of iterateJobs({ count, seed: 1, now })) {
    batch.push(job);
    if (batch.length === 1000) {
      await record.upsert(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await record.upsert(batch);
  console.log(
    `record filled: ${count} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(${Math.round(count / ((performance.now() - started) / 1000))} jobs/s); load ${load()}`,
  );

  // 1. First build from the snapshot.
  const path = join(dir, 'jobs.db');
  const store = openSqliteJobStore({ path });
  const applied = new Map<number, number>();
  const batches: { changes: number; readMs: number; writeMs: number }[] = [];
  started = performance.now();
  // The follower reads over a pool of its own, as a node should open it: its reads never queue
  // behind writers waiting for the head row's lock in the writers' pool.
  const followerDatabase = openRelationalDatabase({ url, poolSize: 2 });
  const follower = followJobRecord({
    record: await openJobRecord({ database: followerDatabase, url }),
    store,
    name: 'bench',
    onError: (error) => console.error(error),
    onApplied: (event) => {
      applied.set(event.position, performance.now());
      if (event.rebuilt === undefined) batches.push(event);
      else {
        console.log(
          `  build: ${(event.readMs / 1000).toFixed(1)} s reading the snapshot (PostgreSQL, cursor), ` +
            `${(event.writeMs / 1000).toFixed(1)} s writing the SQLite store`,
        );
      }
    },
  });
  await follower.ready;
  const buildSeconds = (performance.now() - started) / 1000;
  console.log(
    `snapshot build: ${count} jobs in ${buildSeconds.toFixed(1)} s ` +
      `(${Math.round(count / buildSeconds)} jobs/s), file ${(statSync(path).size / 1e6).toFixed(0)} MB, ` +
      `peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB; load ${load()}`,
  );

  // 2. Follow lag at `rate` writes a second (one job per write: a changed title).
  const writes: { position: number; committed: number }[] = [];
  const total = rate * seconds;
  const lagSamples: number[] = [];
  const sampler = setInterval(() => {
    void follower.lag().then((lag) => lagSamples.push(lag.behind));
  }, 500);
  started = performance.now();
  const pending: Promise<void>[] = [];
  const jobs = [...iterateJobs({ count: Math.min(count, total), seed: 1, now })];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const job = { ...jobs[i % jobs.length]!, title: `Bench role ${i}` };
    pending.push(
      record.upsert([job]).then(({ position }) => {
        writes.push({ position, committed: performance.now() });
      }),
    );
  }
  await Promise.all(pending);
  const achieved = total / ((performance.now() - started) / 1000);
  const last = Math.max(...writes.map((write) => write.position));
  await follower.waitFor(last, 30_000);
  clearInterval(sampler);

  const appliedAt = [...applied.entries()].sort((a, b) => a[0] - b[0]);
  const lags = writes
    .map((write) => {
      const hit = appliedAt.find(([position]) => position >= write.position);
      return hit === undefined ? Number.POSITIVE_INFINITY : hit[1] - write.committed;
    })
    .sort((a, b) => a - b);
  console.log(
    `follow lag at ${achieved.toFixed(0)} writes/s for ${seconds} s (${total} writes, commit to applied on the node): ` +
      `p50 ${quantile(lags, 0.5).toFixed(1)} ms, p99 ${quantile(lags, 0.99).toFixed(1)} ms, ` +
      `max ${lags.at(-1)!.toFixed(1)} ms; positions behind (sampled every 0.5 s): max ${Math.max(0, ...lagSamples)}; load ${load()}`,
  );
  const writeMs = batches.map((each) => each.writeMs).sort((a, b) => a - b);
  const readMs = batches.map((each) => each.readMs).sort((a, b) => a - b);
  console.log(
    `  ${batches.length} batches (${(total / Math.max(1, batches.length)).toFixed(1)} changes each on average); ` +
      `reading a batch p50 ${quantile(readMs, 0.5).toFixed(1)} ms, p99 ${quantile(readMs, 0.99).toFixed(1)} ms; ` +
      `writing it p50 ${quantile(writeMs, 0.5).toFixed(1)} ms, p99 ${quantile(writeMs, 0.99).toFixed(1)} ms, max ${writeMs.at(-1)?.toFixed(1)} ms`,
  );
  await follower.stop();
  await followerDatabase.close();
  await store.close();
} finally {
  await database.close();
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
