// pnpm bench:alerts: the saved-search alert sender's cost at 300 000 jobs and 10 000 saved
// searches, all due at once, searched in the search pool (the production worker bundle, so run
// `pnpm build` first). One run; prints the total, per-search p50/p99 and the mail queued.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { markEmailVerified, signUp } from '@joblane/accounts';
import { benchNow, benchSeed, benchStorePath, buildGeneratedStore } from '@joblane/jobs/bench';
import {
  defaultJobSearchQuery,
  generateJobs,
  serializeJobSearchQuery,
  type JobSearchQuery,
} from '@joblane/jobs';
import type { MailTables } from '@joblane/mail';

import { runAlerts } from '../src/services/alerts.ts';
import { defaultSearchThreads } from '../src/server/searchPool.ts';
import { openJobDatabase } from '../src/server/jobDatabase.ts';
import { openDomainStores } from '../src/server/domainStores.ts';
import { appRoot } from '../build/build.ts';

const JOBS = 300_000;
const SEARCHES = Number(process.env.BENCH_SAVED_SEARCHES ?? 10_000);
const SEARCHES_PER_PERSON = 5;
const databasePath = process.env.BENCH_DATABASE_PATH ?? benchStorePath(JOBS);
const workerFile = join(appRoot, 'dist', 'server', 'searchWorker.js');
const threads = Number(process.env.SEARCH_THREADS ?? defaultSearchThreads());
const dayMs = 24 * 3_600_000;

if (!existsSync(workerFile)) {
  throw new Error(`${workerFile} is missing: run \`pnpm build\` in apps/web first.`);
}
if (!existsSync(databasePath)) {
  console.log(`Building ${JOBS.toLocaleString('en-AU')} jobs into ${databasePath} ...`);
  console.log(`built in ${buildGeneratedStore(databasePath, JOBS).toFixed(0)} s`);
}

/** A deterministic random sequence, so every run saves the same searches. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Searches people save, in the generator's vocabulary: a title word or a whole title, often with
 * a city, sometimes a classification and work type, a few salary floors.
 */
function savedQueries(count: number): string[] {
  const sample = generateJobs({ count: 3_000, seed: benchSeed, now: benchNow });
  const titles = [...new Set(sample.map((job) => job.title))];
  const words = [
    ...new Set(sample.flatMap((job) => job.title.toLowerCase().match(/[a-z]{4,}/gu) ?? [])),
  ];
  const cities = [...new Set(sample.map((job) => job.location.label))];
  const next = random(benchSeed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const queries = new Set<string>();
  while (queries.size < count) {
    const job = pick(sample);
    const roll = next();
    const query: JobSearchQuery = { ...defaultJobSearchQuery };
    if (roll < 0.35) query.keywords = pick(words);
    else if (roll < 0.55) query.keywords = pick(titles);
    else if (roll < 0.8) {
      query.keywords = pick(words);
      query.where = pick(cities);
    } else if (roll < 0.92) {
      query.classifications = [job.classification];
      query.where = job.location.label;
    } else {
      query.keywords = pick(words);
      query.classifications = [job.classification];
      query.workTypes = [job.workType as JobSearchQuery['workTypes'][number]];
      query.salaryMin = 80_000;
    }
    queries.add(serializeJobSearchQuery(query));
  }
  return [...queries];
}

const recordsDir = mkdtempSync(join(tmpdir(), 'joblane-alerts-bench-'));
const started = performance.now();
const database = await openJobDatabase({
  path: databasePath,
  searchPool: { workerFile, threads, taskTimeoutMs: 120_000 },
});
const records = await openDomainStores(
  { sqlitePath: join(recordsDir, 'records.db') },
  // Cheap password hashing: the people are only there to own searches.
  { accounts: { hashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 } }, now: () => benchNow },
);
try {
  console.log(`search pool ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const queries = savedQueries(SEARCHES);
  const people: string[] = [];
  for (let i = 0; i < Math.ceil(SEARCHES / SEARCHES_PER_PERSON); i += 1) {
    const result = await signUp(records.accounts, {
      role: 'seeker',
      name: `Seeker ${i}`,
      email: `seeker.${i}@bench.joblane.test`,
      password: 'violet harbour lantern 42',
    });
    if (!result.ok) throw new Error(`sign-up ${i} refused`);
    await markEmailVerified(records.accounts, result.user.id);
    people.push(result.user.id);
  }
  const rows = queries.map((query, i) => {
    const weekly = i % 10 === 0;
    const watermark = new Date(benchNow.getTime() - (weekly ? 7 : 1) * dayMs).toISOString();
    return {
      id: `search-${i}`,
      user_id: people[Math.floor(i / SEARCHES_PER_PERSON)]!,
      name: `Saved search ${i}`,
      query,
      created_at: watermark,
      updated_at: watermark,
      alert_frequency: weekly ? ('weekly' as const) : ('daily' as const),
      alert_on_at: watermark,
      alert_watermark: watermark,
      alert_due_at: benchNow.toISOString(),
    };
  });
  for (let i = 0; i < rows.length; i += 500) {
    await records.seekers.db
      .insertInto('saved_searches')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  console.log(
    `${people.length.toLocaleString('en-AU')} seekers, ${rows.length.toLocaleString('en-AU')} saved searches due (10 % weekly); ${threads} search threads`,
  );

  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  const runStarted = performance.now();
  const report = await runAlerts({
    seekers: records.seekers,
    jobs: database.store,
    secret: 'a benchmark secret for unsubscribe links, 32+ bytes',
    now: () => benchNow,
    concurrency: threads * 2,
    onSearched: (_id, ms) => times.push(ms),
    onError: (error, id) => console.error(`${id}: ${String(error)}`),
  });
  const totalSeconds = (performance.now() - runStarted) / 1000;
  const processCpu = process.cpuUsage(cpuBefore);
  const queued = await records.database
    .as<MailTables>()
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  times.sort((a, b) => a - b);
  const percentile = (p: number) =>
    times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  console.log(
    [
      `machine: ${cpus()[0]?.model ?? 'unknown'} x ${cpus().length}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)}`,
      `total: ${totalSeconds.toFixed(1)} s for ${report.searched} searches (${(report.searched / totalSeconds).toFixed(0)} per second)`,
      `per search (in the pool, queueing included): mean ${(times.reduce((sum, ms) => sum + ms, 0) / times.length).toFixed(1)} ms, p50 ${percentile(0.5).toFixed(1)} ms, p99 ${percentile(0.99).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
      `mails enqueued: ${report.mailed} digests, ${queued.count} in the queue, ${report.jobs} jobs; failed ${report.failed}`,
      `CPU of the process (main thread and search threads): ${((processCpu.user + processCpu.system) / 1e6).toFixed(1)} s`,
    ].join('\n'),
  );
} finally {
  await records.close();
  await database.close();
  rmSync(recordsDir, { recursive: true, force: true });
}
