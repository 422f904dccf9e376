// pnpm bench:publishing: publishing ads one after another while people search, at 300 000 jobs.
// Each ad is its own write on the main thread's writer connection (as the posting flow does);
// searches run in the search pool (the production worker bundle: run `pnpm build` first), each
// worker on its own read connection. Measures every ad's time-to-searchable (the write returns ->
// a search in the pool finds it on page one) and the search latency of a steady search load
// without writes (before and after) and with them. Prints the numbers; docs/benchmarks.md keeps them.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { benchNow, benchSeed, benchStorePath } from '@joblane/jobs/bench';
import {
  defaultJobSearchQuery,
  iterateJobs,
  type JobInput,
  type JobSearchQuery,
  type JobStore,
} from '@joblane/jobs';

import { appRoot } from '../build/build.ts';
import { openJobDatabase } from '../src/server/jobDatabase.ts';
import { defaultSearchThreads } from '../src/server/searchPool.ts';
import { KEYWORDS, loadQueries } from './searches.ts';
import { percentiles as summary } from './stats.ts';
import { ensureGeneratedStore } from './targetProcess.ts';

const { values: args } = parseArgs({
  options: {
    ads: { type: 'string', default: process.env.BENCH_ADS ?? '10000' },
    /** Seconds of search load without writes, before and after the publishing run. */
    baseline: { type: 'string', default: process.env.BENCH_BASELINE_SECONDS ?? '60' },
    /** Searches started a second, whether or not earlier ones have answered (open loop). */
    rate: { type: 'string', default: process.env.BENCH_SEARCH_RATE ?? '200' },
    /** Ads published a second at most (0: each as soon as the one before is searchable). */
    'publish-rate': { type: 'string', default: process.env.BENCH_PUBLISH_RATE ?? '0' },
  },
});
const JOBS = 300_000;
const ADS = Number(args.ads);
const BASELINE_MS = Number(args.baseline) * 1000;
const RATE = Number(args.rate);
const PUBLISH_RATE = Number(args['publish-rate']);
/** An ad not found within this long counts as a failure (and the run goes on). */
const GIVE_UP_MS = 10_000;
const threads = Number(process.env.SEARCH_THREADS ?? defaultSearchThreads());
const sourcePath = process.env.BENCH_DATABASE_PATH ?? benchStorePath(JOBS);
const workerFile = join(appRoot, 'dist', 'server', 'searchWorker.js');

if (!existsSync(workerFile)) {
  throw new Error(`${workerFile} is missing: run \`pnpm build\` in apps/web first.`);
}
ensureGeneratedStore(sourcePath, JOBS);

/** The search load: the shared results-page mix (`bench/searches.ts`), asked in turn. */
const LOAD_QUERIES: JobSearchQuery[] = loadQueries();

/** The one-word keywords of the load: what the seeker of each ad searches for. */
const SEEKER_WORDS = KEYWORDS.filter((keywords) => !keywords.includes(' '));

/**
 * The ads: generated jobs (another seed than the store's) whose title holds one of the load's
 * one-word keywords, listed at the benchmark's clock, each from its own organisation; every
 * third hides its pay (which still filters searches).
 */
function* ads(count: number): Generator<{ ad: JobInput; keyword: string }> {
  let i = 0;
  for (const job of iterateJobs({ count: count * 20, seed: benchSeed + 1, now: benchNow })) {
    if (i >= count) return;
    const titleWords = job.title.toLowerCase().split(/[^a-z]+/);
    const keyword = SEEKER_WORDS.find((word) => titleWords.includes(word));
    if (keyword === undefined) continue;
    yield {
      keyword,
      ad: {
        ...job,
        id: `ad-${i}`,
        company: { name: `Bench Employer ${i}`, slug: `bench-employer-${i}` },
        listedAt: benchNow.toISOString(),
        validThrough: new Date(benchNow.getTime() + 30 * 86_400_000).toISOString(),
        ...(job.salary === undefined
          ? {}
          : { salary: { ...job.salary, hidden: i % 3 === 0 || job.salary.hidden } }),
      },
    };
    i += 1;
  }
}

/**
 * What a seeker does to see the newest ads: one of the load's words (so the search meets the
 * keyword matches a busy site keeps), newest first, with the ad's pay floor when it has pay
 * (hidden pay filters too). The new ad is the first card.
 */
function seekerQuery(ad: JobInput, keyword: string): JobSearchQuery {
  return {
    ...defaultJobSearchQuery,
    keywords: keyword,
    sortMode: 'date',
    ...(ad.salary === undefined
      ? {}
      : { salaryType: ad.salary.period, salaryMin: Math.floor(ad.salary.min) }),
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Starts `RATE` searches a second in turn from the load's list, each without waiting for the
 * ones before (an open loop: a site's visitors do not wait for each other), until `stop()`;
 * returns their latencies.
 */
function searchLoad(store: JobStore) {
  const times: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const interval = 1000 / RATE;
  function launch() {
    const query = LOAD_QUERIES[next % LOAD_QUERIES.length]!;
    next += 1;
    const begun = performance.now();
    const search = store.search(query, { now: benchNow }).then(
      () => {
        times.push(performance.now() - begun);
      },
      () => {
        failures += 1;
      },
    );
    inFlight.add(search);
    void search.finally(() => inFlight.delete(search));
  }
  // Catches up after a late timer, so the rate holds on a busy machine.
  const timer = setInterval(() => {
    const due = Math.floor((performance.now() - started) / interval);
    while (next < due) launch();
  }, interval);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      return { times, failures };
    },
  };
}

const sleep = (milliseconds: number) => new Promise((done) => setTimeout(done, milliseconds));

const dir = mkdtempSync(join(tmpdir(), 'joblane-publishing-bench-'));
const path = join(dir, 'jobs.db');
// The run writes 10 000 ads: into a copy, so the shared generated store stays as it is.
for (const suffix of ['', '-wal']) {
  if (existsSync(sourcePath + suffix)) copyFileSync(sourcePath + suffix, path + suffix);
}
const opening = performance.now();
/**
 * Each pooled search's time (the load's, and the bench's own checks), how long it waited for a
 * thread, and its own time on the thread, by phase: a search that waits is queued behind other
 * searches or behind a thread following writes.
 */
const waits = {
  phase: 'warm-up',
  parts: new Map<string, [run: number, wait: number, work: number][]>(),
};
const database = await openJobDatabase({
  path,
  searchPool: {
    workerFile,
    threads,
    taskTimeoutMs: 120_000,
    onTask: (event) => {
      if (event.lane !== 'search' || event.waitMs === undefined) return;
      const parts = waits.parts.get(waits.phase) ?? [];
      parts.push([event.runMs, event.waitMs, event.workMs ?? 0]);
      waits.parts.set(waits.phase, parts);
    },
  },
});
const store = database.store;
try {
  console.log(
    `${JOBS.toLocaleString('en-AU')} jobs, search pool of ${threads} threads ready in ${((performance.now() - opening) / 1000).toFixed(1)} s; load average ${loadavg()[0]!.toFixed(1)}`,
  );
  // Warm up: every load query once (the workers' keyword sample, the caches a steady site has).
  for (const query of LOAD_QUERIES) await store.search(query, { now: benchNow });

  waits.phase = 'without writes';
  const before = searchLoad(store);
  await sleep(BASELINE_MS);
  const withoutBefore = await before.stop();
  console.log(`without writes (before): ${JSON.stringify(summary(withoutBefore.times))}`);

  // Generated before the clock starts: making test ads (about 20 generated jobs for each one
  // kept) is the benchmark's work, not publishing's, and on the main thread it delayed the
  // answers of the searches being measured.
  const prepared = [...ads(ADS)];
  waits.phase = 'with writes';
  const load = searchLoad(store);
  const toSearchable: number[] = [];
  const writeTimes: number[] = [];
  const missed: string[] = [];
  const seekerFound: number[] = [];
  const seekerMissed: string[] = [];
  const companyQuery = { ...defaultJobSearchQuery, sortMode: 'date' as const };
  const publishing = performance.now();
  let published = 0;
  for (const { ad, keyword } of prepared) {
    if (PUBLISH_RATE > 0) {
      const due = publishing + (published * 1000) / PUBLISH_RATE;
      if (performance.now() < due) await sleep(due - performance.now());
    }
    const writeStarted = performance.now();
    // As the posting flow publishes: one ad, one transaction, on the main thread.
    await store.upsert([ad]);
    const written = performance.now();
    writeTimes.push(written - writeStarted);
    // The ad's company page asks the pool for that organisation's jobs: found once the worker
    // sees the write (the row, its full-text entries and the index update are one transaction).
    let found = false;
    while (!found && performance.now() - written < GIVE_UP_MS) {
      const result = await store.search(companyQuery, {
        now: benchNow,
        companySlug: ad.company.slug!,
      });
      found = result.jobs.some((job) => job.id === ad.id);
    }
    if (found) toSearchable.push(performance.now() - written);
    else missed.push(ad.id);
    // Every tenth ad also as a seeker finds it: its keyword, newest first, its pay floor.
    if (published % 10 === 0) {
      const seeking = performance.now();
      const result = await store.search(seekerQuery(ad, keyword), { now: benchNow });
      if (result.jobs[0]?.id === ad.id) seekerFound.push(performance.now() - seeking);
      else seekerMissed.push(ad.id);
    }
    published += 1;
    if (published % 1000 === 0) {
      const recent = summary(toSearchable.slice(-1000));
      console.log(
        `${published} ads: last 1 000 searchable p50 ${ms(recent.p50)}, p99 ${ms(recent.p99)}, max ${ms(recent.max)}; load average ${loadavg()[0]!.toFixed(1)}`,
      );
    }
  }
  const publishingSeconds = (performance.now() - publishing) / 1000;
  const withWrites = await load.stop();

  waits.phase = 'without writes';
  const after = searchLoad(store);
  await sleep(BASELINE_MS);
  const withoutAfter = await after.stop();

  const without = summary([...withoutBefore.times, ...withoutAfter.times]);
  const during = summary(withWrites.times);
  const searchable = summary(toSearchable);
  const writes = summary(writeTimes);
  console.log(
    [
      '',
      `machine: ${cpus()[0]?.model ?? 'unknown'} x ${cpus().length}, Node ${process.version}, load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
      `${published.toLocaleString('en-AU')} ads published one by one in ${publishingSeconds.toFixed(0)} s (${(published / publishingSeconds).toFixed(1)} a second), ${threads} search threads, search load of ${RATE} searches a second${PUBLISH_RATE > 0 ? `, publishing paced at ${PUBLISH_RATE} a second` : ''}`,
      `write (upsert of one ad, main thread): p50 ${ms(writes.p50)}, p95 ${ms(writes.p95)}, p99 ${ms(writes.p99)}, max ${ms(writes.max)}`,
      `time to searchable (write returned -> the ad's company-page search in the pool finds it): p50 ${ms(searchable.p50)}, p95 ${ms(searchable.p95)}, p99 ${ms(searchable.p99)}, max ${ms(searchable.max)}; over 1 s: ${toSearchable.filter((t) => t > 1000).length}; not found within ${GIVE_UP_MS / 1000} s: ${missed.length}`,
      `seeker searches (every tenth ad, its keyword newest first, with its pay floor): ${seekerFound.length} found first, ${seekerMissed.length} not; p50 ${ms(summary(seekerFound).p50)}, p95 ${ms(summary(seekerFound).p95)}`,
      `search load without writes (${without.n} searches, before ${withoutBefore.times.length} and after ${withoutAfter.times.length}): p50 ${ms(without.p50)}, p95 ${ms(without.p95)}, p99 ${ms(without.p99)}`,
      `  before: p95 ${ms(summary(withoutBefore.times).p95)}; after: p95 ${ms(summary(withoutAfter.times).p95)}`,
      `search load with writes (${during.n} searches): p50 ${ms(during.p50)}, p95 ${ms(during.p95)}, p99 ${ms(during.p99)}`,
      `p95 with writes / without: ${(during.p95 / without.p95).toFixed(2)} (target <= 1.25 at 28 ads a second)`,
      ...['without writes', 'with writes'].map((phase) => {
        const waited = summary((waits.parts.get(phase) ?? []).map(([, wait]) => wait));
        return `waited for a search thread, ${phase} (every pooled search, ms, whole ms): p50 ${waited.p50}, p95 ${waited.p95}, p99 ${waited.p99}, max ${waited.max}`;
      }),
      ...['without writes', 'with writes'].map((phase) => {
        // The slowest 5 %: what their time was made of, on average.
        const all = [...(waits.parts.get(phase) ?? [])].sort((a, b) => a[0] - b[0]);
        const slowest = all.slice(Math.floor(all.length * 0.95));
        const mean = (part: 0 | 1 | 2) =>
          slowest.reduce((sum, row) => sum + row[part], 0) / Math.max(1, slowest.length);
        const [run, wait, work] = [mean(0), mean(1), mean(2)];
        return `slowest 5 % of pooled searches, ${phase} (mean of ${slowest.length}): ${ms(run)} = waiting for a thread ${ms(wait)} + the store's work ${ms(work)} + hand-over ${ms(run - wait - work)}`;
      }),
      `failed searches: ${withoutBefore.failures + withWrites.failures + withoutAfter.failures}`,
    ].join('\n'),
  );
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
