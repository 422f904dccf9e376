import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

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

// Saving jobs and searches the way people meet it, in Chromium: by keyboard with JavaScript,
// and with plain forms without it.
const PASSWORD = 'violet harbour lantern 42';

const site = sharedBuiltSite({ LOG_LEVEL: 'warn', SAMPLE_JOBS: '200' });

const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** A new seeker, signed in on this browser (the sign-up form is tested elsewhere). */
async function signUp(page: Page, name: string, next = '/') {
  await page.goto(
    `${site.server.origin}/signup${next === '/' ? '' : `?next=${encodeURIComponent(next)}`}`,
  );
  await page.getByLabel('Your name').fill(name);
  await page
    .getByLabel('Email address')
    .fill(`${name.replaceAll(' ', '.')}.${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${site.server.origin}${next}`);
}

describe('saving in the browser', () => {
  it('saves a job by keyboard (toast with Undo, announced), and saves a search and switches its alert on', async () => {
    const page = await site.browser.context.newPage();
    const problems = collectProblems(page);
    // Signed up on the way to the results, which show "Your account is ready" as a toast.
    await signUp(page, 'Kim Keys', '/jobs');

    // The first card's Save button: focusing it fetches what a click does.
    await tabTo(page, 'form[data-save-job] button');
    await page.waitForSelector('html[data-save-jobs="ready"]');
    const button = page.locator('form[data-save-job] button').first();
    const jobId = await page.locator('form[data-save-job]').first().getAttribute('data-save-job');
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    // The toast is in a polite live region (announced), right after the button in Tab order.
    const status = page.locator('[data-toast-host] [role="status"]');
    await expect.poll(() => status.textContent()).toContain('Saved');
    expect(await status.textContent()).toContain('Undo');
    // The notice and the save share the page's one stack (two stacks would overlap).
    expect(await page.locator('[role="alert"][aria-atomic="false"]').count()).toBe(1);
    // Pressing again unsaves, and once more saves: the job's toast is replaced each time (the
    // same dedupe key), so one toast is left.
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => status.textContent()).toContain('Removed from saved jobs');
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => status.textContent()).toContain('Saved');
    expect(await status.getByRole('button', { name: 'Undo' }).count()).toBe(1);
    expect(await status.textContent()).not.toContain('Removed');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Undo');
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    // Focus comes back to the Save button.
    expect(
      await page.evaluate(() => document.activeElement?.closest('form')?.dataset.saveJob),
    ).toBe(jobId);
    const saved = await page.request.get(`${site.server.origin}/saved`);
    expect(await saved.text()).toContain('You have not saved any jobs yet.');
    // Save it for good, then find it on /saved.
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    expect(await (await page.request.get(`${site.server.origin}/saved`)).text()).toContain(
      `id="saved-${jobId}"`,
    );

    // Save this search in the dialog, named after the search by default.
    await page.goto(`${site.server.origin}/jobs?keywords=nurse`);
    await waitForHydration(page);
    await tabTo(page, 'a[href^="/saved-searches/new"]');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Nurse');
    // The alert can be set while saving: on by default; weekly chosen here.
    expect(await dialog.getByRole('checkbox', { name: 'Email me new jobs' }).isChecked()).toBe(
      true,
    );
    await dialog.getByLabel('How often').selectOption('weekly');
    await tabTo(page, 'dialog button[type="submit"], [role="dialog"] button[type="submit"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.locator('output').textContent()).toContain('Saved as');
    expect(await dialog.locator('output').textContent()).toContain(
      'We will email you its new jobs weekly.',
    );
    expect(await focused(page)).toBe('Done');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);

    // The alert's changes are saved at once (no button to press), each said in a status.
    await page.goto(`${site.server.origin}/saved-searches`);
    await waitForHydration(page);
    const item = page.getByRole('listitem').filter({ hasText: 'Nurse' }).first();
    expect(await item.getByRole('switch', { name: 'Email alert' }).isChecked()).toBe(true);
    expect(await item.getByRole('button', { name: 'Save alert' }).count()).toBe(0);
    await tabTo(page, 'input[role="switch"]');
    await page.keyboard.press('Space');
    const alertStatus = item.getByRole('status');
    await expect
      .poll(() => alertStatus.textContent())
      .toBe('Alert off: no more emails for this search.');
    await item.getByLabel('How often').selectOption('daily');
    await expect
      .poll(() => alertStatus.textContent())
      .toBe('Saved: daily, once you switch the alert on.');
    await item.getByRole('switch', { name: 'Email alert' }).check();
    await expect
      .poll(() => alertStatus.textContent())
      .toBe('Alert on: we will email you new jobs daily.');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page), `alert status, ${colorScheme}`).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole('switch', { name: 'Email alert' }).isChecked()).toBe(true);
    expect(await page.getByLabel('How often').inputValue()).toBe('daily');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('saves a job for a signed-out visitor once they sign in: no console errors, no jump, same button', async () => {
    const page = await site.browser.context.newPage();
    await page.setViewportSize(MOBILE);
    const email = `sol.out.${Date.now()}@example.com`;
    await page.goto(`${site.server.origin}/signup`);
    await page.getByLabel('Your name').fill('Sol Out');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${site.server.origin}/`);
    // On a phone, signing out is in the header's menu.
    await page.locator('header').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${site.server.origin}/`);
    await page.goto(`${site.server.origin}/jobs?keywords=nurse`);
    const jobPath = await page.locator('article h2 a').first().getAttribute('href');
    const jobId = decodeURIComponent(jobPath!.replace('/job/', ''));

    const problems = collectProblems(page);
    await page.goto(`${site.server.origin}${jobPath}`);
    await waitForHydration(page);
    const save = page.locator(`#save-${jobId}`);
    const signedOutWidth = (await save.boundingBox())!.width;
    await save.click();
    await page.waitForURL(/\/signin\?next=/);
    await waitForHydration(page);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Back on the job page, at its top (no #save- fragment), the job saved and said so.
    await page.waitForURL(`${site.server.origin}${jobPath}`);
    await waitForHydration(page);
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Job saved.' }).count())
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    // The same button, signed in or out: at 375 px both fill the action bar.
    expect(Math.abs((await save.boundingBox())!.width - signedOutWidth)).toBeLessThan(1);
    expect(await page.request.get(`${site.server.origin}/saved`).then((r) => r.text())).toContain(
      `id="saved-${jobId}"`,
    );
    expect(problems).toEqual([]);
    // Signed out again for the tests after this one (the browser's cookies are shared).
    await page.locator('header').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${site.server.origin}/`);
    await page.close();
  });

  it('does the same with plain forms when JavaScript is off', async () => {
    const page = await site.noScript.context.newPage();
    await signUp(page, 'Pat Plain');
    await page.goto(`${site.server.origin}/jobs?keywords=nurse`);
    const form = page.locator('form[data-save-job]').first();
    const jobId = await form.getAttribute('data-save-job');
    await form.getByRole('button').click();
    // Back on the same page, at the card.
    await page.waitForURL(`${site.server.origin}/jobs?keywords=nurse#save-${jobId}`);
    expect(await page.getByRole('status').first().textContent()).toContain('Job saved.');
    expect(await page.locator(`#save-${jobId}`).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('link', { name: 'Save this search' }).click();
    expect(await page.getByLabel('Name').inputValue()).toBe('Nurse');
    await page.getByRole('checkbox', { name: 'Email me new jobs' }).uncheck();
    await page.getByRole('button', { name: 'Save search' }).click();
    await page.waitForURL(/\/saved-searches#search-/);
    expect(await page.getByRole('status').first().textContent()).toContain('Search saved.');
    // Without JavaScript the alert's form keeps its button.
    await page.getByRole('switch', { name: 'Email alert' }).check();
    await page.getByRole('button', { name: 'Save alert' }).click();
    await page.waitForURL(/\/saved-searches#search-/);
    expect(await page.getByRole('status').first().textContent()).toContain('Alert on');
    expect(await page.getByRole('switch', { name: 'Email alert' }).isChecked()).toBe(true);

    await page.goto(`${site.server.origin}/saved`);
    expect(await page.locator(`#saved-${jobId}`).count()).toBe(1);
    await page.getByRole('button', { name: /^Remove / }).click();
    await page.waitForURL(`${site.server.origin}/saved`);
    expect(await page.getByText('You have not saved any jobs yet.').count()).toBe(1);
    await page.close();
  });

  it('blocks an employer from a card by keyboard: toast with Undo, its jobs gone with exact totals and facets, Undo brings them back', async () => {
    const page = await site.browser.context.newPage();
    const problems = collectProblems(page);
    await signUp(page, 'Bo Blocker');
    const search = '/jobs?keywords=nurse';
    /** The results as this seeker gets them (the page's own JSON twin). */
    const results = async () =>
      (
        (await (await page.request.get(`${site.server.origin}/api/pages${search}`)).json()) as {
          context: {
            data: {
              total: number;
              jobs: { companyName: string }[];
              facets: { classification: { count: number }[] };
            };
          };
        }
      ).context.data;
    const before = await results();
    expect(before.total).toBeGreaterThan(1);
    expect(before.total).toBeLessThanOrEqual(20);
    await page.goto(`${site.server.origin}${search}`);
    await waitForHydration(page);
    const firstCard = page.locator('#results article, ol[aria-label="Jobs"] article').first();
    const employer = before.jobs[0]!.companyName;
    expect(await firstCard.textContent()).toContain(employer);
    const theirs = before.jobs.filter((job) => job.companyName === employer).length;
    expect(theirs).toBeGreaterThan(0);

    // Keyboard: the card's "More", then its "Block <employer>".
    await tabTo(page, 'details[data-hide] > summary');
    await page.keyboard.press('Enter');
    await page.waitForSelector('html[data-save-jobs="ready"]');
    await tabTo(page, 'button[name="hide"][value="company"]');
    expect(await focused(page)).toBe(`Block ${employer}`);
    await page.keyboard.press('Enter');
    const status = page.locator('[data-toast-host] [role="status"]');
    await expect.poll(() => status.textContent()).toContain(`Jobs from ${employer} are hidden`);
    // The pressed button left with its card: focus is on Undo.
    await expect.poll(() => focused(page)).toBe('Undo');
    const cards = page.locator('ol[aria-label="Jobs"] article');
    await expect
      .poll(async () => (await cards.allTextContents()).some((text) => text.includes(employer)))
      .toBe(false);
    // Exact: the total lost exactly their jobs, the page shows that many, facets add up to it.
    const after = await results();
    expect(after.total).toBe(before.total - theirs);
    expect(after.facets.classification.reduce((sum, facet) => sum + facet.count, 0)).toBe(
      after.total,
    );
    expect(await cards.count()).toBe(after.total);
    expect(await page.title()).toContain(after.total === 1 ? '1 job' : `${after.total} jobs`);

    await page.keyboard.press('Enter');
    await expect.poll(() => cards.count()).toBe(before.total);
    expect((await results()).total).toBe(before.total);
    // Focus is back on a card's "More".
    await expect.poll(() => focused(page)).toBe('More');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('blocks an employer and hides a job with plain forms without JavaScript; /account unblocks', async () => {
    const page = await site.noScript.context.newPage();
    await signUp(page, 'Nia Noscript');
    const search = '/jobs?keywords=nurse';
    await page.goto(`${site.server.origin}${search}`);
    const cards = page.locator('ol[aria-label="Jobs"] article');
    const total = await cards.count();
    const employer = (await cards
      .first()
      .locator('p a, p')
      .first()
      .evaluate((p) => p.firstChild?.textContent ?? ''))!.trim();
    const theirs = (await cards.allTextContents()).filter((text) => text.includes(employer)).length;
    await cards.first().locator('summary').click();
    await cards
      .first()
      .getByRole('button', { name: `Block ${employer}` })
      .click();
    await page.waitForURL(`${site.server.origin}${search}`);
    expect(await page.getByRole('status').first().textContent()).toContain('Employer blocked');
    expect(await cards.count()).toBe(total - theirs);
    expect((await cards.allTextContents()).some((text) => text.includes(employer))).toBe(false);

    // "Not interested" hides one job the same way.
    const title = (await cards.first().locator('h2').textContent())!.trim();
    await cards.first().locator('summary').click();
    await cards
      .first()
      .getByRole('button', { name: `Not interested in ${title}` })
      .click();
    await page.waitForURL(`${site.server.origin}${search}`);
    expect(await cards.count()).toBe(total - theirs - 1);

    // Both are listed on /account, and come back from there.
    await page.goto(`${site.server.origin}/account`);
    const hidden = page.getByRole('region', { name: 'Hidden from your searches' });
    expect(await hidden.textContent()).toContain(employer);
    expect(await hidden.textContent()).toContain(title);
    await hidden.getByRole('button', { name: `Unblock ${employer}` }).click();
    await page.waitForURL(`${site.server.origin}/account#account-hidden`);
    await hidden.getByRole('button', { name: `Show again ${title}` }).click();
    await page.waitForURL(`${site.server.origin}/account#account-hidden`);
    await page.goto(`${site.server.origin}${search}`);
    expect(await cards.count()).toBe(total);
    await page.close();
  });

  it('shows Jobs for you on the home page and /jobs/for-you with reasons; Not interested by keyboard, and without JavaScript', async () => {
    const page = await site.browser.context.newPage();
    const problems = collectProblems(page);
    await signUp(page, 'Fay Foryou');
    // Nothing to go on yet: said plainly, with what to do.
    const section = page.getByRole('region', { name: 'Jobs for you' });
    expect(await section.textContent()).toContain('Save jobs you like or save a search');

    await page.goto(`${site.server.origin}/jobs?keywords=nurse`);
    await waitForHydration(page);
    const card = page.locator('ol[aria-label="Jobs"] article').first();
    const title = (await card.locator('h2').textContent())!.trim();
    const company = (await card.locator('h2 + p').textContent())!.replace('Verified employer', '');
    const saveButton = card.locator('form[data-save-job] button');
    await saveButton.click();
    await expect.poll(() => saveButton.getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${site.server.origin}/`);
    await waitForHydration(page);
    const homeCards = section.locator('article');
    expect(await homeCards.count()).toBe(3);
    expect(await section.textContent()).toContain(
      `Because you saved ${title} at ${company.trim()}`,
    );
    await section.getByRole('link', { name: 'See all jobs for you' }).click();
    await page.waitForURL(`${site.server.origin}/jobs/for-you`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Jobs for you');
    const cards = page.locator('ol[aria-label="Jobs for you"] article');
    expect(await cards.count()).toBeGreaterThan(3);
    const first = (await cards.first().locator('h2').textContent())!.trim();

    // Keyboard: the first card's "More", then "Not interested": the job leaves the list.
    await tabTo(page, 'ol[aria-label="Jobs for you"] details[data-hide] > summary');
    await page.keyboard.press('Enter');
    await page.waitForSelector('html[data-save-jobs="ready"]');
    await tabTo(page, 'button[name="hide"][value="job"]');
    expect(await focused(page)).toBe('Not interested');
    await page.keyboard.press('Enter');
    const status = page.locator('[data-toast-host] [role="status"]');
    await expect.poll(() => status.textContent()).toContain(`${first} is hidden`);
    await expect
      .poll(async () => (await cards.first().locator('h2').textContent())?.trim())
      .not.toBe(first);
    expect(problems).toEqual([]);
    await page.close();

    // Without JavaScript: the same with plain forms, back to the page.
    const plain = await site.noScript.context.newPage();
    await signUp(plain, 'Pat Plain');
    await plain.goto(`${site.server.origin}/jobs?keywords=nurse`);
    const plainCard = plain.locator('ol[aria-label="Jobs"] article').first();
    const plainTitle = (await plainCard.locator('h2').textContent())!.trim();
    await plainCard.getByRole('button', { name: `Save ${plainTitle}` }).click();
    await plain.goto(`${site.server.origin}/jobs/for-you`);
    const plainCards = plain.locator('ol[aria-label="Jobs for you"] article');
    const hiddenTitle = (await plainCards.first().locator('h2').textContent())!.trim();
    const hiddenId = await plainCards.first().locator('h2').getAttribute('id');
    await plainCards.first().locator('summary').click();
    await plainCards
      .first()
      .getByRole('button', { name: `Not interested in ${hiddenTitle}` })
      .click();
    await plain.waitForURL(`${site.server.origin}/jobs/for-you`);
    expect(await plain.getByRole('status').first().textContent()).toContain('Job hidden');
    expect(await plain.locator(`[id="${hiddenId}"]`).count()).toBe(0);
    await plain.close();
  });

  it('has no axe violations on /saved and /saved-searches at 375 and 1280 px', async () => {
    const page = await site.browser.context.newPage();
    await signUp(page, 'Axe Saver');
    await page.goto(`${site.server.origin}/jobs?keywords=nurse`);
    await page.waitForSelector('form[data-save-job]');
    for (const form of (await page.locator('form[data-save-job]').all()).slice(0, 3)) {
      const id = await form.getAttribute('data-save-job');
      const response = await page.request.post(`${site.server.origin}/saved/${id}`, {
        form: { returnTo: '/saved' },
        headers: { 'sec-fetch-site': 'same-origin' },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
    }
    await page.request.post(`${site.server.origin}/saved-searches`, {
      form: { search: 'keywords=nurse', name: 'Nurse jobs' },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const path of [
        '/saved',
        '/saved-searches',
        '/saved-searches/new?search=keywords%3Dcook',
      ]) {
        await page.goto(`${site.server.origin}${path}`);
        await waitForHydration(page);
        expect(await axeViolations(page), `${path} at ${viewport.width}`).toEqual([]);
        if (path === '/saved-searches') {
          // "Weekly" (the longest choice) never runs under the select's chevron.
          await page.locator('select[name="frequency"]').first().selectOption('weekly');
          const room = await page
            .locator('select[name="frequency"]')
            .first()
            .evaluate((select: HTMLSelectElement) => {
              const style = getComputedStyle(select);
              const context = document.createElement('canvas').getContext('2d')!;
              context.font = style.font;
              const box = select.getBoundingClientRect();
              const textEnd =
                box.left +
                parseFloat(style.paddingLeft) +
                context.measureText(select.selectedOptions[0]!.text).width;
              const chevron = select.parentElement!.querySelector('svg')!.getBoundingClientRect();
              // The drawn chevron is the middle half of its 24 px box.
              return chevron.left + chevron.width / 4 - textEnd;
            });
          expect(room, `chevron clearance at ${viewport.width}`).toBeGreaterThanOrEqual(8);
        }
        await page.screenshot({
          path: join(
            screenshotsDir,
            `saved${path.split('?')[0]!.replaceAll('/', '-')}-${viewport.width}.png`,
          ),
          fullPage: true,
        });
      }
    }
    await page.goto(`${site.server.origin}/jobs?keywords=nurse`);
    await waitForHydration(page);
    expect(await axeViolations(page), 'results signed in').toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, 'saved-results-1280.png') });

    // Hiding: a card's menu open, the job page's block button, /account's hidden list.
    const jobId = await page.locator('form[data-save-job]').first().getAttribute('data-save-job');
    for (const [path, form] of [
      ['/hidden', { hide: 'job', job: jobId! }],
      ['/hidden', { hide: 'company', job: jobId! }],
    ] as const) {
      const response = await page.request.post(`${site.server.origin}${path}`, {
        form: { ...form, returnTo: '/account' },
        headers: { 'sec-fetch-site': 'same-origin' },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
    }
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const path of ['/jobs?keywords=nurse', `/job/${jobId}`, '/account']) {
        await page.goto(`${site.server.origin}${path}`);
        await waitForHydration(page);
        await page.evaluate(() =>
          document.querySelector('details[data-hide]')?.setAttribute('open', ''),
        );
        // Dark as well where the new parts are most (the cards' menus).
        const schemes = path.startsWith('/jobs')
          ? (['light', 'dark'] as const)
          : (['light'] as const);
        for (const colorScheme of schemes) {
          await page.emulateMedia({ colorScheme });
          expect(await axeViolations(page), `${path} at ${viewport.width}, ${colorScheme}`).toEqual(
            [],
          );
        }
        await page.emulateMedia({ colorScheme: 'light' });
      }
    }
    await page.close();
  });
});
