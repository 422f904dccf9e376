// pnpm bench: the page host against a bare Fastify route and against React's own render time,
// all in one run on loopback. Needs the client build (turbo runs `build` first).
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { cpus } from 'node:os';
import { join } from 'node:path';

import autocannon from 'autocannon';
import * as esbuild from 'esbuild';

import { appRoot, serverBuildOptions } from '../build/build.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Ready {
  appOrigin: string;
  bareOrigin: string;
  render: { home: number; cards: number };
  bytes: { home: number; cards: number };
}

const outdir = join(appRoot, 'dist', 'bench');
await esbuild.build(await serverBuildOptions('production', { target: 'bench/target.tsx' }, outdir));
// The server runs alone in its process, logging as in production (to /dev/null).
const target = fork(join(outdir, 'target.js'), {
  env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const [ready] = (await once(target, 'message')) as [Ready];

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
}

async function measure(name: string, url: string): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

try {
  const bareJson = await measure('bare Fastify, JSON', `${ready.bareOrigin}/`);
  const bareCards = await measure(
    'bare Fastify, 20-card HTML as a string',
    `${ready.bareOrigin}/cards`,
  );
  const bareReact = await measure(
    'bare Fastify, renderToString of the 20 cards',
    `${ready.bareOrigin}/react-cards`,
  );
  const bareStream = await measure(
    'bare Fastify, renderToPipeableStream of the 20 cards',
    `${ready.bareOrigin}/react-cards-stream`,
  );
  const home = await measure('home page', `${ready.appOrigin}/`);
  const cards = await measure('20-card page', `${ready.appOrigin}/bench/cards`);
  const rows = [bareJson, bareCards, bareReact, bareStream, home, cards];
  console.log(
    `\n${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ` +
      `${CONNECTIONS} connections, ${SECONDS} s per target, loopback\n`,
  );
  console.log('| target | req/s | p50 ms | p99 ms |\n|---|---:|---:|---:|');
  for (const row of rows) {
    console.log(`| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} |`);
  }
  const ceiling = (ms: number) => 1000 / ms;
  console.log(`
React renderToString, same process: home ${ready.render.home.toFixed(3)} ms (${ready.bytes.home} B document), 20 cards ${ready.render.cards.toFixed(3)} ms (${ready.bytes.cards} B)
Render-only ceiling: home ${Math.round(ceiling(ready.render.home))} req/s, 20 cards ${Math.round(ceiling(ready.render.cards))} req/s

home page / render ceiling:               ${(home.rps / ceiling(ready.render.home)).toFixed(2)}
20-card page / render ceiling:            ${(cards.rps / ceiling(ready.render.cards)).toFixed(2)}   (target >= 0.90)
renderToPipeableStream / renderToString:  ${(bareStream.rps / bareReact.rps).toFixed(2)}   (bare routes)
20-card page / bare renderToString route: ${(cards.rps / bareReact.rps).toFixed(2)}
20-card page / bare 20-card string:       ${(cards.rps / bareCards.rps).toFixed(2)}
20-card page / bare JSON:                 ${(cards.rps / bareJson.rps).toFixed(3)}`);
} finally {
  target.disconnect();
  target.kill();
}
