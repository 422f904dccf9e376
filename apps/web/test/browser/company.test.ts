import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

import { sampleAdFormBody } from '@joblane/ads/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { demoAccounts } from '../../src/services/demoAccounts.ts';
import { appRoot } from '../paths.ts';
import { startBuiltServer, type RunningServer } from '../serve.ts';
import {
  axeViolations,
  type Browser,
  collectProblems,
  DESKTOP,
  launchBrowser,
  MOBILE,
  tabTo,
  waitForHydration,
} from './browser.ts';

// The company page and the dashboard's numbers in Chromium, at a phone's and a desktop's width:
// no axe violations, nothing wider than the screen, screenshots to look at.
const screenshots = join(appRoot, 'test-results');

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

const employer = demoAccounts.employer;

async function signIn(page: Page) {
  await page.goto(`${server.origin}/signin`);
  await page.getByLabel('Email address').fill(employer.email);
  await page.getByLabel('Password').fill(employer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/signin');
}

/** Publishes an ad through the posting form's POSTs (the posting pages are tested elsewhere). */
async function publishAd(page: Page, title: string): Promise<string> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...sampleAdFormBody(), title })) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  body.set('action', 'preview');
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  const preview = await page.request.post(`${server.origin}/employer/ads/new`, {
    data: body.toString(),
    headers,
    maxRedirects: 0,
  });
  const id = /\/employer\/ads\/([^/]+)\/edit/.exec(preview.headers().location ?? '')?.[1];
  if (id === undefined) throw new Error(`no ad id: ${preview.status()}`);
  const published = await page.request.post(`${server.origin}/employer/ads/${id}/edit`, {
    data: 'action=publish',
    headers,
    maxRedirects: 0,
  });
  expect(published.status()).toBe(303);
  return id;
}

/** Nothing on the page is wider than the window (no sideways scrolling). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the company page and the dashboard numbers in a browser', () => {
  it('shows the organisation with its description and live ads, and the dashboard with each ad’s numbers, chart and table', async () => {
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    await signIn(page);

    // The description, through the team page's form (with JavaScript: sent in the background).
    await page.goto(`${server.origin}/employer/team`);
    await waitForHydration(page);
    await page
      .getByLabel('Description')
      .fill(
        'Hospitals, clinics and aged care across Sydney and the Central Coast.\nWe answer every applicant within a week.',
      );
    await page.getByRole('button', { name: 'Save description' }).click();
    await page.getByText('Description saved. Your company page shows it now.').first().waitFor();

    // The demo organisation has live ads of its own already: the page lists those and ours.
    const jobsList = page.getByRole('list', { name: 'Jobs at Harbour Health Group' });
    await page.goto(`${server.origin}/company/harbour-health-group`);
    const liveBefore = await jobsList.locator(':scope > li').count();
    const viewsLabels = page.locator('dt', { hasText: 'Job page views' });
    await page.goto(`${server.origin}/employer`);
    const publishedBefore = await viewsLabels.count();
    const ids = [
      await publishAd(page, 'Registered Nurse - Emergency'),
      await publishAd(page, 'Clinical Nurse Educator'),
      await publishAd(page, 'Ward Clerk'),
    ];
    // Seekers meet the ads: on a results page, on their job pages.
    await page.goto(`${server.origin}/jobs?keywords=nurse`);
    for (const id of ids.slice(0, 2)) await page.goto(`${server.origin}/job/${id}`);
    await page.goto(`${server.origin}/job/${ids[0]}`);

    const company = `${server.origin}/company/harbour-health-group`;
    for (const [name, viewport] of [
      ['1280', DESKTOP],
      ['375', MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(company);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Harbour Health Group',
      );
      expect(await page.getByText('We answer every applicant within a week.').count()).toBe(1);
      expect(await jobsList.locator(':scope > li').count()).toBe(liveBefore + 3);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: join(screenshots, `company-${name}.png`), fullPage: true });

      await page.goto(`${server.origin}/employer`);
      await waitForHydration(page);
      // Each ad has two charts, each an image named for its series and ad, described by every
      // day's number (the seekers' two visits to the first ad are there), with axes and dates.
      const views = page.getByRole('img', {
        name: 'Job page views per day, Registered Nurse - Emergency',
        exact: true,
      });
      await views.waitFor();
      const description = await views.evaluate(
        (svg) => document.getElementById(svg.getAttribute('aria-describedby') ?? '')?.textContent,
      );
      expect(description).toMatch(/^Registered Nurse - Emergency, on \d+ \w+: \d+ \w+ 2\.$/);
      const applications = page.getByRole('img', {
        name: 'Applications per day, Registered Nurse - Emergency',
        exact: true,
      });
      expect(await applications.count()).toBe(1);
      // Its axes: the y axis named with its numbers, the x axis with the date.
      const axisText = await views.locator('text').allTextContents();
      expect(axisText).toEqual(expect.arrayContaining(['Views', '0', '1', '2']));
      expect(axisText.some((label) => /^\d{1,2} \w{3}$/.test(label))).toBe(true);
      // Drawn inside the card at this width: the axis labels are not cut off.
      const box = (await views.boundingBox())!;
      const card = (await page.getByRole('article').first().boundingBox())!;
      expect(box.x).toBeGreaterThan(card.x + 16);
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
      expect(await viewsLabels.count()).toBe(publishedBefore + 3);
      // The table behind "Show as table", opened by keyboard: one row per day since publishing.
      await page.getByText('Show as table').first().focus();
      await page.keyboard.press('Enter');
      expect(await page.getByRole('table').first().locator('tbody tr').count()).toBe(1);
      await page.screenshot({ path: join(screenshots, `dashboard-${name}.png`), fullPage: true });
      // The table scrolls in its own box; nothing else is wider than the window.
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('uploads a logo by keyboard: a wrong file is refused at the field, a good one shows everywhere', async () => {
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    // Playwright turns on file-chooser interception when the first listener is added, without
    // waiting for the browser to confirm; added here, long before the key press, it is on in time
    // (added just before Space, a loaded machine once opened the real picker and the wait timed out).
    page.on('filechooser', () => {});
    await signIn(page);
    await page.goto(`${server.origin}/employer/team`);
    await waitForHydration(page);
    const field = page.getByLabel('Upload a logo');
    // Tab to the file field, open the picker with Space, choose; Tab to the button, Enter.
    async function chooseAndSend(file: { name: string; mimeType: string; buffer: Buffer }) {
      await tabTo(page, '#team-logo');
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Space');
      await (await chooser).setFiles(file);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Upload logo');
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      await waitForHydration(page);
    }
    await chooseAndSend({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('%PDF-1.4 a document, not an image'),
    });
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(
      await field.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      ),
    ).toContain('That file is not a PNG, JPEG, WebP or SVG image.');
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page), `the refused upload at ${viewport.width}`).toEqual([]);
    }

    await chooseAndSend({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0b6e6e"/></svg>',
      ),
    });
    await page.getByText('Logo saved. Your jobs and company page show it now.').first().waitFor();
    const logo = page.locator('section[aria-labelledby="team-logo-heading"] img').first();
    expect(
      await logo.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).toBe(256);
    expect(await page.getByRole('button', { name: 'Remove logo' }).count()).toBe(1);
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page), `the team page at ${viewport.width}`).toEqual([]);
      await page.screenshot({
        path: join(screenshots, `team-logo-${viewport.width}.png`),
        fullPage: true,
      });
    }
    // The company page and the dashboard show it; the images load; axe is clean in the dark
    // theme too (the charts' colours, the logo's tile).
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const path of ['/company/harbour-health-group', '/employer']) {
      await page.goto(`${server.origin}${path}`);
      await waitForHydration(page);
      const images = page.locator('img[src^="/assets/logos/"]');
      expect(await images.count(), path).toBeGreaterThan(0);
      expect(
        await images.first().evaluate((img: HTMLImageElement) => img.decode().then(() => true)),
      ).toBe(true);
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        expect(await axeViolations(page), `${path} dark at ${viewport.width}`).toEqual([]);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    // The refused upload's page answers 400 on purpose: the browser logs that status, nothing else.
    expect(problems).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await page.close();
  }, 60_000);
});
