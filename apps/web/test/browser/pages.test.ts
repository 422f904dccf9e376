import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startBuiltServer, type RunningServer } from '../serve.ts';
import {
  axeViolations,
  collectProblems,
  launchBrowser,
  waitForHydration,
  type Browser,
} from './browser.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startBuiltServer({ env: { LOG_LEVEL: 'warn' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the home page in Chromium', () => {
  it('hydrates, reacts to a click, logs nothing and has no axe violations', async () => {
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.origin}/?v=5`);
    await waitForHydration(page);

    // Every classification is reachable: 8 shown, the rest behind a native disclosure.
    const classifications = page.getByRole('region', { name: 'Jobs by classification' });
    const toggle = classifications.locator('summary');
    const all = Number(/Show all (\d+)/.exec((await toggle.textContent()) ?? '')?.[1]);
    const visibleLinks = () =>
      classifications
        .getByRole('link')
        .evaluateAll(
          (links) => links.filter((link) => (link as HTMLElement).offsetParent !== null).length,
        );
    await expect(visibleLinks()).resolves.toBe(8);
    await toggle.click();
    await expect(visibleLinks()).resolves.toBe(all);
    await expect(toggle.textContent()).resolves.toContain('Show fewer');

    // The theme and the page's classes reached the browser: web font, theme colours, no h1 margin.
    await page.evaluate(() => document.fonts.ready);
    await expect(page.evaluate(() => document.fonts.check('16px Figtree'))).resolves.toBe(true);
    await expect(
      page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).marginTop),
    ).resolves.toBe('0px');

    // Links keep the pin after hydration too.
    await expect(
      page.getByRole('link', { name: 'About Joblane' }).getAttribute('href'),
    ).resolves.toBe('/about?v=5');
    // The logo is a named image inside the home link.
    await expect(
      page.getByRole('link', { name: 'Joblane', exact: true }).getAttribute('href'),
    ).resolves.toBe('/?v=5');

    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('navigates to a known page in place, and back; the gallery loads in full by its URL', async () => {
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.origin}/?v=5`);
    await waitForHydration(page);
    const markDocument = () =>
      page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
    const sameDocument = () =>
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
    await markDocument();

    const popular = page.getByRole('region', { name: 'Jobs by classification' }).getByRole('link');
    const label = (await popular.first().textContent()) ?? '';
    await popular.first().click();
    await page.getByRole('heading', { level: 1, name: `${label} jobs` }).waitFor();
    const shown = new URL(page.url());
    expect(shown.pathname).toBe('/jobs');
    expect(shown.searchParams.get('v')).toBe('5');
    await expect(page.title()).resolves.toMatch(
      new RegExp(`^${label} jobs: [\\d,]+ jobs? · Joblane$`),
    );
    await expect(sameDocument()).resolves.toBe(true);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Find your next job' }).waitFor();
    await expect(page.title()).resolves.toBe('Joblane: find your next job');
    await expect(sameDocument()).resolves.toBe(true);

    // The gallery has a bundle of its own (no page of the product links to it): by its URL.
    await page.goto(`${server.origin}/ui?v=5`);
    await page.getByRole('heading', { level: 1, name: 'Component gallery' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/ui?v=5');
    await expect(sameDocument()).resolves.toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('sends the search form with the pin, and loads a path that is not a page in full', async () => {
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.origin}/?v=5`);
    await waitForHydration(page);
    await page.getByLabel('What').fill('nurse');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Nurse jobs' }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/jobs?keywords=nurse&v=5');

    // A link to a path that is no page: the JSON twin says 404 and the browser loads it in full.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/no/such/page?v=5';
      link.textContent = 'Nowhere';
      document.querySelector('main')?.append(link);
    });
    await page.getByRole('link', { name: 'Nowhere' }).click();
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(new URL(page.url()).searchParams.get('v')).toBe('5');
    // Only the two 404s themselves (the JSON twin's, cut short by the page load, and the page's).
    expect(
      problems.filter(
        (problem) =>
          !problem.startsWith('request failed: ' + server.origin + '/api/pages/no/such/page?') &&
          problem !==
            'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
      ),
    ).toEqual([]);
    await page.close();
  });
});

describe('the 404 page in Chromium', () => {
  it('hydrates without errors beyond the 404 itself', async () => {
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    const response = await page.goto(`${server.origin}/no/such/page`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    // Chromium reports the document's own 404 status as a console error; nothing else may appear.
    expect(problems).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await page.close();
  });
});

describe('the home and content pages in Chromium', () => {
  // axe, one h1 and no sideways scrolling on these pages: test/browser/accessibility.test.ts.
  it('takes the keyboard from the search form through every home link to the employers’ call', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${server.origin}/`);
    await waitForHydration(page);
    const reached: string[] = [];
    for (let press = 0; press < 120; press += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return {
          name: (
            element.getAttribute('aria-label') ??
            (element as HTMLInputElement).labels?.[0]?.textContent ??
            element.textContent ??
            ''
          ).trim(),
          // A visible focus indicator, and on screen (scrolled to).
          ring: style.outlineStyle !== 'none' || style.boxShadow !== 'none',
          onScreen: box.bottom > 0 && box.top < window.innerHeight,
        };
      });
      reached.push(focused.name);
      if (
        ['How to spot a scam', 'What each status means', 'Advertise a job'].includes(focused.name)
      ) {
        expect(focused, focused.name).toMatchObject({ ring: true, onScreen: true });
      }
      if (focused.name === 'Advertise a job') break;
    }
    // The search comes first; then the places, classifications, the trust band, employers.
    const at = (name: string) => reached.findIndex((each) => each.startsWith(name));
    expect(at('What')).toBeGreaterThan(-1);
    expect(at('What')).toBeLessThan(at('Sydney NSW'));
    expect(at('Sydney NSW')).toBeLessThan(at('How we keep listings honest'));
    expect(at('How we keep listings honest')).toBeLessThan(at('How to spot a scam'));
    expect(at('What each status means')).toBeLessThan(at('Advertise a job'));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.origin}/employers`);
    await page.close();
  });

  it('moves to a Help section from its contents, and sends the contact form with its problems first', async () => {
    const page = await browser.context.newPage();
    const problems = collectProblems(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${server.origin}/help`);
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'How to spot a scam' })
      .click();
    await page.waitForURL(`${server.origin}/help#scams`);
    const heading = page.getByRole('heading', { level: 2, name: 'How to spot a scam' });
    await expect(
      heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.top < window.innerHeight / 2;
      }),
    ).resolves.toBe(true);

    await page.getByRole('link', { name: 'Send us a message' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await page.getByRole('button', { name: 'Send message' }).click();
    // Sent in the background: the problems in place, focus on the first invalid field.
    await page.getByText('Please check these:').waitFor();
    await expect(
      page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name),
    ).resolves.toBe('email');
    await page.getByLabel('Your email address').fill('ana@example.com');
    await page.getByLabel('Privacy or my data').check();
    await page.getByLabel('Your message').fill('Please tell me what you keep about me.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('heading', { level: 1, name: 'Message sent' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact/sent');
    // The form's problems answered 400, which Chromium logs.
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    await page.close();
  });
});
