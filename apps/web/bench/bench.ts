// pnpm bench: the page host against a bare Fastify route and against React's own render time,
// all in one run on loopback. Needs the client build (turbo runs `build` first).
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

import * as esbuild from 'esbuild';

import { appRoot, serverBuildOptions } from '../build/build.ts';
import { measure, printRows } from './load.ts';

interface RenderTimes {
  home: number;
  cards: number;
}
type Message =
  | { type: 'ready'; appOrigin: string; bareOrigin: string; bytes: RenderTimes }
  | { type: 'render'; render: RenderTimes }
  | { type: 'cpu'; cpu: NodeJS.CpuUsage };

const outdir = join(appRoot, 'dist', 'bench');
await esbuild.build(await serverBuildOptions('production', { target: 'bench/target.tsx' }, outdir));
// The server runs alone in its process, logging as in production (to /dev/null).
const target = fork(join(outdir, 'target.js'), {
  env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});

async function next<Type extends Message['type']>(
  type: Type,
): Promise<Extract<Message, { type: Type }>> {
  for (;;) {
    const [message] = (await once(target, 'message')) as [Message];
    if (message.type === type) return message as Extract<Message, { type: Type }>;
  }
}
async function ask<Type extends 'render' | 'cpu'>(type: Type) {
  const answer = next(type);
  target.send({ type });
  return answer;
}

const serverCpu = async () => (await ask('cpu')).cpu;

/**
 * A page measured between two measurements of React's render time for its markup, in the server
 * process: the render-only ceiling is taken under the same load as the HTTP run.
 */
async function measurePage(name: string, url: string, page: keyof RenderTimes) {
  const before = (await ask('render')).render[page];
  const row = await measure(name, { url }, serverCpu);
  const after = (await ask('render')).render[page];
  return { row, renderMs: (before + after) / 2, renderRange: [before, after] as const };
}

const ready = await next('ready');
try {
  const bareJson = await measure('bare Fastify, JSON', { url: `${ready.bareOrigin}/` }, serverCpu);
  const bareCards = await measure(
    'bare Fastify, 20-card HTML as a string',
    { url: `${ready.bareOrigin}/cards` },
    serverCpu,
  );
  const bareReact = await measure(
    'bare Fastify, renderToString of the 20 cards',
    { url: `${ready.bareOrigin}/react-cards` },
    serverCpu,
  );
  const bareStream = await measure(
    'bare Fastify, renderToPipeableStream of the 20 cards',
    { url: `${ready.bareOrigin}/react-cards-stream` },
    serverCpu,
  );
  const home = await measurePage('home page', `${ready.appOrigin}/`, 'home');
  const cards = await measurePage('20-card page', `${ready.appOrigin}/bench/cards`, 'cards');
  const rows = [bareJson, bareCards, bareReact, bareStream, home.row, cards.row];
  printRows(rows);
  const ceiling = (ms: number) => 1000 / ms;
  const range = ([before, after]: readonly [number, number]) =>
    `${before.toFixed(3)}-${after.toFixed(3)}`;
  console.log(`
React renderToString, same process, before and after each page's run: home ${home.renderMs.toFixed(3)} ms (${range(home.renderRange)}; ${ready.bytes.home} B document), 20 cards ${cards.renderMs.toFixed(3)} ms (${range(cards.renderRange)}; ${ready.bytes.cards} B)
Render-only ceiling: home ${Math.round(ceiling(home.renderMs))} req/s, 20 cards ${Math.round(ceiling(cards.renderMs))} req/s

home page / render ceiling:               ${(home.row.rps / ceiling(home.renderMs)).toFixed(2)}
20-card page / render ceiling:            ${(cards.row.rps / ceiling(cards.renderMs)).toFixed(2)}   (target >= 0.90)
renderToPipeableStream / renderToString:  ${(bareStream.rps / bareReact.rps).toFixed(2)}   (bare routes)
20-card page / bare renderToString route: ${(cards.row.rps / bareReact.rps).toFixed(2)}
20-card page / bare 20-card string:       ${(cards.row.rps / bareCards.rps).toFixed(2)}
20-card page / bare JSON:                 ${(cards.row.rps / bareJson.rps).toFixed(3)}

Server CPU per 20-card page ${cards.row.cpuMs.toFixed(3)} ms: React's render ${(cards.renderMs / cards.row.cpuMs).toFixed(2)} of it, the host ${(cards.row.cpuMs - cards.renderMs).toFixed(3)} ms
(the same split without the wall clock: other processes on the machine move it less than req/s)`);
} finally {
  target.disconnect();
  target.kill();
}
