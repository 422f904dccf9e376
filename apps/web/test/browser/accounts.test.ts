import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { demoAccounts } from '../../src/services/demoAccounts.ts';

import {
  axeViolations,
  collectProblems,
  DESKTOP,
  MOBILE,
  outboxLink,
  screenshotsDir,
  tabTo,
  sharedBuiltSite,
  waitForHydration,
} from './browser.ts';

// Accounts the way people meet them, in Chromium: by keyboard with JavaScript, and with plain
// forms without it. The server writes mail to its outbox, read at /dev/mail.
const PASSWORD = 'violet harbour lantern 42';

const site = sharedBuiltSite({ LOG_LEVEL: 'warn', SAMPLE_JOBS: '200' });

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The path and query of the newest outbox mail's link to `path`, for someone at `to`. */
async function mailLink(page: Page, to: string, path: string): Promise<string> {
  const url = await outboxLink(page, site.server.origin, to, path);
  return url.pathname + url.search;
}

describe('accounts in the browser', () => {
  it('signs up by keyboard, confirms the address from the mail, signs out and back in', async () => {
    const page = await site.browser.context.newPage();
    const problems = collectProblems(page);
    const email = `keys.${Date.now()}@example.com`;

    await page.goto(`${site.server.origin}/signup`);
    await waitForHydration(page);
    await tabTo(page, '#signup-name');
    await page.keyboard.type('Kit Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    // A weak password first: the problem shows in place (no reload) and the field takes focus.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.keyboard.type('password123');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('too easy to guess').first().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('signup-password');
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.server.origin}/`);
    // Success in the background shows the kit's toast (not the page's banner), announced politely.
    const toast = page.locator('[data-toast-host] [role="status"]');
    await expect.poll(() => toast.textContent()).toContain('Your account is ready');
    expect(await page.locator('main output').count()).toBe(0);
    // Signed up and on in place: the same document all along, the header signed in.
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);

    const link = await mailLink(page, email, '/verify-email');
    await page.goto(`${site.server.origin}${link}`);
    await waitForHydration(page);
    await tabTo(page, 'button[type="submit"]:not(nav *)');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.server.origin}/account`);
    expect(await page.getByText('Your email address is confirmed.').first().isVisible()).toBe(true);

    await tabTo(page, 'nav[aria-label="Account"] button');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.server.origin}/`);
    expect(await page.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);

    await page.goto(`${site.server.origin}/signin?next=%2Faccount`);
    await waitForHydration(page);
    await tabTo(page, '#signin-email');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.server.origin}/account`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your account');
    // The page that came back with the weak password answered 422, which Chromium logs.
    expect(problems.filter((problem) => !problem.includes('status of 422'))).toEqual([]);
    await page.close();
  });

  it('does the same with plain forms when JavaScript is off', async () => {
    const page = await site.noScript.context.newPage();
    const email = `plain.${Date.now()}@example.com`;
    await page.goto(`${site.server.origin}/signup`);
    await page.getByLabel('Your name').fill('Pat Plain');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${site.server.origin}/`);
    expect(await page.getByRole('status').first().textContent()).toContain('Your account is ready');

    const link = await mailLink(page, email, '/verify-email');
    await page.goto(`${site.server.origin}${link}`);
    await page.getByRole('button', { name: 'Confirm email address' }).click();
    await page.waitForURL(`${site.server.origin}/account`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${site.server.origin}/`);
    expect(await page.getByRole('status').first().textContent()).toContain('You are signed out');

    await page.goto(`${site.server.origin}/account`);
    expect(pathOf(page)).toBe('/signin');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${site.server.origin}/account`);
    await page.close();
  });

  it('answers an empty sign-in in place without sending it, says a mismatch once, and lands an employer on their ads', async () => {
    const context = await site.browser.context.browser()!.newContext({ viewport: DESKTOP });
    const tab = await context.newPage();
    const problems = collectProblems(tab);
    const posts: string[] = [];
    tab.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      // The passkey autofill asks for its challenge on load: not the form being sent.
      if (request.method() === 'POST' && path !== '/signin/passkey/options') posts.push(path);
    });
    await tab.goto(`${site.server.origin}/signin`);
    await waitForHydration(tab);
    await tabTo(tab, '#signin-email');
    await tab.keyboard.press('Enter');
    // Each field says what it needs (GOV.UK's words), the first takes focus, nothing was sent.
    await expect.poll(() => tab.getByText('Enter your password').first().isVisible()).toBe(true);
    expect(await tab.locator('#signin-email').getAttribute('aria-invalid')).toBe('true');
    expect(await tab.locator('#signin-password').getAttribute('aria-invalid')).toBe('true');
    expect(await tab.evaluate(() => document.activeElement?.id)).toBe('signin-email');
    expect(posts).toEqual([]);

    await tab.keyboard.type('nobody.here@example.com');
    await tab.keyboard.press('Tab');
    await tab.keyboard.type('not the password at all');
    await tab.keyboard.press('Enter');
    const mismatch = tab.getByText('That email and password do not match an account');
    await expect.poll(() => mismatch.count()).toBe(1);
    // No field is at fault: focus is on the summary that says so.
    expect(await tab.evaluate(() => document.activeElement?.textContent ?? '')).toContain(
      'That email and password do not match an account',
    );
    expect(await tab.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(posts).toEqual(['/signin']);

    await tab.locator('#signin-email').fill(demoAccounts.employer.email);
    await tab.locator('#signin-password').fill(demoAccounts.employer.password);
    await tab.locator('#signin-password').press('Enter');
    await tab.waitForURL(`${site.server.origin}/employer`);
    expect(problems.filter((problem) => !problem.includes('status of 422'))).toEqual([]);
    await context.close();
  });

  it('keeps the sign-in, sign-up and password forms to a narrow column on a wide screen', async () => {
    const page = await site.browser.context.newPage();
    await page.setViewportSize(DESKTOP);
    for (const path of ['/signin', '/signup', '/signup?role=employer', '/forgot-password']) {
      await page.goto(`${site.server.origin}${path}`);
      const width = await page
        .locator('main form')
        .first()
        .evaluate((form) => form.getBoundingClientRect().width);
      // Braid's contentWidth xsmall (400 px), where the form stretched to 1 232 px.
      expect(width, path).toBeLessThanOrEqual(400);
      expect(width, path).toBeGreaterThan(300);
    }
    await page.close();
  });

  it('has no axe violations on any account page at 375 and 1280 px', async () => {
    const email = `axe.${Date.now()}@example.com`;
    const page = await site.browser.context.newPage();
    await page.goto(`${site.server.origin}/signup?role=employer`);
    await page.getByLabel('Your name').fill('Axe Employer');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Organisation name').fill('Axe Health');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${site.server.origin}/employer`);
    const signedIn = ['/account', '/employer', '/employer/team', '/employers'];
    const signedOut = [
      '/signup',
      '/signup?role=employer',
      '/signin',
      '/forgot-password',
      '/reset-password?token=x',
      '/verify-email?token=x',
      '/employer/team/join?token=x',
      '/employers',
    ];
    const anonymous = await site.browser.context.browser()?.newContext();
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const path of signedIn) {
        await page.goto(`${site.server.origin}${path}`);
        await waitForHydration(page);
        expect(await axeViolations(page), `${path} at ${viewport.width}`).toEqual([]);
        await page.screenshot({
          path: join(screenshotsDir, `account${path.replaceAll('/', '-')}-${viewport.width}.png`),
          fullPage: true,
        });
      }
    }
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${site.server.origin}/`);
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const path of signedOut) {
        await page.goto(`${site.server.origin}${path}`);
        await waitForHydration(page);
        expect(await axeViolations(page), `${path} at ${viewport.width}`).toEqual([]);
      }
    }
    await page.setViewportSize(MOBILE);
    await page.goto(`${site.server.origin}/signup`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${site.server.origin}/signup`);
    await waitForHydration(page);
    expect(await axeViolations(page), 'sign-up with problems').toEqual([]);
    await page.screenshot({
      path: join(screenshotsDir, 'account-signup-errors-375.png'),
      fullPage: true,
    });
    await anonymous?.close();
    await page.close();
  });
});
