// pnpm bench (second part): the results page with real queries over 300 000 jobs, beside React's
// render of the same page behind a bare Fastify route. Needs the client build.
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';

import { iterateJobs, openSqliteJobStore, type JobInput } from '@joblane/jobs';
import autocannon from 'autocannon';
import * as esbuild from 'esbuild';

import { appRoot, serverBuildOptions } from '../build/build.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const JOBS = 300_000;
// The same generated store as packages/jobs' benchmark (seed 42, dated back from 1 Nov 2026),
// in its cache folder, so the two benchmarks build it once between them.
const SEED = 42;
const NOW = '2026-11-01T00:00:00.000Z';
const databasePath =
  process.env.BENCH_DATABASE_PATH ??
  resolve(appRoot, '..', '..', 'packages', 'jobs', '.bench-cache', `jobs-${JOBS}-seed${SEED}.db`);

/** One real search: a keyword, a place and a filter (what a job seeker asks). */
const QUERY = 'keywords=manager&where=Sydney&worktype=full-time';
/**
 * 600 distinct searches (30 keywords x 20 pages), more than the store's 256-result cache, asked in
 * turn: every request misses the result cache (keyword match sets, 64 of them, stay cached).
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
const ROTATING = KEYWORDS.flatMap((keywords) =>
  Array.from(
    { length: 20 },
    (_, index) =>
      `/jobs?keywords=${encodeURIComponent(keywords)}${index === 0 ? '' : `&page=${index + 1}`}`,
  ),
);

function buildDatabase() {
  mkdirSync(resolve(databasePath, '..'), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(databasePath + suffix, { force: true });
  console.log(`Building ${JOBS.toLocaleString('en-AU')} jobs into ${databasePath} ...`);
  const started = performance.now();
  const store = openSqliteJobStore({ path: databasePath });
  let batch: JobInput[] = [];
  for (const job of iterateJobs({ count: JOBS, seed: SEED, now: new Date(NOW) })) {
    batch.push(job);
    if (batch.length === 10_000) {
      store.upsertSync(batch);
      batch = [];
    }
  }
  if (batch.length > 0) store.upsertSync(batch);
  store.db.exec("INSERT INTO jobs_fts (jobs_fts) VALUES ('optimize')");
  store.db.pragma('wal_checkpoint(TRUNCATE)');
  store.db.exec('ANALYZE');
  void store.close();
  console.log(`built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

if (!existsSync(databasePath)) buildDatabase();

const outdir = join(appRoot, 'dist', 'bench-results');
await esbuild.build(
  await serverBuildOptions('production', { target: 'bench/results-target.tsx' }, outdir),
);
const target = fork(join(outdir, 'target.js'), {
  env: {
    ...process.env,
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    BENCH_DATABASE_PATH: databasePath,
    BENCH_NOW: NOW,
    BENCH_QUERY: QUERY,
    // Generous limits: the benchmark is one client on loopback.
    API_RATE_LIMIT: '1000000',
  },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});

interface Ready {
  appOrigin: string;
  bareOrigin: string;
  renderMs: number;
  openMs: number;
  bytes: number;
  total: number;
}
const [ready] = (await once(target, 'message')) as [Ready];

async function serverCpu(): Promise<NodeJS.CpuUsage> {
  const answer = once(target, 'message') as Promise<[{ cpu: NodeJS.CpuUsage }]>;
  target.send({ type: 'cpu' });
  return (await answer)[0].cpu;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  cpuMs: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const before = await serverCpu();
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const after = await serverCpu();
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  const micros = after.user - before.user + (after.system - before.system);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: micros / 1000 / result.requests.total,
  };
}

try {
  const rows = [
    await measure('bare Fastify, renderToString of the results page (data loaded once)', {
      url: `${ready.bareOrigin}/react-results`,
    }),
    await measure(`results page, one search (${QUERY})`, {
      url: `${ready.appOrigin}/jobs?${QUERY}`,
    }),
    await measure('results page, 600 searches in turn (result cache misses)', {
      url: ready.appOrigin,
      requests: ROTATING.map((path) => ({ method: 'GET', path })),
    }),
  ];
  console.log(
    `\n${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ` +
      `${JOBS.toLocaleString('en-AU')} jobs (store opened in ${(ready.openMs / 1000).toFixed(1)} s), ` +
      `${CONNECTIONS} connections, ${SECONDS} s per target, loopback\n`,
  );
  console.log(
    '| target | req/s | p50 ms | p99 ms | server CPU ms/req |\n|---|---:|---:|---:|---:|',
  );
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.cpuMs.toFixed(3)} |`,
    );
  }
  const [bare, one] = rows as [Row, Row, Row];
  console.log(`
Results page: ${ready.total.toLocaleString('en-AU')} matches, ${ready.bytes} B document.
React renderToString of it in the server process: ${ready.renderMs.toFixed(3)} ms (ceiling ${Math.round(1000 / ready.renderMs)} req/s)
one search / bare render route: ${(one.rps / bare.rps).toFixed(2)}`);
} finally {
  target.disconnect();
  target.kill();
}
