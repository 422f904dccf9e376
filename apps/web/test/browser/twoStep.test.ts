import { join } from 'node:path';

import { totpCode } from '@joblane/accounts/testing';
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

/** Chromium's virtual authenticator (DevTools protocol), as a phone or laptop with a passkey. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const add = async () =>
    (
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      })
    ).authenticatorId;
  return {
    add,
    remove: (authenticatorId: string) =>
      cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId }),
    credentials: async (authenticatorId: string) =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    restore: async (
      authenticatorId: string,
      credential: Awaited<
        ReturnType<typeof cdp.send<'WebAuthn.getCredentials'>>
      >['credentials'][number],
    ) => cdp.send('WebAuthn.addCredential', { authenticatorId, credential }),
  };
}

describe('passkeys in the browser', () => {
  // WebAuthn wants the site's own host: the server's public origin is http://localhost:PORT.
  const local = () => site.server.origin.replace('127.0.0.1', 'localhost');

  async function lookAtPasskeys(page: Page, name: string) {
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page), `${name} at ${viewport.width}`).toEqual([]);
      await page.screenshot({
        path: join(screenshotsDir, `passkeys-${name}-${viewport.width}.png`),
        fullPage: true,
      });
    }
  }

  it('signs up with a passkey and no password, signs out and in with it; a second passkey replaces the first', async () => {
    const page = await site.browser.context.newPage();
    const problems = collectProblems(page);
    const authenticator = await virtualAuthenticator(page);
    const laptop = await authenticator.add();
    const email = `passkey.${Date.now()}@example.com`;

    await page.goto(`${local()}/signup`);
    await waitForHydration(page);
    await lookAtPasskeys(page, 'signup');
    await page.getByLabel('Your name').fill('Petra Passkey');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Sign up with a passkey' }).click();
    await page.waitForURL(`${local()}/`);

    await page.goto(`${local()}/account`);
    await waitForHydration(page);
    const passkeys = page.locator('section[aria-labelledby="account-passkeys"]');
    expect(await passkeys.getByRole('button', { name: /^Remove/ }).count()).toBe(1);
    expect(await passkeys.getByRole('button', { name: 'Remove Chrome on Linux' }).count()).toBe(1);
    expect(await page.getByText(/Signed in with a passkey/).count()).toBe(1);
    await lookAtPasskeys(page, 'account');
    // The confirm step before a sensitive change offers this account's one way in: its passkey.
    await page.goto(`${local()}/account/confirm?next=%2Faccount%2Ftwo-step`);
    await waitForHydration(page);
    expect(await page.getByLabel('Your password').count()).toBe(0);
    await lookAtPasskeys(page, 'confirm');
    await page.getByRole('button', { name: 'Confirm with a passkey' }).click();
    await page.waitForURL(`${local()}/account/two-step`);
    await page.goto(`${local()}/account/not-me?token=abc`);
    await lookAtPasskeys(page, 'not-me');

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(`${local()}/`);
    // The email field offers the passkey (conditional mediation): the virtual authenticator picks
    // it at once, as a person picking it from the suggestions would.
    await page.goto(`${local()}/signin?next=%2Faccount`);
    await page.waitForURL(`${local()}/account`);
    await page.getByText('You are signed in.').waitFor();

    // A second passkey from another device (the laptop's is put away), named; the first removed.
    const [laptopKey] = await authenticator.credentials(laptop);
    await authenticator.remove(laptop);
    const phone = await authenticator.add();
    await page.getByLabel('Name for a new passkey').fill('Phone');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await passkeys.getByRole('button', { name: 'Remove Phone' }).waitFor();
    await page.getByRole('button', { name: 'Remove Chrome on Linux' }).click();
    await page.getByText('Passkey removed.').waitFor();
    expect(await passkeys.getByRole('button', { name: /^Remove/ }).count()).toBe(1);
    await lookAtPasskeys(page, 'account-phone');

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(`${local()}/`);
    // From here a browser without passkey autofill: the button signs in.
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    await page.goto(`${local()}/signin?next=%2Faccount`);
    await waitForHydration(page);
    expect(await page.getByLabel('Email address').getAttribute('autocomplete')).toBe(
      'username webauthn',
    );
    await lookAtPasskeys(page, 'signin');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL(`${local()}/account`);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(`${local()}/`);

    // The removed passkey, back on its device, signs in no more.
    await authenticator.remove(phone);
    const again = await authenticator.add();
    await authenticator.restore(again, laptopKey!);
    await page.goto(`${local()}/signin?next=%2Faccount`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('not one this site knows');
    await lookAtPasskeys(page, 'signin-refused');
    expect(pathOf(page)).toBe('/signin');
    // The autofill's sign-in moves on at once, while the page may still be fetching a lazy part.
    expect(
      problems.filter(
        (problem) =>
          !problem.includes('status of 422') && !/assets\/\w+\.js net::ERR_ABORTED/.test(problem),
      ),
    ).toEqual([]);
    await page.close();
  });

  it("signs up from an organisation's invitation with a passkey, joins it and signs in with it", async () => {
    // The demo owner invites someone (set up through the forms, from the 127.0.0.1 host, so the
    // invitee's browsing on localhost keeps cookies of its own).
    const owner = site.browser.context.request;
    const employer = demoAccounts.employer;
    const email = `invited.passkey.${Date.now()}@example.com`;
    const signedIn = await owner.post(`${site.server.origin}/signin`, {
      form: { email: employer.email, password: employer.password, next: '/' },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(303);
    const invited = await owner.post(`${site.server.origin}/employer/team/invite`, {
      form: { email },
      maxRedirects: 0,
    });
    expect(invited.headers().location).toContain('/employer/team');
    await owner.post(`${site.server.origin}/signout`, { maxRedirects: 0 });
    // The link from the mail (the outbox at /dev/mail).
    const outbox = await site.browser.context.newPage();
    const link = await outboxLink(outbox, site.server.origin, email, '/employer/team/join');
    const token = link.searchParams.get('token');
    expect(token).toMatch(/^[\w-]+$/);
    await outbox.close();

    // Without JavaScript the invitation's sign-up says passkeys need it (the password path is
    // the route tests').
    const plain = await site.noScript.context.newPage();
    await plain.goto(`${local()}/signup?role=employer&invitation=${token}`);
    expect(await plain.locator('main noscript').allTextContents()).toEqual([
      expect.stringContaining('Passkeys need JavaScript'),
    ]);
    await plain.close();

    const page = await site.browser.context.newPage();
    const problems = collectProblems(page);
    const authenticator = await virtualAuthenticator(page);
    await authenticator.add();
    await page.goto(`${local()}/employer/team/join?token=${token}`);
    await page.getByRole('link', { name: 'create an employer account' }).click();
    await page.waitForURL(/\/signup\?role=employer&invitation=/);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      `Join ${employer.organisationName} on Joblane`,
    );
    expect(await page.getByLabel('Email address').inputValue()).toBe(email);
    expect(await page.getByLabel('Organisation name').count()).toBe(0);
    await lookAtPasskeys(page, 'signup-invitation');
    await page.getByLabel('Your name').fill('Ines Invited');
    await page.getByRole('button', { name: 'Sign up with a passkey' }).click();
    await page.waitForURL(`${local()}/employer/team`);
    await page.getByText(employer.name).first().waitFor();
    expect(await page.getByText('Ines Invited').count()).toBeGreaterThan(0);

    // Signed out and in again with the passkey alone (the email field's suggestion picks it).
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(`${local()}/`);
    await page.goto(`${local()}/signin?next=%2Femployer%2Fteam`);
    await page.waitForURL(`${local()}/employer/team`);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(`${local()}/`);
    expect(problems.filter((problem) => !/assets\/\w+\.js net::ERR_ABORTED/.test(problem))).toEqual(
      [],
    );
    await page.close();
  });

  it('without JavaScript: the password form works and the passkey parts say they need it', async () => {
    const page = await site.noScript.context.newPage();
    for (const path of ['/signin', '/signup']) {
      await page.goto(`${local()}${path}`);
      // (Playwright's text search skips noscript: its contents are read directly.)
      expect(await page.locator('main noscript').allTextContents()).toEqual([
        expect.stringContaining('Passkeys need JavaScript'),
      ]);
      expect(await page.locator('main noscript').first().isVisible()).toBe(true);
    }
    await page.goto(`${local()}/signin`);
    await page.getByLabel('Email address').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect(await page.getByText('That email and password do not match').isVisible()).toBe(true);
    await page.close();
  });
});
