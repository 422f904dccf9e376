import { AD_LIFETIME_DAYS, adFormMessages, adChangeMessages } from '@joblane/ads';
import { sampleAdFormBody } from '@joblane/ads/testing';
import { afterEach, describe, expect, it } from 'vitest';

import { listAds } from '@joblane/ads';
import { appliedJobIds } from '@joblane/hiring';
import { industryHires, sampleIndustries } from '@joblane/jobs';

import { jobPageTitle } from '../src/features/search/jobRoute.ts';
import { startPeriodicTask } from '../src/server/scheduler.ts';
import { expireDueAdsWithJobs } from '../src/services/ads.ts';
import { localJobWrites } from '../src/services/jobWrites.ts';
import {
  demoAds,
  demoApplicants,
  ensureDemoAccounts,
  ensureDemoAds,
  ensureDemoApplicants,
  ensureDemoApplications,
} from '../src/services/demo.ts';
import { demoAccounts } from '../src/services/demoAccounts.ts';
import { Browser, type Form } from './injectBrowser.ts';
import { documentProblems, TEST_NOW, type TestApp } from './helpers.ts';
import { openTestSite, signUpAs, type TestSite } from './testSite.ts';

const day = 24 * 3600_000;

/** The clock both the app and the records read: tests move it. */
const clock = { now: TEST_NOW };

let site: TestSite | undefined;

afterEach(async () => {
  await site?.close();
  site = undefined;
  clock.now = TEST_NOW;
});

async function start() {
  // A job store of its own: these tests write ads into it.
  site = await openTestSite({
    sampleJobs: 300,
    uploads: true,
    now: () => clock.now,
    config: { handlerTimeoutMs: 30_000 },
  });
  return site.app;
}

const signUp = (app: TestApp['app'], role: 'employer' | 'seeker', email: string) =>
  signUpAs(app, role, email);

/** Posts a new ad for preview and returns its id (from the redirect to its preview). */
async function draftAd(browser: Browser, form: Form = sampleAdFormBody()) {
  const response = await browser.post('/employer/ads/new', { ...form, action: 'preview' });
  expect(response.statusCode).toBe(303);
  const id = /^\/employer\/ads\/([^/]+)\/edit\?step=preview$/.exec(
    String(response.headers.location),
  )?.[1];
  expect(id).toBeDefined();
  return id!;
}

const editUrl = (id: string) => `/employer/ads/${id}/edit`;

/** What the page shows as text: React's comment separators and entities removed. */
const text = (html: string) =>
  html
    .replaceAll('<!-- -->', '')
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'");

/** The text right after a field's message element opens (the kit gives it the id `<field>-message`). */
function fieldMessage(html: string, fieldId: string): string | undefined {
  const at = html.indexOf(`id="${fieldId}-message"`);
  if (at === -1) return undefined;
  return text(html.slice(at, at + 1500).replace(/<[^>]+>/g, ''));
}

describe('posting an ad', () => {
  it('enforces every limit on the server with the field’s message, keeping every value', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'erin@example.com');
    const sixQuestions: Form = {};
    for (let slot = 1; slot <= 6; slot += 1) {
      sixQuestions[`question.${slot}.kind`] = 'text';
      sixQuestions[`question.${slot}.text`] = `Question number ${slot}?`;
      sixQuestions[`question.${slot}.options`] = '';
    }
    const cases: { change: Form; field: string; message: string }[] = [
      { change: { title: 'T'.repeat(81) }, field: 'ad-title', message: adFormMessages.titleLong },
      {
        change: { summary: 'S'.repeat(151) },
        field: 'ad-summary',
        message: adFormMessages.summaryLong,
      },
      {
        change: { 'sellingPoint.3': 'Three', 'sellingPoint.4': 'Four' },
        field: 'ad-selling-point-1',
        message: adFormMessages.sellingPoints,
      },
      {
        change: { payMin: '90000', payMax: '80000' },
        field: 'ad-pay-max',
        message: adFormMessages.payMaxBelowMin,
      },
      {
        change: { applyMethod: 'external', applyUrl: 'http://careers.example.com/apply' },
        field: 'ad-apply-url',
        message: adFormMessages.applyUrlSecure,
      },
      {
        change: { applyMethod: 'external', applyUrl: 'javascript:alert(1)' },
        field: 'ad-apply-url',
        message: adFormMessages.applyUrlSecure,
      },
      { change: sixQuestions, field: 'ad-question-1-text', message: adFormMessages.questions },
    ];
    for (const { change, field, message } of cases) {
      const form = { ...sampleAdFormBody(), ...change, action: 'preview' };
      const response = await erin.post('/employer/ads/new', form);
      expect(response.statusCode, message).toBe(400);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const html = response.body;
      // At its field, and in the summary at the top linking to it.
      expect(fieldMessage(html, field), message).toContain(message);
      expect(text(html)).toContain(`href="#${field}">${message}</a>`);
      // Every value as typed.
      for (const [name, value] of Object.entries(form)) {
        if (name === 'action' || name === 'payShow' || name.endsWith('.kind')) continue;
        for (const each of Array.isArray(value) ? value : [value]) {
          if (each === '' || name === 'payType' || name === 'payCurrency') continue;
          expect(text(html), `${name} kept`).toContain(each);
        }
      }
    }
    expect(
      await documentProblems((await erin.post('/employer/ads/new', cases[0]!.change)).body),
    ).toEqual([]);
    // Nothing was saved.
    expect(text((await erin.get('/employer')).body)).toContain('You have no ads yet.');
  });

  it('publishes an ad that search finds within a second, edits it in place, and closes it with 410', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'erin@example.com');
    const id = await draftAd(erin, {
      ...sampleAdFormBody(),
      title: 'Quokka Wrangler',
      summary: 'Look after the quokkas of our island sanctuary.',
    });

    // The pay type's choices read as names, not as the values the form posts.
    const draftForm = text((await erin.get(editUrl(id))).body);
    expect(draftForm).toMatch(/<input[^>]*value="annual"[^>]*>[^]*?Annual salary/);
    expect(draftForm).toMatch(/<input[^>]*value="hourly"[^>]*>[^]*?Hourly rate/);
    expect(draftForm).not.toMatch(/>annual</);

    const preview = await erin.get(`${editUrl(id)}?step=preview`);
    expect(preview.statusCode).toBe(200);
    expect(text(preview.body)).toContain('How job seekers see your ad');
    expect(text(preview.body)).toContain('Quokka Wrangler');
    expect(text(preview.body)).toContain('$85,000 – $95,000 per year');
    expect(preview.body).toContain('<li>Triage patients</li>');
    // The screening questions, as the apply form asks them: a yes/no and a choice, labelled.
    const questions = text(preview.body).slice(text(preview.body).indexOf('On the apply form'));
    expect(questions).toContain('Questions from Org of erin@example.com');
    expect(questions).toMatch(/<legend[^>]*>[^]*?Do you hold AHPRA registration\?/);
    expect(questions).toMatch(/<input[^>]*type="radio"[^>]*value="yes"/);
    expect(questions).toMatch(/<legend[^>]*>[^]*?When could you start\?/);
    expect(questions).toMatch(/<input[^>]*type="radio"[^>]*value="In a month"/);
    expect(await documentProblems(preview.body)).toEqual([]);
    // A draft is nobody else's business.
    expect((await app.inject(`/job/${id}`)).statusCode).toBe(404);

    const published = await erin.post(editUrl(id), { action: 'publish' });
    expect(published.statusCode).toBe(303);
    expect(published.headers.location).toBe('/employer');
    const started = Date.now();
    let found = false;
    while (!found && Date.now() - started <= 1000) {
      found = (await app.inject('/jobs?keywords=quokka')).body.includes(`href="/job/${id}"`);
    }
    expect(found).toBe(true);
    const page = await app.inject(`/job/${id}`);
    expect(page.statusCode).toBe(200);
    expect(text(page.body)).toContain('Quokka Wrangler');
    expect(text(page.body)).toContain('Org of erin@example.com');

    const dashboard = await erin.get('/employer');
    expect(text(dashboard.body)).toContain('Your ad is live: seekers can find it in search now.');
    expect(text(dashboard.body)).toContain(`${AD_LIFETIME_DAYS} days left`);
    expect(dashboard.body).toContain(`href="/employer/ads/${id}"`);
    expect(await documentProblems(dashboard.body)).toEqual([]);

    // Edit the live ad: same address, search sees the new title; its questions are fixed.
    const form = await erin.get(editUrl(id));
    expect(text(form.body)).toContain('Fixed while the ad is live');
    const edited = await erin.post(editUrl(id), {
      ...sampleAdFormBody(),
      title: 'Senior Quokka Wrangler',
      action: 'save',
    });
    expect(edited.statusCode).toBe(303);
    expect(text((await app.inject(`/job/${id}`)).body)).toContain('Senior Quokka Wrangler');
    const changed = await erin.post(editUrl(id), {
      ...sampleAdFormBody(),
      'question.1.text': 'Do you like quokkas?',
      action: 'save',
    });
    expect(changed.statusCode).toBe(400);
    expect(text(changed.body)).toContain(adChangeMessages.questionsFixed);

    const closeView = await erin.get(`${editUrl(id)}?step=close`);
    expect(text(closeView.body)).toContain('Closing takes the ad out of search now');
    // Closed two days after publishing: its page gives that day, not the planned end a month on.
    clock.now = new Date(TEST_NOW.getTime() + 2 * day);
    const closed = await erin.post(editUrl(id), { action: 'close' });
    expect(closed.statusCode).toBe(303);
    const gone = await app.inject(`/job/${id}`);
    expect(gone.statusCode).toBe(410);
    expect(text(gone.body)).toContain('Similar jobs');
    expect(text(gone.body)).toContain(
      'This job was closed by the employer on 22 November 2026 and no longer takes applications.',
    );
    expect(text(gone.body)).toMatch(/<dt>Closed<\/dt><dd><time dateTime="[^"]+">22 November 2026</);
    expect(text(gone.body)).not.toContain('has expired');
    expect(text(gone.body)).not.toContain('December 2026');
    expect(text(gone.body)).not.toMatch(/Listed <time/);
    // Its document title keeps the company and the place within 70 characters, dropping the
    // site's name first (before, the place went first and the company soon after).
    expect(text(gone.body)).toContain(
      '<title>Closed: Senior Quokka Wrangler at Org of erin@example.com, Sydney NSW</title>',
    );
    // Its preview (the employer's view of the ended ad) says the same.
    expect(text((await erin.get(`${editUrl(id)}?step=preview`)).body)).toContain(
      'This job was closed by the employer on 22 November 2026',
    );
    expect((await app.inject('/jobs?keywords=quokka')).body).not.toContain(`href="/job/${id}"`);
    expect(text((await erin.get('/employer')).body)).toContain('Closed');
    // An ended ad cannot be published again or edited.
    expect((await erin.post(editUrl(id), { action: 'publish' })).statusCode).toBe(409);
    expect(text((await erin.get(editUrl(id))).body)).toContain('cannot be changed');
  });

  it('expires a live ad after 30 days on a controlled clock (the scheduled job), with 410', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'erin@example.com');
    const id = await draftAd(erin);
    await erin.post(editUrl(id), { action: 'publish' });
    const jobWrites = localJobWrites(site!.database!.store);
    const expiry = startPeriodicTask({
      intervalMs: 60_000,
      run: async () => void (await expireDueAdsWithJobs({ ads: site!.stores.ads, jobWrites })),
      onError: (error) => {
        throw error;
      },
    });
    try {
      clock.now = new Date(TEST_NOW.getTime() + (AD_LIFETIME_DAYS * day - 1000));
      await expiry.runNow();
      expect(text((await erin.get('/employer')).body)).toContain('1 day left');
      clock.now = new Date(TEST_NOW.getTime() + AD_LIFETIME_DAYS * day);
      await expiry.runNow();
      const dashboard = text((await erin.get('/employer')).body);
      expect(dashboard).toContain('Expired');
      expect(dashboard).not.toContain('1 day left');
      const expired = await app.inject(`/job/${id}`);
      expect(expired.statusCode).toBe(410);
      expect(text(expired.body)).toContain('This job expired on 20 December 2026');
      expect(text(expired.body)).not.toMatch(/Listed <time/);
      // A second run finds nothing left to do.
      expect(await expireDueAdsWithJobs({ ads: site!.stores.ads, jobWrites })).toEqual([]);
    } finally {
      await expiry.stop();
    }
  });

  it('answers 404 for every employer URL to a member of another organisation, and a seeker as other employer pages do', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'erin@example.com');
    const id = await draftAd(erin);
    const other = await signUp(app, 'employer', 'olga@example.com');
    const seeker = await signUp(app, 'seeker', 'sam@example.com');
    for (const url of [editUrl(id), `${editUrl(id)}?step=preview`, `${editUrl(id)}?step=close`]) {
      expect((await other.get(url)).statusCode, url).toBe(404);
      expect((await seeker.get(url)).statusCode, url).toBe(404);
    }
    for (const action of ['publish', 'close', 'save', 'preview']) {
      expect((await other.post(editUrl(id), { ...sampleAdFormBody(), action })).statusCode).toBe(
        404,
      );
      expect((await seeker.post(editUrl(id), { ...sampleAdFormBody(), action })).statusCode).toBe(
        404,
      );
    }
    expect((await other.get(`${editUrl('ad-nosuchad')}`)).statusCode).toBe(404);
    expect(text((await other.get('/employer')).body)).toContain('You have no ads yet.');
    // Seekers get what every employer page gives them: 404. Signed out: sign in first.
    for (const url of ['/employer', '/employer/ads/new']) {
      expect((await seeker.get(url)).statusCode).toBe(404);
      const signedOut = await app.inject(url);
      expect(signedOut.statusCode).toBe(303);
      expect(signedOut.headers.location).toBe(`/signin?next=${encodeURIComponent(url)}`);
    }
    expect((await seeker.post('/employer/ads/new', sampleAdFormBody())).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/employer/ads/new',
      payload: new URLSearchParams({ title: 'x' }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(anonymous.statusCode).toBe(401);
    // The draft is untouched.
    expect(text((await erin.get('/employer')).body)).toContain('Registered Nurse - Emergency');
  });

  it('saves a draft without publishing, and refuses a body that is not the form', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'erin@example.com');
    const saved = await erin.post('/employer/ads/new', { ...sampleAdFormBody(), action: 'draft' });
    expect(saved.statusCode).toBe(303);
    const dashboard = text((await erin.get('/employer')).body);
    expect(dashboard).toContain('Draft saved. Nothing is public until you publish.');
    expect(dashboard).toContain('Draft');
    expect(dashboard).not.toContain('days left');
    const junk = await erin.post('/employer/ads/new', { ...sampleAdFormBody(), title: ['a', 'b'] });
    expect(junk.statusCode).toBe(400);
    const unknownAction = await erin.post('/employer/ads/new', {
      ...sampleAdFormBody(),
      action: 'launch',
    });
    expect(unknownAction.statusCode).toBe(400);
  });
});

describe('the demo organisation', () => {
  it('advertises only jobs a health organisation has, as sample companies do', () => {
    const health = sampleIndustries.find((industry) => industry.id === 'health')!;
    for (const { fields } of demoAds) {
      expect(industryHires(health, fields.classification), fields.title).toBe(true);
    }
    expect(demoAds.map(({ fields }) => fields.classification)).toContain('healthcare-and-medical');
  });

  it('gets live ads taking applications, a draft, a closed and an expired ad, and applicants, once', async () => {
    const app = await start();
    const { accounts, ads, hiring } = site!.stores;
    const { store } = site!.database!;
    const ids = await ensureDemoAccounts(accounts);
    const live = await ensureDemoAds(accounts, ads, store);
    expect(await ensureDemoAds(accounts, ads, store)).toEqual(live);
    expect(live).toHaveLength(demoAds.filter((ad) => ad.state === 'live').length);

    const organisation = (
      await accounts.db
        .selectFrom('memberships')
        .select('organisation_id')
        .where('user_id', '=', ids.employer)
        .executeTakeFirstOrThrow()
    ).organisation_id;
    const statuses = (await listAds(ads, organisation)).map((ad) => ad.status).sort();
    expect(statuses).toEqual(['closed', 'draft', 'expired', 'live', 'live', 'live', 'live']);
    for (const ad of await listAds(ads, organisation)) {
      const page = await app.inject(`/job/${ad.id}`);
      expect(page.statusCode, `${ad.fields.title} (${ad.status})`).toBe(
        ad.status === 'live' ? 200 : ad.status === 'draft' ? 404 : 410,
      );
    }

    await ensureDemoApplications(accounts, hiring!, store, live);
    const applied = await appliedJobIds(hiring!, ids.seeker);
    // The three live ads that take applications on Joblane come first.
    expect(live.filter((id) => applied.includes(id))).toHaveLength(3);
    await ensureDemoApplicants(accounts, hiring!, store, live[0]);
    await ensureDemoApplicants(accounts, hiring!, store, live[0]);
    for (const person of demoApplicants) {
      const user = await accounts.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', person.email)
        .executeTakeFirstOrThrow();
      expect(await appliedJobIds(hiring!, user.id)).toEqual([live[0]]);
    }

    const erin = new Browser(app);
    await erin.post('/signin', {
      email: demoAccounts.employer.email,
      password: demoAccounts.employer.password,
      next: '/employer',
    });
    const dashboard = text((await erin.get('/employer')).body);
    for (const { fields } of demoAds) expect(dashboard).toContain(fields.title);
  });
});

describe('job page titles', () => {
  it('read the same for ads posted here and imported jobs: company and place kept before the site’s name', () => {
    const place = 'Sydney NSW';
    // An imported job's short title, and the demo ad's long one (which used to read bare).
    expect(
      jobPageTitle({ prefix: '', title: 'Enrolled Nurse', company: 'Coastal Health', place }),
    ).toBe('Enrolled Nurse at Coastal Health, Sydney NSW · Joblane');
    expect(
      jobPageTitle({
        prefix: '',
        title: 'Registered Nurse - Emergency Department',
        company: 'Harbour Health Group',
        place,
      }),
    ).toBe('Registered Nurse - Emergency Department at Harbour Health Group');
    expect(
      jobPageTitle({
        prefix: '',
        title: 'Physiotherapist',
        company: 'Harbour Health Group',
        place,
      }),
    ).toBe('Physiotherapist at Harbour Health Group, Sydney NSW · Joblane');
    const long = jobPageTitle({
      prefix: 'Closed: ',
      title: 'X'.repeat(90),
      company: 'Acme',
      place,
    });
    expect(long.length).toBeLessThanOrEqual(70);
    expect(long.endsWith('… · Joblane')).toBe(true);
  });
});
