import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sampleAdFormBody } from '@joblane/ads/testing';
import { sampleDocx, samplePdf } from '@joblane/hiring/testing';
import { generateJobs } from '@joblane/jobs';
import { request as httpRequest, type APIRequestContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SAMPLE_JOB_SEED } from '../../src/server/sampleJobs.ts';
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

/** Where this file's look at the profile and Quick Apply pages goes (to open and check by eye). */
const lookDir = '/tmp/shots-profile-quick-apply';

/**
 * An employer (its own cookie jar, outside the browser) with two live ads asking the same
 * questions ("Do you hold AHPRA registration?", "When could you start?").
 */
async function employerWithTwoAds(name: string) {
  const employer = await httpRequest.newContext({ baseURL: site.server.origin });
  const signedUp = await employer.post('/signup', {
    form: {
      role: 'employer',
      name,
      email: `${name.toLowerCase().replaceAll(' ', '.')}.${Date.now()}@example.com`,
      password: PASSWORD,
      organisationName: `${name} Health`,
      next: '/',
    },
    maxRedirects: 0,
  });
  expect(signedUp.status()).toBe(303);
  const adIds: string[] = [];
  for (const title of ['Registered Nurse - Night', 'Registered Nurse - Emergency']) {
    const draft = await employer.post('/employer/ads/new', {
      form: { ...(sampleAdFormBody() as Record<string, string>), title, action: 'preview' },
      maxRedirects: 0,
    });
    const adId = /\/employer\/ads\/([^/]+)\/edit/u.exec(draft.headers().location ?? '')![1]!;
    const published = await employer.post(`/employer/ads/${adId}/edit`, {
      form: { action: 'publish' },
      maxRedirects: 0,
    });
    expect(published.status()).toBe(303);
    adIds.push(adId);
  }
  return { employer, adIds: adIds as [string, string] };
}

/** The page's client context data (what the server rendered it from). */
const pageData = (page: Page) =>
  page.evaluate(
    () => JSON.parse(document.getElementById('joblane-context')!.textContent!).data as never,
  );

/** An earlier application (posted by the seeker's browser): its answers are remembered. */
async function applyEarlier(page: Page, adId: string, resumeId: string) {
  const sent = await page.request.post(`${site.server.origin}/job/${adId}/apply`, {
    multipart: {
      coverLetter: '',
      resumeId,
      'answer.q1': 'yes',
      'answer.q2': 'In a month',
      step: 'submit',
    },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  // Where the send leads (its "sent" message is shown there, not on the next page).
  await page.goto(`${site.server.origin}${sent.headers().location}`);
}

/** What the employer's candidate pages show for the newest applicant to an ad, as text. */
async function employerSees(employer: APIRequestContext, adId: string, seekerName: string) {
  const list = await (await employer.get(`/employer/ads/${adId}`)).text();
  expect(list).toContain(seekerName);
  const applicationId = new RegExp(`/employer/ads/${adId}/applications/([0-9a-f-]{36})`, 'u').exec(
    list,
  )![1]!;
  const detail = await (
    await employer.get(`/employer/ads/${adId}/applications/${applicationId}`)
  ).text();
  const file = await employer.get(`/employer/ads/${adId}/applications/${applicationId}/resume`);
  return {
    text: `${list}\n${detail}`.replaceAll('<!-- -->', ''),
    resumeFile: file.headers()['content-disposition'] ?? '',
  };
}

/** Axe at both widths, no sideways scroll, and a look saved for each. */
async function checkLook(page: Page, name: string) {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${name} at ${viewport.width}`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${viewport.width}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(lookDir, `${name}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

const privateBits = ['Other CV.pdf', 'Calm under pressure', '98,500', '98500', 'sponsorship'];

describe('the profile and Quick Apply in the browser', () => {
  it('fills the profile by keyboard, keeps two résumés with a default, and Quick Applies in three steps; the employer sees exactly that', async () => {
    await mkdir(lookDir, { recursive: true });
    const { employer, adIds } = await employerWithTwoAds('Ezra Employer');
    const page = await site.browser.context.newPage();
    const problems = collectProblems(page);
    await signUp(page, 'Quinn Quick');

    // The profile, by keyboard.
    await page.goto(`${site.server.origin}/account`);
    await page.getByRole('main').getByRole('link', { name: 'Your profile' }).click();
    await page.waitForURL(`${site.server.origin}/profile`);
    await waitForHydration(page);
    await tabTo(page, '#profile-headline');
    await page.keyboard.type('Calm under pressure, 6 years in emergency');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sydney');
    // The place taxonomy's suggestions: the first is chosen with the arrow keys and Enter.
    await page
      .getByRole('option', { name: /^Sydney NSW/u })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await page.locator('#profile-place').inputValue()).toBe('Sydney NSW');
    await tabTo(page, 'input[name="workRights"]');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('input[name="workRights"]:checked').getAttribute('value')).toBe(
      'needs-sponsorship',
    );
    await tabTo(page, 'input[name="classifications"][value="healthcare-and-medical"]');
    await page.keyboard.press('Space');
    await tabTo(page, 'input[name="workTypes"][value="full-time"]');
    await page.keyboard.press('Space');
    await tabTo(page, 'input[name="workArrangements"][value="hybrid"]');
    await page.keyboard.press('Space');
    await tabTo(page, '#profile-salary');
    await page.keyboard.type('98,500');
    await tabTo(page, 'form[action="/profile"] button[type="submit"]');
    await page.keyboard.press('Enter');
    await page.getByText('Profile saved.').first().waitFor();
    await waitForHydration(page);
    expect(await page.locator('#profile-place').inputValue()).toBe('Sydney NSW');
    expect(await page.getByLabel('Hybrid').isChecked()).toBe(true);
    expect(await page.getByText('Employers never see it').count()).toBe(1);

    // Two résumés (a file is chosen with the picker; the rest by keyboard); the second the default.
    for (const file of [
      { name: 'Other CV.pdf', mimeType: 'application/pdf', buffer: samplePdf('Quinn') },
      {
        name: 'Quinn Nursing CV.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: sampleDocx(),
      },
    ]) {
      await page.locator('#profile-resume').setInputFiles(file);
      await tabTo(page, 'form[action="/profile/resumes"] button[type="submit"]');
      await page.keyboard.press('Enter');
      await page.getByText('Résumé kept in your profile.').first().waitFor();
      await waitForHydration(page);
    }
    await tabTo(page, 'form[action$="/default"] button[type="submit"]');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      'Quinn Nursing CV.docx',
    );
    await page.keyboard.press('Enter');
    await page.getByText('Default résumé changed.').first().waitFor();
    await waitForHydration(page);
    const { resumes } = (await pageData(page)) as {
      resumes: { id: string; name: string; isDefault: boolean }[];
    };
    const chosen = resumes.find((resume) => resume.isDefault)!;
    expect(chosen.name).toBe('Quinn Nursing CV.docx');
    await checkLook(page, 'profile');
    // Remove asks first: a dialog, by keyboard; Escape keeps the résumé and returns focus.
    await tabTo(page, 'a[href$="/remove"]');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      'Other CV.pdf',
    );
    await page.keyboard.press('Enter');
    const asking = page.getByRole('dialog', { name: 'Remove “Other CV.pdf”?' });
    await asking.waitFor();
    expect(await asking.getByRole('button', { name: 'Remove résumé' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await asking.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      'Other CV.pdf',
    );
    expect(((await pageData(page)) as { resumes: unknown[] }).resumes).toHaveLength(2);

    // An earlier application to the first ad: its answers are remembered.
    await applyEarlier(page, adIds[0], chosen.id);

    // Quick Apply. 1: the job page's button says so, and the form starts from the profile.
    await page.goto(`${site.server.origin}/job/${adIds[1]}`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Quick Apply' }).click();
    await page.waitForURL(`${site.server.origin}/job/${adIds[1]}/apply`);
    await waitForHydration(page);
    expect(await page.getByRole('radio', { name: /Quinn Nursing CV\.docx/ }).isChecked()).toBe(
      true,
    );
    expect(await page.getByRole('radio', { name: /Other CV\.pdf/ }).isChecked()).toBe(false);
    expect(await page.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'In a month' }).isChecked()).toBe(true);
    expect(
      await page.getByText('Filled in with your answer from an earlier application').count(),
    ).toBe(2);
    await checkLook(page, 'quick-apply-form');
    // 2: the review, exactly what the employer will see.
    await tabTo(page, 'button[type="submit"][value="review"]');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Check your application' }).waitFor();
    await waitForHydration(page);
    const review = (await page.locator('main').textContent()) ?? '';
    expect(review).toContain('This is exactly what Ezra Employer Health will see.');
    expect(review).toContain('Quinn Quick (quinn.quick.');
    expect(review).toContain('No cover letter.');
    expect(review).toContain('Quinn Nursing CV.docx');
    expect(review).toContain('Do you hold AHPRA registration?Yes');
    expect(review).toContain('When could you start?In a month');
    for (const bit of privateBits) expect(review).not.toContain(bit);
    await checkLook(page, 'quick-apply-review');
    // 3: send.
    await tabTo(page, 'button[type="submit"][value="submit"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.server.origin}/applications`);
    expect(await page.getByText('Your application is sent.').count()).toBeGreaterThan(0);

    // The employer sees exactly that, and nothing the profile keeps to itself.
    const seen = await employerSees(employer, adIds[1], 'Quinn Quick');
    expect(seen.text).toContain('Quinn Nursing CV.docx');
    expect(seen.text).toContain('In a month');
    for (const bit of privateBits) expect(seen.text).not.toContain(bit);
    expect(seen.resumeFile).toContain('Quinn%20Nursing%20CV.docx');
    expect(problems).toEqual([]);
    await page.close();
    await employer.dispose();
  });

  it('does the same with plain forms when JavaScript is off', async () => {
    const { employer, adIds } = await employerWithTwoAds('Nora Employer');
    const page = await site.noScript.context.newPage();
    await signUp(page, 'Pia Plain');
    await page.goto(`${site.server.origin}/profile`);
    await page.getByLabel('Headline').fill('Calm under pressure');
    await page.locator('#profile-place').fill('Sydney');
    await page.getByLabel('I need sponsorship').check();
    await page.getByLabel('Healthcare & Medical').check();
    await page.getByLabel('Salary expectation, a year').fill('98500');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.waitForURL(`${site.server.origin}/profile`);
    expect(await page.locator('#profile-place').inputValue()).toBe('Sydney NSW');
    for (const name of ['Other CV.pdf', 'Pia CV.pdf']) {
      await page.getByLabel('Add a résumé').setInputFiles({
        name,
        mimeType: 'application/pdf',
        buffer: samplePdf(name),
      });
      await page.getByRole('button', { name: 'Upload résumé' }).click();
      await page.waitForURL(`${site.server.origin}/profile`);
    }
    await page.getByRole('button', { name: /^Make default.*Pia CV\.pdf$/u }).click();
    await page.waitForURL(`${site.server.origin}/profile`);
    const { resumes } = (await pageData(page)) as {
      resumes: { id: string; name: string; isDefault: boolean }[];
    };
    const chosen = resumes.find((resume) => resume.isDefault)!;
    expect(chosen.name).toBe('Pia CV.pdf');
    await applyEarlier(page, adIds[0], chosen.id);

    await page.goto(`${site.server.origin}/job/${adIds[1]}/apply`);
    expect(await page.getByRole('radio', { name: /Pia CV\.pdf/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'In a month' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Review application' }).click();
    await page.getByRole('heading', { name: 'Check your application' }).waitFor();
    const review = (await page.locator('main').textContent()) ?? '';
    expect(review).toContain('Pia CV.pdf');
    expect(review).toContain('When could you start?In a month');
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.waitForURL(`${site.server.origin}/applications`);

    const seen = await employerSees(employer, adIds[1], 'Pia Plain');
    expect(seen.text).toContain('Pia CV.pdf');
    expect(seen.text).toContain('In a month');
    for (const bit of privateBits) expect(seen.text).not.toContain(bit);

    // Removing a kept résumé asks first, on a page of its own: Keep it, then Remove.
    await page.goto(`${site.server.origin}/profile`);
    await page.getByRole('link', { name: 'Remove Other CV.pdf' }).click();
    await page.getByRole('heading', { level: 1, name: 'Remove “Other CV.pdf”?' }).waitFor();
    await page.getByRole('link', { name: 'Keep it' }).click();
    await page.waitForURL(`${site.server.origin}/profile#profile-resumes`);
    await page.getByRole('link', { name: 'Remove Other CV.pdf' }).click();
    await page.getByRole('button', { name: 'Remove résumé' }).click();
    await page.waitForURL(`${site.server.origin}/profile`);
    await page.getByText('Résumé removed from your profile.').first().waitFor();
    expect(await page.getByRole('link', { name: 'Remove Other CV.pdf' }).count()).toBe(0);
    await page.close();
    await employer.dispose();
  });
});
