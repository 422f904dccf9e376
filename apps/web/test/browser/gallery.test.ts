import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

import { allExamples } from '@joblane/ui/examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appRoot } from '../helpers.ts';
import { startBuiltServer, type RunningServer } from '../serve.ts';
import {
  axeViolations,
  collectProblems,
  launchBrowser,
  waitForHydration,
  type Browser,
} from './browser.ts';

// The kit gallery as app teams use it: the list filtered as they type, every component's page
// (examples, their code, props) axe-clean at phone and desktop widths, and all of it by keyboard.
// Screenshots go to apps/web/test-results/gallery/ (git-ignored) for people to look at.
const screenshots = join(appRoot, 'test-results', 'gallery');

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  await mkdir(screenshots, { recursive: true });
  server = await startBuiltServer({ env: { LOG_LEVEL: 'warn' } });
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the gallery’s list in Chromium', () => {
  it('filters as you type, keeps the search in the address, and opens a component by keyboard', async () => {
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.origin}/ui?v=5`);
    await waitForHydration(page);
    const list = page.locator('#main');
    await expect(list.getByRole('link', { name: 'Button', exact: true }).count()).resolves.toBe(1);

    const search = page.getByRole('searchbox', { name: 'Search components' });
    await search.pressSequentially('TabPanel');
    await page.getByText(`1 of ${allExamples.length} components match “TabPanel”`).waitFor();
    await expect(list.getByRole('link', { name: 'Button', exact: true }).count()).resolves.toBe(0);
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe('TabPanel');
    expect(url.searchParams.get('v')).toBe('5');
    expect(await axeViolations(page)).toEqual([]);

    // From the search field, Tab reaches the one result; Enter opens its page.
    await search.focus();
    for (let presses = 0; presses < 5; presses += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      if (focused === 'Tabs') break;
    }
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Tabs' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/ui/Tabs');
    expect(new URL(page.url()).searchParams.get('v')).toBe('5');

    // Back, the list is filtered as it was left (the address kept the search).
    await page.goBack();
    await waitForHydration(page);
    await expect(search.inputValue()).resolves.toBe('TabPanel');
    await search.fill('');
    await page.getByText(`${allExamples.length} components`, { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([375, 1280])('has no axe violations at %i px wide', async (width) => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${server.origin}/ui`);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshots, `ui-${width}.png`), fullPage: true });
    await page.close();
  });
});

describe.each([375, 1280])('every component page at %i px wide', (width) => {
  it('shows each example beside its code, and a props table, with no axe violation or console error', async () => {
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    await page.setViewportSize({ width, height: 800 });
    for (const { component, examples } of allExamples) {
      await page.goto(`${server.origin}/ui/${component}`);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: component, exact: true }).waitFor();
      await expect(
        page.getByRole('region', { name: /^Code of / }).count(),
        component,
      ).resolves.toBe(examples.length);
      await expect(page.locator('[data-color-mode]').count(), component).resolves.toBe(
        examples.length,
      );
      await expect(
        page.getByRole('region', { name: /^Props of / }).count(),
        component,
      ).resolves.toBeGreaterThan(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${component}: wider than the viewport by`).toBe(0);
      expect(await axeViolations(page), component).toEqual([]);
      if (['Button', 'Tabs', 'TextField'].includes(component)) {
        await page.screenshot({
          path: join(screenshots, `${component}-${width}.png`),
          fullPage: true,
        });
      }
    }
    expect(problems).toEqual([]);
    await page.close();
  }, 600_000);
});

describe('a component page in Chromium', () => {
  it('previews the examples in dark mode on a click, still axe-clean', async () => {
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.origin}/ui/Alert`);
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Preview in dark mode' });
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
    await toggle.click();
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    const alert = allExamples.find(({ component }) => component === 'Alert')!;
    await expect(page.locator('[data-color-mode="dark"]').count()).resolves.toBe(
      alert.examples.length,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('lets a keyboard user reach and scroll the code and the props table', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${server.origin}/ui/TextField`);
    await waitForHydration(page);
    const table = page.getByRole('region', { name: 'Props of TextField' });
    await table.focus();
    await expect(table.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    // Wider than a phone: the arrow key scrolls it sideways, the page does not move.
    await expect(
      table.evaluate((element) => element.scrollWidth > element.clientWidth),
    ).resolves.toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await page.close();
  });
});
