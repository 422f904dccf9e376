import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { totpCode } from '@joblane/accounts/testing';
import {
  listOutbox,
  outboxTransport,
  readOutboxMessage,
  sendQueuedMail,
  type MailTables,
} from '@joblane/mail';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { siteMail } from '../src/services/mail.ts';
import { openDomainStores, type DomainStores } from '../src/server/domainStores.ts';
import { Browser } from './injectBrowser.ts';
import { testApp, type TestApp } from './helpers.ts';

/** Cheap argon2id so the flows run fast (the same code; see @joblane/accounts). */
const hashing = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
const PASSWORD = 'violet harbour lantern 42';

let current: TestApp | undefined;
let records: DomainStores | undefined;
let outboxDir = '';

beforeEach(async () => {
  outboxDir = await mkdtemp(join(tmpdir(), 'joblane-outbox-'));
});
afterEach(async () => {
  await current?.app.close();
  await records?.close();
  await rm(outboxDir, { recursive: true, force: true });
  current = undefined;
  records = undefined;
});

async function start(
  options: {
    signInLimits?: {
      perAccountAndAddress?: number;
      perAccount?: number;
      perAddress?: number;
      passkeyRequestsPerAddress?: number;
    };
  } = {},
) {
  records = await openDomainStores(
    { sqlitePath: ':memory:' },
    {
      accounts: {
        hashing,
        ...(options.signInLimits ? { signInLimits: options.signInLimits } : {}),
      },
    },
  );
  current = await testApp({
    domain: { stores: records, mail: siteMail(records, undefined) },
    outboxDir,
  });
  return current.app;
}

/** Sends what is queued into the outbox and returns the newest message to `to`. */
async function mailTo(to: string) {
  await sendQueuedMail({
    database: records!.database,
    transport: outboxTransport(outboxDir),
    publicOrigin: 'http://localhost:3000',
  });
  const entry = (await listOutbox(outboxDir)).find((message) => message.to === to);
  if (entry === undefined) throw new Error(`no mail to ${to}`);
  return (await readOutboxMessage(outboxDir, entry.id))!;
}

/** The path and query of the first link in a mail's text to the given path. */
function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${path}\\?[^\\s]+)`).exec(text);
  if (match?.[1] === undefined) throw new Error(`no ${path} link in:\n${text}`);
  return match[1];
}

const tokenOf = (link: string) => new URL(link, 'http://host').searchParams.get('token')!;

async function signUpSeeker(browser: Browser, email: string) {
  const response = await browser.post('/signup', {
    role: 'seeker',
    name: 'Ana Seeker',
    email,
    password: PASSWORD,
    next: '/',
  });
  expect(response.statusCode).toBe(303);
  return response;
}

describe('sign-up, verification, sign-in and sign-out', () => {
  it('signs a seeker up and in, mails a single-use verification link, and signs out', async () => {
    const app = await start();
    const browser = new Browser(app);
    const signedUp = await signUpSeeker(browser, 'ana@example.com');
    expect(signedUp.headers.location).toBe('/');
    const cookie = signedUp.cookies.find((c) => c.name === 'joblane_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const account = await browser.get('/account');
    expect(account.statusCode).toBe(200);
    expect(account.headers['cache-control']).toBe('private, no-store');
    expect(account.body).toContain('Your account is ready');
    expect(account.body).toContain('not confirmed yet');

    const mail = await mailTo('ana@example.com');
    expect(mail.subject).toBe('Confirm your email address for Joblane');
    const link = linkIn(mail.text, '/verify-email');
    expect(link).not.toMatch(/[?&]v=/);
    // Opening the link changes nothing (mail scanners open links); the button does.
    const page = await browser.get(link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm email address');
    const confirmed = await browser.post('/verify-email', { token: tokenOf(link) });
    expect(confirmed.statusCode).toBe(303);
    expect((await browser.get('/account')).body).toContain('Your email address is confirmed.');
    const again = await browser.post('/verify-email', { token: tokenOf(link) });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link has been used already');

    const signedOut = await browser.post('/signout', {});
    expect(signedOut.statusCode).toBe(303);
    expect(browser.has('joblane_session')).toBe(false);
    const gone = await browser.get('/account');
    expect(gone.statusCode).toBe(303);
    expect(gone.headers.location).toBe('/signin?next=%2Faccount');

    const signedIn = await browser.post('/signin', {
      email: 'ANA@example.com',
      password: PASSWORD,
      next: '/account',
    });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/account');
    expect((await browser.get('/account')).statusCode).toBe(200);
  });

  it('refuses a taken email and a weak password with the field message, keeping the values', async () => {
    const app = await start();
    await signUpSeeker(new Browser(app), 'taken@example.com');
    const browser = new Browser(app);
    const taken = await browser.post('/signup', {
      role: 'seeker',
      name: 'Other',
      email: 'taken@example.com',
      password: 'another long passphrase 77',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.body).toContain('An account already uses this email address');
    expect(browser.has('joblane_session')).toBe(false);

    const weak = await browser.post('/signup', {
      role: 'seeker',
      name: 'Bo <b>Bold</b>',
      email: 'bo@example.com',
      password: 'password123',
    });
    expect(weak.statusCode).toBe(422);
    // The password field is invalid and described by its message; the name was kept (escaped).
    const input = /<input[^>]*id="signup-password"[^>]*>/.exec(weak.body)?.[0] ?? '';
    expect(input).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1] ?? '';
    const messageId = describedBy.split(' ')[0]!;
    expect(weak.body).toMatch(new RegExp(`id="${messageId}"[^>]*>[^]*?too easy to guess`));
    expect(weak.body).toContain('value="Bo &lt;b&gt;Bold&lt;/b&gt;"');
    expect(weak.body).not.toContain('password123');
  });

  it('answers an unknown email like a wrong password, then throttles with 429 and Retry-After', async () => {
    const app = await start({ signInLimits: { perAccount: 3 } });
    await signUpSeeker(new Browser(app), 'cy@example.com');
    const browser = new Browser(app);
    const unknown = await browser.post('/signin', {
      email: 'nobody@example.com',
      password: PASSWORD,
    });
    const wrong = await browser.post('/signin', {
      email: 'cy@example.com',
      password: 'not the password at all',
    });
    expect(unknown.statusCode).toBe(422);
    expect(wrong.statusCode).toBe(422);
    const message = (body: string) => /That email and password do not match[^<]*/.exec(body)?.[0];
    expect(message(unknown.body)).toBeDefined();
    expect(message(unknown.body)).toBe(message(wrong.body));

    await browser.post('/signin', { email: 'cy@example.com', password: 'still not it' });
    await browser.post('/signin', { email: 'cy@example.com', password: 'nope again' });
    const throttled = await browser.post('/signin', {
      email: 'cy@example.com',
      password: PASSWORD,
    });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.body).toContain('Too many attempts to sign in');
    expect(browser.has('joblane_session')).toBe(false);
  });

  it('says a mismatch once, in the summary, not also under the email field', async () => {
    const app = await start();
    const wrong = await new Browser(app).post('/signin', {
      email: 'nobody@example.com',
      password: 'not the password at all',
    });
    expect(wrong.statusCode).toBe(422);
    // Once in what is shown (the context block the page hydrates from carries it too).
    const markup = wrong.body.replace(/<script[^]*?<\/script>/g, '');
    expect(markup.match(/That email and password do not match an account/g)).toHaveLength(1);
    // No field is blamed: which of the two is wrong is not said (nor whether the email exists).
    expect(wrong.body).not.toContain('aria-invalid="true"');
    expect(wrong.body).toContain('value="nobody@example.com"');
  });

  it('answers an empty sign-in with each field’s message, without counting it against any limit', async () => {
    // One counted failure of any kind would throttle the next attempt.
    const app = await start({
      signInLimits: { perAccountAndAddress: 1, perAccount: 1, perAddress: 1 },
    });
    await signUpSeeker(new Browser(app), 'em@example.com');
    const browser = new Browser(app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const empty = await browser.post('/signin', { email: '', password: '' });
      expect(empty.statusCode).toBe(422);
      expect(empty.body).not.toContain('do not match');
      for (const [id, message] of [
        ['signin-email', 'Enter your email address'],
        ['signin-password', 'Enter your password'],
      ]) {
        const input = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(empty.body)?.[0] ?? '';
        expect(input, id).toContain('aria-invalid="true"');
        const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1] ?? '';
        expect(empty.body).toMatch(
          new RegExp(`id="${describedBy.split(' ')[0]}"[^>]*>[^]*?${message}`),
        );
      }
    }
    const noPassword = await browser.post('/signin', { email: 'em@example.com', password: ' ' });
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.body).toContain('Enter your password');
    expect(noPassword.body).not.toContain('Enter your email address');
    expect(noPassword.body).toContain('value="em@example.com"');
    // The script's way gets the same, as JSON.
    const json = await app.inject({
      method: 'POST',
      url: '/signin',
      payload: 'email=&password=',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        accept: 'application/json',
      },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json()).toEqual({
      form: {
        values: { email: '' },
        errors: { email: 'Enter your email address', password: 'Enter your password' },
      },
    });
    const signedIn = await browser.post('/signin', { email: 'em@example.com', password: PASSWORD });
    expect(signedIn.statusCode).toBe(303);
  });

  it("does not throttle a first-time user or a made-up email for other people's failures at the same address", async () => {
    const app = await start();
    await signUpSeeker(new Browser(app), 'first@example.com');
    // Colleagues behind the same office address (every inject comes from 127.0.0.1) mistype.
    for (let person = 0; person < 8; person += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await new Browser(app).post('/signin', {
          email: `colleague.${person}@example.com`,
          password: 'not the password at all',
        });
        expect(wrong.statusCode).toBe(422);
      }
    }
    const madeUp = await new Browser(app).post('/signin', {
      email: 'made.up@example.com',
      password: 'anything at all here',
    });
    expect(madeUp.statusCode).toBe(422);
    expect(madeUp.body).not.toContain('Too many attempts');
    const first = await new Browser(app).post('/signin', {
      email: 'first@example.com',
      password: PASSWORD,
    });
    expect(first.statusCode).toBe(303);
  });

  it('throttles passkey requests per address with 429, Retry-After and how long to wait', async () => {
    const app = await start({ signInLimits: { passkeyRequestsPerAddress: 2, perAddress: 2 } });
    /** What the passkey script sends, from a client address. */
    const ask = (url: string, body: object, remoteAddress = '203.0.113.5') =>
      app.inject({
        method: 'POST',
        url,
        payload: body,
        remoteAddress,
        headers: { accept: 'application/json', 'sec-fetch-site': 'same-origin' },
      });
    const signUpFields = { role: 'seeker', name: 'Pia Passkey', email: 'pia@example.com' };
    expect((await ask('/signin/passkey/options', {})).statusCode).toBe(200);
    expect((await ask('/signup/passkey/options', signUpFields)).statusCode).toBe(200);
    // Options to sign in and to sign up count together: the address has had its two.
    for (const [url, body] of [
      ['/signin/passkey/options', {}],
      ['/signup/passkey/options', signUpFields],
    ] as const) {
      const refused = await ask(url, body);
      expect(refused.statusCode, url).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(15 * 60);
      expect(refused.headers['cache-control']).toBe('private, no-store');
      expect(JSON.parse(refused.body)).toEqual({
        error: `Too many passkey requests from this network. Try again in ${Math.ceil(wait / 60)} minutes, or use a password.`,
      });
    }
    // Another address is not held up.
    const elsewhere = await ask('/signin/passkey/options', {}, '203.0.113.6');
    expect(elsewhere.statusCode).toBe(200);
    expect(JSON.parse(elsewhere.body)).toMatchObject({
      options: { challenge: expect.any(String) },
    });

    // Answers to sign-up options that were not made for them count as sign-in failures do.
    const made = (challenge: string) => ({
      response: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: {
          clientDataJSON: Buffer.from(
            JSON.stringify({ type: 'webauthn.create', challenge, origin: 'http://localhost' }),
          ).toString('base64url'),
          attestationObject: 'AAAA',
        },
        clientExtensionResults: {},
      },
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const expired = await ask('/signup/passkey', made(`made-up-${attempt}`), '203.0.113.7');
      expect(expired.statusCode).toBe(422);
      expect(JSON.parse(expired.body)).toEqual({ error: expect.stringContaining('took too long') });
    }
    const throttled = await ask('/signup/passkey', made('made-up-3'), '203.0.113.7');
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(throttled.body)).toEqual({
      error: expect.stringContaining('Too many attempts'),
    });
  });

  it('lands an employer on their dashboard after signing in, unless they were going elsewhere', async () => {
    const app = await start();
    const owner = new Browser(app);
    await owner.post('/signup', {
      role: 'employer',
      name: 'Olive Owner',
      email: 'olive@harbour.example',
      password: PASSWORD,
      organisationName: 'Harbour Health',
    });
    await owner.post('/signout', {});
    const plain = await new Browser(app).post('/signin', {
      email: 'olive@harbour.example',
      password: PASSWORD,
    });
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe('/employer');
    const going = await new Browser(app).post('/signin', {
      email: 'olive@harbour.example',
      password: PASSWORD,
      next: '/jobs?keywords=nurse',
    });
    expect(going.headers.location).toBe('/jobs?keywords=nurse');
    // An unsafe next is no next: the dashboard.
    const elsewhere = await new Browser(app).post('/signin', {
      email: 'olive@harbour.example',
      password: PASSWORD,
      next: '//evil.example/',
    });
    expect(elsewhere.headers.location).toBe('/employer');
    // A seeker still goes home.
    await signUpSeeker(new Browser(app), 'sid@example.com');
    const seeker = await new Browser(app).post('/signin', {
      email: 'sid@example.com',
      password: PASSWORD,
    });
    expect(seeker.headers.location).toBe('/');
  });

  it('refuses state-changing requests from other sites, and takes same-site and non-browser ones', async () => {
    const app = await start();
    const form = { role: 'seeker', name: 'Dee', email: 'dee@example.com', password: PASSWORD };
    const browser = new Browser(app);
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
    ]) {
      const refused = await app.inject({
        method: 'POST',
        url: '/signup',
        payload: new URLSearchParams(form).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== '')),
        },
      });
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.body).toContain('sent from another site');
    }
    expect(
      (await browser.post('/signin', { email: 'dee@example.com', password: PASSWORD })).statusCode,
    ).toBe(422);
    const sameOrigin = await browser.post('/signup', form, {
      'sec-fetch-site': '',
      origin: 'http://localhost:3000',
    });
    expect(sameOrigin.statusCode).toBe(303);
  });
});

describe('forms sent by the page script', () => {
  it('answers problems and success as JSON, with the same rules and cookies', async () => {
    const app = await start();
    const send = (form: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/signup',
        payload: new URLSearchParams(form).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
          accept: 'application/json',
        },
      });
    const weak = await send({
      role: 'seeker',
      name: 'Lou',
      email: 'lou@example.com',
      password: 'password123',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.headers['content-type']).toMatch(/^application\/json/);
    const body = weak.json<{
      form: { values: Record<string, string>; errors: Record<string, string> };
    }>();
    expect(body.form.errors.password).toMatch(/too easy to guess/);
    expect(body.form.values).toEqual({ role: 'seeker', name: 'Lou', email: 'lou@example.com' });

    const made = await send({
      role: 'seeker',
      name: 'Lou',
      email: 'lou@example.com',
      password: PASSWORD,
      next: '/jobs',
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toEqual({ redirect: '/jobs' });
    expect(made.cookies.map((cookie) => cookie.name).sort()).toEqual([
      'joblane_notice',
      'joblane_session',
    ]);
  });
});

describe('passwords and sessions', () => {
  it('a password change ends the other sessions; "sign out everywhere else" too', async () => {
    const app = await start();
    const laptop = new Browser(app);
    await signUpSeeker(laptop, 'eve@example.com');
    const phone = new Browser(app);
    await phone.post('/signin', { email: 'eve@example.com', password: PASSWORD });
    expect((await phone.get('/account')).statusCode).toBe(200);

    const wrong = await laptop.post('/account/password', {
      current: 'wrong',
      next: 'orchard compass velvet 8',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('That is not your current password.');
    expect(
      (
        await laptop.post('/account/password', {
          current: PASSWORD,
          next: 'orchard compass velvet 8',
        })
      ).statusCode,
    ).toBe(303);
    expect((await laptop.get('/account')).statusCode).toBe(200);
    expect((await phone.get('/account')).statusCode).toBe(303);

    const tablet = new Browser(app);
    await tablet.post('/signin', {
      email: 'eve@example.com',
      password: 'orchard compass velvet 8',
    });
    expect((await laptop.post('/account/sessions/revoke-others', {})).statusCode).toBe(303);
    expect((await tablet.get('/account')).statusCode).toBe(303);
    expect((await laptop.get('/account')).statusCode).toBe(200);
  });

  it('reset by emailed link: once, within the hour, every session ends', async () => {
    const app = await start();
    const browser = new Browser(app);
    await signUpSeeker(browser, 'fay@example.com');
    const unknown = await new Browser(app).post('/forgot-password', {
      email: 'nobody@example.com',
    });
    const known = await new Browser(app).post('/forgot-password', { email: 'fay@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain('If an account uses that address');
    expect(unknown.body.replace(/[0-9a-f-]{36}/g, '')).toBe(
      known.body.replace(/[0-9a-f-]{36}/g, ''),
    );

    const link = linkIn((await mailTo('fay@example.com')).text, '/reset-password');
    const stranger = new Browser(app);
    const weak = await stranger.post('/reset-password', {
      token: tokenOf(link),
      password: 'short',
    });
    expect(weak.statusCode).toBe(422);
    expect(
      (
        await stranger.post('/reset-password', {
          token: tokenOf(link),
          password: 'meadow quartz ladder 5',
        })
      ).statusCode,
    ).toBe(303);
    expect((await browser.get('/account')).statusCode).toBe(303);
    const reused = await stranger.post('/reset-password', {
      token: tokenOf(link),
      password: 'meadow quartz ladder 6',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.body).toContain('This link has been used already');
    expect(
      (
        await stranger.post('/signin', {
          email: 'fay@example.com',
          password: 'meadow quartz ladder 5',
        })
      ).statusCode,
    ).toBe(303);
  });
});

describe('the account’s data', () => {
  it('exports everything about the person and nothing about anyone else', async () => {
    const app = await start();
    const gus = new Browser(app);
    await signUpSeeker(gus, 'gus@example.com');
    await signUpSeeker(new Browser(app), 'hal@example.com');
    const exported = await gus.get('/account/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="joblane-account.json"',
    );
    expect(exported.headers['cache-control']).toBe('private, no-store');
    const body = exported.json<{ account: { user: { email: string }; sessions: unknown[] } }>();
    expect(body.account.user.email).toBe('gus@example.com');
    expect(body.account.sessions).toHaveLength(1);
    expect(exported.body).not.toContain('hal@example.com');
    expect(exported.body).not.toContain('argon2');
  });

  it('deletes the account: signed out, cannot sign in, data and mail records gone', async () => {
    const app = await start();
    const browser = new Browser(app);
    await signUpSeeker(browser, 'ida@example.com');
    await signUpSeeker(new Browser(app), 'jo@example.com');
    const recipients = async () =>
      (
        await records!.database
          .as<MailTables>()
          .selectFrom('mail_queue')
          .select('recipient')
          .execute()
      ).map((row) => row.recipient);
    // Each sign-up queued a "confirm your address" email.
    expect(await recipients()).toContain('ida@example.com');
    expect((await browser.post('/account/delete', { password: 'wrong' })).statusCode).toBe(422);
    const deleted = await browser.post('/account/delete', { password: PASSWORD });
    expect(deleted.statusCode).toBe(303);
    expect(browser.has('joblane_session')).toBe(false);
    expect(
      (await new Browser(app).post('/signin', { email: 'ida@example.com', password: PASSWORD }))
        .statusCode,
    ).toBe(422);
    const rows = await records!.accounts.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ida@example.com')
      .execute();
    expect(rows).toEqual([]);
    // The queue's record of every email to the address went too; other people's stayed.
    expect(await recipients()).toEqual(['jo@example.com']);
  });
});

describe('who may see what', () => {
  it('sends signed-out visitors to sign in, answers JSON twins 404, and never caches personal pages', async () => {
    const app = await start();
    const page = await app.inject('/account');
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/signin?next=%2Faccount');
    expect((await app.inject('/api/pages/account')).statusCode).toBe(401);
    expect((await app.inject('/jobs')).headers['cache-control']).toBe('no-cache');
    const browser = new Browser(app);
    await signUpSeeker(browser, 'jo@example.com');
    expect((await browser.get('/jobs')).headers['cache-control']).toBe('private, no-store');
    // A seeker is not an employer: the employer pages do not exist for them.
    expect((await browser.get('/employer/team')).statusCode).toBe(404);
  });

  it('an owner invites by email, the invited employer joins, and another organisation sees nothing', async () => {
    const app = await start();
    const owner = new Browser(app);
    await owner.post('/signup', {
      role: 'employer',
      name: 'Olu Owner',
      email: 'olu@harbour.example',
      password: PASSWORD,
      organisationName: 'Harbour Health',
    });
    expect((await owner.get('/employer/team')).body).toContain('Harbour Health: team');
    expect((await owner.post('/employer/team/invite', { email: 'not an email' })).statusCode).toBe(
      422,
    );
    expect(
      (await owner.post('/employer/team/invite', { email: 'pat@harbour.example' })).statusCode,
    ).toBe(303);
    const invitation = await mailTo('pat@harbour.example');
    expect(invitation.subject).toBe('Olu Owner invited you to join Harbour Health on Joblane');
    const link = linkIn(invitation.text, '/employer/team/join');

    const pat = new Browser(app);
    await pat.post('/signup', {
      role: 'employer',
      name: 'Pat Member',
      email: 'pat@harbour.example',
      password: PASSWORD,
      organisationName: 'Pat Consulting',
    });
    const joinPage = await pat.get(link);
    expect(joinPage.body).toContain('Join Harbour Health on Joblane');
    expect((await pat.post('/employer/team/join', { token: tokenOf(link) })).statusCode).toBe(303);

    // Someone without an account signs up from the link: they join, with no organisation of their own.
    expect(
      (await owner.post('/employer/team/invite', { email: 'ria@harbour.example' })).statusCode,
    ).toBe(303);
    const riaLink = linkIn((await mailTo('ria@harbour.example')).text, '/employer/team/join');
    const ria = new Browser(app);
    const riaJoinPage = await ria.get(riaLink);
    const signUpLink = /href="(\/signup\?role=employer&amp;invitation=[^"]+)"/.exec(
      riaJoinPage.body,
    )?.[1];
    expect(signUpLink).toBeDefined();
    const signUpPage = await ria.get(signUpLink!.replaceAll('&amp;', '&'));
    expect(signUpPage.body).toContain('Join Harbour Health on Joblane');
    expect(signUpPage.body).not.toContain('Organisation name');
    const joined = await ria.post('/signup', {
      role: 'employer',
      name: 'Ria Recruit',
      email: 'ria@harbour.example',
      password: PASSWORD,
      invitation: tokenOf(riaLink),
      next: '/employer/team',
    });
    expect(joined.statusCode).toBe(303);
    expect(joined.headers.location).toBe('/employer/team');
    const riaTeam = await ria.get('/employer/team');
    expect(riaTeam.body).toContain('Harbour Health: team');
    expect(riaTeam.body).toContain('Ria Recruit');

    const other = new Browser(app);
    await other.post('/signup', {
      role: 'employer',
      name: 'Quinn Other',
      email: 'quinn@elsewhere.example',
      password: PASSWORD,
      organisationName: 'Elsewhere Ltd',
    });
    const otherTeam = await other.get('/employer/team');
    expect(otherTeam.body).toContain('Elsewhere Ltd: team');
    expect(otherTeam.body).not.toContain('olu@harbour.example');
    // Removing someone of another organisation: not found.
    const members = await records!.accounts.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'olu@harbour.example')
      .executeTakeFirstOrThrow();
    expect((await other.post('/employer/team/remove', { member: members.id })).statusCode).toBe(
      404,
    );
    // The last owner cannot leave.
    const leave = await owner.post('/employer/team/remove', { member: members.id });
    expect(leave.statusCode).toBe(409);
    expect(leave.body).toContain('The organisation needs an owner');
  });

  it('serves the outbox at /dev/mail only when the app has one', async () => {
    const app = await start();
    await signUpSeeker(new Browser(app), 'kim@example.com');
    await mailTo('kim@example.com');
    const list = await app.inject('/dev/mail');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Confirm your email address for Joblane');
    const id = /href="\/dev\/mail\/([\w-]+)"/.exec(list.body)?.[1];
    expect(id).toBeDefined();
    const message = await app.inject(`/dev/mail/${id}`);
    expect(message.body).toContain(`href="/dev/mail/${id}/html"`);
    // The HTML alternative is mail, not a page of the site: sandboxed, no scripts.
    const html = await app.inject(`/dev/mail/${id}/html`);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(html.body).toContain('Confirm your email address');
    const eml = await app.inject(`/dev/mail/${id}/eml`);
    expect(eml.headers['content-type']).toMatch(/^message\/rfc822/);
    expect(eml.headers['content-disposition']).toBe(`attachment; filename="${id}.eml"`);
    expect(eml.body).toMatch(/^Subject: Confirm your email address for Joblane/m);
    expect((await app.inject('/dev/mail/..%2Fx/html')).statusCode).toBe(400);
    expect((await app.inject('/dev/mail/nope/html')).statusCode).toBe(404);
    await app.close();
    current = await testApp({
      domain: { stores: records!, mail: siteMail(records!, undefined) },
    });
    expect((await current.app.inject('/dev/mail')).statusCode).toBe(404);
    expect((await current.app.inject(`/dev/mail/${id}/html`)).statusCode).toBe(404);
  });
});

describe("security notices and 'this wasn't me'", () => {
  /** Sends what is queued and returns the message to `to` with this subject. */
  async function noticeTo(to: string, subject: string) {
    await sendQueuedMail({
      database: records!.database,
      transport: outboxTransport(outboxDir),
      publicOrigin: 'http://localhost:3000',
    });
    const entry = (await listOutbox(outboxDir)).find(
      (message) => message.to === to && message.subject === subject,
    );
    return entry === undefined ? undefined : (await readOutboxMessage(outboxDir, entry.id))!;
  }
  const laptop = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0 Safari/537.36' };
  const phone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/604.1' };

  it('mails a sign-in from a new device with a link that signs out everywhere', async () => {
    const app = await start();
    const first = new Browser(app);
    const signedUp = await first.post(
      '/signup',
      {
        role: 'seeker',
        name: 'Nia Notice',
        email: 'nia@example.com',
        password: PASSWORD,
        next: '/',
      },
      laptop,
    );
    expect(signedUp.statusCode).toBe(303);
    // The same browser again is not news.
    const again = new Browser(app);
    await again.post('/signin', { email: 'nia@example.com', password: PASSWORD }, laptop);
    expect(await noticeTo('nia@example.com', 'New sign-in to your Joblane account')).toBe(
      undefined,
    );

    const other = new Browser(app);
    const signedIn = await other.post(
      '/signin',
      { email: 'nia@example.com', password: PASSWORD },
      phone,
    );
    expect(signedIn.statusCode).toBe(303);
    const notice = await noticeTo('nia@example.com', 'New sign-in to your Joblane account');
    expect(notice?.text).toContain('Safari on iOS');
    const link = linkIn(notice!.text, '/account/not-me');

    // Opening the link changes nothing (mail scanners open links); its button does.
    const stranger = new Browser(app);
    const page = await stranger.get(link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sign out everywhere');
    expect((await first.get('/account')).statusCode).toBe(200);
    const ended = await stranger.post('/account/not-me', { token: tokenOf(link) });
    expect([ended.statusCode, ended.headers.location]).toEqual([303, '/forgot-password']);
    for (const browser of [first, again, other]) {
      expect((await browser.get('/account')).statusCode).toBe(303);
    }
    const forged = await stranger.post('/account/not-me', { token: 'not-a-real-token-at-all' });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('older than a week');
  });

  it('mails two-step being turned on and off', async () => {
    const app = await start();
    const browser = new Browser(app);
    await signUpSeeker(browser, 'tia@example.com');
    await browser.post('/account/two-step/start', { next: '/' });
    const setup = await browser.get('/account/two-step');
    const secret = /[A-Z2-7]{4}(?: [A-Z2-7]{4}){7}/.exec(setup.body)![0].replaceAll(' ', '');
    const confirmed = await browser.post('/account/two-step/confirm', {
      code: totpCode(secret, new Date()),
      next: '/',
    });
    expect(confirmed.statusCode).toBe(200);
    const on = await noticeTo('tia@example.com', 'Two-step sign-in is on for your Joblane account');
    expect(on?.text).toContain('/account/not-me?token=');
    await browser.post('/account/two-step/disable', { password: PASSWORD });
    expect(
      await noticeTo('tia@example.com', 'Two-step sign-in is off for your Joblane account'),
    ).toBeDefined();
  });
});
