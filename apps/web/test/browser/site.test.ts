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

// The job seeker's journeys in Chromium, with JavaScript and without, on the built server and
// its sample database. Screenshots go to apps/web/test-results/ (git-ignored).

const site = sharedBuiltSite({ LOG_LEVEL: 'warn' });

/** Path and query of the page's URL. */
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** Internal links and GET forms on the page that lost the `v` pin. */
function linksWithoutPin(page: Page, v: string) {
  return page.evaluate((pin) => {
    const lost: string[] = [];
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const raw = anchor.getAttribute('href') ?? '';
      if (anchor.origin !== location.origin) continue;
      if (new URL(anchor.href).searchParams.get('v') !== pin) lost.push(raw);
    }
    for (const form of document.querySelectorAll<HTMLFormElement>('form[method="get"]')) {
      if (new FormData(form).get('v') !== pin) lost.push(`form ${form.getAttribute('action')}`);
    }
    return lost;
  }, v);
}

/** Opens the first (or the `index`th) job of the results by its title link; answers the title. */
async function openFirstJob(page: Page, index = 0): Promise<string> {
  const firstJob = page.getByRole('list', { name: 'Jobs' }).getByRole('heading').nth(index);
  const title = (await firstJob.textContent()) ?? '';
  await firstJob.getByRole('link').click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(pathAndQuery(page)).toMatch(/^\/job\/[\w-]+\?v=5$/);
  return title;
}

const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return active === null
      ? ''
      : `${active.tagName.toLowerCase()} ${active.name ?? ''}=${active.value ?? ''}`;
  });

describe('the job seeker journey with JavaScript', () => {
  it('searches by keyboard, filters, sorts, pages, opens a job and comes back, all in place', async () => {
    const page = await site.browser.context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.server.origin}/?v=5`);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, 'home-desktop.png'), fullPage: true });
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    // Keyboard only: keywords, a place picked from the suggestions with the arrows, submit.
    await tabTo(page, 'input[name="keywords"]');
    await page.keyboard.type('manager');
    await tabTo(page, 'input[name="where"]');
    await page.keyboard.type('Syd');
    await page
      .getByRole('option', { name: /Sydney NSW/ })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.locator('input[name="where"]').inputValue()).resolves.toBe('Sydney NSW');
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 1, name: 'Manager jobs in Sydney NSW' }).waitFor();
    expect(pathAndQuery(page)).toBe('/jobs?keywords=manager&where=Sydney+NSW&v=5');
    await expect(page.title()).resolves.toMatch(
      /^Manager jobs in Sydney NSW: [\d,]+ jobs · Joblane$/,
    );
    const status = page
      .getByRole('status')
      .filter({ hasText: / jobs?/ })
      .first();
    const firstTotal = await status.textContent();

    // Two filters: each applies at once, keeps focus on its checkbox, and announces the count.
    await page.getByRole('checkbox', { name: /^Full time/ }).check();
    await page.waitForURL((url) => url.search.includes('worktype=full-time'));
    await expect(focusedElement(page)).resolves.toBe('input worktype=full-time');
    await expect(status.textContent()).resolves.not.toBe(firstTotal);
    await page.getByRole('checkbox', { name: /^On-site/ }).check();
    await page.waitForURL((url) => url.search.includes('workarrangement=on-site'));
    await expect(focusedElement(page)).resolves.toBe('input workarrangement=on-site');
    expect(pathAndQuery(page)).toBe(
      '/jobs?keywords=manager&where=Sydney+NSW&worktype=full-time&workarrangement=on-site&v=5',
    );

    // Sort by date.
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.focus();
    await sort.selectOption('date');
    await page.waitForURL((url) => url.search.includes('sortmode=date'));
    await expect(focusedElement(page)).resolves.toBe('select sortmode=date');

    // Page 2, then a job, then back.
    const pages = page.getByRole('navigation', { name: 'Result pages' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.search.includes('page=2'));
    await expect(
      pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    expect(await linksWithoutPin(page, '5')).toEqual([]);
    const resultsUrl = pathAndQuery(page);

    // A job further down, so the results are scrolled when it is opened.
    await page
      .getByRole('list', { name: 'Jobs' })
      .getByRole('heading')
      .nth(4)
      .evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(300);
    const title = await openFirstJob(page, 4);
    await expect(page.title()).resolves.toContain(title);
    expect(await linksWithoutPin(page, '5')).toEqual([]);
    const jobPath = pathAndQuery(page);
    const focusedHref = () =>
      page.evaluate(() => document.activeElement?.getAttribute('href') ?? null);

    // Back: the same results, scrolled where they were, focus on the job link that was followed.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Manager jobs in Sydney NSW' }).waitFor();
    expect(pathAndQuery(page)).toBe(resultsUrl);
    await expect(focusedHref()).resolves.toBe(jobPath);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(scrolledTo);

    // The job page's own "Back to results" does the same (a step back in history).
    await openFirstJob(page, 4);
    const back = page.getByRole('link', { name: 'Back to results' });
    await expect(back.getAttribute('href')).resolves.toBe(resultsUrl);
    await back.click();
    await page.getByRole('heading', { level: 1, name: 'Manager jobs in Sydney NSW' }).waitFor();
    expect(pathAndQuery(page)).toBe(resultsUrl);
    await expect(focusedHref()).resolves.toBe(jobPath);
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Manager jobs in Sydney NSW' }).waitFor();
    // Every step above happened in the same document.
    await expect(
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).resolves.toBe(true);

    // The search is remembered on the home page.
    await page.goto(`${site.server.origin}/?v=5`);
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Your recent searches' })
      .getByRole('link', { name: 'manager in Sydney NSW' })
      .waitFor();
    // A suggestion request overtaken by the next key press is cancelled on purpose.
    expect(
      problems.filter((problem) => !/\/api\/suggest\/places\?\S+ net::ERR_ABORTED$/.test(problem)),
    ).toEqual([]);
    await page.close();
  });

  it('skips to the results by keyboard on a pinned page, in place and keeping every parameter', async () => {
    const page = await site.browser.context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.server.origin}/jobs?keywords=nurse&v=5`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
    await expect(skip.getAttribute('href')).resolves.toBe('?keywords=nurse&v=5#main');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash === '#main');
    expect(pathAndQuery(page)).toBe('/jobs?keywords=nurse&v=5');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');

    // The second skip link goes past the search form and filters, straight to the results: the
    // first job is then one Tab away.
    await page.goto(`${site.server.origin}/jobs?keywords=nurse&v=5`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const toResults = page.getByRole('link', { name: 'Skip to results' });
    await expect(toResults.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash === '#results');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('results');
    await tabTo(page, 'ol[aria-label="Jobs"] h2 a', 4);
    await expect(
      page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('has no axe violations on results (filters open at mobile width) and on a job', async () => {
    const page = await site.browser.context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.server.origin}/jobs?keywords=nurse&v=5`);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, 'results-desktop.png'), fullPage: true });

    await page.setViewportSize(MOBILE);
    await page.screenshot({ path: join(screenshotsDir, 'results-mobile.png'), fullPage: true });
    await page.getByRole('link', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await drawer.getByRole('checkbox', { name: /^Full time/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, 'results-filters-mobile.png') });
    // The count lives inside the drawer: its status region and the "Show N jobs" button follow
    // every change, while the page behind is inert.
    const show = drawer.getByRole('button', { name: /^Show [\d,]+ jobs?$/ });
    const before = await show.textContent();
    await drawer.getByRole('checkbox', { name: /^Part time/ }).check();
    await page.waitForURL((url) => url.search.includes('worktype=part-time'));
    const total = await page
      .locator('#results output')
      .textContent()
      .then((text) => /[\d,]+ jobs?/.exec(text ?? '')?.[0]);
    await expect(show.textContent()).resolves.toBe(`Show ${total}`);
    expect(await show.textContent()).not.toBe(before);
    await expect(drawer.getByRole('status').textContent()).resolves.toBe(total);
    await expect(page.getByRole('link', { name: /^Filters/ }).textContent()).resolves.toBe(
      'Filters1 applied',
    );
    await show.click();
    await drawer.waitFor({ state: 'detached' });
    // Focus goes back to the Filters link.
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('href')?.endsWith('#filters')),
    ).resolves.toBe(true);

    const job = page.getByRole('list', { name: 'Jobs' }).getByRole('link').first();
    await job.click();
    await page.getByRole('heading', { level: 2, name: 'How to apply' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotsDir, 'job-mobile.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: join(screenshotsDir, 'job-desktop.png'), fullPage: true });
    await page.setViewportSize(MOBILE);
    await page.goto(`${site.server.origin}/?v=5`);
    await waitForHydration(page);
    await page.screenshot({ path: join(screenshotsDir, 'home-mobile.png'), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('when the filter drawer cannot load', () => {
  it('opens the filters in the page instead, and they still work', async () => {
    const page = await site.browser.context.newPage();
    await page.setViewportSize(MOBILE);
    await page.goto(`${site.server.origin}/jobs?keywords=nurse&v=5`);
    await waitForHydration(page);
    // The drawer's code is fetched on the first click: here the network drops every script the
    // page asks for from now on (files are named by their hash alone).
    await page.route('**/assets/*.js', (route) => route.abort('failed'));
    await page.getByRole('link', { name: /^Filters/ }).click();
    const form = page.getByRole('form', { name: 'Filters' });
    await form.getByRole('checkbox', { name: /^Part time/ }).check();
    await page.waitForURL((url) => url.search.includes('worktype=part-time'));
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('v')).toBe('5');
    await page.close();
  });
});

describe('the job seeker journey without JavaScript', () => {
  it('searches, filters, sorts, pages, opens a job and comes back with plain forms and links', async () => {
    const page = await site.noScript.context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${site.server.origin}/?v=5`);
    await page.getByLabel('What').fill('manager');
    await page.getByRole('combobox', { name: 'Where' }).fill('Sydney NSW');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Manager jobs in Sydney NSW' }).waitFor();
    // The form's empty and repeated fields were redirected to the canonical URL, pin kept.
    expect(pathAndQuery(page)).toBe('/jobs?keywords=manager&where=Sydney+NSW&v=5');

    await page.getByRole('checkbox', { name: /^Full time/ }).check();
    await page.getByRole('checkbox', { name: /^On-site/ }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.search.includes('workarrangement=on-site'));
    expect(pathAndQuery(page)).toBe(
      '/jobs?keywords=manager&where=Sydney+NSW&worktype=full-time&workarrangement=on-site&v=5',
    );

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('date');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await page.waitForURL((url) => url.search.includes('sortmode=date'));

    await page
      .getByRole('navigation', { name: 'Result pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await page.waitForURL((url) => url.search.includes('page=2'));
    expect(await linksWithoutPin(page, '5')).toEqual([]);
    const resultsUrl = pathAndQuery(page);

    await openFirstJob(page);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Manager jobs in Sydney NSW' }).waitFor();
    expect(pathAndQuery(page)).toBe(resultsUrl);
    await page.screenshot({
      path: join(screenshotsDir, 'results-no-javascript.png'),
      fullPage: true,
    });

    // A clear button is a link: it drops its field and keeps the rest of the search.
    await page.getByRole('link', { name: 'Clear where' }).click();
    await page.getByRole('heading', { level: 1, name: 'Manager jobs' }).waitFor();
    expect(pathAndQuery(page)).toBe(
      '/jobs?keywords=manager&worktype=full-time&workarrangement=on-site&sortmode=date&v=5',
    );

    // On a phone the filters are behind the Filters link, which shows them in the page.
    await page.setViewportSize(MOBILE);
    const filters = page.getByRole('form', { name: 'Filters' });
    await expect(filters.isVisible()).resolves.toBe(false);
    await page.getByRole('link', { name: /^Filters/ }).click();
    await page.waitForURL((url) => url.hash === '#filters');
    await expect(filters.isVisible()).resolves.toBe(true);
    await filters.getByRole('checkbox', { name: /^Part time/ }).check();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.search.includes('part-time'));
    await page.setViewportSize(DESKTOP);
    // With JavaScript off, Chromium refuses the module preloads (reported as "csp"); nothing else.
    expect(problems.filter((problem) => !/^request failed: \S+\.js csp$/.test(problem))).toEqual(
      [],
    );
    await page.close();
  });
});
