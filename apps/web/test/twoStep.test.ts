import { userIdByEmail } from '@joblane/accounts';
import { totpCode } from '@joblane/accounts/testing';
import { grantModerator } from '@joblane/moderation';
import { afterEach, describe, expect, it } from 'vitest';

import { Browser } from './injectBrowser.ts';
import { contextBlock, documentProblems, type TestApp } from './helpers.ts';
import { openTestSite, signUpAs, TEST_PASSWORD, type TestSite } from './testSite.ts';

/** The accounts' clock, moved by hand: a TOTP code is good once, so each test step takes a new one. */
let time = Date.parse('2026-11-27T09:00:00.000Z');
const now = () => new Date(time);
const nextStep = () => (time += 30_000);

let site: TestSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

/** The app, with a probe page, form and JSON twin that only moderators may use (as `/admin`'s). */
async function start() {
  site = await openTestSite({ accountsNow: now });
  const probe = { config: { access: 'moderator' as const } };
  site.app.get('/admin/probe', probe, async () => 'the admin area');
  site.app.post('/admin/probe/decide', probe, async () => 'decided');
  site.app.get('/api/admin/probe', probe, async () => ({ queue: [] }));
  return site.app;
}

let people = 0;
async function signUp(app: TestApp['app'], role: 'seeker' | 'employer' = 'seeker') {
  people += 1;
  const email = `person.${people}@example.com`;
  const browser = await signUpAs(app, role, email, {
    name: 'Mo Derator',
    organisationName: `Org ${people}`,
  });
  const id = await userIdByEmail(site!.stores.accounts, email);
  return { browser, email, id: id! };
}

/** The page's client context, parsed. */
function dataOf(html: string): Record<string, unknown> {
  return (JSON.parse(contextBlock(html)) as { data: Record<string, unknown> }).data;
}

/** Sets two-step up on the browser's session; returns the secret and the recovery codes. */
async function enrol(browser: Browser) {
  expect((await browser.post('/account/two-step/start', { next: '/' })).headers.location).toBe(
    '/account/two-step',
  );
  const setup = await browser.get('/account/two-step');
  const secret = dataOf(setup.body).secret as string;
  nextStep();
  const confirmed = await browser.post('/account/two-step/confirm', {
    code: totpCode(secret, now()),
    next: '/',
  });
  expect(confirmed.statusCode).toBe(200);
  const recoveryCodes = dataOf(confirmed.body).recoveryCodes as string[];
  return { secret, recoveryCodes };
}

describe('setting two-step up and signing in with it, without JavaScript', () => {
  it('shows the key as text and QR code, confirms with a first code and shows recovery codes once', async () => {
    const app = await start();
    const { browser } = await signUp(app);
    const off = await browser.get('/account/two-step');
    expect(off.statusCode).toBe(200);
    expect(off.body).toContain('Set up two-step sign-in');
    expect(off.headers['cache-control']).toBe('private, no-store');

    await browser.post('/account/two-step/start', { next: '/' });
    const setup = await browser.get('/account/two-step');
    const secret = dataOf(setup.body).secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The key in groups of four, and the QR code as an SVG image with a text alternative.
    expect(setup.body).toContain(secret.slice(0, 4) + ' ' + secret.slice(4, 8));
    expect(setup.body).toMatch(/<img src="data:image\/svg\+xml;base64,[^"]+"[^>]*alt="QR code/);
    expect(setup.body).toMatch(/<input[^>]*autoComplete="one-time-code"/i);
    expect(setup.body).toMatch(/<input[^>]*inputMode="numeric"/i);
    expect(await documentProblems(setup.body)).toEqual([]);

    nextStep();
    const right = totpCode(secret, now());
    const wrong = await browser.post('/account/two-step/confirm', {
      code: right === '000000' ? '111111' : '000000',
      next: '/',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('That code is not right');
    expect(wrong.body).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*name="code"|name="code"[^>]*aria-invalid="true"/,
    );

    const confirmed = await browser.post('/account/two-step/confirm', { code: right, next: '/' });
    expect(confirmed.statusCode).toBe(200);
    const codes = dataOf(confirmed.body).recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(confirmed.body).toContain(code);
    expect(await documentProblems(confirmed.body)).toEqual([]);
    // Never shown again: the page now says it is on, with the count left.
    const on = await browser.get('/account/two-step');
    expect(on.body).toContain('Two-step sign-in is on');
    expect(on.body).toContain('You have 10 recovery codes left.');
    for (const code of codes) expect(on.body).not.toContain(code);
    expect(on.body).not.toContain(secret);
    expect((await browser.get('/account')).body).toContain('Manage two-step sign-in');
  });

  it('asks for the code after the password; no session until it is right; a recovery code works once', async () => {
    const app = await start();
    const { browser, email } = await signUp(app);
    const { secret, recoveryCodes } = await enrol(browser);
    await browser.post('/signout', {});

    const password = await browser.post('/signin', {
      email,
      password: TEST_PASSWORD,
      next: '/saved',
    });
    expect(password.statusCode).toBe(303);
    expect(password.headers.location).toBe('/signin/two-step?next=%2Fsaved');
    // Not signed in yet: a personal page still asks to sign in.
    expect((await browser.get('/account')).headers.location).toBe('/signin?next=%2Faccount');
    const prompt = await browser.get('/signin/two-step?next=%2Fsaved');
    expect(prompt.statusCode).toBe(200);
    expect(prompt.body).toContain('Enter your code');
    expect(prompt.body).toMatch(/<input[^>]*autoComplete="one-time-code"/i);
    expect(await documentProblems(prompt.body)).toEqual([]);

    nextStep();
    const right = totpCode(secret, now());
    const wrong = await browser.post('/signin/two-step', {
      code: right === '000000' ? '111111' : '000000',
      next: '/saved',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('That code is not right');
    const done = await browser.post('/signin/two-step', { code: right, next: '/saved' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/saved');
    expect((await browser.get('/account')).statusCode).toBe(200);

    // A recovery code instead of the app's: once.
    await browser.post('/signout', {});
    await browser.post('/signin', { email, password: TEST_PASSWORD, next: '/' });
    const recovered = await browser.post('/signin/two-step', {
      recovery: recoveryCodes[0]!,
      next: '/',
    });
    expect(recovered.statusCode).toBe(303);
    await browser.post('/signout', {});
    await browser.post('/signin', { email, password: TEST_PASSWORD, next: '/' });
    const reused = await browser.post('/signin/two-step', {
      recovery: recoveryCodes[0]!,
      next: '/',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.body).toContain('That recovery code is not right, or it has been used.');
  });

  it('throttles wrong codes with 429 and Retry-After, and a stale code step is refused', async () => {
    const app = await start();
    const { browser, email } = await signUp(app);
    const { secret } = await enrol(browser);
    await browser.post('/signout', {});
    await browser.post('/signin', { email, password: TEST_PASSWORD, next: '/' });
    nextStep();
    const right = totpCode(secret, now());
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await browser.post('/signin/two-step', { code: wrong, next: '/' })).statusCode).toBe(
        422,
      );
    }
    const throttled = await browser.post('/signin/two-step', { code: right, next: '/' });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.body).toContain('Too many wrong codes');

    // Without the code step's cookie there is nothing to finish.
    const stranger = new Browser(app);
    const expired = await stranger.post('/signin/two-step', { code: right, next: '/' });
    expect(expired.statusCode).toBe(400);
    expect((await stranger.get('/signin/two-step')).body).toContain('This sign-in has expired');
  });

  it('makes new recovery codes with the password, then turns two-step off with it', async () => {
    const app = await start();
    const { browser, email } = await signUp(app);
    const { recoveryCodes } = await enrol(browser);
    const notRenewed = await browser.post('/account/two-step/recovery-codes', {
      renewPassword: 'not it at all',
    });
    expect(notRenewed.statusCode).toBe(422);
    expect(notRenewed.body).toContain('That is not your current password.');
    const renewed = await browser.post('/account/two-step/recovery-codes', {
      renewPassword: TEST_PASSWORD,
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = dataOf(renewed.body).recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);

    const refused = await browser.post('/account/two-step/disable', { password: 'not it at all' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('That is not your current password.');
    const off = await browser.post('/account/two-step/disable', { password: TEST_PASSWORD });
    expect(off.statusCode).toBe(303);
    expect(off.headers.location).toBe('/account/two-step');
    await browser.post('/signout', {});
    const signedIn = await browser.post('/signin', { email, password: TEST_PASSWORD, next: '/' });
    expect(signedIn.headers.location).toBe('/');
  });
});

describe('the moderator gate', () => {
  it('answers 404 to signed-out visitors, seekers and employers, for pages, forms and JSON', async () => {
    const app = await start();
    const seeker = await signUp(app, 'seeker');
    const employer = await signUp(app, 'employer');
    // Two-step on does not make anyone a moderator.
    await enrol(employer.browser);
    for (const browser of [new Browser(app), seeker.browser, employer.browser]) {
      expect((await browser.get('/admin/probe')).statusCode).toBe(404);
      expect((await browser.post('/admin/probe/decide', {})).statusCode).toBe(404);
      expect((await browser.get('/api/admin/probe')).statusCode).toBe(404);
    }
  });

  it('sends a moderator without two-step to set it up and back; forms and JSON answer 404 meanwhile', async () => {
    const app = await start();
    const moderator = await signUp(app, 'employer');
    await grantModerator(site!.stores.moderation, moderator.id, 'test');
    const page = await moderator.browser.get('/admin/probe?tab=queue');
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/account/two-step?next=%2Fadmin%2Fprobe%3Ftab%3Dqueue');
    expect((await moderator.browser.post('/admin/probe/decide', {})).statusCode).toBe(404);
    expect((await moderator.browser.get('/api/admin/probe')).statusCode).toBe(404);

    const setupPage = await moderator.browser.get(page.headers.location as string);
    expect(setupPage.body).toContain('Set up two-step sign-in');
    expect(setupPage.body).toContain('name="next" value="/admin/probe?tab=queue"');
    await moderator.browser.post('/account/two-step/start', { next: '/admin/probe?tab=queue' });
    const secret = dataOf((await moderator.browser.get('/account/two-step')).body).secret as string;
    nextStep();
    const confirmed = await moderator.browser.post('/account/two-step/confirm', {
      code: totpCode(secret, now()),
      next: '/admin/probe?tab=queue',
    });
    // After the recovery codes, the way on is back to where they were going.
    expect(confirmed.body).toContain('href="/admin/probe?tab=queue"');
    expect((await moderator.browser.get('/admin/probe?tab=queue')).statusCode).toBe(200);
    expect((await moderator.browser.post('/admin/probe/decide', {})).statusCode).toBe(200);
    expect((await moderator.browser.get('/api/admin/probe')).statusCode).toBe(200);
  });

  it('asks a moderator with two-step for a code when this session has not passed one', async () => {
    const app = await start();
    const moderator = await signUp(app);
    await grantModerator(site!.stores.moderation, moderator.id, 'test');
    // A second device signed in before two-step was turned on.
    const laptop = new Browser(app);
    await laptop.post('/signin', { email: moderator.email, password: TEST_PASSWORD, next: '/' });
    const { secret } = await enrol(moderator.browser);
    expect((await moderator.browser.get('/admin/probe')).statusCode).toBe(200);

    const page = await laptop.get('/admin/probe');
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/account/two-step?next=%2Fadmin%2Fprobe');
    const prompt = await laptop.get('/account/two-step?next=%2Fadmin%2Fprobe');
    expect(prompt.body).toContain('Enter a code to confirm it is you');
    expect(prompt.body).not.toContain(secret);
    expect((await laptop.post('/admin/probe/decide', {})).statusCode).toBe(404);
    nextStep();
    const passed = await laptop.post('/account/two-step/verify', {
      code: totpCode(secret, now()),
      next: '/admin/probe',
    });
    expect(passed.statusCode).toBe(303);
    expect(passed.headers.location).toBe('/admin/probe');
    expect((await laptop.get('/admin/probe')).statusCode).toBe(200);

    // Turning two-step off takes every session's second factor away.
    await laptop.post('/account/two-step/disable', { password: TEST_PASSWORD });
    expect((await moderator.browser.get('/admin/probe')).statusCode).toBe(303);
    expect((await laptop.get('/admin/probe')).statusCode).toBe(303);
  });
});

describe('fresh sign-in before sensitive changes', () => {
  const tenMinutesLater = () => (time += 10 * 60_000 + 1000);
  const confirmAt = (next: string) => `/account/confirm?next=${encodeURIComponent(next)}`;

  it('answers each sensitive change with the confirm step once the sign-in is over 10 minutes old', async () => {
    const app = await start();
    const seeker = await signUp(app);
    const employer = await signUp(app, 'employer');
    // Just signed in: the change goes ahead.
    expect((await seeker.browser.get('/account/export')).statusCode).toBe(200);
    tenMinutesLater();

    expect((await seeker.browser.get('/account/export')).headers.location).toBe(
      confirmAt('/account/export'),
    );
    const forms: [string, Record<string, string>, string][] = [
      ['/account/email', { email: 'new@example.com', password: TEST_PASSWORD }, '/account'],
      [
        '/account/password',
        { current: TEST_PASSWORD, next: 'a new long passphrase 7' },
        '/account',
      ],
      ['/account/delete', { password: TEST_PASSWORD }, '/account'],
      ['/account/passkeys/rename', { passkey: 'x', name: 'Mine' }, '/account'],
      ['/account/passkeys/remove', { passkey: 'x' }, '/account'],
      ['/account/two-step/start', { next: '/' }, '/account/two-step'],
      ['/account/two-step/disable', { password: TEST_PASSWORD }, '/account/two-step'],
      ['/account/two-step/recovery-codes', { renewPassword: TEST_PASSWORD }, '/account/two-step'],
    ];
    for (const [path, form, back] of forms) {
      const answer = await seeker.browser.post(path, form);
      expect([path, answer.statusCode, answer.headers.location]).toEqual([
        path,
        303,
        confirmAt(back),
      ]);
    }
    for (const [path, form] of [
      ['/employer/team/invite', { email: 'colleague@example.com' }],
      ['/employer/team/remove', { member: seeker.id }],
    ] as const) {
      const answer = await employer.browser.post(path, form);
      expect([path, answer.statusCode, answer.headers.location]).toEqual([
        path,
        303,
        confirmAt('/employer/team'),
      ]);
    }
    // The passkey script is told where to go, as after a success.
    const json = await seeker.browser.post(
      '/account/passkeys/options',
      {},
      {
        accept: 'application/json',
      },
    );
    expect(JSON.parse(json.body)).toEqual({ redirect: confirmAt('/account') });
    // Nothing changed meanwhile.
    expect(await userIdByEmail(site!.stores.accounts, seeker.email)).toBe(seeker.id);

    // The confirm page offers the password (no passkey, no two-step on this account).
    const page = await seeker.browser.get(confirmAt('/account/export'));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm it’s you');
    expect(page.body).toContain('Confirm with your password');
    expect(page.body).not.toContain('Confirm with a code');
    expect(await documentProblems(page.body)).toEqual([]);
    const wrong = await seeker.browser.post('/account/confirm', {
      password: 'not my password at all',
      next: '/account/export',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('That is not your password.');
    const right = await seeker.browser.post('/account/confirm', {
      password: TEST_PASSWORD,
      next: '/account/export',
    });
    expect([right.statusCode, right.headers.location]).toEqual([303, '/account/export']);
    expect((await seeker.browser.get('/account/export')).statusCode).toBe(200);
    // An outside `next` is not followed.
    tenMinutesLater();
    const outside = await seeker.browser.post('/account/confirm', {
      password: TEST_PASSWORD,
      next: '//evil.example/',
    });
    expect(outside.headers.location).toBe('/');
  });

  it('takes a code from the app as the confirmation', async () => {
    const app = await start();
    const { browser } = await signUp(app);
    const { secret } = await enrol(browser);
    tenMinutesLater();
    expect(
      (await browser.post('/account/two-step/disable', { password: TEST_PASSWORD })).headers
        .location,
    ).toBe(confirmAt('/account/two-step'));
    const page = await browser.get(confirmAt('/account/two-step'));
    expect(page.body).toContain('Confirm with a code');
    nextStep();
    const confirmed = await browser.post('/account/confirm/code', {
      code: totpCode(secret, now()),
      next: '/account/two-step',
    });
    expect([confirmed.statusCode, confirmed.headers.location]).toEqual([303, '/account/two-step']);
    const off = await browser.post('/account/two-step/disable', { password: TEST_PASSWORD });
    expect([off.statusCode, off.headers.location]).toEqual([303, '/account/two-step']);
  });
});

describe('an organisation that requires two-step of its members', () => {
  it('sends a member whose session has not passed a second factor to set it up, then lets them in', async () => {
    const app = await start();
    const { browser } = await signUp(app, 'employer');
    expect((await browser.get('/employer')).statusCode).toBe(200);
    const team = await browser.get('/employer/team');
    expect(team.body).toContain('Require two-step sign-in');
    const required = await browser.post('/employer/team/two-step', { required: 'on' });
    expect([required.statusCode, required.headers.location]).toEqual([303, '/employer/team']);

    // Every employer page and form now sends them to two-step first, and back.
    const page = await browser.get('/employer');
    expect([page.statusCode, page.headers.location]).toEqual([
      303,
      '/account/two-step?next=%2Femployer',
    ]);
    const form = await browser.post('/employer/team/invite', { email: 'a@example.com' });
    expect(form.headers.location).toBe('/account/two-step?next=%2Femployer');
    await enrol(browser);
    expect((await browser.get('/employer')).statusCode).toBe(200);
    expect((await browser.get('/employer/team')).body).toContain('Stop requiring it');
    // A seeker's pages are not an organisation's.
    const seeker = await signUp(app);
    expect((await seeker.browser.get('/saved')).statusCode).toBe(200);
  });
});
