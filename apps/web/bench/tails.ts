// pnpm bench:tails: the results page and /api/search side by side, one request at a time, on
// distinct searches of every shape (bench/searches.ts `uniqueSearches`) at a million jobs. Each
// endpoint gets a freshly started server (the real app, its searches in the worker pool: run
// `pnpm build` first), so both start from cold result caches; a short warm-up on other searches
// readies the code, not the answers. Prints p50/p95/p99/max for each and the page's excess.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { benchStorePath } from '@joblane/jobs/bench';
import { serializeJobSearchQuery } from '@joblane/jobs';

import { appRoot } from '../build/build.ts';
import { uniqueSearches } from './searches.ts';
import { percentiles, type Percentiles } from './stats.ts';
import { serverProcessEnvironment } from '../src/server/processEnvironment.ts';
import { ask, buildMixedTarget, ensureGeneratedStore } from './targetProcess.ts';
import type { ProcessMemory } from './threadMemory.ts';

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '1000000' },
    searches: { type: 'string', default: '400' },
    /** Times the whole comparison runs (each round starts both servers afresh). */
    rounds: { type: 'string', default: '2' },
    seed: { type: 'string', default: '7' },
    /** Print the slowest searches of each endpoint (how many). */
    slowest: { type: 'string', default: '5' },
    /** Write V8 CPU profiles of the server's threads into this folder (`--cpu-prof-dir`). */
    profile: { type: 'string' },
    /** Only this endpoint (`api` or `page`), as when profiling one. */
    only: { type: 'string' },
  },
});
const JOBS = Number(args.jobs);
const SEARCHES = Number(args.searches);
const ROUNDS = Number(args.rounds);
const SEED = Number(args.seed);
const WARM_UP = 40;
const THREADS = availableParallelism();
const databasePath = process.env.BENCH_DATABASE_PATH ?? benchStorePath(JOBS);

if (!existsSync(join(appRoot, 'dist', 'client', 'manifest.json'))) {
  throw new Error('The client build is missing: run `pnpm build` in apps/web first.');
}
ensureGeneratedStore(databasePath, JOBS);

const targetFile = await buildMixedTarget('bench-tails');

const endpoints = {
  api: (search: string) => `/api/search${search === '' ? '' : `?${search}`}`,
  page: (search: string) => `/jobs${search === '' ? '' : `?${search}`}`,
} as const;
type Endpoint = keyof typeof endpoints;

const measured = uniqueSearches(SEARCHES, SEED).map(serializeJobSearchQuery);
const warmUp = uniqueSearches(WARM_UP, SEED + 1000).map(serializeJobSearchQuery);

async function startTarget() {
  const child = fork(targetFile, {
    ...(args.profile === undefined
      ? {}
      : { execArgv: ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] }),
    env: {
      ...process.env,
      ...serverProcessEnvironment,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      BENCH_DATABASE_PATH: databasePath,
      BENCH_MODE: 'pool',
      BENCH_JOB_PAGES: '0',
      SEARCH_THREADS: String(THREADS),
      CLIENT_BUDGET: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const [ready] = (await once(child, 'message')) as [{ origin: string; openMs: number }];
  return { child, ...ready };
}

/** The parts of a `Server-Timing` header (`load;dur=1.2, render;dur=3.4`), in milliseconds. */
function serverParts(header: string | null): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const entry of (header ?? '').split(',')) {
    const [name, duration] = entry.trim().split(';dur=');
    if (name !== undefined && name !== '' && duration !== undefined) parts[name] = Number(duration);
  }
  return parts;
}

/** One request's time to the last byte and the server's own account of it; 200 or it stops. */
async function timed(url: string): Promise<{ ms: number; server: Record<string, number> }> {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms, server: serverParts(response.headers.get('server-timing')) };
}

interface Run {
  times: number[];
  /** Each request's `Server-Timing` parts: `load` and `render` for pages, `search` for the API. */
  server: Record<string, number[]>;
  openMs: number;
  atStart: ProcessMemory;
  memory: ProcessMemory;
}

async function run(endpoint: Endpoint): Promise<Run> {
  const { child, origin, openMs } = await startTarget();
  try {
    // What the node holds once ready, before any search.
    const atStart = await ask<ProcessMemory>(child, 'memory');
    for (const search of warmUp) await timed(`${origin}${endpoints[endpoint](search)}`);
    const times: number[] = [];
    const server: Record<string, number[]> = {};
    for (const search of measured) {
      const answer = await timed(`${origin}${endpoints[endpoint](search)}`);
      times.push(answer.ms);
      for (const [name, ms] of Object.entries(answer.server)) (server[name] ??= []).push(ms);
    }
    const memory = await ask<ProcessMemory>(child, 'memory');
    return { times, server, openMs, atStart, memory };
  } finally {
    child.disconnect();
    await once(child, 'exit');
  }
}

const runs: Record<Endpoint, Run[]> = { api: [], page: [] };
for (let round = 0; round < ROUNDS; round += 1) {
  // Alternate which goes first, so neither always meets the colder disk cache.
  const order = (round % 2 === 0 ? (['api', 'page'] as const) : (['page', 'api'] as const)).filter(
    (endpoint) => args.only === undefined || args.only === endpoint,
  );
  for (const endpoint of order) runs[endpoint].push(await run(endpoint));
}

const ms = (value: number) => value.toFixed(1);
const row = (name: string, stats: Percentiles) =>
  `| ${name} | ${ms(stats.p50)} | ${ms(stats.p95)} | ${ms(stats.p99)} | ${ms(stats.max)} |`;
console.log(
  `\n${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)} at the end; ` +
    `${JOBS.toLocaleString('en-AU')} jobs; ${SEARCHES} distinct searches (seed ${SEED}) one at a time after ${WARM_UP} others; ` +
    `a fresh server per endpoint and round (${ROUNDS} rounds), pool of ${THREADS} threads\n`,
);
console.log('| endpoint, round | p50 ms | p95 ms | p99 ms | max ms |\n|---|---:|---:|---:|---:|');
const all: Record<Endpoint, number[]> = { api: [], page: [] };
const ran = (['api', 'page'] as const).filter((endpoint) => runs[endpoint].length > 0);
for (let round = 0; round < ROUNDS; round += 1) {
  for (const endpoint of ran) {
    const times = runs[endpoint][round]!.times;
    all[endpoint].push(...times);
    console.log(row(`${endpoints[endpoint]('')}, round ${round + 1}`, percentiles(times)));
  }
}
const api = percentiles(all.api);
const page = percentiles(all.page);
console.log(row('/api/search, all rounds', api));
console.log(row('/jobs, all rounds', page));
// Where the time went on the server, by its own Server-Timing header.
for (const endpoint of ran) {
  const parts: Record<string, number[]> = {};
  for (const entry of runs[endpoint]) {
    for (const [name, list] of Object.entries(entry.server)) (parts[name] ??= []).push(...list);
  }
  for (const [name, list] of Object.entries(parts)) {
    console.log(row(`${endpoints[endpoint]('')}, server's ${name}`, percentiles(list)));
  }
}
const excess = (key: keyof Percentiles) => `${((page[key] / api[key] - 1) * 100).toFixed(0)} %`;
console.log(
  `\nthe page over the API: p50 ${excess('p50')}, p95 ${excess('p95')}, p99 ${excess('p99')}, max ${excess('max')} (target: within 10 %)`,
);
const verdict = (met: boolean) => (met ? 'met' : '**not met**');
console.log(
  `targets: API p95 < 35 ms ${verdict(api.p95 < 35)}; page p95 < 40 ms ${verdict(page.p95 < 40)}; ` +
    `p99 < 80 ms ${verdict(api.p99 < 80 && page.p99 < 80)}; nothing over 200 ms ${verdict(api.max <= 200 && page.max <= 200)}`,
);
const opens = [...runs.api, ...runs.page].map((entry) => entry.openMs / 1000);
const memories = [...runs.api, ...runs.page].map((entry) => entry.memory);
const megabytes = (list: ProcessMemory[]) => {
  const rss = list.map((memory) => memory.rss / 2 ** 20);
  return `${Math.min(...rss).toFixed(0)}-${Math.max(...rss).toFixed(0)} MB`;
};
console.log(
  `store opened (pool of ${THREADS} and the quick lane ready) in ${Math.min(...opens).toFixed(1)}-${Math.max(...opens).toFixed(1)} s; ` +
    `resident memory once ready ${megabytes([...runs.api, ...runs.page].map((entry) => entry.atStart))}, ` +
    `after the run ${megabytes(memories)}`,
);
printMemory(memories.reduce((most, memory) => (memory.rss > most.rss ? memory : most)));
const slowest = Number(args.slowest);
for (const endpoint of ran) {
  const worst = measured
    .map((search, index) => ({
      search,
      ms: Math.max(...runs[endpoint].map((entry) => entry.times[index]!)),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, slowest);
  console.log(`\nslowest on ${endpoints[endpoint]('')} (worst of the rounds):`);
  for (const entry of worst)
    console.log(`  ${ms(entry.ms)} ms  ${endpoints[endpoint](entry.search)}`);
}

/** Where the largest server's resident memory was, by thread and kind. */
function printMemory(memory: ProcessMemory) {
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
  const sum = (of: (thread: ProcessMemory['threads'][number]) => number) =>
    memory.threads.reduce((total, thread) => total + of(thread), 0);
  console.log(
    `\nthe largest server's ${mb(memory.rss)} MB by thread (MB):\n\n` +
      '| thread | V8 heap used | V8 heap allocated | outside the heap (typed arrays, buffers) |\n|---|---:|---:|---:|',
  );
  for (const thread of memory.threads) {
    console.log(
      `| ${thread.lane} (${thread.threadId}) | ${mb(thread.heapUsed)} | ${mb(thread.heapTotal)} | ${mb(thread.external)} |`,
    );
  }
  const heaps = sum((thread) => thread.heapTotal);
  const outside = sum((thread) => thread.external);
  console.log(
    `| all ${memory.threads.length} | ${mb(sum((thread) => thread.heapUsed))} | ${mb(heaps)} | ${mb(outside)} |\n` +
      `\nthe rest: ${mb(memory.anonymous - heaps - outside)} MB of other anonymous memory (SQLite's page ` +
      `caches and statements, V8's code and its own), ${mb(memory.rss - memory.anonymous)} MB of mapped files (node, ` +
      'better-sqlite3, the bundle)',
  );
}
