import { organisationsOf, userIdByEmail } from '@joblane/accounts';
import { sampleAdFormBody } from '@joblane/ads/testing';
import { listOutbox, outboxTransport, readOutboxMessage, sendQueuedMail } from '@joblane/mail';
import { dnsTxtRecordFor, suspend, type TxtResolver } from '@joblane/moderation';
import { afterEach, describe, expect, it } from 'vitest';

import { Browser } from './injectBrowser.ts';
import { documentProblems, TEST_NOW, type TestApp } from './helpers.ts';
import { openTestSite, signUpAs, type TestSite } from './testSite.ts';

const hour = 3600_000;

/** The clock both the app and the records read: tests move it. */
const clock = { now: TEST_NOW };

let site: TestSite | undefined;

afterEach(async () => {
  await site?.close();
  site = undefined;
  clock.now = TEST_NOW;
});

/**
 * A fake DNS: the TXT records of each domain (change them as a test goes); other domains are not
 * found, as the real resolver says it. It remembers what it was asked.
 */
function fakeDns(
  zone: Record<string, string[][]>,
): TxtResolver & { asked: string[]; zone: Record<string, string[][]> } {
  const asked: string[] = [];
  return {
    asked,
    zone,
    async resolveTxt(hostname) {
      asked.push(hostname);
      const found = zone[hostname];
      if (found === undefined)
        throw Object.assign(new Error('queryTxt ENOTFOUND'), { code: 'ENOTFOUND' });
      return found;
    },
  };
}

async function start(dnsResolver: TxtResolver = fakeDns({})) {
  // A job store of its own: these tests publish ads into it.
  site = await openTestSite({
    sampleJobs: 200,
    outbox: true,
    now: () => clock.now,
    app: { dnsResolver },
  });
  return site.app;
}

/** Sends what is queued into the outbox and returns the newest message to `to`. */
async function mailTo(to: string) {
  await sendQueuedMail({
    database: site!.stores.database,
    transport: outboxTransport(site!.outboxDir!),
    publicOrigin: 'http://localhost:3000',
  });
  const entry = (await listOutbox(site!.outboxDir!)).find((message) => message.to === to);
  if (entry === undefined) throw new Error(`no mail to ${to}`);
  return (await readOutboxMessage(site!.outboxDir!, entry.id))!;
}

const signUp = (
  app: TestApp['app'],
  role: 'employer' | 'seeker',
  email: string,
  organisationName = '',
) => signUpAs(app, role, email, { organisationName });

/** Publishes the sample ad and returns its id (the job's id in search). */
async function publishAd(browser: Browser) {
  const drafted = await browser.post('/employer/ads/new', {
    ...sampleAdFormBody(),
    action: 'preview',
  });
  const id = /^\/employer\/ads\/([^/]+)\/edit/.exec(String(drafted.headers.location))![1]!;
  expect((await browser.post(`/employer/ads/${id}/edit`, { action: 'publish' })).statusCode).toBe(
    303,
  );
  return id;
}

/** What the page shows as text: tags, React's comment separators and entities removed. */
const text = (html: string) =>
  html
    .replaceAll('<!-- -->', '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll(/\s+/g, ' ');

async function verifiedSearch(browser: Browser) {
  const response = await browser.get('/api/search?verified=1');
  expect(response.statusCode).toBe(200);
  const body = response.json<{
    total: number;
    jobs: { id: string; verifiedEmployer: boolean }[];
    facets: { verified: { value: string; count: number; selected: boolean }[] };
  }>();
  return body;
}

describe('verifying an employer by a mailed link', () => {
  it('asks for a website, refuses free-mail and other domains with a 400, mails a single-use link, and badges the jobs at once', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'erin@ironbark.com.au', 'Ironbark Joinery');
    const adId = await publishAd(erin);
    const visitor = new Browser(app);
    expect((await verifiedSearch(visitor)).total).toBe(0);

    const before = await erin.get('/employer/verify');
    expect(before.statusCode).toBe(200);
    expect(text(before.body)).toContain('Ironbark Joinery is not verified yet.');
    expect(text(before.body)).toContain('Add your organisation’s website first');
    expect(await documentProblems(before.body)).toEqual([]);
    const noWebsite = await erin.post('/employer/verify/email', { email: 'hr@ironbark.com.au' });
    expect(noWebsite.statusCode).toBe(400);
    expect(text(noWebsite.body)).toContain(
      'Add your organisation’s website first: the address must be at its domain.',
    );

    // The website, on the team page: a bad one is refused with its message, a good one normalised.
    const bad = await erin.post('/employer/team/website', { website: 'ftp://ironbark.com.au' });
    expect(bad.statusCode).toBe(422);
    expect(text(bad.body)).toContain(
      'Enter your website’s address, such as https://yourcompany.com.au.',
    );
    const saved = await erin.post('/employer/team/website', { website: 'Ironbark.com.au/' });
    expect(saved.statusCode).toBe(303);
    expect((await erin.get('/employer/team')).body).toContain('value="https://ironbark.com.au"');

    const page = await erin.get('/employer/verify');
    expect(text(page.body)).toContain('An email address at ironbark.com.au');
    const freeMail = await erin.post('/employer/verify/email', {
      email: 'ironbark.joinery@gmail.com',
    });
    expect(freeMail.statusCode).toBe(400);
    expect(text(freeMail.body)).toContain(
      'Use an address at your organisation’s own domain: anyone can have a free-mail address.',
    );
    expect(freeMail.body).toContain('value="ironbark.joinery@gmail.com"');
    const elsewhere = await erin.post(
      '/employer/verify/email',
      { email: 'hr@ironbark-joinery.net' },
      { accept: 'application/json' },
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({
      form: {
        values: { email: 'hr@ironbark-joinery.net' },
        errors: { email: 'Use an address at your organisation’s website domain.' },
      },
    });

    const sent = await erin.post('/employer/verify/email', { email: 'HR@ironbark.com.au' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/employer/verify');
    expect(text((await erin.get('/employer/verify')).body)).toContain(
      'We have sent a link to that address',
    );
    const mail = await mailTo('hr@ironbark.com.au');
    expect(mail.subject).toBe('Verify Ironbark Joinery as a Joblane employer');
    expect(mail.html).toContain('ironbark.com.au');
    const link = /https?:\/\/[^\s/]+(\/employer\/verify\/confirm\?token=[\w-]+)/.exec(
      mail.text,
    )?.[1];
    expect(link).toBeDefined();
    const token = new URL(link!, 'http://host').searchParams.get('token')!;

    // Whoever reads the mail follows the link, signed in or not. Opening it changes nothing.
    const reader = new Browser(app);
    const opened = await reader.get(link!);
    expect(opened.statusCode).toBe(200);
    expect(text(opened.body)).toContain('Verify the organisation');
    expect((await verifiedSearch(visitor)).total).toBe(0);
    const confirmed = await reader.post('/employer/verify/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(text(confirmed.body)).toContain('Ironbark Joinery is a verified employer.');
    const again = await reader.post('/employer/verify/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(text(again.body)).toContain('This verification link has already been used.');
    const unknown = await reader.post('/employer/verify/confirm', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(text(unknown.body)).toContain('This verification link is not valid.');

    // Its live job is written again: filter, count and badges are right at once.
    const found = await verifiedSearch(visitor);
    expect(found.jobs.map((job) => job.id)).toEqual([adId]);
    expect(found.jobs[0]!.verifiedEmployer).toBe(true);
    expect(found.facets.verified).toEqual([
      { value: '1', label: 'Verified employers', count: 1, selected: true },
    ]);
    const results = await visitor.get('/jobs?verified=1');
    expect(results.statusCode).toBe(200);
    expect(text(results.body)).toContain('Verified employer');
    expect(results.body).toMatch(/name="verified" checked="" value="1"/);
    const all = await visitor.get('/jobs');
    expect(text(all.body)).toMatch(/Verified employers \(1\)/);
    expect(text((await visitor.get(`/job/${adId}`)).body)).toContain('Verified employer');
    const company = await visitor.get('/company/ironbark-joinery');
    expect(text(company.body)).toContain('Verified employer');
    expect(await documentProblems(company.body)).toEqual([]);
    const after = await erin.get('/employer/verify');
    expect(text(after.body)).toContain('Ironbark Joinery is a verified employer.');
    expect(text(after.body)).toContain('It proved control of ironbark.com.au by an email link');
  });

  it('says an expired link has expired, and a new one still works', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'erin@wattle.com.au', 'Wattle Bakery');
    await erin.post('/employer/team/website', { website: 'https://wattle.com.au' });
    await erin.post('/employer/verify/email', { email: 'owner@wattle.com.au' });
    const first = await mailTo('owner@wattle.com.au');
    const token = /token=([\w-]+)/.exec(first.text)![1]!;
    clock.now = new Date(TEST_NOW.getTime() + 24 * hour + 1);
    const expired = await new Browser(app).post('/employer/verify/confirm', { token });
    expect(expired.statusCode).toBe(400);
    expect(text(expired.body)).toContain('This verification link has expired: ask for a new one.');
    expect(text((await erin.get('/employer/verify')).body)).toContain('not verified yet');
    // A new link, asked for now, works.
    await erin.post('/employer/verify/email', { email: 'owner@wattle.com.au' });
    const fresh = /token=([\w-]+)/.exec((await mailTo('owner@wattle.com.au')).text)![1]!;
    expect(fresh).not.toBe(token);
    expect(
      (await new Browser(app).post('/employer/verify/confirm', { token: fresh })).statusCode,
    ).toBe(200);
  });

  it('answers 404 to seekers and to employers without an organisation, and sends the signed-out to sign in', async () => {
    const app = await start();
    const sam = await signUp(app, 'seeker', 'sam@example.com');
    expect((await sam.get('/employer/verify')).statusCode).toBe(404);
    expect(
      (await sam.post('/employer/verify/email', { email: 'sam@example.com' })).statusCode,
    ).toBe(404);
    expect((await sam.post('/employer/verify/dns', {})).statusCode).toBe(404);
    expect(
      (await sam.post('/employer/team/website', { website: 'https://x.com' })).statusCode,
    ).toBe(404);
    const signedOut = await new Browser(app).get('/employer/verify');
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe('/signin?next=%2Femployer%2Fverify');
    // No route names an organisation: each acts on the viewer's own, so another organisation's
    // verification cannot be reached, and its link verifies only the organisation it was made for.
    const ana = await signUp(app, 'employer', 'ana@acacia.com.au', 'Acacia Works');
    await ana.post('/employer/team/website', { website: 'acacia.com.au' });
    await ana.post('/employer/verify/email', { email: 'ana@acacia.com.au' });
    const token = /token=([\w-]+)/.exec((await mailTo('ana@acacia.com.au')).text)![1]!;
    const ben = await signUp(app, 'employer', 'ben@banksia.com.au', 'Banksia Labs');
    expect((await ben.post('/employer/verify/confirm', { token })).statusCode).toBe(200);
    expect(text((await ben.get('/employer/verify')).body)).toContain(
      'Banksia Labs is not verified yet.',
    );
    expect(text((await ana.get('/employer/verify')).body)).toContain(
      'Acacia Works is a verified employer.',
    );
    // An employer who belongs to no organisation (left it) gets 404.
    const userId = await userIdByEmail(site!.stores.accounts, 'ben@banksia.com.au');
    await site!.stores.database.db
      .deleteFrom('memberships' as never)
      .where('user_id' as never, '=', userId as never)
      .execute();
    expect((await ben.get('/employer/verify')).statusCode).toBe(404);
    expect(
      (await ben.post('/employer/verify/email', { email: 'x@banksia.com.au' })).statusCode,
    ).toBe(404);
  });
});

describe('verifying an employer by DNS', () => {
  it('shows the TXT record, says what is missing, and verifies when the record is there', async () => {
    const dns = fakeDns({ 'kelp.studio': [['v=spf1 -all']] });
    const app = await start(dns);
    const erin = await signUp(app, 'employer', 'erin@kelp.studio', 'Kelp Studio');
    const adId = await publishAd(erin);
    await erin.post('/employer/team/website', { website: 'https://www.kelp.studio/' });
    const page = await erin.get('/employer/verify');
    const record = /joblane-verification=[0-9a-f]{32}/.exec(page.body)?.[0];
    expect(record).toBeDefined();

    const wrong = await erin.post('/employer/verify/dns', {});
    expect(wrong.statusCode).toBe(422);
    expect(text(wrong.body)).toContain(
      'kelp.studio has TXT records, but not this one yet. Check that it was copied exactly, then try again.',
    );
    expect(dns.asked).toEqual(['kelp.studio']);

    const userId = await userIdByEmail(site!.stores.accounts, 'erin@kelp.studio');
    const [organisation] = await organisationsOf(site!.stores.accounts, userId!);
    expect(record).toBe(dnsTxtRecordFor(organisation!.id));

    // The record added (DNS splits long strings; they are read joined).
    dns.asked.length = 0;
    dns.zone['kelp.studio'] = [['v=spf1 -all'], [record!.slice(0, 20), record!.slice(20)]];
    const checked = await erin.post('/employer/verify/dns', {});
    expect(checked.statusCode).toBe(303);
    expect(dns.asked).toEqual(['kelp.studio']);
    expect(text((await erin.get('/employer/verify')).body)).toContain(
      'It proved control of kelp.studio by a DNS record',
    );
    const found = await verifiedSearch(new Browser(app));
    expect(found.jobs.map((job) => job.id)).toEqual([adId]);
  });

  it('leaves a suspended organisation’s jobs out of it: verifying writes none of them again', async () => {
    const dns = fakeDns({});
    const app = await start(dns);
    const erin = await signUp(app, 'employer', 'erin@quoll.com.au', 'Quoll Freight');
    await publishAd(erin);
    await erin.post('/employer/team/website', { website: 'quoll.com.au' });
    const userId = await userIdByEmail(site!.stores.accounts, 'erin@quoll.com.au');
    const [organisation] = await organisationsOf(site!.stores.accounts, userId!);
    dns.zone['quoll.com.au'] = [[dnsTxtRecordFor(organisation!.id)]];
    await suspend(site!.stores.moderation, organisation!.id, {
      by: 'moderator-1',
      reason: 'scam ads',
    });
    expect((await erin.post('/employer/verify/dns', {})).statusCode).toBe(303);
    expect((await verifiedSearch(new Browser(app))).total).toBe(0);
  });

  it('says when the domain has no records at all', async () => {
    const app = await start(fakeDns({}));
    const erin = await signUp(app, 'employer', 'erin@nowhere.com.au', 'Nowhere Co');
    await erin.post('/employer/team/website', { website: 'nowhere.com.au' });
    const missing = await erin.post('/employer/verify/dns', {}, { accept: 'application/json' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      form: {
        values: {},
        errors: {
          dns: 'We found no TXT records on nowhere.com.au yet. DNS changes can take a while to show: try again later.',
        },
      },
    });
  });
});
