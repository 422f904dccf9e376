import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  axeViolations,
  collectProblems,
  DESKTOP,
  MOBILE,
  sharedBuiltSite,
  waitForHydration,
} from './browser.ts';

// "Report this job" the way people meet it, in Chromium: a seeker with JavaScript (the form sent
// in the background, problems announced and focused) and a visitor without it (plain POSTs).
const PASSWORD = 'violet harbour lantern 42';
/** Where the report pages' screenshots go, to be looked at. */
const SHOTS = process.env.REPORT_SHOTS_DIR ?? '/tmp/shots-reports';

// Signed-out reports spend the address's budget, and every request here comes from 127.0.0.1.
const site = sharedBuiltSite({ LOG_LEVEL: 'warn', SAMPLE_JOBS: '200', CLIENT_BUDGET: '1000000' });
let jobIds: string[] = [];

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  const page = await (await fetch(`${site.server.origin}/jobs`)).text();
  jobIds = [...new Set([...page.matchAll(/href="\/job\/([^"/?]+)"/g)].map((match) => match[1]!))];
});

async function signUp(page: Page, name: string) {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}.${Date.now()}@example.com`;
  await page.goto(`${site.server.origin}/signup`);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${site.server.origin}/`);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('reporting a job in the browser', () => {
  it('a seeker reports a job with JavaScript: the problem announced and focused, then the confirmation without a reload', async () => {
    const page = await site.browser.context.newPage();
    const problems = collectProblems(page);
    await signUp(page, 'Rae Reporter');
    const id = jobIds[0]!;
    await page.goto(`${site.server.origin}/job/${id}`);
    await waitForHydration(page);
    // Marks this document: a full page load would lose it.
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    await page.getByRole('link', { name: 'Report this job' }).click();
    await page.waitForURL(`${site.server.origin}/job/${id}/report`);
    await page.getByRole('heading', { name: 'Report this job', level: 1 }).waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(0);

    // Sent with no reason: the summary is an alert (announced), focus goes to the first radio.
    await page.getByRole('button', { name: 'Send report' }).click();
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toContain('Choose why you are reporting this job.');
    expect(await focusedId(page)).toBe('report-reason-scam');
    expect(
      await page
        .getByRole('radiogroup', { name: 'Why are you reporting this job?' })
        .getAttribute('aria-invalid'),
    ).toBe('true');

    // By keyboard: the arrow moves the choice to the next reason.
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Asks for money' }).isChecked()).toBe(true);
    await page
      .getByRole('textbox', { name: /^Details/ })
      .fill('They asked for a $99 starter kit before the interview.');
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.waitForURL(`${site.server.origin}/job/${id}/report/sent`);
    await page.getByRole('heading', { name: 'Thank you: your report is received' }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);

    await page.getByRole('link', { name: 'Your reports' }).click();
    await page.waitForURL(`${site.server.origin}/account/reports`);
    await page.getByRole('heading', { name: 'Your reports', level: 1 }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Asks for money');
    expect(await page.locator('main').textContent()).toContain(
      'Received: waiting for a moderator to decide.',
    );
    // Back on the form: it says when, instead of asking again.
    await page.goto(`${site.server.origin}/job/${id}/report`);
    expect(await page.locator('main').textContent()).toContain('You reported this job on');
    // The form's problems answered 400, which Chromium logs.
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    await page.close();
  });

  it('a visitor reports a job without JavaScript: plain forms, the confirmation box, a 303 to the confirmation', async () => {
    const page = await site.noScript.context.newPage();
    const id = jobIds[1]!;
    await page.goto(`${site.server.origin}/job/${id}`);
    await page.getByRole('link', { name: 'Report this job' }).click();
    await page.waitForURL(`${site.server.origin}/job/${id}/report`);
    await page.getByRole('radio', { name: 'Scam or fraud' }).check();
    await page
      .getByRole('textbox', { name: /^Details/ })
      .fill('Asks applicants to message a WhatsApp number.');
    // Not confirmed: the form again (400) with the box named, and what was typed kept.
    const unconfirmed = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send report' }).click();
    expect((await unconfirmed).status()).toBe(400);
    expect(await page.getByRole('alert').textContent()).toContain(
      'Tick the box to confirm your report is true.',
    );
    expect(await page.getByRole('radio', { name: 'Scam or fraud' }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: /^Details/ }).inputValue()).toBe(
      'Asks applicants to message a WhatsApp number.',
    );

    await page
      .getByRole('checkbox', { name: 'I confirm this report is true to the best of my knowledge' })
      .check();
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.waitForURL(`${site.server.origin}/job/${id}/report/sent`);
    const text = await page.locator('main').textContent();
    expect(text).toContain('Thank you: your report is received');
    expect(text).toContain('You reported without signing in, so we cannot tell you the decision.');
    await page.close();
  });

  it('has no axe violations on the report pages at 375 and 1280 px (screenshots looked at)', async () => {
    const page = await site.browser.context.newPage();
    const problems = collectProblems(page);
    // This context's seeker from the first test signs out.
    await page.request.post(`${site.server.origin}/signout`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      const shot = (name: string) =>
        page.screenshot({ path: join(SHOTS, `${name}-${viewport.width}.png`), fullPage: true });
      // Signed out: the form with its confirmation box, then with the problems of an empty send.
      const id = jobIds[viewport === MOBILE ? 2 : 3]!;
      // Where the link is: after the job's facts.
      await page.goto(`${site.server.origin}/job/${id}`);
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Report this job' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `job-page-link-${viewport.width}.png`) });
      await page.goto(`${site.server.origin}/job/${id}/report`);
      await waitForHydration(page);
      expect(await axeViolations(page), `report form at ${viewport.width}`).toEqual([]);
      await shot('report-form');
      await page.getByRole('button', { name: 'Send report' }).click();
      await page.getByRole('alert').waitFor();
      expect(await axeViolations(page), `report form with problems at ${viewport.width}`).toEqual(
        [],
      );
      await shot('report-form-problems');
      await page.getByRole('radio', { name: 'Duplicate' }).check();
      await page.getByRole('textbox', { name: /^Details/ }).fill('x'.repeat(760));
      expect(await axeViolations(page), `report form with a counter at ${viewport.width}`).toEqual(
        [],
      );
      await page
        .getByRole('textbox', { name: /^Details/ })
        .fill('The same job is listed twice today.');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Send report' }).click();
      await page.waitForURL(`${site.server.origin}/job/${id}/report/sent`);
      await page.getByRole('heading', { name: 'Thank you: your report is received' }).waitFor();
      expect(await axeViolations(page), `confirmation at ${viewport.width}`).toEqual([]);
      await shot('report-sent');
    }
    // Signed in: the confirmation and Your reports.
    await signUp(page, 'Axe Reporter');
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      const id = jobIds[viewport === MOBILE ? 4 : 5]!;
      const sent = await page.request.post(`${site.server.origin}/job/${id}/report`, {
        form: { reason: 'misleading', details: 'The pay is not what the ad says.' },
        headers: { 'sec-fetch-site': 'same-origin' },
        maxRedirects: 0,
      });
      expect(sent.status()).toBe(303);
      for (const [path, name] of [
        [`/job/${id}/report/sent`, 'report-sent-signed-in'],
        [`/job/${id}/report`, 'report-reported'],
        ['/account/reports', 'account-reports'],
      ] as const) {
        await page.goto(`${site.server.origin}${path}`);
        await waitForHydration(page);
        expect(await axeViolations(page), `${path} at ${viewport.width}`).toEqual([]);
        await page.screenshot({
          path: join(SHOTS, `${name}-${viewport.width}.png`),
          fullPage: true,
        });
      }
    }
    // The form's problems answered 400, which Chromium logs.
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    await page.close();
  });
});
