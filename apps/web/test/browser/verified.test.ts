import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { demoAccounts } from '../../src/services/demoAccounts.ts';
import { startBuiltServer, type RunningServer } from '../serve.ts';
import {
  axeViolations,
  type Browser,
  collectProblems,
  DESKTOP,
  launchBrowser,
  MOBILE,
  screenshotsDir,
  waitForHydration,
} from './browser.ts';

// The "Verified employer" badge where seekers meet it (the demo organisation is verified by the
// demo seed) and the employer's verification page, in Chromium at a phone's and a laptop's width:
// axe clean, nothing wider than the screen, screenshots to look at.
const screenshots = process.env.VERIFIED_SHOTS_DIR ?? join(screenshotsDir, 'verified');

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  await mkdir(screenshots, { recursive: true });
  server = await startBuiltServer({ env: { LOG_LEVEL: 'warn', SAMPLE_JOBS: '200' } });
  browser = await launchBrowser({ viewport: DESKTOP });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Nothing on the page is wider than the window (no sideways scrolling). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('verified employers in a browser', () => {
  it('filters results to verified employers and shows the badge as text on cards, job and company pages', async () => {
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    for (const [width, viewport] of [
      ['1280', DESKTOP],
      ['375', MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${server.origin}/jobs`);
      await waitForHydration(page);
      // The filter, with its count; ticking it goes to its canonical URL in place.
      const filter = page.getByRole('checkbox', { name: /Verified employers/ });
      if (width === '1280') {
        await filter.check();
        await page.waitForURL((url) => url.search === '?verified=1');
      } else {
        await page.goto(`${server.origin}/jobs?verified=1`);
        await waitForHydration(page);
      }
      const cards = page.locator('article');
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        await expect(cards.nth(i).getByText('Verified employer').isVisible()).resolves.toBe(true);
      }
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: join(screenshots, `card-${width}.png`) });

      await cards.first().getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/job/'));
      await waitForHydration(page);
      await expect(page.getByText('Verified employer').first().isVisible()).resolves.toBe(true);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: join(screenshots, `job-${width}.png`) });

      await page.goto(`${server.origin}/company/harbour-health-group`);
      await waitForHydration(page);
      await expect(page.locator('header').getByText('Verified employer').isVisible()).resolves.toBe(
        true,
      );
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: join(screenshots, `company-${width}.png`) });
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('walks a new employer from the website to the mailed link, free-mail refused in place', async () => {
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.origin}/signup?role=employer`);
    await page.getByLabel('Your name').fill('Wen Owner');
    await page.getByLabel('Email address').fill(`wen.${Date.now()}@ironbark.com.au`);
    await page.getByLabel('Organisation name').fill('Ironbark Joinery');
    await page.getByLabel('Password', { exact: true }).fill('violet harbour lantern 42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${server.origin}/employer`);

    await page.goto(`${server.origin}/employer/team`);
    await waitForHydration(page);
    await page.getByLabel('Website').fill('ironbark.com.au');
    await page.getByRole('button', { name: 'Save website' }).click();
    await page.getByText('Website saved.').first().waitFor();
    await page.getByRole('link', { name: 'Verified employer' }).click();
    await page.waitForURL(`${server.origin}/employer/verify`);
    await waitForHydration(page);
    const field = page.getByLabel('An email address at ironbark.com.au');
    await field.fill('ironbark@gmail.com');
    await page.getByRole('button', { name: 'Email the link' }).click();
    // With JavaScript the problem shows in place and the field takes the focus.
    await page.getByText('anyone can have a free-mail address').first().waitFor();
    await expect(field.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    for (const [width, viewport] of [
      ['1280', DESKTOP],
      ['375', MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({
        path: join(screenshots, `verify-unverified-${width}.png`),
        fullPage: true,
      });
    }
    await field.fill('hr@ironbark.com.au');
    await page.getByRole('button', { name: 'Email the link' }).click();
    await page.getByText('We have sent a link to that address').first().waitFor();
    // The refused address was answered 400 (the form's problem); Chromium logs that status.
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    await page.close();
  });

  it('shows the employer their organisation is verified, axe clean at both widths', async () => {
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.origin}/signin`);
    await page.getByLabel('Email address').fill(demoAccounts.employer.email);
    await page.getByLabel('Password').fill(demoAccounts.employer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname !== '/signin');
    for (const [width, viewport] of [
      ['1280', DESKTOP],
      ['375', MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${server.origin}/employer/verify`);
      await waitForHydration(page);
      await page.getByText('Harbour Health Group is a verified employer.').waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: join(screenshots, `verify-${width}.png`), fullPage: true });
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});
