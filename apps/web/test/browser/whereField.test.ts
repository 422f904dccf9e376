import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { autosuggestChunk } from '../paths.ts';
import { startBuiltServer, type RunningServer } from '../serve.ts';
import { collectProblems, launchBrowser, waitForHydration, type Browser } from './browser.ts';

// The where field's suggestion list loads on first focus (LazyAutosuggest): what a visitor types
// before it arrives must stay, and a lost request must leave a field that still searches.

const AUTOSUGGEST_CHUNK = `**/assets/${autosuggestChunk()}`;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startBuiltServer({ env: { LOG_LEVEL: 'warn' } });
  browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the where field on the results page', () => {
  it('does not load the suggestion list with the page, and keeps keys typed while it loads', async () => {
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    const requested: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(AUTOSUGGEST_CHUNK, async (route) => {
      requested.push(route.request().url());
      await held; // the code arrives late: the visitor is already typing
      await route.continue();
    });
    await page.goto(`${server.origin}/jobs?keywords=nurse&v=5`);
    await waitForHydration(page);
    expect(requested).toEqual([]);

    const where = page.getByRole('combobox', { name: 'Where' });
    await where.focus();
    await page.keyboard.type('Syd');
    // The request reaches the route handler a moment after focus asked for it; on a busy machine
    // that can be after the last key.
    await expect.poll(() => requested.length, { timeout: 10_000 }).toBe(1);
    await expect(where.inputValue()).resolves.toBe('Syd');

    release();
    // The list opens for what was typed, and the keyboard works as in Autosuggest.
    await page
      .getByRole('option', { name: /Sydney NSW/ })
      .first()
      .waitFor();
    await page.keyboard.type('n');
    await expect(where.inputValue()).resolves.toBe('Sydn');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('where');
    await page
      .getByRole('option', { name: /Sydney NSW/ })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(where.inputValue()).resolves.toMatch(/^Sydney/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('offers only places with jobs', async () => {
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.origin}/jobs?keywords=nurse`);
    await waitForHydration(page);
    const where = page.getByRole('combobox', { name: 'Where' });
    await where.focus();
    // "syd" matches suburbs and streets named after Sydney that have no sample jobs.
    await page.keyboard.type('syd');
    const list = page.getByRole('listbox');
    await list.getByRole('option').first().waitFor();
    const options = await list.getByRole('option').allTextContents();
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(option).toMatch(/[1-9][\d,]* jobs?$/u);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('still searches when the suggestion list cannot be fetched', async () => {
    const page = await browser.context.newPage();
    await page.route(AUTOSUGGEST_CHUNK, (route) => route.abort('failed'));
    await page.goto(`${server.origin}/jobs?keywords=nurse&v=5`);
    await waitForHydration(page);
    const where = page.getByRole('combobox', { name: 'Where' });
    await where.focus();
    await page.keyboard.type('Melbourne VIC');
    await expect(where.inputValue()).resolves.toBe('Melbourne VIC');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('where') === 'Melbourne VIC');
    expect(new URL(page.url()).searchParams.get('v')).toBe('5');
    await page.close();
  });
});
