import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { samplePdf } from '@joblane/hiring/testing';
import { generateJobs } from '@joblane/jobs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SAMPLE_JOB_SEED } from '../../src/server/jobDatabase.ts';
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

// Applying on Joblane the way people meet it, in Chromium: by keyboard with JavaScript, and with
// plain multipart forms without it.
const PASSWORD = 'violet harbour lantern 42';

// The server seeds 200 sample jobs; these take applications on Joblane with no questions.
const applyHere = generateJobs({ count: 200, seed: SAMPLE_JOB_SEED })
  .filter((job) => job.howToApply.onJoblane?.questions.length === 0)
  .map((job) => job.id);

// And one that asks screening questions (yes/no, a choice, free text: whichever it has).
const withQuestions = generateJobs({ count: 200, seed: SAMPLE_JOB_SEED }).find(
  (job) => (job.howToApply.onJoblane?.questions.length ?? 0) >= 2,
)!.id;

const site = sharedBuiltSite({ LOG_LEVEL: 'warn', SAMPLE_JOBS: '200' });
let filesDir: string;
let resumePath: string;

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'joblane-resume-'));
  resumePath = join(filesDir, 'Kim Keys CV.pdf');
  await writeFile(resumePath, samplePdf('Kim Keys'));
}, 60_000);

afterAll(async () => {
  await rm(filesDir, { recursive: true, force: true });
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

const widthOf = (page: Page) => page.viewportSize()?.width ?? 0;

const counterText = (page: Page) =>
  page.evaluate(() => {
    const field = document.getElementById('apply-cover-letter');
    const ids = field?.getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
  });

describe('applying in the browser', () => {
  it('applies by keyboard: the counter appears, turns critical, and submit is blocked past the limit', async () => {
    const page = await site.browser.context.newPage();
    const problems = collectProblems(page);
    await signUp(page, 'Kim Keys');
    const jobId = applyHere[0]!;
    await page.goto(`${site.server.origin}/job/${jobId}`);
    await page.getByRole('link', { name: 'Apply on Joblane' }).first().click();
    await page.waitForURL(`${site.server.origin}/job/${jobId}/apply`);
    await waitForHydration(page);

    await tabTo(page, '#apply-cover-letter');
    // The counter shows from 1 400 characters (70 % of 2 000, rounded up to a ten).
    await page.keyboard.insertText('a'.repeat(1398));
    await page.keyboard.type('b');
    expect(await counterText(page)).not.toContain('characters left');
    await page.keyboard.type('c');
    await expect.poll(() => counterText(page)).toContain('600 characters left');
    const grown = await page.locator('#apply-cover-letter').evaluate((node) => node.clientHeight);
    await page.keyboard.insertText('d'.repeat(599));
    await page.keyboard.type('ef');
    await expect.poll(() => counterText(page)).toContain('1 character over the limit');
    // The excess is highlighted, and the counter is in the critical tone.
    expect(await page.locator('mark').allTextContents()).toEqual(['f']);
    const counterColour = await page.evaluate(() => {
      const node = [...document.querySelectorAll('span')].find(
        (span) => span.textContent === '1 character over the limit',
      );
      return node === undefined ? null : getComputedStyle(node).color;
    });
    // It grew from 3 lines as the text did.
    expect(await page.locator('#apply-cover-letter').getAttribute('rows')).not.toBe('3');
    expect(grown).toBeGreaterThan(0);

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('apply-resume');
    await page.locator('#apply-resume').setInputFiles(resumePath);
    await tabTo(page, 'button[type="submit"][value="review"]');
    await page.keyboard.press('Enter');
    // Blocked in place: the summary (focused) and the field's message, nothing sent.
    await expect
      .poll(() => page.getByText('Your cover letter is 2,001 characters long.').count())
      .toBeGreaterThan(0);
    expect(page.url()).toBe(`${site.server.origin}/job/${jobId}/apply`);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      'There is a problem',
    );
    const messageColour = await page.evaluate(
      () =>
        getComputedStyle(
          document.getElementById(
            document
              .getElementById('apply-cover-letter')!
              .getAttribute('aria-describedby')!
              .split(' ')
              .find((id) => document.getElementById(id)?.textContent?.includes('2,001'))!,
          )!,
        ).color,
    );
    // The counter past the limit and the field's error share the critical tone.
    expect(counterColour).not.toBeNull();
    expect(counterColour).toBe(messageColour);

    // Its link takes focus to the letter.
    await page.getByRole('link', { name: /Your cover letter is 2,001 characters long/ }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('apply-cover-letter');
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Backspace');
    await expect.poll(() => counterText(page)).toContain('0 characters left');
    await tabTo(page, 'button[type="submit"][value="review"]');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Check your application' }).waitFor();
    expect(await page.getByText('Kim Keys CV.pdf').count()).toBeGreaterThan(0);
    await waitForHydration(page);
    await tabTo(page, 'button[type="submit"][value="submit"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.server.origin}/applications`);
    expect(await page.getByRole('status').first().textContent()).toContain(
      'Your application is sent.',
    );
    const card = page.getByRole('article').first();
    expect(await card.textContent()).toContain('Submitted');
    expect(await card.getByRole('link', { name: /Download your résumé/ }).count()).toBe(1);
    // The job page now says so, where Apply was.
    await page.goto(`${site.server.origin}/job/${jobId}`);
    await waitForHydration(page);
    expect(await page.getByRole('link', { name: 'Apply on Joblane' }).count()).toBe(0);
    expect(await page.getByText(/You applied on \d+ \w+ \d{4}/u).count()).toBe(1);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        expect(await axeViolations(page), `applied, ${colorScheme}, ${viewport.width}`).toEqual([]);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('link', { name: /^View your application/ }).click();
    await page.waitForURL(`${site.server.origin}/job/${jobId}/apply`);
    expect(await page.getByText('You have applied for this job.').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('sums up problems GOV.UK-style, focused on load with and without JavaScript; links focus fields', async () => {
    for (const context of [site.browser.context, site.noScript.context]) {
      const page = await context.newPage();
      const problems = collectProblems(page);
      const scripted = context === site.browser.context;
      await signUp(page, scripted ? 'Sue Summary' : 'Nat Summary');
      await page.goto(`${site.server.origin}/job/${withQuestions}/apply`);
      if (scripted) await waitForHydration(page);
      // The limit is said before the counter appears.
      expect(await page.getByText(/Up to 2,000 characters\./u).count()).toBe(1);
      // The résumé picker is a real file input drawn as a button (not the browser's bare one).
      const picker = page.getByLabel('Résumé');
      expect(await picker.getAttribute('type')).toBe('file');
      const buttonLook = await picker.evaluate((input) => {
        const button = getComputedStyle(input, '::file-selector-button');
        return { border: button.borderStyle, background: button.backgroundColor };
      });
      expect(buttonLook.border).toBe('none');
      expect(buttonLook.background).not.toBe('rgba(0, 0, 0, 0)');
      await page.getByRole('button', { name: 'Review application' }).click();
      await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
      if (scripted) await waitForHydration(page);
      // Focus is on the summary (autofocus, so before any script too).
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toContain('There is a problem');
      const links = await page
        .getByRole('alert')
        .filter({ hasText: 'There is a problem' })
        .getByRole('link')
        .allTextContents();
      // Page order: the résumé, then each question by name; no message twice.
      expect(links[0]).toContain('Attach your résumé');
      expect(links.slice(1).every((link) => link.startsWith('Answer ‘'))).toBe(true);
      expect(new Set(links).size).toBe(links.length);
      // A question's link focuses its first option (with JavaScript; without, it scrolls there).
      if (scripted) {
        await page.getByRole('link', { name: links[1]! }).click();
        await expect
          .poll(() =>
            page.evaluate(
              () =>
                document.activeElement?.closest('[id^="apply-answer-"]')?.id ??
                document.activeElement?.id,
            ),
          )
          .toMatch(/^apply-answer-/u);
      }
      await page.getByRole('link', { name: /Attach your résumé/ }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('apply-resume');
      if (scripted) {
        // The 422 itself is the one "problem": the browser logs every 4xx document it loads.
        expect(problems.filter((problem) => !problem.includes('status of 422'))).toEqual([]);
      }
      await page.close();
    }
  });

  it('does the same with plain forms when JavaScript is off', async () => {
    const page = await site.noScript.context.newPage();
    await signUp(page, 'Pat Plain');
    const jobId = applyHere[1]!;
    await page.goto(`${site.server.origin}/job/${jobId}/apply`);
    await page.getByLabel('Cover letter').fill('x'.repeat(2001));
    await page.getByLabel('Résumé').setInputFiles(resumePath);
    await page.getByRole('button', { name: 'Review application' }).click();
    expect(await page.getByText('Your cover letter is 2,001 characters long.').count()).toBe(2);
    // The résumé was kept: only the letter needs changing.
    expect(await page.getByText('Kept: Kim Keys CV.pdf').count()).toBe(1);
    await page.getByLabel('Cover letter').fill('Dear team,\nI would like this job.');
    await page.getByRole('button', { name: 'Review application' }).click();
    await page.getByRole('heading', { name: 'Check your application' }).waitFor();
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.waitForURL(`${site.server.origin}/applications`);
    expect(await page.getByRole('article').first().textContent()).toContain('Submitted');

    await page
      .getByRole('link', { name: /Withdraw/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Withdraw application' }).click();
    await page.waitForURL(`${site.server.origin}/applications`);
    expect(await page.getByRole('article').first().textContent()).toContain('Withdrawn');
    await page.close();
  });

  it('has no axe violations on the application pages at 375 and 1280 px', async () => {
    const page = await site.browser.context.newPage();
    await signUp(page, 'Axe Seeker');
    const jobId = applyHere[2]!;
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`${site.server.origin}/job/${jobId}/apply`);
      await waitForHydration(page);
      expect(await axeViolations(page), `apply at ${viewport.width}`).toEqual([]);
      await page.screenshot({
        path: join(screenshotsDir, `apply-form-${viewport.width}.png`),
        fullPage: true,
      });
    }
    // Screening questions, and the form with every problem shown (no JavaScript needed for it).
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`${site.server.origin}/job/${withQuestions}/apply`);
      await waitForHydration(page);
      expect(await axeViolations(page), `questions at ${viewport.width}`).toEqual([]);
      await page.screenshot({
        path: join(screenshotsDir, `apply-questions-${viewport.width}.png`),
        fullPage: true,
      });
    }
    // An unanswered choice shows no radio as chosen; choosing one marks that one only.
    const radioBackgrounds = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('input[type="radio"]')].map(
          (radio) => getComputedStyle(radio).backgroundColor,
        ),
      );
    const unanswered = await radioBackgrounds();
    expect(unanswered.length).toBeGreaterThan(1);
    expect(new Set(unanswered).size).toBe(1);
    await page.locator('input[type="radio"]').first().check();
    const answered = await radioBackgrounds();
    expect(answered[0]).not.toBe(unanswered[0]);
    expect(answered[1]).toBe(unanswered[1]);
    await page
      .locator('input[type="radio"]')
      .first()
      .evaluate((radio) => {
        (radio as HTMLInputElement).checked = false;
      });
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('form[enctype="multipart/form-data"]');
      form?.setAttribute('novalidate', '');
      HTMLFormElement.prototype.submit.call(form);
    });
    await page.waitForLoadState('load');
    await waitForHydration(page);
    expect(await page.getByText('There is a problem').count()).toBe(1);
    expect(await axeViolations(page), 'questions with problems').toEqual([]);
    await page.screenshot({
      path: join(screenshotsDir, `apply-questions-errors-${widthOf(page)}.png`),
      fullPage: true,
    });

    await page.goto(`${site.server.origin}/job/${jobId}/apply`);
    await page.getByLabel('Cover letter').fill('Dear team,\nI would like this job.');
    await page.locator('#apply-resume').setInputFiles(resumePath);
    await page.getByRole('button', { name: 'Review application' }).click();
    await page.getByRole('heading', { name: 'Check your application' }).waitFor();
    await waitForHydration(page);
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page), `review at ${viewport.width}`).toEqual([]);
      await page.screenshot({
        path: join(screenshotsDir, `apply-review-${viewport.width}.png`),
        fullPage: true,
      });
    }
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.waitForURL(`${site.server.origin}/applications`);
    const withdraw = await page
      .getByRole('link', { name: /Withdraw/ })
      .first()
      .getAttribute('href');
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      const pages = { list: '/applications', withdraw: withdraw!, applied: `/job/${jobId}/apply` };
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(`${site.server.origin}${path}`);
        await waitForHydration(page);
        expect(await axeViolations(page), `${path} at ${viewport.width}`).toEqual([]);
        await page.screenshot({
          path: join(screenshotsDir, `applications-${name}-${viewport.width}.png`),
          fullPage: true,
        });
      }
    }
    await page.close();
  });
});
