import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, waitForHydration, type Browser } from './browser/browser.ts';
import { testApp } from './helpers.ts';
import { appRoot } from './paths.ts';
import { freePort } from './serve.ts';

/** The first `hello` event of /__dev/events: the build the server serves and its process. */
async function greeting(origin: string): Promise<{ version: number; pid: number }> {
  const controller = new AbortController();
  const response = await fetch(`${origin}/__dev/events`, { signal: controller.signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the event stream ended before its greeting: ${text}`);
    text += new TextDecoder().decode(value);
    const hello = /event: hello\ndata: (.*)\n\n/.exec(text);
    if (hello !== null) {
      controller.abort();
      return JSON.parse(hello[1]!) as { version: number; pid: number };
    }
  }
}

describe('the dev loop (pnpm dev)', () => {
  // A client-only file: the edit reaches the browser bundle alone, never the server.
  const editedFile = join(appRoot, 'src', 'client', 'devReload.ts');
  const outDir = join('dist', `dev-test-${process.pid}`);
  let original: string;
  let dev: ChildProcess;
  let output = '';
  let origin: string;
  let dataDir: string;
  let browser: Browser;

  const waitForOutput = async (pattern: RegExp, from: number, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(output.slice(from))) {
      if (dev.exitCode !== null) throw new Error(`the dev loop exited:\n${output}`);
      if (Date.now() > deadline)
        throw new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    original = await readFile(editedFile, 'utf8');
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    dataDir = await mkdtemp(join(tmpdir(), 'joblane-dev-test-'));
    dev = spawn(process.execPath, ['--import', 'tsx', 'build/dev.ts', '--out', outDir], {
      cwd: appRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATABASE_PATH: join(dataDir, 'joblane.db'),
        SAMPLE_JOBS: '40',
        ALERT_INTERVAL_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    dev.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForOutput(/dev: server listening/, 0, 150_000);
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await writeFile(editedFile, original);
    await browser?.close();
    if (dev !== undefined && dev.exitCode === null) {
      const exited = once(dev, 'exit');
      dev.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
    await rm(join(appRoot, outDir), { recursive: true, force: true });
  }, 30_000);

  it('serves documents that load the reload client, and greets event streams with the build', async () => {
    const html = await (await fetch(`${origin}/`)).text();
    expect(html).toMatch(/<script type="module" src="\/__dev\/client\.js\?v=\d+"><\/script>/);
    const client = await fetch(`${origin}/__dev/client.js?v=1`);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toContain('text/javascript');
    expect(await client.text()).toContain('/__dev/events');
    const hello = await greeting(origin);
    expect(hello.version).toBeGreaterThanOrEqual(1);
    expect(hello.pid).toBeGreaterThan(0);
  });

  it('reloads a connected page after a client-only edit, without restarting the server', async () => {
    const before = await greeting(origin);
    const page = await browser.context.newPage();
    const connected = page.waitForResponse((response) => response.url().endsWith('/__dev/events'));
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await connected;
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));

    const from = output.length;
    const reloaded = page.waitForEvent('load', { timeout: 60_000 });
    await writeFile(editedFile, `${original}\nexport const devLoopTestEdit = ${Date.now()};\n`);
    await reloaded;
    await waitForOutput(/dev: rebuilt [^\n]*: pages reload/, from, 30_000);

    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(
      undefined,
    );
    const after = await greeting(origin);
    expect(after.pid).toBe(before.pid);
    expect(after.version).toBeGreaterThan(before.version);
    await page.close();
  }, 90_000);
});

describe('a production build and app', () => {
  it('have no dev loop: no reload script in documents, and /__dev/ answers 404', async () => {
    const { app } = await testApp();
    const document = await app.inject({ method: 'GET', url: '/' });
    expect(document.statusCode).toBe(200);
    expect(document.body).not.toContain('/__dev/');
    for (const url of ['/__dev/events', '/__dev/client.js']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    await app.close();
  });

  it('bundles none of the dev loop', () => {
    const distDir = join(appRoot, 'dist');
    for (const folder of ['server', 'client']) {
      const files = readdirSync(join(distDir, folder), { recursive: true, encoding: 'utf8' });
      expect(files.filter((file) => /devStart|devRunner|devReload/.test(file))).toEqual([]);
      for (const file of files.filter((name) => /\.(js|json)$/.test(name))) {
        expect(readFileSync(join(distDir, folder, file), 'utf8')).not.toContain('/__dev/');
      }
    }
  });
});
