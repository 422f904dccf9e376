import { join } from 'node:path';

import { totpCode } from '@joblane/accounts/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

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

// Two-step sign-in the way a person sets it up and uses it, by keyboard in Chromium: the code is
// computed here from the key the page shows, as an authenticator app would.
const PASSWORD = 'violet harbour lantern 42';

const site = sharedBuiltSite({ LOG_LEVEL: 'warn', SAMPLE_JOBS: '200' });

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** axe at both widths, and a screenshot of each. */
async function lookAt(page: Page, name: string) {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${name} at ${viewport.width}`).toEqual([]);
    await page.screenshot({
      path: join(screenshotsDir, `two-step-${name}-${viewport.width}.png`),
      fullPage: true,
    });
  }
}

describe('two-step sign-in in the browser', () => {
  it('is set up and used by keyboard: key and QR code, first code, recovery codes, code at sign-in', async () => {
    const page = await site.browser.context.newPage();
    const problems = collectProblems(page);
    const email = `two.step.${Date.now()}@example.com`;

    await page.goto(`${site.server.origin}/signup`);
    await waitForHydration(page);
    await page.getByLabel('Your name').fill('Tove Twostep');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL(`${site.server.origin}/`);

    await page.goto(`${site.server.origin}/account/two-step`);
    await waitForHydration(page);
    await lookAt(page, 'off');
    await tabTo(page, 'main button[type="submit"]');
    await page.keyboard.press('Enter');
    const codeField = page.getByLabel('Code from your authenticator app');
    await codeField.waitFor();
    await waitForHydration(page);
    await lookAt(page, 'setup');
    expect(await page.getByRole('img', { name: /QR code for Joblane/ }).isVisible()).toBe(true);
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    const secret = (await page.locator('main code').textContent())!.replaceAll(' ', '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await tabTo(page, '#two-step-code');
    await page.keyboard.type(totpCode(secret, new Date()));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    await waitForHydration(page);
    const codes = await page.locator('main li code').allTextContents();
    expect(codes).toHaveLength(10);
    await lookAt(page, 'recovery-codes');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${site.server.origin}/`);
    await page.goto(`${site.server.origin}/signin?next=%2Faccount`);
    await waitForHydration(page);
    await tabTo(page, '#signin-email');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.server.origin}/signin/two-step?next=%2Faccount`);
    await codeField.waitFor();
    await lookAt(page, 'prompt');

    // A wrong code: the message is announced (an alert) and the field takes the focus back.
    const right = totpCode(secret, new Date(Date.now() + 30_000));
    await tabTo(page, '#two-step-code');
    await page.keyboard.type(right === '000000' ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('That code is not right');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('two-step-code');
    await lookAt(page, 'prompt-error');
    // The next step's code (the app a little ahead; the first one was used at set-up).
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(right);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.server.origin}/account`);
    expect(pathOf(page)).toBe('/account');
    expect(await page.getByText('On: signing in asks for a code').isVisible()).toBe(true);
    await page.goto(`${site.server.origin}/account/two-step`);
    await waitForHydration(page);
    expect(await page.getByText('You have 10 recovery codes left.').isVisible()).toBe(true);
    await lookAt(page, 'on');
    expect(problems.filter((problem) => !problem.includes('status of 422'))).toEqual([]);
  });
});
