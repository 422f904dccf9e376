import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { totpCode } from '@joblane/accounts/testing';
import { sampleAdFormBody } from '@joblane/ads/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { demoAccounts } from '../../src/services/demoAccounts.ts';
import { appRoot } from '../paths.ts';
import {
  axeViolations,
  collectProblems,
  DESKTOP,
  MOBILE,
  screenshotsDir,
  sharedBuiltSite,
  tabTo,
  waitForHydration,
} from './browser.ts';

// Trust and safety the way people meet it in Chromium: the demo employer's scam held ("In
// review"), and a moderator (made by the admin command, with two-step set up) working the queue
// by keyboard only. axe at 375 and 1280 px on every admin page.

const site = sharedBuiltSite({ LOG_LEVEL: 'warn', SAMPLE_JOBS: '200' }, 90_000);

/** axe at both widths, and a screenshot of each. */
async function lookAt(page: Page, name: string) {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${name} at ${viewport.width}`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${viewport.width} scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: join(screenshotsDir, `moderation-${name}-${viewport.width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(DESKTOP);
}

async function signIn(page: Page, account: { email: string; password: string }, next = '/') {
  await page.goto(`${site.server.origin}/signin?next=${encodeURIComponent(next)}`);
  await waitForHydration(page);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const activeText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('trust and safety in the browser', () => {
  it('holds the scam with "In review"; a moderator works the queue by keyboard only', async () => {
    // The demo employer posts the scam at the top of the issue (its form is tested elsewhere).
    const employer = await site.browser.context.browser()!.newContext({ viewport: DESKTOP });
    const employerPage = await employer.newPage();
    await signIn(employerPage, demoAccounts.employer, '/employer');
    await employerPage.waitForURL(`${site.server.origin}/employer`);
    const created = await employerPage.request.post(`${site.server.origin}/employer/ads/new`, {
      form: {
        ...(sampleAdFormBody() as Record<string, string>),
        title: 'Earn $5,000/week from home',
        details:
          'Work from home.\n\nPay the $99 starter kit fee before you start; message us on WhatsApp +61 400 000 000 or Telegram.',
        action: 'preview',
      },
      headers: { 'sec-fetch-site': 'same-origin' },
      maxRedirects: 0,
    });
    const adId = /ads\/([^/]+)\/edit/.exec(created.headers().location ?? '')?.[1];
    expect(adId).toBeDefined();
    const published = await employerPage.request.post(
      `${site.server.origin}/employer/ads/${adId}/edit`,
      {
        form: { action: 'publish' },
        headers: { 'sec-fetch-site': 'same-origin' },
        maxRedirects: 0,
      },
    );
    expect(published.status()).toBe(303);
    await employerPage.goto(`${site.server.origin}/employer/ads/${adId}/edit?step=preview`);
    await waitForHydration(employerPage);
    expect(await employerPage.getByText('In review', { exact: true }).first().isVisible()).toBe(
      true,
    );
    expect(await employerPage.getByRole('button', { name: 'Publish ad' }).count()).toBe(0);
    await lookAt(employerPage, 'employer-in-review');
    await employer.close();

    // The demo seeker made a moderator by the command, as the README says.
    await promisify(execFile)(
      process.execPath,
      [
        join(appRoot, 'dist', 'server', 'admin.js'),
        'grant',
        demoAccounts.seeker.email,
        'moderator',
      ],
      { env: { ...process.env, DATABASE_PATH: site.server.databasePath } },
    );

    const page = await site.browser.context.newPage();
    const problems = collectProblems(page);
    await signIn(page, demoAccounts.seeker, '/');
    await page.waitForURL(`${site.server.origin}/`);
    // Two-step first: /admin sends the moderator to set it up, then back to the queue.
    await page.goto(`${site.server.origin}/admin`);
    await page.waitForURL(/\/account\/two-step/);
    await waitForHydration(page);
    await tabTo(page, 'main button[type="submit"]');
    await page.keyboard.press('Enter');
    await page.getByLabel('Code from your authenticator app').waitFor();
    await waitForHydration(page);
    const secret = (await page.locator('main code').textContent())!.replaceAll(' ', '');
    await tabTo(page, '#two-step-code');
    await page.keyboard.type(totpCode(secret, new Date()));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    await waitForHydration(page);
    await tabTo(page, 'main a[href="/admin"]');
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Review queue', level: 1 }).waitFor();
    await waitForHydration(page);
    await lookAt(page, 'queue');
    const nav = page.getByRole('navigation', { name: 'Moderation' });
    expect(
      await nav.getByRole('link', { name: 'Review queue (1)' }).getAttribute('aria-current'),
    ).toBe('page');

    // By keyboard: the held ad, its reasons, Approve.
    await tabTo(page, `main a[href="/admin/ads/${adId}"]`);
    expect(await activeText(page)).toBe('Earn $5,000/week from home');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Earn $5,000/week from home', level: 1 }).waitFor();
    await waitForHydration(page);
    expect(await page.getByText(/Asks the candidate to pay/).isVisible()).toBe(true);
    await lookAt(page, 'held-ad');
    await tabTo(page, 'main button[type="submit"]');
    expect(await activeText(page)).toBe('Approve ad');
    await page.keyboard.press('Enter');
    await page.getByText('Approved: the ad is live and in search.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await page.getByText('Nothing waits for review.').isVisible()).toBe(true);
    // Live and searchable at once.
    expect((await fetch(`${site.server.origin}/job/${adId}`)).status).toBe(200);

    // The other sections, by their links, each looked at.
    for (const [href, heading, name] of [
      ['/admin/reports', 'Reports', 'reports'],
      ['/admin/organisations', 'Organisations', 'organisations'],
      ['/admin/audit', 'Audit log', 'audit'],
    ] as const) {
      await tabTo(page, `nav[aria-label="Moderation"] a[href="${href}"]`);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await waitForHydration(page);
      await lookAt(page, name);
    }
    expect(await page.getByRole('cell', { name: 'Approved an ad' }).isVisible()).toBe(true);
    await page.goto(`${site.server.origin}/admin/organisations?q=harbour`);
    await waitForHydration(page);
    await tabTo(page, 'main ul a[href^="/admin/organisations/"]');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Harbour Health Group', level: 1 }).waitFor();
    await waitForHydration(page);
    await lookAt(page, 'organisation');
    expect(problems).toEqual([]);
  }, 120_000);
});
