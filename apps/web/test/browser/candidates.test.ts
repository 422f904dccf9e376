import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

import { sampleAdFormBody } from '@joblane/ads/testing';
import { samplePdf } from '@joblane/hiring/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appRoot } from '../paths.ts';
import { startBuiltServer, type RunningServer } from '../serve.ts';
import {
  axeViolations,
  type Browser,
  collectProblems,
  DESKTOP,
  launchBrowser,
  MOBILE,
  waitForHydration,
} from './browser.ts';

// The employer's side of an application, in Chromium: an ad gets an applicant, the employer opens
// the candidates list and the application (Viewed), shortlists them, and the seeker sees it.
const screenshots = join(appRoot, 'test-results');
const PASSWORD = 'violet harbour lantern 42';

let server: RunningServer;
let employerBrowser: Browser;
let seekerBrowser: Browser;
let noScript: Browser;

beforeAll(async () => {
  await mkdir(screenshots, { recursive: true });
  server = await startBuiltServer({ env: { LOG_LEVEL: 'warn', SAMPLE_JOBS: '50' } });
  employerBrowser = await launchBrowser({ viewport: DESKTOP });
  seekerBrowser = await launchBrowser({ viewport: DESKTOP });
  noScript = await launchBrowser({ javaScriptEnabled: false, viewport: DESKTOP });
}, 60_000);

afterAll(async () => {
  await noScript?.close();
  await seekerBrowser?.close();
  await employerBrowser?.close();
  await server?.stop();
});

async function signUp(page: Page, name: string, organisation?: string) {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}.${Date.now()}@example.com`;
  await page.goto(`${server.origin}/signup${organisation === undefined ? '' : '?role=employer'}`);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email address').fill(email);
  if (organisation !== undefined) await page.getByLabel('Organisation name').fill(organisation);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signup'));
  return email;
}

/** A page at both widths: no axe violations, and a screenshot of each to look at. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const [label, viewport] of [
    ['375', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${name} at ${label} px`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${label} px`).toBe(false);
    await page.screenshot({ path: join(screenshots, `${name}-${label}.png`), fullPage: true });
  }
}

describe('candidates in the browser', () => {
  it('an employer shortlists a seeker who applied, and the seeker’s /applications shows it; the bulk change without JavaScript', async () => {
    const employer = await employerBrowser.context.newPage();
    const problems = collectProblems(employer);
    const employerEmail = await signUp(employer, 'Erin Employer', 'Harbour Browser Health');

    // The ad is posted through the employer's form routes (the posting pages have their own
    // browser test), then published.
    const draft = await employer.request.post(`${server.origin}/employer/ads/new`, {
      form: { ...(sampleAdFormBody() as Record<string, string>), action: 'preview' },
      maxRedirects: 0,
    });
    expect(draft.status()).toBe(303);
    const adId = /\/employer\/ads\/([^/]+)\/edit/u.exec(draft.headers().location ?? '')?.[1];
    expect(adId).toBeDefined();
    const published = await employer.request.post(`${server.origin}/employer/ads/${adId}/edit`, {
      form: { action: 'publish' },
      maxRedirects: 0,
    });
    expect(published.status()).toBe(303);

    // The seeker applies through the apply form (review step, then send).
    const seeker = await seekerBrowser.context.newPage();
    await signUp(seeker, 'Kim Keys');
    await seeker.goto(`${server.origin}/job/${adId}/apply`);
    await waitForHydration(seeker);
    await seeker.getByLabel('Cover letter').fill('Dear Harbour,\nI triage calmly.');
    await seeker.setInputFiles('input[type="file"]', {
      name: 'Kim Keys CV.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf('Kim Keys'),
    });
    await seeker.getByRole('radio', { name: 'Yes' }).check();
    await seeker.getByRole('radio', { name: 'In a month' }).check();
    await seeker.getByRole('button', { name: 'Review application' }).click();
    await seeker.getByRole('button', { name: 'Send application' }).click();
    await seeker.waitForURL(`${server.origin}/applications`);
    await expect
      .poll(() => seeker.getByText('Submitted', { exact: true }).first().isVisible())
      .toBe(true);

    // The employer's list of candidates.
    await employer.goto(`${server.origin}/employer/ads/${adId}`);
    await waitForHydration(employer);
    await expect
      .poll(() => employer.getByRole('link', { name: 'Kim Keys' }).isVisible())
      .toBe(true);
    await checkAtBothWidths(employer, 'candidates-list');

    // Opening the application marks it Viewed.
    await employer.getByRole('link', { name: 'Kim Keys' }).click();
    await employer.waitForURL(/\/applications\//u);
    await expect
      .poll(() => employer.getByRole('heading', { level: 1, name: 'Kim Keys' }).isVisible())
      .toBe(true);
    expect(await employer.getByText('I triage calmly.').isVisible()).toBe(true);
    await employer.getByLabel('Add a note').fill('Strong triage; call Monday.');
    await employer.getByRole('button', { name: 'Add note' }).click();
    await expect
      .poll(() => employer.getByText('Strong triage; call Monday.').first().isVisible())
      .toBe(true);
    await checkAtBothWidths(employer, 'candidate-application');

    // Shortlist.
    await employer.getByLabel('Set status').selectOption('shortlisted');
    await employer.getByRole('button', { name: 'Change status' }).click();
    await expect
      .poll(() => employer.getByText('Status changed.', { exact: false }).first().isVisible())
      .toBe(true);

    await seeker.goto(`${server.origin}/applications`);
    await expect
      .poll(() => seeker.getByText('Shortlisted', { exact: true }).first().isVisible())
      .toBe(true);
    expect(await seeker.getByText('Strong triage').count()).toBe(0);
    expect(problems).toEqual([]);

    // Without JavaScript: filter, check the box, choose the status, send.
    const plain = await noScript.context.newPage();
    await plain.goto(`${server.origin}/signin`);
    await plain.getByLabel('Email address').fill(employerEmail);
    await plain.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await plain.getByRole('button', { name: 'Sign in' }).click();
    await plain.waitForURL((url) => url.pathname !== '/signin');
    await plain.goto(`${server.origin}/employer/ads/${adId}`);
    await plain.getByLabel('Status', { exact: true }).selectOption('shortlisted');
    await plain.getByRole('button', { name: 'Show' }).click();
    await plain.waitForURL(/status=shortlisted/u);
    await plain.getByRole('checkbox', { name: 'Select Kim Keys' }).check();
    await plain.getByLabel('New status').selectOption('interviewing');
    await plain.getByRole('button', { name: 'Change status' }).click();
    await plain.waitForURL(`${server.origin}/employer/ads/${adId}?status=shortlisted`);
    expect(await plain.getByText('No candidates have this status.').isVisible()).toBe(true);
    await seeker.goto(`${server.origin}/applications`);
    await expect
      .poll(() => seeker.getByText('Interviewing', { exact: true }).first().isVisible())
      .toBe(true);
  }, 120_000);
});
