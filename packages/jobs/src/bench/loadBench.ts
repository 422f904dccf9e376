// pnpm bench:load [--size 1000000] [--loads 3] [--writes 20000]
//
// What a node pays before it can search, and per job written: each load of the in-memory index
// of the cached generated store in a fresh process (time, heap the index keeps, resident memory),
// from every row and then from the index image the store keeps in the file; then the write
// path's cost per job (cleaning, fingerprint, rows and full-text rows) into an empty store on disk.

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
    /** Internal, with `--one`: `rows` (every row) or `image` (the index image). */
    from: { type: 'string', default: 'image' },
  },
});
const size = Number(values.size);
const path = benchStorePath(size);
const mb = (bytes: number) => bytes / 2 ** 20;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

if (values.one) {
  // From every row: the image neither read nor written; else the image the store keeps.
  const fromRows = values.from === 'rows';
  const store = openSqliteJobStore({
    path,
    ...(fromRows ? { indexImageMinDocs: Number.POSITIVE_INFINITY } : {}),
  });
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const load = store.loadIndex()!;
  const ms = performance.now() - started;
  gc();
  const { heapUsed, rss } = process.memoryUsage();
  console.log(
    JSON.stringify({ ms, heapMb: mb(heapUsed - heapBefore), rssMb: mb(rss), source: load.source }),
  );
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

/** One load of the index in a fresh process, printed. */
function loadOnce(from: 'rows' | 'image', label: string) {
  const child = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      import.meta.filename,
      '--one',
      '--size',
      `${size}`,
      '--from',
      from,
    ],
    { encoding: 'utf8' },
  );
  if (child.status !== 0) {
    console.error(child.stderr);
    process.exit(1);
  }
  const { ms, heapMb, rssMb, source } = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as {
    ms: number;
    heapMb: number;
    rssMb: number;
    source: string;
  };
  console.log(
    `  ${label}: ${(ms / 1000).toFixed(2)} s from ${source}, heap kept ${heapMb.toFixed(0)} MB, resident ${rssMb.toFixed(0)} MB`,
  );
}

console.log(`\nLoading the index of ${size} jobs from every row, each load in a fresh process:`);
for (let load = 1; load <= Number(values.loads); load += 1) loadOnce('rows', `load ${load}`);
console.log(`\nFrom the index image the store keeps (the first load writes it if it is missing):`);
loadOnce('image', 'load 0');
for (let load = 1; load <= Number(values.loads); load += 1) loadOnce('image', `load ${load}`);

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
