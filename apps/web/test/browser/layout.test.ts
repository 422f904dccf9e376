import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { demoAccounts } from '../../src/services/demoAccounts.ts';
import { appRoot } from '../paths.ts';
import { startBuiltServer, type RunningServer } from '../serve.ts';
import {
  axeViolations,
  collectProblems,
  DESKTOP,
  launchBrowser,
  MOBILE,
  nativeLookLeft,
  tabTo,
  waitForHydration,
  type Browser,
} from './browser.ts';

// What a visitor sees while a page loads and after: no layout shift, no sideways scrolling, the
// kit's fields drawn by the kit alone. Screenshots of each page at both widths go to
// apps/web/test-results/layout/ (git-ignored) for people to look at.
const screenshots = join(appRoot, 'test-results', 'layout');
const widths = [375, 1280] as const;

let server: RunningServer;
let browser: Browser;
let jobPath: string;

beforeAll(async () => {
  await mkdir(screenshots, { recursive: true });
  server = await startBuiltServer({ env: { LOG_LEVEL: 'warn' } });
  browser = await launchBrowser();
  const search = (await (await fetch(`${server.origin}/api/search?keywords=nurse`)).json()) as {
    jobs: { id: string }[];
  };
  jobPath = `/job/${search.jobs[0]!.id}`;
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Sums every layout shift the page reports (as CLS does, without user-input shifts). */
async function startShiftObserver(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Loads a page the way a visitor does and waits until it has hydrated, fonts included. */
async function load(page: Page, path: string) {
  await page.goto(`${server.origin}${path}`, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  // Anything the page does after hydration (recent searches, breakpoint re-render) has run.
  await page.waitForTimeout(300);
}

const pages = () => [
  { name: 'home', path: '/' },
  { name: 'results', path: '/jobs?keywords=nurse&worktype=full-time&workarrangement=on-site' },
  { name: 'job', path: jobPath },
  { name: 'ui', path: '/ui' },
  { name: 'ui-tabs', path: '/ui/Tabs' },
  { name: 'no-results', path: '/jobs?keywords=zzzzqqq&worktype=full-time' },
  { name: 'not-found', path: '/no/such/page' },
  { name: 'about', path: '/about' },
  { name: 'employers', path: '/employers' },
  { name: 'signin', path: '/signin' },
];

describe.each(widths)('at %i px wide', (width) => {
  it('shifts nothing while loading (CLS < 0.01), never scrolls sideways, and saves a screenshot', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height: 800 });
    await startShiftObserver(page);
    // A returning visitor has recent searches, which appear after hydration.
    await page.goto(`${server.origin}/jobs?keywords=nurse`);
    await waitForHydration(page);
    for (const { name, path } of pages()) {
      await load(page, path);
      const shift = await page.evaluate(
        () => (window as unknown as { layoutShift: number }).layoutShift,
      );
      expect(shift, `${name}: layout shift`).toBeLessThan(0.01);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name}: wider than the viewport by`).toBe(0);
      await page.screenshot({ path: join(screenshots, `${name}-${width}.png`), fullPage: true });
    }
    await page.close();
  });
});

describe.each(widths)('signed in as the demo seeker, at %i px wide', (width) => {
  it('shifts nothing on the seeker pages (CLS < 0.01), never scrolls sideways, and saves screenshots', async () => {
    // A browser of its own: its session must not reach the signed-out tests.
    const signedIn = await launchBrowser();
    const page = await signedIn.context.newPage();
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${server.origin}/signin`);
    await page.getByLabel('Email address').fill(demoAccounts.seeker.email);
    await page.getByLabel('Password', { exact: true }).fill(demoAccounts.seeker.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname !== '/signin');
    await startShiftObserver(page);
    for (const { name, path } of [
      { name: 'saved', path: '/saved' },
      { name: 'saved-searches', path: '/saved-searches' },
      { name: 'applications', path: '/applications' },
      { name: 'account', path: '/account' },
      { name: 'results-signed-in', path: '/jobs?keywords=nurse' },
    ]) {
      await load(page, path);
      // Signed in, so not sent to sign in.
      expect(new URL(page.url()).pathname, name).toBe(path.split('?')[0]);
      const shift = await page.evaluate(
        () => (window as unknown as { layoutShift: number }).layoutShift,
      );
      expect(shift, `${name}: layout shift`).toBeLessThan(0.01);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name}: wider than the viewport by`).toBe(0);
      await page.screenshot({ path: join(screenshots, `${name}-${width}.png`), fullPage: true });
    }
    await signedIn.close();
  });
});

it('shows the mobile filters drawer without moving the page, and screenshots it', async () => {
  const page = await browser.context.newPage();
  const problems = collectProblems(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await startShiftObserver(page);
  await load(page, '/jobs?keywords=nurse&worktype=full-time');
  await page.getByRole('link', { name: /^Filters/ }).click();
  await page.getByRole('dialog', { name: 'Filters' }).waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(screenshots, 'filters-open-375.png') });
  await expect(
    page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
  ).resolves.toBeLessThan(0.01);
  expect(problems).toEqual([]);
  await page.close();
});

describe("the kit's fields and buttons", () => {
  it('carry none of the browser’s own borders or button faces on the site', async () => {
    const page = await browser.context.newPage();
    await load(page, '/jobs?keywords=nurse&where=Sydney%20NSW');
    const { count, found } = await nativeLookLeft(page, '#main');
    expect(count).toBeGreaterThan(10);
    expect(found).toEqual([]);
    // The two clear controls are there and drawn by the kit.
    await expect(page.getByRole('link', { name: 'Clear keywords' }).isVisible()).resolves.toBe(
      true,
    );
    await page.close();
  });

  it('line up the filter groups’ checkboxes: Classification no further in than the others', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await load(page, '/jobs');
    const lefts = await page.evaluate(() =>
      [...document.querySelectorAll('fieldset')]
        .map((group) => ({
          legend: group.querySelector('legend')?.textContent ?? '',
          box: group.querySelector('input[type="checkbox"]')?.getBoundingClientRect().left,
          legendLeft: group.querySelector('legend')?.getBoundingClientRect().left,
        }))
        .filter((group) => group.box !== undefined),
    );
    expect(lefts.map(({ legend }) => legend)).toContain('Classification');
    expect(lefts.length).toBeGreaterThan(2);
    for (const group of lefts) expect(group.box, group.legend).toBe(group.legendLeft);
    await page.close();
  });
});

describe('the brand colours', () => {
  it('keep WCAG AA contrast in the dark colour scheme too (axe, home, results, job, 404)', async () => {
    const page = await browser.context.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const path of ['/', '/jobs?keywords=nurse&worktype=full-time', jobPath, '/nope']) {
      await load(page, path);
      await expect(
        page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
        'the dark theme applies',
      ).resolves.toBe('rgb(18, 17, 32)');
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.screenshot({ path: join(screenshots, 'not-found-dark-1280.png') });
    await page.close();
  });
});

/** Where each header stop leads: a link's path, or a button's text. */
function stopOf(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (active === null || active.closest('header') === null) return null;
    if (active instanceof HTMLAnchorElement) return new URL(active.href).pathname;
    return active.textContent?.trim() ?? '';
  });
}

/** Opens the header's menu from the keyboard and Tabs through it: every stop until it ends. */
async function menuByKeyboard(page: Page, menu: string): Promise<string[]> {
  // With the script, the button replaces the disclosure once its code has loaded.
  await page.locator(menu).waitFor({ state: 'attached' });
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  const stops: string[] = [];
  for (let press = 0; press < 20; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await stopOf(page);
    if (stop === null) break;
    stops.push(stop);
  }
  return stops;
}

/** A fresh context (its own cookies) at a width, signed in as a demo person or not. */
async function viewerPage(
  who: 'signed-out' | 'seeker' | 'employer',
  options: { width: number; javaScriptEnabled?: boolean },
) {
  const context = await browser.context.browser()!.newContext({
    viewport: options.width === MOBILE.width ? MOBILE : DESKTOP,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  if (who !== 'signed-out') {
    const account = demoAccounts[who];
    await page.goto(`${server.origin}/signin`);
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.pathname !== '/signin');
  }
  return { page, close: () => context.close() };
}

const menuDestinations = {
  'signed-out': ['/jobs', '/employers', '/signup'],
  seeker: [
    '/jobs',
    '/employers',
    '/jobs/for-you',
    '/saved',
    '/saved-searches',
    '/applications',
    '/profile',
    '/account',
    'Sign out',
  ],
  employer: ['/jobs', '/employer', '/account', 'Sign out'],
} as const;

describe('the header on a phone (375 px)', () => {
  it.each(['signed-out', 'seeker', 'employer'] as const)(
    'reaches every destination from the menu by keyboard with JavaScript, signed %s; Escape closes it, axe clean',
    async (who) => {
      const { page, close } = await viewerPage(who, { width: MOBILE.width });
      const problems = collectProblems(page);
      await load(page, '/');
      // Signing in stays one tap away; everything else is in the menu.
      const header = page.locator('header');
      await expect(header.getByRole('link', { name: 'Sign in' }).isVisible()).resolves.toBe(
        who === 'signed-out',
      );
      const button = header.getByRole('button', { name: 'Menu' });
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      const stops = await menuByKeyboard(page, 'header button[aria-expanded]');
      expect(stops).toEqual(menuDestinations[who]);
      // Tab past the last item closed it behind the reader.
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');

      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect(panel.isVisible()).resolves.toBe(true);
      await page.screenshot({ path: join(screenshots, `menu-open-${who}-375.png`) });
      expect(await axeViolations(page), 'menu open').toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await axeViolations(page), 'menu open, dark').toEqual([]);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(panel.isVisible()).resolves.toBe(false);
      await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(
        'Menu',
      );
      // A click elsewhere closes it too, and following one of its links goes there in place.
      await button.click();
      await page.locator('main').click({ position: { x: 5, y: 700 } });
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      await button.click();
      await panel.getByRole('link', { name: 'Search jobs' }).click();
      await page.waitForURL((url) => url.pathname === '/jobs');
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      expect(problems).toEqual([]);
      await close();
    },
  );

  it.each(['signed-out', 'seeker', 'employer'] as const)(
    'reaches every destination from the menu by keyboard without JavaScript, signed %s',
    async (who) => {
      const { page, close } = await viewerPage(who, {
        width: MOBILE.width,
        javaScriptEnabled: false,
      });
      await page.goto(`${server.origin}/`);
      const stops = await menuByKeyboard(page, 'header summary');
      expect(stops).toEqual(menuDestinations[who]);
      if (who === 'seeker') {
        await page.screenshot({ path: join(screenshots, 'menu-open-no-script-375.png') });
        // The menu's sign-out is a plain form that works.
        await page.locator('header details').getByRole('button', { name: 'Sign out' }).click();
        await page.waitForURL(`${server.origin}/`);
        await expect(
          page.locator('header').getByRole('link', { name: 'Sign in' }).isVisible(),
        ).resolves.toBe(true);
      }
      await close();
    },
  );
});

describe('the header on a wide screen (1280 px)', () => {
  it('shows every destination, Your applications too, with the kit’s focus ring, axe clean', async () => {
    for (const who of ['signed-out', 'seeker', 'employer'] as const) {
      const { page, close } = await viewerPage(who, { width: DESKTOP.width });
      await load(page, '/');
      // The phone's menu is not needed here.
      await expect(page.getByRole('button', { name: 'Menu' }).isVisible()).resolves.toBe(false);
      const visible = await page
        .locator('header a, header button')
        .evaluateAll((elements) =>
          elements
            .filter((element) => (element as HTMLElement).offsetParent !== null)
            .map((element) =>
              element instanceof HTMLAnchorElement
                ? new URL(element.href).pathname
                : (element.textContent?.trim() ?? ''),
            ),
        );
      const expected = {
        'signed-out': ['/', '/jobs', '/employers', '/signin', '/signup'],
        seeker: [
          '/',
          '/jobs',
          '/employers',
          '/jobs/for-you',
          '/saved',
          '/saved-searches',
          '/applications',
          '/profile',
          '/account',
          'Sign out',
        ],
        employer: ['/', '/jobs', '/employer', '/account', 'Sign out'],
      }[who];
      expect(visible, who).toEqual(expected);
      // Each account link draws the kit's ring (3 px, solid), not the browser's thin default.
      await tabTo(page, 'nav[aria-label="Account"] :is(a, button)');
      for (let stop = 0; stop < expected.length - 3; stop += 1) {
        const ring = await page.evaluate(() => {
          const style = getComputedStyle(document.activeElement!);
          return `${style.outlineStyle} ${style.outlineWidth}`;
        });
        expect(ring, `${who}: ${await stopOf(page)}`).toBe('solid 3px');
        await page.keyboard.press('Tab');
      }
      expect(await axeViolations(page), who).toEqual([]);
      await page.screenshot({ path: join(screenshots, `header-${who}-1280.png`) });
      await close();
    }
  });

  it('fits a seeker’s seven links in one row from 1200 px; narrower, the menu holds them', async () => {
    const { page, close } = await viewerPage('seeker', { width: DESKTOP.width });
    await load(page, '/');
    const account = page.getByRole('navigation', { name: 'Account' });
    const menu = page.locator('header').getByRole('button', { name: 'Menu' });
    for (const width of [1100, 1200]) {
      await page.setViewportSize({ width, height: DESKTOP.height });
      expect(await menu.isVisible(), `${width}`).toBe(width < 1200);
      expect(await account.isVisible(), `${width}`).toBe(width >= 1200);
      const gap = await page.evaluate(() => {
        const site = document.querySelector('nav[aria-label="Site"]')!.getBoundingClientRect();
        const mine = document.querySelector('nav[aria-label="Account"]')!.getBoundingClientRect();
        return mine.width === 0 ? Infinity : mine.left - site.right;
      });
      expect(gap, `${width}: the rows' gap`).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
    await close();
  });
});
