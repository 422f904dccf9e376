import { userIdByEmail } from '@joblane/accounts';
import { totpCode } from '@joblane/accounts/testing';
import { sampleAdFormBody } from '@joblane/ads/testing';
import { auditLog, grantModerator, reportJob } from '@joblane/moderation';
import { afterEach, describe, expect, it } from 'vitest';

import { localJobWrites } from '../src/services/jobWrites.ts';
import { reportJobAndHide } from '../src/services/moderation.ts';
import { IN_REVIEW_TEXT } from '../src/features/employer/review.ts';
import { Browser, type Form } from './injectBrowser.ts';
import { contextBlock, documentProblems, TEST_NOW, type TestApp } from './helpers.ts';
import { openTestSite, signUpAs, type TestSite } from './testSite.ts';

let site: TestSite | undefined;

afterEach(async () => {
  await site?.close();
  site = undefined;
});

async function start() {
  // A job store of its own (these tests publish ads into it) and résumé uploads.
  site = await openTestSite({
    sampleJobs: 200,
    uploads: true,
    config: { handlerTimeoutMs: 30_000 },
  });
  return site.app;
}

const signUp = (app: TestApp['app'], role: 'employer' | 'seeker', email: string) =>
  signUpAs(app, role, email);

/**
 * A moderator, granted as the command grants (never by a form), signed in with two-step set up
 * on this session (the admin area needs it).
 */
async function moderator(app: TestApp['app'], email = 'mo@example.com') {
  const browser = await signUp(app, 'seeker', email);
  const userId = await userIdByEmail(site!.stores.accounts, email);
  await grantModerator(site!.stores.moderation, userId!, 'command:test');
  // Without the second factor, the admin area sends the moderator to set it up.
  const gate = await browser.get('/admin');
  expect(gate.statusCode).toBe(303);
  expect(gate.headers.location).toBe('/account/two-step?next=%2Fadmin');
  await browser.post('/account/two-step/start', { next: '/admin' });
  const setup = await browser.get('/account/two-step');
  const { secret } = (JSON.parse(contextBlock(setup.body)) as { data: { secret: string } }).data;
  const confirmed = await browser.post('/account/two-step/confirm', {
    code: totpCode(secret, new Date()),
    next: '/admin',
  });
  expect(confirmed.statusCode).toBe(200);
  return browser;
}

/** The scam at the top of the trust-and-safety issue, as a brand-new employer types it. */
const scamAd = (): Form => ({
  ...sampleAdFormBody(),
  title: 'Earn $5,000/week from home',
  summary: 'Flexible home-based work, no experience needed.',
  details:
    'Work from home on your own schedule.\r\n\r\nPay the $99 starter kit fee before you start; message us on WhatsApp +61 400 000 000 or Telegram.',
  classification: 'administration-and-office-support',
  subClassification: 'administration-and-office-support.data-entry-and-word-processing',
});

async function draftAd(browser: Browser, form: Form = sampleAdFormBody()) {
  const response = await browser.post('/employer/ads/new', { ...form, action: 'preview' });
  expect(response.statusCode).toBe(303);
  return /^\/employer\/ads\/([^/]+)\/edit\?step=preview$/.exec(
    String(response.headers.location),
  )![1]!;
}

const editUrl = (id: string) => `/employer/ads/${id}/edit`;

const text = (html: string) =>
  html
    .replaceAll('<!-- -->', '')
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#x2F;', '/');

const inSearch = async (app: TestApp['app'], keywords: string, id: string) =>
  (await app.inject(`/jobs?keywords=${encodeURIComponent(keywords)}`)).body.includes(
    `href="/job/${id}"`,
  );

/** The ad-review emails in the queue, as their recipients will get them. */
async function reviewMails() {
  const rows = await site!.stores.database.db
    .selectFrom('mail_queue' as never)
    .select(['recipient' as never, 'data' as never])
    .where('kind' as never, '=', 'ad-review' as never)
    .execute();
  return (rows as { recipient: string; data: string }[]).map((row) => ({
    to: row.recipient,
    ...(JSON.parse(row.data) as { adTitle: string; outcome: string; reason?: string }),
  }));
}

describe('screening at publish', () => {
  it('holds the scam from the issue out of search, tells the employer it is in review, and queues it with its reasons', async () => {
    const app = await start();
    const scammer = await signUp(app, 'employer', 'scam@example.com');
    const id = await draftAd(scammer, scamAd());
    const published = await scammer.post(editUrl(id), { action: 'publish' });
    expect(published.statusCode).toBe(303);
    expect(published.headers.location).toBe('/employer');

    // Not in search, and its page is nobody's business.
    expect(await inSearch(app, 'home', id)).toBe(false);
    expect((await app.inject(`/job/${id}`)).statusCode).toBe(404);

    const dashboard = text((await scammer.get('/employer')).body);
    expect(dashboard).toContain('Your ad is in review, usually within a business day.');
    expect(dashboard).toContain('In review');
    const form = text((await scammer.get(editUrl(id))).body);
    expect(form).toContain(IN_REVIEW_TEXT);
    // The employer sees why it is in review.
    expect(form).toContain('Moves contact to a messaging app');

    const mo = await moderator(app);
    // Their account page links to the moderation area (nobody else's does).
    expect((await mo.get('/account')).body).toMatch(/<a[^>]*href="\/admin"[^>]*>Moderation<\/a>/);
    expect((await scammer.get('/account')).body).not.toContain('href="/admin"');
    const queue = await mo.get('/admin');
    expect(queue.statusCode).toBe(200);
    expect(text(queue.body)).toContain('Earn $5,000/week from home');
    expect(text(queue.body)).toContain('Asks the candidate to pay');
    expect(await documentProblems(queue.body)).toEqual([]);
    const review = await mo.get(`/admin/ads/${id}`);
    expect(review.statusCode).toBe(200);
    expect(text(review.body)).toContain('Moves contact to a messaging app');
    expect(text(review.body)).toContain('Org of scam@example.com');
    expect(await documentProblems(review.body)).toEqual([]);
  });

  it('publishes an ordinary ad from a brand-new employer at once, as before', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'erin@example.com');
    const id = await draftAd(erin, { ...sampleAdFormBody(), title: 'Quokka Keeper' });
    const published = await erin.post(editUrl(id), { action: 'publish' });
    expect(published.statusCode).toBe(303);
    expect(await inSearch(app, 'quokka', id)).toBe(true);
    expect(text((await erin.get('/employer')).body)).toContain('Your ad is live');
  });

  it('holds an ad paying far above what live jobs of its sub-classification pay in the index', async () => {
    const app = await start();
    const sub = 'healthcare-and-medical.nursing-general-medical-and-surgical';
    const listedAt = new Date(TEST_NOW.getTime() - 86_400_000).toISOString();
    await site!.database!.store.upsert(
      Array.from({ length: 12 }, (_, i) => ({
        id: `pay-${i}`,
        title: 'Registered Nurse',
        company: { name: 'Harbour Health' },
        location: { placeId: 'sydney-nsw-au', label: 'Sydney NSW', region: 'NSW', country: 'AU' },
        workArrangement: 'on-site',
        workType: 'full-time',
        classification: 'healthcare-and-medical',
        subClassification: sub,
        salary: {
          min: 80_000,
          max: 90_000 + i * 1000,
          currency: 'AUD',
          period: 'annual' as const,
          hidden: false,
          label: '$80k',
        },
        listedAt,
        validThrough: new Date(TEST_NOW.getTime() + 20 * 86_400_000).toISOString(),
        summary: 'Care for patients.',
        keySellingPoints: [],
        descriptionHtml: '<p>Care.</p>',
        howToApply: { url: 'https://example.com/apply' },
      })),
    );
    const typical = await site!.database!.store.typicalPay(sub, { now: TEST_NOW });
    expect(typical?.jobs).toBeGreaterThanOrEqual(12);
    const erin = await signUp(app, 'employer', 'erin@example.com');
    const id = await draftAd(erin, { ...sampleAdFormBody(), payMin: '400000', payMax: '450000' });
    await erin.post(editUrl(id), { action: 'publish' });
    expect((await app.inject(`/job/${id}`)).statusCode).toBe(404);
    expect(text((await erin.get(editUrl(id))).body)).toMatch(
      /Pays [\d.]+ times what the top tenth/,
    );
  });

  it('refuses an unmistakable scam with the rules it broke, and lets the employer fix it', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'erin@example.com');
    const id = await draftAd(erin, {
      ...scamAd(),
      details:
        'Pay the $99 starter kit fee before you start. Message us on WhatsApp +61 400 000 000. Send your bank details and passport number with your application. Your salary is paid in USDT.',
    });
    const published = await erin.post(editUrl(id), { action: 'publish' });
    expect(published.headers.location).toBe(`${editUrl(id)}?step=preview`);
    const preview = text((await erin.get(String(published.headers.location))).body);
    expect(preview).toContain('This ad cannot be published as it is');
    expect(preview).toContain('Asks the candidate to pay');
    expect(await inSearch(app, 'home', id)).toBe(false);

    // Fixed, it goes through the screen again and is live.
    const fixed = await erin.post(editUrl(id), { ...sampleAdFormBody(), action: 'save' });
    expect(fixed.statusCode).toBe(303);
    await erin.post(editUrl(id), { action: 'publish' });
    expect((await app.inject(`/job/${id}`)).statusCode).toBe(200);
  });

  it('holds a live ad edited into a scam: out of search until a moderator approves, then back on the same address', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'erin@example.com');
    const id = await draftAd(erin, { ...sampleAdFormBody(), title: 'Quokka Keeper' });
    await erin.post(editUrl(id), { action: 'publish' });
    expect(await inSearch(app, 'quokka', id)).toBe(true);

    const edited = await erin.post(editUrl(id), {
      ...sampleAdFormBody(),
      title: 'Quokka Keeper',
      details: 'Great team. Message us on WhatsApp +61 400 000 000 to apply.',
      action: 'save',
    });
    expect(edited.statusCode).toBe(303);
    expect(await inSearch(app, 'quokka', id)).toBe(false);
    expect(text((await erin.get('/employer')).body)).toContain('In review');

    const mo = await moderator(app);
    const approved = await mo.post(`/admin/ads/${id}/decision`, { decision: 'approve' });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe('/admin');
    expect(await inSearch(app, 'quokka', id)).toBe(true);
    expect((await reviewMails()).map((mail) => [mail.to, mail.outcome])).toEqual([
      ['erin@example.com', 'approved'],
    ]);
  });
});

describe('moderator decisions', () => {
  it('approves a held ad: live and searchable at once, the employer emailed, the audit log written', async () => {
    const app = await start();
    const scammer = await signUp(app, 'employer', 'scam@example.com');
    const id = await draftAd(scammer, scamAd());
    await scammer.post(editUrl(id), { action: 'publish' });
    const mo = await moderator(app);
    const approved = await mo.post(`/admin/ads/${id}/decision`, { decision: 'approve' });
    expect(approved.statusCode).toBe(303);
    expect((await app.inject(`/job/${id}`)).statusCode).toBe(200);
    expect(text((await mo.get('/admin')).body)).toContain('Nothing waits for review.');
    expect(await reviewMails()).toEqual([
      expect.objectContaining({ to: 'scam@example.com', outcome: 'approved' }),
    ]);
    const moderatorId = await userIdByEmail(site!.stores.accounts, 'mo@example.com');
    expect(await auditLog(site!.stores.moderation)).toEqual([
      expect.objectContaining({ actor: moderatorId, action: 'approve-ad', targetId: id }),
    ]);
    const audit = await mo.get('/admin/audit');
    expect(text(audit.body)).toContain('Approved an ad');
    expect(text(audit.body)).toContain('Sam Seeker (mo@example.com)');
    expect(await documentProblems(audit.body)).toEqual([]);
    // Deciding twice is refused, not repeated.
    expect((await mo.post(`/admin/ads/${id}/decision`, { decision: 'approve' })).statusCode).toBe(
      409,
    );
  });

  it('rejects only with a reason, which the employer is emailed and shown; the ad stays out of search', async () => {
    const app = await start();
    const scammer = await signUp(app, 'employer', 'scam@example.com');
    const id = await draftAd(scammer, scamAd());
    await scammer.post(editUrl(id), { action: 'publish' });
    const mo = await moderator(app);

    const missing = await mo.post(`/admin/ads/${id}/decision`, { decision: 'reject', reason: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(text(missing.body)).toContain('Write the reason: it goes in the audit log.');
    expect(await documentProblems(missing.body)).toEqual([]);

    const reason = 'Asks applicants to pay for a starter kit.';
    const rejected = await mo.post(`/admin/ads/${id}/decision`, { decision: 'reject', reason });
    expect(rejected.statusCode).toBe(303);
    expect((await app.inject(`/job/${id}`)).statusCode).toBe(404);
    expect(await reviewMails()).toEqual([
      expect.objectContaining({ to: 'scam@example.com', outcome: 'rejected', reason }),
    ]);
    const form = text((await scammer.get(editUrl(id))).body);
    expect(form).toContain(`Not approved`);
    expect(form).toContain(reason);
  });

  it('takes a reported live ad down: closed, 410, reports upheld, employer emailed', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'erin@example.com');
    const id = await draftAd(erin, { ...sampleAdFormBody(), title: 'Quokka Keeper' });
    await erin.post(editUrl(id), { action: 'publish' });
    const report = await reportJob(site!.stores.moderation, {
      jobId: id,
      reporter: { clientKey: 'reporter-1' },
      reason: 'misleading',
      details: 'The pay is not what they say.',
    });
    expect(report.ok).toBe(true);
    const mo = await moderator(app);
    const reports = await mo.get('/admin/reports');
    expect(text(reports.body)).toContain('Quokka Keeper');
    const job = await mo.get(`/admin/jobs/${id}`);
    expect(text(job.body)).toContain('The pay is not what they say.');
    expect(await documentProblems(job.body)).toEqual([]);

    const noReason = await mo.post(`/admin/jobs/${id}/decision`, { decision: 'take-down' });
    expect(noReason.statusCode).toBe(400);
    const down = await mo.post(`/admin/jobs/${id}/decision`, {
      decision: 'take-down',
      reason: 'Misleading pay.',
    });
    expect(down.statusCode).toBe(303);
    const takenDown = await app.inject(`/job/${id}`);
    expect(takenDown.statusCode).toBe(410);
    // Its page says who closed it: the moderators, not its employer.
    expect(takenDown.body.replaceAll('&#x27;', "'").replaceAll('<!-- -->', '')).toMatch(
      /This job was taken down by Joblane’s moderators on \d+ \w+ \d{4} and no longer takes applications\./,
    );
    expect(takenDown.body).not.toContain('closed by the employer');
    expect(await inSearch(app, 'quokka', id)).toBe(false);
    expect(text((await erin.get('/employer')).body)).toContain('Closed');
    expect(await reviewMails()).toEqual([
      expect.objectContaining({ to: 'erin@example.com', outcome: 'taken-down' }),
    ]);
    expect(text((await mo.get('/admin/reports')).body)).toContain('No reports wait');
  });

  it('dismisses the reports that hid a job: back in search on the same address, and the log says who', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'erin@example.com');
    const id = await draftAd(erin, { ...sampleAdFormBody(), title: 'Quokka Keeper' });
    await erin.post(editUrl(id), { action: 'publish' });
    const workflows = {
      moderation: site!.stores.moderation,
      jobWrites: localJobWrites(site!.database!.store),
      jobs: site!.database!.store,
      ads: site!.stores.ads,
      accounts: site!.stores.accounts,
      now: () => TEST_NOW,
    };
    for (const clientKey of ['one', 'two', 'three']) {
      const answer = await reportJobAndHide(workflows, {
        jobId: id,
        reporter: { clientKey },
        reason: 'duplicate',
      });
      expect(answer.ok).toBe(true);
    }
    expect(await inSearch(app, 'quokka', id)).toBe(false);
    const mo = await moderator(app);
    expect(text((await mo.get('/admin/reports')).body)).toContain('hidden from search');
    const kept = await mo.post(`/admin/jobs/${id}/decision`, { decision: 'keep', reason: '' });
    expect(kept.statusCode).toBe(303);
    expect(await inSearch(app, 'quokka', id)).toBe(true);
    expect((await auditLog(site!.stores.moderation)).map((entry) => entry.action)).toEqual([
      'dismiss-reports',
    ]);
    expect((await mo.post(`/admin/jobs/${id}/decision`, { decision: 'keep' })).statusCode).toBe(
      409,
    );
  });

  it('suspends an organisation: its ads closed and out of search, its page 404, its members unable to post; reinstated, they can', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'erin@example.com');
    const first = await draftAd(erin, { ...sampleAdFormBody(), title: 'Quokka Keeper' });
    const second = await draftAd(erin, { ...sampleAdFormBody(), title: 'Quokka Feeder' });
    await erin.post(editUrl(first), { action: 'publish' });
    await erin.post(editUrl(second), { action: 'publish' });
    const slug = 'org-of-erin-example-com';
    expect((await app.inject(`/company/${slug}`)).statusCode).toBe(200);

    const mo = await moderator(app);
    const found = await mo.get('/admin/organisations?q=erin');
    const organisationId = /href="\/admin\/organisations\/([^"]+)"/.exec(found.body)![1]!;
    expect(await documentProblems(found.body)).toEqual([]);
    const page = await mo.get(`/admin/organisations/${organisationId}`);
    expect(text(page.body)).toContain('Live ads');
    const suspended = await mo.post(`/admin/organisations/${organisationId}/decision`, {
      decision: 'suspend',
      reason: 'Reported for fake jobs by several seekers.',
    });
    expect(suspended.statusCode).toBe(303);
    expect(await inSearch(app, 'quokka', first)).toBe(false);
    expect(await inSearch(app, 'quokka', second)).toBe(false);
    expect((await app.inject(`/job/${first}`)).statusCode).toBe(410);
    expect((await app.inject(`/company/${slug}`)).statusCode).toBe(404);
    const blocked = await erin.post('/employer/ads/new', {
      ...sampleAdFormBody(),
      action: 'draft',
    });
    expect(blocked.statusCode).toBe(403);
    expect(text(blocked.body)).toContain('Your organisation is suspended');

    const reinstated = await mo.post(`/admin/organisations/${organisationId}/decision`, {
      decision: 'reinstate',
      reason: 'Appeal upheld.',
    });
    expect(reinstated.statusCode).toBe(303);
    expect((await app.inject(`/company/${slug}`)).statusCode).toBe(200);
    expect(
      (await erin.post('/employer/ads/new', { ...sampleAdFormBody(), action: 'draft' })).statusCode,
    ).toBe(303);
    expect((await auditLog(site!.stores.moderation)).map((entry) => entry.action)).toEqual([
      'reinstate-organisation',
      'suspend-organisation',
    ]);
  });
});

describe('who reaches /admin', () => {
  const pages = [
    '/admin',
    '/admin/reports',
    '/admin/organisations',
    '/admin/organisations?q=x',
    '/admin?unknown=parameter',
    '/admin/audit?before=not-a-number',
    '/admin/audit',
    '/admin/ads/some-ad',
    '/admin/jobs/some-job',
    '/admin/organisations/some-org',
  ];
  const forms = [
    ['/admin/ads/some-ad/decision', { decision: 'approve' }],
    ['/admin/jobs/some-job/decision', { decision: 'keep' }],
    ['/admin/organisations/some-org/decision', { decision: 'suspend', reason: 'x' }],
  ] as const;

  it('answers 404 to signed-out visitors, seekers and employers on every page and form', async () => {
    const app = await start();
    const visitors = {
      'signed out': new Browser(app),
      seeker: await signUp(app, 'seeker', 'sam@example.com'),
      employer: await signUp(app, 'employer', 'erin@example.com'),
    };
    for (const [who, browser] of Object.entries(visitors)) {
      for (const url of pages) {
        expect([who, url, (await browser.get(url)).statusCode]).toEqual([who, url, 404]);
      }
      for (const [url, form] of forms) {
        expect([who, url, (await browser.post(url, form)).statusCode]).toEqual([who, url, 404]);
      }
    }
  });
});
