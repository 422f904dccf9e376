// pnpm bench:load [--size 1000000] [--loads 3] [--writes 20000]
//
// What a node pays before it can search, and per job written: each load of the in-memory index
// of the cached generated store in a fresh process (time, heap the index keeps, resident memory),
// then the write path's cost per job (cleaning, fingerprint, rows and full-text rows) into an
// empty store on disk.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { iterateJobs } from '../generate/generate.ts';
import { openSqliteJobStore } from '../store/sqlite/sqliteStore.ts';
import { benchNow, benchSeed, benchStorePath, buildGeneratedStore } from './generatedStore.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '1000000' },
    loads: { type: 'string', default: '3' },
    writes: { type: 'string', default: '20000' },
    /** Internal: one load in this process, its figures printed as JSON. */
    one: { type: 'boolean', default: false },
  },
});
const size = Number(values.size);
const path = benchStorePath(size);
const mb = (bytes: number) => bytes / 2 ** 20;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

if (values.one) {
  const store = openSqliteJobStore({ path });
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  store.loadIndex();
  const ms = performance.now() - started;
  gc();
  const { heapUsed, rss } = process.memoryUsage();
  console.log(JSON.stringify({ ms, heapMb: mb(heapUsed - heapBefore), rssMb: mb(rss) }));
  await store.close();
  process.exit(0);
}

console.log(
  `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim()}, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
if (!existsSync(path)) {
  console.log(`building ${size} generated jobs into ${path} ...`);
  const seconds = buildGeneratedStore(path, size, (done, s) =>
    console.log(`  ${done} jobs, ${s.toFixed(0)} s`),
  );
  console.log(`built in ${seconds.toFixed(0)} s`);
}

console.log(`\nLoading the index of ${size} jobs, each load in a fresh process:`);
for (let load = 1; load <= Number(values.loads); load += 1) {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', import.meta.filename, '--one', '--size', String(size)],
    { encoding: 'utf8' },
  );
  if (child.status !== 0) {
    console.error(child.stderr);
    process.exit(1);
  }
  const { ms, heapMb, rssMb } = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as {
    ms: number;
    heapMb: number;
    rssMb: number;
  };
  console.log(
    `  load ${load}: ${(ms / 1000).toFixed(2)} s, heap kept ${heapMb.toFixed(0)} MB, resident ${rssMb.toFixed(0)} MB`,
  );
}

const writes = Number(values.writes);
const dir = mkdtempSync(join(tmpdir(), 'jobs-write-bench-'));
try {
  const store = openSqliteJobStore({ path: join(dir, 'jobs.db') });
  const jobs = [...iterateJobs({ count: writes, seed: benchSeed + 1, now: benchNow })];
  const started = performance.now();
  for (let at = 0; at < jobs.length; at += 1000) store.upsertSync(jobs.slice(at, at + 1000));
  const ms = performance.now() - started;
  console.log(
    `\nWriting ${writes} generated jobs into an empty store, 1 000 a transaction: ${((ms * 1000) / writes).toFixed(0)} µs a job`,
  );
  await store.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
