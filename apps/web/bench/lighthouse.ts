// pnpm bench:lighthouse: Lighthouse's mobile performance audit (its default: a mid-range phone on
// a throttled 4G connection, simulated) of home, results and a job page, served by the built
// server on loopback with the 3 000 sample jobs. Needs `pnpm build` and Debian's Chromium.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { appRoot } from '../build/build.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(join(tmpdir(), 'joblane-lighthouse-'));
const server = spawn(process.execPath, [join(appRoot, 'dist', 'server', 'server.js')], {
  cwd: appRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SAMPLE_JOBS: '3000',
    PUBLIC_ORIGIN: origin,
    DATABASE_PATH: join(dataDir, 'joblane.db'),
  },
  stdio: 'inherit',
});

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 300) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const results = await (await fetch(`${origin}/jobs?keywords=nurse`)).text();
  const jobPath = /href="(\/job\/[^"?]+)/.exec(results)?.[1];
  if (jobPath === undefined) throw new Error('no job link on the results page');
  const pages = [
    ['home', '/'],
    ['results', '/jobs?keywords=nurse&where=Sydney+NSW'],
    ['job', jobPath],
  ] as const;

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    console.log(
      `Lighthouse ${RUNS} runs per page, mobile preset (simulated throttling), ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)}`,
    );
    console.log('| page | performance (median) | runs | FCP ms | LCP ms | TBT ms | CLS |');
    console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: |');
    for (const [name, path] of pages) {
      const scores: number[] = [];
      const metrics = {
        fcp: [] as number[],
        lcp: [] as number[],
        tbt: [] as number[],
        cls: [] as number[],
      };
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        if (result === undefined) throw new Error(`Lighthouse gave no result for ${path}`);
        const { lhr } = result;
        scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        metrics.fcp.push(value('first-contentful-paint'));
        metrics.lcp.push(value('largest-contentful-paint'));
        metrics.tbt.push(value('total-blocking-time'));
        metrics.cls.push(value('cumulative-layout-shift'));
      }
      console.log(
        `| ${name} | ${median(scores)} | ${scores.join(', ')} | ${median(metrics.fcp).toFixed(0)} | ${median(metrics.lcp).toFixed(0)} | ${median(metrics.tbt).toFixed(0)} | ${median(metrics.cls).toFixed(3)} |`,
      );
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
