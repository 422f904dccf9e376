import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { demoAccounts } from '../../src/services/demoAccounts.ts';
import {
  axeViolations,
  collectProblems,
  DESKTOP,
  MOBILE,
  screenshotsDir,
  tabTo,
  sharedBuiltSite,
  waitForHydration,
} from './browser.ts';

// Posting an ad the way employers meet it, in Chromium: by keyboard with JavaScript, and with
// plain forms without it. The server is the quick start's demo (the demo employer's
// organisation, Harbour Health Group, has ads already).

const site = sharedBuiltSite({ LOG_LEVEL: 'warn', SAMPLE_JOBS: '200' }, 90_000);

async function signInAsEmployer(page: Page) {
  await page.goto(`${site.server.origin}/signin?next=%2Femployer`);
  await page.getByLabel('Email address').fill(demoAccounts.employer.email);
  await page.getByLabel('Password').fill(demoAccounts.employer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${site.server.origin}/employer`);
}

/** The text of the counter and messages that describe a field. */
const describedBy = (page: Page, id: string) =>
  page.evaluate((fieldId) => {
    const field = document.getElementById(fieldId);
    const ids = field?.getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((each) => document.getElementById(each)?.textContent ?? '').join(' | ');
  }, id);

describe('posting an ad in the browser', () => {
  it('posts an ad by keyboard only: counters at their thresholds, a place by arrows and Enter, preview, publish', async () => {
    const page = await site.browser.context.newPage();
    const problems = collectProblems(page);
    await signInAsEmployer(page);
    await page.goto(`${site.server.origin}/employer/ads/new`);
    await waitForHydration(page);

    // Title: limit 80, so the counter shows from 60 characters (70 %, rounded up to a ten).
    await tabTo(page, '#ad-title');
    await page.keyboard.type('Night Shift Quokka Keeper for the Island Sanctuary Team Ab');
    expect(await page.locator('#ad-title').inputValue()).toHaveLength(58);
    await page.keyboard.type('c');
    expect(await describedBy(page, 'ad-title')).not.toContain('characters left');
    await page.keyboard.type('d');
    await expect.poll(() => describedBy(page, 'ad-title')).toContain('20 characters left');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');

    // Summary: limit 150, the counter from 110.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('ad-summary');
    await page.keyboard.type('s'.repeat(109));
    expect(await describedBy(page, 'ad-summary')).not.toContain('characters left');
    await page.keyboard.type('s');
    await expect.poll(() => describedBy(page, 'ad-summary')).toContain('40 characters left');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(
      'Care for our quokkas through the night, with a small, friendly team.',
    );

    await tabTo(page, '#ad-selling-point-1');
    await page.keyboard.type('Free ferry to the island');
    await tabTo(page, '#ad-details');
    await page.keyboard.type('We run the island sanctuary.');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- Feed the quokkas');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- Keep **careful** notes');

    // Native selects answer typed letters.
    await tabTo(page, '#ad-classification');
    await page.keyboard.type('Farming');
    await tabTo(page, '#ad-sub-classification');
    await page.keyboard.type('Veterinary');

    // The place: suggestions as you type, one chosen by arrows and Enter.
    await tabTo(page, '#ad-where');
    await page.keyboard.type('Parram');
    await page
      .getByRole('option', { name: /Parramatta NSW/ })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#ad-where').inputValue()).toBe('Parramatta NSW');

    await tabTo(page, '#ad-pay-min');
    await page.keyboard.type('72000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('80000');

    await tabTo(page, '#ad-question-1-text');
    await page.keyboard.type('Are you happy working nights?');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Yes');

    await tabTo(page, 'button[value="preview"]');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'How job seekers see your ad' }).waitFor();
    const previewUrl = page.url();
    expect(previewUrl).toMatch(/\/employer\/ads\/ad-[a-z0-9]{12}\/edit\?step=preview$/);
    const id = /ads\/(ad-[a-z0-9]{12})\//.exec(previewUrl)![1]!;
    expect(await page.getByRole('article').first().textContent()).toContain(
      'Night Shift Quokka Keeper',
    );
    expect(await page.locator('#job-description strong').textContent()).toBe('careful');
    await waitForHydration(page);

    await tabTo(page, 'button[value="publish"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.server.origin}/employer`);
    expect(await page.getByRole('status').first().textContent()).toContain('Your ad is live');

    await page.goto(`${site.server.origin}/job/${id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(
      'Night Shift Quokka Keeper',
    );
    expect(await page.getByText('Parramatta NSW').count()).toBeGreaterThan(0);
    await page.goto(`${site.server.origin}/jobs?keywords=quokka`);
    expect(await page.locator(`a[href="/job/${id}"]`).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('posts with plain forms when JavaScript is off: problems come back at their fields, values kept', async () => {
    const page = await site.noScript.context.newPage();
    await signInAsEmployer(page);
    await page.getByRole('link', { name: 'Post an ad' }).click();
    await page.waitForURL(`${site.server.origin}/employer/ads/new`);
    await page.getByLabel('Job title').fill('W'.repeat(81));
    await page.getByLabel('Summary').fill('Walk the wombats of our wildlife park every morning.');
    await page.getByLabel('Details').fill('Wombats need walking.\n\n- Mornings\n- Weekends');
    await page
      .getByLabel('Classification', { exact: true })
      .selectOption({ label: 'Farming, Animals & Conservation' });
    await page.getByLabel('Sub-classification').selectOption({
      label: 'Veterinary Services & Animal Welfare',
    });
    await page.locator('#ad-where').fill('Hobart');
    await page.getByLabel('Minimum').fill('31.50');
    await page
      .getByLabel('Hourly')
      .check()
      .catch(() => undefined);
    await page.getByRole('radio', { name: 'Hourly rate' }).check();
    await page.locator('#ad-question-1-text').fill('Have you walked a wombat before?');
    await page.locator('#ad-question-1-kind').selectOption('yes-no');
    await page.locator('#ad-question-2-text').fill('Which shift suits you?');
    await page.locator('#ad-question-2-kind').selectOption('choice');
    await page.locator('#ad-question-2-options').fill('Early\nLate');
    await page.getByRole('button', { name: 'Preview' }).click();

    // Back with the problem at its field and in the summary; everything else as typed.
    expect(
      await page.getByText('Keep the job title to 80 characters or fewer').count(),
    ).toBeGreaterThanOrEqual(2);
    expect(await page.getByLabel('Job title').inputValue()).toBe('W'.repeat(81));
    expect(await page.locator('#ad-where').inputValue()).toBe('Hobart');
    expect(await page.locator('#ad-question-2-options').inputValue()).toBe('Early\nLate');
    expect(await page.getByRole('radio', { name: 'Hourly rate' }).isChecked()).toBe(true);
    await page.getByLabel('Job title').fill('Wombat Walker');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('heading', { name: 'How job seekers see your ad' }).waitFor();
    expect(await page.getByText('$31.50 per hour').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Publish ad' }).first().click();
    await page.waitForURL(`${site.server.origin}/employer`);
    const card = page.getByRole('article').filter({ hasText: 'Wombat Walker' });
    expect(await card.textContent()).toContain('Live');
    expect(await card.textContent()).toContain('30 days left');

    // Close it: its page then says it has expired (410).
    await card.getByRole('link', { name: /Close/ }).click();
    await page.getByRole('button', { name: 'Close ad' }).click();
    await page.waitForURL(`${site.server.origin}/employer`);
    expect(
      await page.getByRole('article').filter({ hasText: 'Wombat Walker' }).textContent(),
    ).toContain('Closed');
    await page.close();
  });

  it('has no axe violations on the employer pages at 375 and 1280 px', async () => {
    for (const [name, viewport] of [
      ['375', MOBILE],
      ['1280', DESKTOP],
    ] as const) {
      const page = await site.browser.context.newPage();
      await page.setViewportSize(viewport);
      await signInAsEmployer(page);
      const pages: [string, () => Promise<void>][] = [
        ['dashboard', () => page.goto(`${site.server.origin}/employer`).then(() => undefined)],
        ['form', () => page.goto(`${site.server.origin}/employer/ads/new`).then(() => undefined)],
        [
          'form-errors',
          async () => {
            await page.goto(`${site.server.origin}/employer/ads/new`);
            await waitForHydration(page);
            await page.getByLabel('Job title').fill('T'.repeat(81));
            await page.getByLabel('Minimum').fill('90000');
            await page.getByLabel('Maximum').fill('80000');
            await page.getByRole('button', { name: 'Preview' }).click();
            // The kit's summary, focused as the page loads; its first link focuses the title.
            const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
            await summary.waitFor();
            await expect(
              summary.evaluate((element) => document.activeElement?.contains(element) === true),
            ).resolves.toBe(true);
            await summary.getByRole('link').first().click();
            await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('ad-title');
          },
        ],
        [
          'preview',
          async () => {
            await page.goto(`${site.server.origin}/employer`);
            await page
              .getByRole('link', { name: /^Preview for Registered Nurse - Emergency/ })
              .click();
            await page.getByRole('heading', { name: 'How job seekers see your ad' }).waitFor();
          },
        ],
      ];
      for (const [label, open] of pages) {
        await open();
        await waitForHydration(page);
        expect(await axeViolations(page), `${label} at ${name} px`).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${label} at ${name} px scrolls sideways`).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: join(screenshotsDir, `employer-${label}-${name}.png`),
          fullPage: true,
        });
      }
      await page.close();
    }
  });
});
