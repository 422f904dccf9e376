// pnpm bench (second part): the results page with real queries over 300 000 jobs, beside React's
// render of the same page behind a bare Fastify route. Needs the client build.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

import { benchStorePath } from '@joblane/jobs/bench';
import * as esbuild from 'esbuild';

import { appRoot, serverBuildOptions } from '../build/build.ts';
import { measure, printRows, type Row } from './load.ts';
import { KEYWORDS } from './searches.ts';
import { ensureGeneratedStore } from './targetProcess.ts';

const JOBS = 300_000;
// The same generated store as packages/jobs' benchmark, in its cache folder, so the two
// benchmarks build it once between them.
const databasePath = process.env.BENCH_DATABASE_PATH ?? benchStorePath(JOBS);

/** One real search: a keyword, a place and a filter (what a job seeker asks). */
const QUERY = 'keywords=manager&where=Sydney&worktype=full-time';
/**
 * 600 distinct searches (30 keywords x 20 pages), more than the store's 256-result cache, asked in
 * turn: every request misses the result cache (keyword match sets, 64 of them, stay cached).
 */
const ROTATING = KEYWORDS.flatMap((keywords) =>
  Array.from(
    { length: 20 },
    (_, index) =>
      `/jobs?keywords=${encodeURIComponent(keywords)}${index === 0 ? '' : `&page=${index + 1}`}`,
  ),
);

ensureGeneratedStore(databasePath, JOBS);

const outdir = join(appRoot, 'dist', 'bench-results');
await esbuild.build(
  await serverBuildOptions('production', { target: 'bench/resultsTarget.tsx' }, outdir),
);
const target = fork(join(outdir, 'target.js'), {
  env: {
    ...process.env,
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    BENCH_DATABASE_PATH: databasePath,
    BENCH_QUERY: QUERY,
    // Generous limits: the benchmark is one client on loopback.
    CLIENT_BUDGET: '1000000',
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

try {
  const rows = [
    await measure(
      'bare Fastify, renderToString of the results page (data loaded once)',
      { url: `${ready.bareOrigin}/react-results` },
      serverCpu,
    ),
    await measure(
      `results page, one search (${QUERY})`,
      { url: `${ready.appOrigin}/jobs?${QUERY}` },
      serverCpu,
    ),
    await measure(
      'results page, 600 searches in turn (result cache misses)',
      { url: ready.appOrigin, requests: ROTATING.map((path) => ({ method: 'GET', path })) },
      serverCpu,
    ),
  ];
  printRows(
    rows,
    `${JOBS.toLocaleString('en-AU')} jobs (store opened in ${(ready.openMs / 1000).toFixed(1)} s), `,
  );
  const [bare, one] = rows as [Row, Row, Row];
  console.log(`
Results page: ${ready.total.toLocaleString('en-AU')} matches, ${ready.bytes} B document.
React renderToString of it in the server process: ${ready.renderMs.toFixed(3)} ms (ceiling ${Math.round(1000 / ready.renderMs)} req/s)
one search / bare render route: ${(one.rps / bare.rps).toFixed(2)}`);
} finally {
  target.disconnect();
  target.kill();
}
