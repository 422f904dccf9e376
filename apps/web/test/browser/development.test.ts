import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { build } from '../../build/build.ts';
import { appRoot } from '../paths.ts';
import { startBuiltServer, type RunningServer } from '../serve.ts';
import { collectProblems, launchBrowser, waitForHydration, type Browser } from './browser.ts';

// React reports hydration mismatches (attributes and class names included) only in its
// development build: build the app that way once and hydrate every page with it.
const distDir = join(appRoot, 'dist', 'development');
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  await build('development', distDir);
  server = await startBuiltServer({
    args: [join(distDir, 'server', 'server.js')],
    env: { NODE_ENV: 'development', LOG_LEVEL: 'warn' },
  });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a development build in Chromium', () => {
  it.each([
    '/?v=9',
    '/ui',
    '/ui/Tabs',
    '/jobs?keywords=nurse&worktype=full-time&v=9',
    '/job/50000000?v=9',
  ])('hydrates %s without a hydration warning', async (path) => {
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.origin}${path}`);
    await waitForHydration(page);
    // Let the post-hydration effects (current location, breakpoint) settle.
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
    await page.close();
  });
});
