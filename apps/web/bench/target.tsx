// The benchmark's server process (bundled by bench.ts with the app's esbuild settings): the real
// app with a 20-card page added, a bare Fastify route, and React's own render time measured here.
import { PassThrough } from 'node:stream';

import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

import type { ClientContext, PageComponent, PageNavigation } from '../src/app/context.ts';
import { createApp } from '../src/app/createApp.tsx';
import { pageApiUrl } from '../src/app/pageApi.ts';
import { definePageRoute, pageRoutes } from '../src/features/index.ts';
import { openJobDatabase } from '../src/server/jobDatabase.ts';
import { SAMPLE_JOB_COUNT } from '../src/server/sampleJobs.ts';
import { benchJobs, CardsPage } from './JobCard.tsx';
import { benchApp, medianRenderMs } from './server.ts';

const jobs = benchJobs(20);

const cardsRoute = definePageRoute({
  // The client build has no bench page; it borrows the home page's assets (it never hydrates).
  id: 'home',
  path: '/bench/cards',
  schema: { querystring: Type.Object({}, { additionalProperties: false }) },
  load: () => ({ jobs }),
  head: () => ({ title: '20 jobs · Joblane', description: 'Twenty job cards.' }),
  page: CardsPage,
});

/** React's render time for `Page` with `context` (batches of 300 renders). */
const renderMilliseconds = (Page: PageComponent, context: ClientContext) =>
  medianRenderMs(() => renderToString(createApp(context, Page)), 300);

// The sample jobs in memory: the home page's counts come from the store, as in production.
const database = await openJobDatabase({ path: ':memory:', sampleJobs: SAMPLE_JOB_COUNT });
const app = await benchApp(database, { routes: [...pageRoutes, cardsRoute] });

const homeRoute = pageRoutes.find((route) => route.id === 'home')!;
// The context the home page renders with, as its JSON twin hands it to the browser.
const homeContext = ((await app.inject(pageApiUrl('/'))).json() as PageNavigation).context;
const cardsContext: ClientContext = {
  route: 'home',
  url: '/bench/cards',
  v: null,
  data: { jobs },
};
const measureRender = async () => ({
  home: await renderMilliseconds(homeRoute.page, homeContext),
  cards: await renderMilliseconds(cardsRoute.page, cardsContext),
});

const bare = Fastify({ logger: false });
const cardsHtml = (await app.inject('/bench/cards')).body;
bare.get('/', () => ({ hello: 'world' }));
bare.get('/cards', (_request, reply) => reply.type('text/html; charset=utf-8').send(cardsHtml));
// React's render of the same tree behind a bare route: no document, plugins, hooks or logs.
bare.get('/react-cards', (_request, reply) =>
  reply
    .type('text/html; charset=utf-8')
    .send(renderToString(createApp(cardsContext, cardsRoute.page))),
);
// The same with React's Node stream renderer, to choose between the two by measurement.
bare.get('/react-cards-stream', (_request, reply) => {
  const body = new PassThrough();
  const stream = renderToPipeableStream(createApp(cardsContext, cardsRoute.page), {
    onShellReady: () => stream.pipe(body),
    onShellError: (error) => body.destroy(error as Error),
  });
  return reply.type('text/html; charset=utf-8').send(body);
});

const appOrigin = await app.listen({ port: 0, host: '127.0.0.1' });
const bareOrigin = await bare.listen({ port: 0, host: '127.0.0.1' });
// The parent asks for React's render time around each HTTP run (so the ceiling is measured under
// the same load as the run) and for this process's CPU time (host cost per request).
process.on('message', (message: { type: 'render' | 'cpu' }) => {
  if (message.type === 'render') {
    void measureRender().then((render) => process.send?.({ type: 'render', render }));
  } else {
    process.send?.({ type: 'cpu', cpu: process.cpuUsage() });
  }
});
process.send?.({
  type: 'ready',
  appOrigin,
  bareOrigin,
  bytes: { home: (await app.inject('/')).body.length, cards: cardsHtml.length },
});
process.on('disconnect', () => process.exit(0));
