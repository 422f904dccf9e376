// The mixed-load benchmark's server process (bundled by mixed.ts with the app's esbuild settings,
// next to the search worker): the real app on the 300 000-job store, its searches in the worker
// pool (BENCH_MODE=pool) or on the main thread (BENCH_MODE=single), and the event loop's delay
// measured in-process for each phase.
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

import { benchNow } from '@joblane/jobs/bench';

import { openJobDatabase } from '../src/server/jobDatabase.ts';
import { benchApp } from './server.ts';
import { processMemory } from './threadMemory.ts';

const databasePath = process.env.BENCH_DATABASE_PATH;
if (databasePath === undefined) throw new Error('BENCH_DATABASE_PATH is not set');
const mode = process.env.BENCH_MODE === 'single' ? 'single' : 'pool';
const threads = Number(process.env.SEARCH_THREADS);

const opened = performance.now();
const database = await openJobDatabase({
  path: databasePath,
  sampleJobs: 0,
  ...(mode === 'pool'
    ? {
        searchPool: {
          workerFile: join(import.meta.dirname, 'searchWorker.js'),
          threads,
          taskTimeoutMs: 10_000,
        },
      }
    : {}),
});
const openMs = performance.now() - opened;
const app = await benchApp(database, { now: () => benchNow });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });

// Job ids from all over the store, for the job-page clients (BENCH_JOB_PAGES=0: none; at a million
// jobs the deep offsets take seconds).
const jobIds: string[] = [];
const total =
  process.env.BENCH_JOB_PAGES === '0' ? 0 : await database.store.countActive({ now: benchNow });
for (let index = 0; index < (total === 0 ? 0 : 50); index += 1) {
  const offset = Math.floor((total / 50) * index);
  for (const entry of await database.store.listActive(offset, 40, { now: benchNow })) {
    jobIds.push(entry.id);
  }
}

// 10 ms resolution, as @fastify/under-pressure samples it; the reported delay is beyond that.
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const beyondResolution = (nanos: number) => Math.max(0, nanos / 1e6 - 10);

process.send?.({ type: 'ready', origin, jobIds, openMs, mode });
let cpuFrom = process.cpuUsage();
let wallFrom = performance.now();
process.on('message', (message: { type: string }) => {
  if (message.type === 'reset') {
    delay.reset();
    cpuFrom = process.cpuUsage();
    wallFrom = performance.now();
    process.send?.({ type: 'reset' });
  } else if (message.type === 'memory') {
    // The whole process (the main thread, every pool thread and the stores they hold), by thread:
    // the search threads and the quick lane's one.
    void processMemory(mode === 'pool' ? threads + 1 : 0).then((memory) =>
      process.send?.({ type: 'memory', ...memory }),
    );
  } else if (message.type === 'delay') {
    process.send?.({
      type: 'delay',
      p50: beyondResolution(delay.percentile(50)),
      p99: beyondResolution(delay.percentile(99)),
      max: beyondResolution(delay.max),
      // CPU time of every thread of the process (main, pool) per wall-clock time: cores in use.
      cores: (() => {
        const { user, system } = process.cpuUsage(cpuFrom);
        return (user + system) / 1000 / (performance.now() - wallFrom);
      })(),
    });
  }
});
process.on('disconnect', () => {
  void app.close().then(() => process.exit(0));
});
