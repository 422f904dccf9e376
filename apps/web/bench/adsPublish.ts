// pnpm bench:ads: publishing employers' ads one after another into the 300 000-job store while
// people search it. For each ad, the time from "Publish" to the ad being found by a search for
// its own title word; and the search p95 with those writes against the same run without them.
// Searches and writes go through the search pool as in the server (`pnpm build` first).
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import { organisationsOf, signUp } from '@joblane/accounts';
import { adToJob, createDraft, publishAd } from '@joblane/ads';
import { sampleAdFields } from '@joblane/ads/testing';
import { benchNow, benchStorePath, buildGeneratedStore } from '@joblane/jobs/bench';
import { parseJobSearchQuery } from '@joblane/jobs';
import { openRelationalDatabase } from '@joblane/database';

import { appRoot } from '../build/build.ts';
import { openJobDatabase } from '../src/server/database.ts';
import { openRecords } from '../src/server/records.ts';
import { defaultSearchThreads } from '../src/server/searchPool.ts';

const JOBS = 300_000;
const ADS = Number(process.env.BENCH_ADS ?? 10_000);
const BASELINE_SECONDS = Number(process.env.BENCH_BASELINE_SECONDS ?? 60);
const threads = Number(process.env.SEARCH_THREADS ?? defaultSearchThreads());
const cached = process.env.BENCH_DATABASE_PATH ?? benchStorePath(JOBS);
const workerFile = join(appRoot, 'dist', 'server', 'searchWorker.js');

if (!existsSync(workerFile)) {
  throw new Error(`${workerFile} is missing: run \`pnpm build\` in apps/web first.`);
}
if (!existsSync(cached)) {
  console.log(`Building ${JOBS.toLocaleString('en-AU')} jobs into ${cached} ...`);
  console.log(`built in ${buildGeneratedStore(cached, JOBS).toFixed(0)} s`);
}
// The ads go into a copy: the cached store stays as the other benchmarks expect it.
const dir = mkdtempSync(join(tmpdir(), 'joblane-bench-ads-'));
const storePath = join(dir, 'jobs.db');
{
  // Fold the cache's write-ahead log into its file before copying it.
  const cache = openRelationalDatabase({ sqlitePath: cached });
  await cache.close();
  copyFileSync(cached, storePath);
}

const database = await openJobDatabase({
  path: storePath,
  searchPool: { workerFile, threads, taskTimeoutMs: 120_000 },
});
const records = await openRecords(
  { sqlitePath: join(dir, 'records.db') },
  { accounts: { hashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 } }, now: () => benchNow },
);
const employer = await signUp(records.accounts, {
  role: 'employer',
  name: 'Bench Employer',
  email: 'bench@example.com',
  password: 'violet harbour lantern 42',
  organisationName: 'Bench Health',
});
if (!employer.ok) throw new Error('sign-up failed');
const [organisation] = await organisationsOf(records.accounts, employer.user.id);
const company = { name: organisation!.name, slug: organisation!.slug };

/**
 * The searches people run meanwhile: 30 keywords x 20 pages, 600 distinct searches asked in turn,
 * more than the store's 256-result cache holds, so the run without writes misses it too (as in
 * bench/results.ts): the two runs compare searching, not cache hits against misses.
 */
const KEYWORDS = [
  'manager',
  'nurse',
  'developer',
  'engineer',
  'accountant',
  'teacher',
  'chef',
  'sales',
  'analyst',
  'assistant',
  'electrician',
  'driver',
  'designer',
  'consultant',
  'officer',
  'coordinator',
  'technician',
  'administrator',
  'support',
  'senior',
  'registered nurse',
  'project manager',
  'customer service',
  'warehouse',
  'marketing',
  'receptionist',
  'carpenter',
  'plumber',
  'barista',
  'payroll',
];
const searches = KEYWORDS.flatMap((keywords) =>
  Array.from(
    { length: 20 },
    (_, index) => parseJobSearchQuery({ keywords, page: String(index + 1) }).query,
  ),
);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** `threads` searchers in a loop until `stop()`; returns each search's milliseconds. */
function searchLoad() {
  const times: number[] = [];
  const state = { running: true };
  let next = 0;
  const workers = Array.from({ length: threads }, async () => {
    while (state.running) {
      const query = searches[next++ % searches.length]!;
      const started = performance.now();
      await database.store.search(query, { now: benchNow });
      times.push(performance.now() - started);
    }
  });
  return {
    times,
    async stop() {
      state.running = false;
      await Promise.all(workers);
    },
  };
}

/** A word no generated job has, unique to the ad: letters only (`qzk` + the index in base 26). */
const wordOf = (index: number) =>
  `qzk${index
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 26)))
    .join('')}`;

console.log(
  `machine: ${cpus()[0]?.model ?? 'unknown'} x ${cpus().length}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)}; ${threads} search threads`,
);
// Warm the pool and the caches a little, then the run without writes.
for (const query of searches) await database.store.search(query, { now: benchNow });
const baseline = searchLoad();
await new Promise((resolve) => setTimeout(resolve, BASELINE_SECONDS * 1000));
await baseline.stop();

const withWrites = searchLoad();
const toSearchable: number[] = [];
const runStarted = performance.now();
for (let index = 0; index < ADS; index += 1) {
  const word = wordOf(index);
  const draft = await createDraft(
    records.ads,
    organisation!.id,
    employer.user.id,
    sampleAdFields({ title: `Registered Nurse ${word}` }),
  );
  const started = performance.now();
  const published = await publishAd(records.ads, organisation!.id, draft.id);
  if (!published.ok) throw new Error('not published');
  await database.store.upsert([adToJob(published.ad, company, { now: benchNow })]);
  const query = parseJobSearchQuery({ keywords: word }).query;
  for (;;) {
    const found = await database.store.search(query, { now: benchNow, pageSize: 1 });
    if (found.jobs.some((job) => job.id === draft.id)) break;
  }
  toSearchable.push(performance.now() - started);
  if ((index + 1) % 1000 === 0) {
    console.log(
      `${(index + 1).toLocaleString('en-AU')} ads: time to searchable p50 ${percentile(toSearchable, 50).toFixed(1)} ms, p95 ${percentile(toSearchable, 95).toFixed(1)} ms`,
    );
  }
}
const writeSeconds = (performance.now() - runStarted) / 1000;
await withWrites.stop();

const row = (name: string, times: number[]) =>
  `${name.padEnd(28)} ${String(times.length).padStart(7)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)} ${percentile(times, 99).toFixed(1).padStart(8)}`;
console.log(
  `\n${ADS.toLocaleString('en-AU')} ads published in a row in ${writeSeconds.toFixed(1)} s (${(ADS / writeSeconds).toFixed(0)} per second)`,
);
console.log(
  `${'ms'.padEnd(28)} ${'count'.padStart(7)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}`,
);
console.log(row('time to searchable', toSearchable));
console.log(row(`search, no writes (${BASELINE_SECONDS} s)`, baseline.times));
console.log(row('search, during the writes', withWrites.times));
const over = toSearchable.filter((ms) => ms >= 1000).length;
const ratio = percentile(withWrites.times, 95) / percentile(baseline.times, 95);
console.log(
  `ads over 1 s to searchable: ${over}; search p95 with writes / without: ${ratio.toFixed(3)} (${((ratio - 1) * 100).toFixed(1)} %)`,
);

await records.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
