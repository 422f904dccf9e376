import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { demoAccounts } from '../../src/services/demoAccounts.ts';
import { stillOpenToken } from '../../src/services/stillOpen.ts';
import { startBuiltServer, type RunningServer } from '../serve.ts';
import {
  axeViolations,
  collectProblems,
  launchBrowser,
  waitForHydration,
  type Browser,
} from './browser.ts';

// Every page a visitor, the demo seeker and the demo employer can open, checked by axe at a
// phone's and a desktop's width in the light colour scheme (every rule) and in the dark one
// (colours only change there, the theme's variables: contrast, at the desktop width), each with
// one h1, no sideways scrolling and nothing in the console.
let server: RunningServer;
/** What signs the site's links (unsubscribe, still open?): known here to make a still-open link. */
const LINK_SECRET = 'the accessibility sweep signs its links with this secret';
let jobPath: string;
let employerAdPath: string;

beforeAll(async () => {
  server = await startBuiltServer({
    env: { LOG_LEVEL: 'warn', SAMPLE_JOBS: '200', ALERT_TOKEN_SECRET: LINK_SECRET },
  });
  const search = (await (await fetch(`${server.origin}/api/search?keywords=nurse`)).json()) as {
    jobs: { id: string }[];
  };
  jobPath = `/job/${search.jobs[0]!.id}`;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** Every rule at both widths in light; in dark (colours only), contrast at the desktop width. */
const passes = [
  { colorScheme: 'light', width: 375 },
  { colorScheme: 'light', width: 1280 },
  { colorScheme: 'dark', width: 1280 },
] as const;

async function signIn(page: Page, person: { email: string; password: string }) {
  await page.goto(`${server.origin}/signin`);
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/signin');
}

/** Each page in each pass; the failures of all pages at once. */
async function sweep(browser: Browser, paths: () => readonly string[]) {
  const page = await browser.context.newPage();
  const problems = collectProblems(page);
  const failures: string[] = [];
  for (const { colorScheme, width } of passes) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths()) {
      const response = await page.goto(`${server.origin}${path}`, { waitUntil: 'load' });
      const status = response?.status() ?? 0;
      expect(status, path).toBeLessThan(500);
      await waitForHydration(page);
      const where = `${path} at ${width} px, ${colorScheme}`;
      // The browser logs a page's own 404 as a failed resource; anything else is a problem.
      const logged = problems
        .splice(0)
        .filter((problem) => status === 200 || !/\b404\b/.test(problem));
      failures.push(...logged.map((problem) => `${where}: ${problem}`));
      const headings = await page.getByRole('heading', { level: 1 }).count();
      if (headings !== 1) failures.push(`${where}: ${headings} h1 headings`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) failures.push(`${where}: ${overflow} px wider than the viewport`);
      const rules = colorScheme === 'dark' ? ['color-contrast'] : undefined;
      for (const violation of await axeViolations(page, rules)) {
        failures.push(`${where}: ${violation}`);
      }
    }
  }
  await page.close();
  return failures;
}

describe('axe on every page, at 375 and 1280 px, light and dark', () => {
  it('finds nothing on the pages anyone can open', { timeout: 300_000 }, async () => {
    const browser = await launchBrowser();
    try {
      const failures = await sweep(browser, () => [
        '/',
        '/jobs?keywords=nurse',
        '/jobs?keywords=zzzzqqq',
        jobPath,
        '/company/harbour-health-group',
        '/employers',
        '/signin',
        '/signup',
        '/forgot-password',
        '/about',
        '/help',
        '/terms',
        '/privacy',
        '/contact',
        '/no/such/page',
      ]);
      expect(failures).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('finds nothing on the demo seeker’s pages', { timeout: 300_000 }, async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.context.newPage();
      await signIn(page, demoAccounts.seeker);
      await page.close();
      const failures = await sweep(browser, () => [
        // The home page with its "Jobs for you" section, and all of them.
        '/',
        '/jobs/for-you',
        '/saved',
        '/saved-searches',
        '/applications',
        '/profile',
        '/account',
        '/account/two-step',
        '/account/reports',
        `${jobPath}/apply`,
        `${jobPath}/report`,
      ]);
      expect(failures).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('finds nothing on the demo employer’s pages', { timeout: 300_000 }, async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.context.newPage();
      await signIn(page, demoAccounts.employer);
      await page.goto(`${server.origin}/employer`);
      // The first live ad's candidates.
      employerAdPath =
        (await page
          .locator('a[href^="/employer/ads/"]:not([href*="/edit"]):not([href$="/new"])')
          .first()
          .getAttribute('href')) ?? '/employer';
      await page.close();
      expect(employerAdPath).toMatch(/^\/employer\/ads\/[^/?]+$/);
      const company = await (await fetch(`${server.origin}/company/harbour-health-group`)).text();
      const liveAdId = /href="\/job\/(ad-[a-z0-9]+)"/u.exec(company)![1]!;
      const failures = await sweep(browser, () => [
        '/employer',
        '/employer/ads/new',
        employerAdPath,
        `${employerAdPath}/edit?step=preview`,
        '/employer/team',
        '/employer/verify',
        // A "still open?" email's two links to a live ad (no sign-in needed).
        ...(['close', 'keep'] as const).map(
          (answer) =>
            `/ads/still-open?token=${stillOpenToken(LINK_SECRET, liveAdId)}&answer=${answer}`,
        ),
      ]);
      expect(failures).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
