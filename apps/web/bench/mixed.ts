// pnpm bench (third part): mixed load on the 300 000-job store. N clients send cold, expensive
// searches (one-letter words, long OR chains, deep pages; every one distinct, so no cache helps)
// while M clients read job pages and /healthz at a steady rate. Once with searches in the worker
// pool, once with them on the main thread. Loopback only; every phase is BENCH_SECONDS long.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism, cpus, loadavg } from 'node:os';

import { parseJobSearchQuery, serializeJobSearchQuery } from '@joblane/jobs';
import { benchStorePath, seededRandom } from '@joblane/jobs/bench';
import autocannon from 'autocannon';

import { SECONDS } from './load.ts';
import { serverProcessEnvironment } from '../src/server/processEnvironment.ts';
import { ask, buildMixedTarget, ensureGeneratedStore } from './targetProcess.ts';

const JOBS = 300_000;
const databasePath = process.env.BENCH_DATABASE_PATH ?? benchStorePath(JOBS);
const SEARCH_CLIENTS = Number(process.env.BENCH_SEARCH_CLIENTS ?? 8);
/**
 * Clients for the capacity phases (searches alone): two per pool thread, few enough that neither
 * pool sheds (a shed client here retries at once, and thousands of instant 503s a second would
 * measure the flood, not the pool).
 */
const CAPACITY_CLIENTS = 2 * availableParallelism();
/** Job-page clients and their steady rate (what real visitors look like), and the probe. */
const PAGE_CLIENTS = 8;
const PAGE_RATE = 100;
const PROBE_CLIENTS = 2;
const PROBE_RATE = 20;
const THREADS = availableParallelism();

const WORDS = [
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
  'customer',
  'service',
  'warehouse',
  'marketing',
  'receptionist',
  'carpenter',
  'plumber',
  'barista',
  'payroll',
  'project',
  'health',
  'care',
  'team',
  'leader',
  'junior',
  'casual',
  'retail',
  'finance',
  'operations',
  'clerk',
];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Distinct expensive searches, in turn: a word and a one-letter word (prefix-matched), an OR
 * chain of 12 to 24 words, two words and a deep page sorted by date. None repeats, so neither the
 * result cache nor the keyword-match cache of a store can answer it.
 */
function searchPaths(seed: number, count: number): string[] {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const seen = new Set<string>();
  const paths: string[] = [];
  while (paths.length < count) {
    const family = paths.length % 3;
    let query: string;
    if (family === 0) {
      query = `keywords=${encodeURIComponent(`${pick(WORDS)} ${pick([...LETTERS])}`)}&page=${1 + Math.floor(next() * 20)}`;
    } else if (family === 1) {
      const words = Array.from({ length: 12 + Math.floor(next() * 13) }, () => pick(WORDS));
      query = `keywords=${encodeURIComponent(words.join(' OR '))}`;
    } else {
      query = `keywords=${encodeURIComponent(`${pick(WORDS)} ${pick(WORDS)}`)}&sortmode=date&page=${20 + Math.floor(next() * 200)}`;
    }
    // Spelled as the site links it, so no request is a redirect to the canonical address.
    const canonical = serializeJobSearchQuery(
      parseJobSearchQuery(new URLSearchParams(query)).query,
    );
    if (seen.has(canonical)) continue;
    seen.add(canonical);
    paths.push(`/jobs?${canonical}`);
  }
  return paths;
}

ensureGeneratedStore(databasePath, JOBS);

const targetFile = await buildMixedTarget('bench-mixed');

interface Ready {
  origin: string;
  jobIds: string[];
  openMs: number;
}

/**
 * `pool`: searches in the worker pool, one thread per core; `one thread`: the same pool with a
 * single thread (the baseline for what the pool's threads add); `main thread`: no pool, searches
 * on the event loop, as before the pool.
 */
type Mode = 'pool' | 'one thread' | 'main thread';

async function startTarget(mode: Mode) {
  const child = fork(targetFile, {
    env: {
      ...process.env,
      ...serverProcessEnvironment,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      BENCH_DATABASE_PATH: databasePath,
      BENCH_MODE: mode === 'main thread' ? 'single' : 'pool',
      SEARCH_THREADS: mode === 'one thread' ? '1' : String(THREADS),
      // One address sends everything here: the per-client budget is out of the way.
      CLIENT_BUDGET: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const [ready] = (await once(child, 'message')) as [Ready];
  return { child, ready };
}

/** Requests whose path is taken in turn from `paths` across all connections (none repeats). */
function inTurn(paths: readonly string[]) {
  let index = 0;
  return [
    {
      method: 'GET' as const,
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        path: paths[index++ % paths.length]!,
      }),
    },
  ];
}

interface Loads {
  search?: readonly string[];
  searchClients?: number;
  pages?: readonly string[];
}

interface Measured {
  rps: number;
  ok: number;
  p50: number;
  p99: number;
  unavailable: number;
  total: number;
}

function measured(result: autocannon.Result, seconds: number): Measured {
  const codes = result.statusCodeStats as unknown as Record<string, { count: number }>;
  const unavailable = codes['503']?.count ?? 0;
  const total = result.requests.total;
  const ok = Object.entries(codes)
    .filter(([code]) => code.startsWith('2'))
    .reduce((sum, [, { count }]) => sum + count, 0);
  if (result.errors > 0) throw new Error(`${result.errors} connection errors`);
  const other = total - ok - unavailable;
  if (other > 0) throw new Error(`${other} answers neither 2xx nor 503: ${JSON.stringify(codes)}`);
  return {
    rps: ok / seconds,
    ok,
    p50: result.latency.p50,
    p99: result.latency.p99,
    unavailable,
    total,
  };
}

/** One phase: the loads at once for SECONDS, with the event loop's delay read around it. */
async function phase(child: ChildProcess, origin: string, loads: Loads, seconds = SECONDS) {
  await ask(child, 'reset');
  const run = (options: Omit<autocannon.Options, 'url'>) =>
    autocannon({ url: origin, duration: seconds, ...options }).then((result) =>
      measured(result, seconds),
    );
  const [search, pages, probes] = await Promise.all([
    loads.search === undefined
      ? undefined
      : run({
          connections: loads.searchClients ?? SEARCH_CLIENTS,
          requests: inTurn(loads.search),
        }),
    loads.pages === undefined
      ? undefined
      : run({ connections: PAGE_CLIENTS, overallRate: PAGE_RATE, requests: inTurn(loads.pages) }),
    loads.pages === undefined
      ? undefined
      : run({
          connections: PROBE_CLIENTS,
          overallRate: PROBE_RATE,
          requests: [{ method: 'GET', path: '/healthz' }],
        }),
  ]);
  const delay = await ask<{ p50: number; p99: number; max: number; cores: number }>(child, 'delay');
  return { search, pages, probes, delay };
}

const results: Record<string, Awaited<ReturnType<typeof phase>>> = {};
const opened: Record<string, number> = {};
let seed = 1;
for (const mode of ['pool', 'one thread', 'main thread'] as const) {
  const { child, ready } = await startTarget(mode);
  opened[mode] = ready.openMs;
  const pages = ready.jobIds.map((id) => `/job/${encodeURIComponent(id)}`);
  try {
    // Warm-up: the render path and each store's index, not the searches (those stay cold).
    await phase(child, ready.origin, { pages, search: searchPaths(seed++, 100) }, 3);
    if (mode === 'pool') results['pages alone'] = await phase(child, ready.origin, { pages });
    if (mode !== 'one thread') {
      results[`${mode}: pages + searches`] = await phase(child, ready.origin, {
        pages,
        search: searchPaths(seed++, 20_000),
      });
    }
    results[`${mode}: searches alone`] = await phase(child, ready.origin, {
      search: searchPaths(seed++, 20_000),
      searchClients: CAPACITY_CLIENTS,
    });
  } finally {
    child.disconnect();
    await once(child, 'exit');
  }
}

const ms = (value: number | undefined) => (value === undefined ? '' : value.toFixed(1));
console.log(
  `\n${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)} at the end; ` +
    `${JOBS.toLocaleString('en-AU')} jobs (store opened in ${(opened.pool! / 1000).toFixed(1)} s with the pool, ${(opened['main thread']! / 1000).toFixed(1)} s without); ` +
    `${SECONDS} s per phase; ${SEARCH_CLIENTS} search clients as fast as they can (${CAPACITY_CLIENTS} when searches run alone); job pages ${PAGE_RATE}/s over ${PAGE_CLIENTS} connections; /healthz ${PROBE_RATE}/s; pool of ${THREADS} threads\n`,
);
console.log(
  '| phase | job page p50 ms | job page p99 ms | job page 503s | /healthz p99 ms | /healthz 503s | searches answered/s | search p99 ms | searches shed (503) | event-loop delay p99 ms (max) | server CPU, cores |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
);
for (const [name, row] of Object.entries(results)) {
  console.log(
    `| ${name} | ${row.pages?.p50 ?? ''} | ${row.pages?.p99 ?? ''} | ${row.pages?.unavailable ?? ''} | ${row.probes?.p99 ?? ''} | ${row.probes?.unavailable ?? ''} | ${row.search === undefined ? '' : Math.round(row.search.rps)} | ${row.search?.p99 ?? ''} | ${row.search?.unavailable ?? ''} | ${ms(row.delay.p99)} (${ms(row.delay.max)}) | ${row.delay.cores.toFixed(2)} |`,
  );
}
const poolMixed = results['pool: pages + searches']!;
const pooledSearch = results['pool: searches alone']!.search!.rps;
const singleSearch = results['one thread: searches alone']!.search!.rps;
const mainSearch = results['main thread: searches alone']!.search!.rps;
/** Searches answered per second of the server's CPU time: what a search costs, whatever the share of the machine the process got. */
const perCpuSecond = (name: string) => results[name]!.search!.rps / results[name]!.delay.cores;
const pageFailures = (poolMixed.pages?.unavailable ?? 0) + (poolMixed.probes?.unavailable ?? 0);
const verdict = (met: boolean) => (met ? 'met' : '**not met**');
console.log(`
searches answered/s, pool of ${THREADS} against one thread: ${(pooledSearch / singleSearch).toFixed(2)}x (target >= 1.7: ${verdict(pooledSearch / singleSearch >= 1.7)}); against searches on the main thread: ${(pooledSearch / mainSearch).toFixed(2)}x
searches answered per CPU-second of the server: pool ${perCpuSecond('pool: searches alone').toFixed(1)}, one thread ${perCpuSecond('one thread: searches alone').toFixed(1)}, main thread ${perCpuSecond('main thread: searches alone').toFixed(1)}
job-page p99 under search load (pool): ${poolMixed.pages!.p99} ms (target < 100: ${verdict(poolMixed.pages!.p99 < 100)})
job-page and probe 503s under search load (pool): ${pageFailures} (target 0: ${verdict(pageFailures === 0)})
event-loop delay p99 under search load (pool): ${ms(poolMixed.delay.p99)} ms (target < 20: ${verdict(poolMixed.delay.p99 < 20)})`);
