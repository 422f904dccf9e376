// The results-page benchmark's server process (bundled by results.ts with the app's esbuild
// settings): the real app on a 300 000-job store, and a bare Fastify route that only renders the
// same results page with React (the baseline).
import { join, resolve } from 'node:path';

import Fastify from 'fastify';
import { renderToString } from 'react-dom/server';

import type { ClientContext, PageNavigation } from '../src/app/context.ts';
import { createApp } from '../src/app/createApp.tsx';
import { readManifest } from '../src/document/manifest.ts';
import SearchPage from '../src/pages/jobs.page.tsx';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openJobDatabase } from '../src/server/database.ts';

const appRoot = resolve(import.meta.dirname, '..', '..');
const databasePath = process.env.BENCH_DATABASE_PATH;
const benchNow = new Date(process.env.BENCH_NOW ?? '2026-11-01T00:00:00.000Z');
const query = process.env.BENCH_QUERY ?? '';
if (databasePath === undefined) throw new Error('BENCH_DATABASE_PATH is not set');

const opened = performance.now();
const database = await openJobDatabase({ path: databasePath, sampleJobs: 0 });
const openMs = performance.now() - opened;
const clientDir = join(appRoot, 'dist', 'client');
const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1' }, appRoot);
const app = await buildApp({
  config,
  manifest: await readManifest(join(clientDir, 'manifest.json')),
  clientDir,
  checkDatabase: database.check,
  database,
  now: () => benchNow,
});

// The page's data, loaded once, for the render-only baseline.
const navigation = (await app.inject(`/api/pages/jobs?${query}`)).json() as PageNavigation;
const context = navigation.context as ClientContext;
const render = () => renderToString(createApp(context, SearchPage as never));

/** Median of 7 batches of 100 renders after a warm-up, in milliseconds per render. */
function renderMilliseconds(): number {
  for (let index = 0; index < 100; index += 1) render();
  const batches: number[] = [];
  for (let batch = 0; batch < 7; batch += 1) {
    const started = performance.now();
    for (let index = 0; index < 100; index += 1) render();
    batches.push((performance.now() - started) / 100);
  }
  return batches.sort((a, b) => a - b)[3]!;
}
const renderMs = renderMilliseconds();

const bare = Fastify({ logger: false });
bare.get('/react-results', (_request, reply) =>
  reply.type('text/html; charset=utf-8').send(render()),
);

const appOrigin = await app.listen({ port: 0, host: '127.0.0.1' });
const bareOrigin = await bare.listen({ port: 0, host: '127.0.0.1' });
const page = await app.inject(`/jobs?${query}`);
if (page.statusCode !== 200) throw new Error(`/jobs?${query} answered ${page.statusCode}`);
process.send?.({
  appOrigin,
  bareOrigin,
  renderMs,
  openMs,
  bytes: page.body.length,
  total: (context.data as { total: number }).total,
});
process.on('message', (message: { type: string }) => {
  if (message.type === 'cpu') process.send?.({ type: 'cpu', cpu: process.cpuUsage() });
});
process.on('disconnect', () => process.exit(0));
