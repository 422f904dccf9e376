// The results-page benchmark's server process (bundled by results.ts with the app's esbuild
// settings): the real app on a 300 000-job store, and a bare Fastify route that only renders the
// same results page with React (the baseline).
import { benchNow } from '@joblane/jobs/bench';
import Fastify from 'fastify';
import { renderToString } from 'react-dom/server';

import type { ClientContext, PageNavigation } from '../src/app/context.ts';
import { createApp } from '../src/app/createApp.tsx';
import SearchPage from '../src/features/search/jobs.page.tsx';
import { openJobDatabase } from '../src/server/jobDatabase.ts';
import { benchApp, medianRenderMs } from './server.ts';

const databasePath = process.env.BENCH_DATABASE_PATH;
const query = process.env.BENCH_QUERY ?? '';
if (databasePath === undefined) throw new Error('BENCH_DATABASE_PATH is not set');

const opened = performance.now();
const database = await openJobDatabase({ path: databasePath, sampleJobs: 0 });
const openMs = performance.now() - opened;
const app = await benchApp(database, { now: () => benchNow });

// The page's data, loaded once, for the render-only baseline.
const navigation = (await app.inject(`/api/pages/jobs?${query}`)).json() as PageNavigation;
const context = navigation.context as ClientContext;
const render = () => renderToString(createApp(context, SearchPage as never));

const renderMs = await medianRenderMs(render, 100);

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
