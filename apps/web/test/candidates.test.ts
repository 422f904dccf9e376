import { createTestUser } from '@joblane/accounts/testing';
import { adOrganisationId } from '@joblane/ads';
import { sampleAdFormBody } from '@joblane/ads/testing';
import { setStatus, storeResume, submitApplication } from '@joblane/hiring';
import { samplePdf } from '@joblane/hiring/testing';
import type { JobInput } from '@joblane/jobs';
import { Readable } from 'node:stream';
import { sendQueuedMail, smtpTransport } from '@joblane/mail';
import { startTestSmtpServer } from '@joblane/mail/testing';
import { afterEach, describe, expect, it } from 'vitest';

import { expireDueAdsWithJobs } from '../src/services/ads.ts';
import { askAboutQuietAds } from '../src/services/stillOpen.ts';
import { remindAboutWaiting } from '../src/services/waitingReminders.ts';
import { localJobWrites } from '../src/services/jobWrites.ts';
import type { Browser } from './injectBrowser.ts';
import { contextBlock, documentProblems, TEST_NOW, type TestApp } from './helpers.ts';
import { openTestSite, signUpAs, type TestSite } from './testSite.ts';

/** What signs the still-open links (the alerts' secret on a real server). */
const LINK_SECRET = 'a test secret for signed links, at least 32 bytes';

/** The clock the app and the records read: a test moves it. */
const clock = { now: TEST_NOW };

let site: TestSite | undefined;

afterEach(async () => {
  await site?.close();
  site = undefined;
  clock.now = TEST_NOW;
});

async function start(config: { responseSignalCacheMs?: number } = {}) {
  site = await openTestSite({
    sampleJobs: 50,
    uploads: true,
    now: () => clock.now,
    app: { alerts: { secret: LINK_SECRET } },
    config: {
      handlerTimeoutMs: 30_000,
      // The signal tests watch it change from one page to the next.
      responseSignalCacheMs: 0,
      ...config,
    },
  });
  return site.app;
}

/** Signs up `name` (an employer's organisation is "<name> Health"); returns their browser. */
const signUp = (app: TestApp['app'], role: 'employer' | 'seeker', name: string) =>
  signUpAs(app, role, `${name.toLowerCase().replace(/\W+/gu, '.')}@example.com`, {
    name,
    organisationName: `${name} Health`,
  });

/** Drafts and publishes the sample ad (apply on Joblane, two questions); returns its id. */
async function publishAd(employer: Browser) {
  const draft = await employer.post('/employer/ads/new', {
    ...sampleAdFormBody(),
    action: 'preview',
  });
  expect(draft.statusCode).toBe(303);
  const id = /^\/employer\/ads\/([^/]+)\/edit\?step=preview$/u.exec(
    String(draft.headers.location),
  )?.[1];
  expect(id).toBeDefined();
  const published = await employer.post(`/employer/ads/${id}/edit`, { action: 'publish' });
  expect(published.statusCode).toBe(303);
  return id!;
}

function answersFor(job: JobInput): Record<string, string> {
  return Object.fromEntries(
    (job.howToApply.onJoblane?.questions ?? []).map((question) => [
      `answer.${question.id}`,
      question.kind === 'yes-no'
        ? 'yes'
        : question.kind === 'choice'
          ? question.options[1]!
          : 'Yes.',
    ]),
  );
}

/** Applies through the seeker's form (review step, then send), with a PDF résumé. */
async function apply(seeker: Browser, jobId: string, coverLetter: string) {
  const job = await site!.app.jobs.getJob(jobId);
  const url = `/job/${jobId}/apply`;
  const review = await seeker.postMultipart(url, {
    coverLetter,
    resume: { filename: 'My CV.pdf', type: 'application/pdf', content: samplePdf() },
    ...answersFor(job!),
    step: 'review',
  });
  expect(review.statusCode).toBe(200);
  const fields: Record<string, string> = {};
  for (const match of review.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/gu))
    fields[match[1]!] = match[2]!.replaceAll('&amp;', '&');
  const sent = await seeker.postMultipart(url, { ...fields, step: 'submit' });
  expect(sent.statusCode).toBe(303);
}

/** The application ids on a candidates page, in the order shown. */
const applicationIds = (html: string, adId: string) =>
  [
    ...html.matchAll(new RegExp(`href="/employer/ads/${adId}/applications/([0-9a-f-]{36})"`, 'gu')),
  ].map((match) => match[1]!);

/** The application id of the candidate of that name on a candidates page. */
const candidateOf = (html: string, name: string) =>
  new RegExp(`/applications/([0-9a-f-]{36})">${name}<`, 'u').exec(html)?.[1];

const statusMails = () =>
  site!.stores.database.db
    .selectFrom('mail_queue' as never)
    .select(['recipient' as never, 'data' as never])
    .where('kind' as never, '=', 'application-status' as never)
    .execute() as Promise<{ recipient: string; data: string }[]>;

describe('candidates', () => {
  it('lists an ad’s candidates with answers, filters and sorts, and opening one marks it Viewed', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'Erin Employer');
    const adId = await publishAd(erin);
    const ana = await signUp(app, 'seeker', 'Ana Applicant');
    const ben = await signUp(app, 'seeker', 'Ben Applicant');
    await apply(ana, adId, 'Dear team,\r\nI am Ana.');
    await apply(ben, adId, 'I am Ben.');

    const list = await erin.get(`/employer/ads/${adId}`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toContain('no-store');
    expect(await documentProblems(list.body)).toEqual([]);
    expect(list.body).toContain('Ana Applicant');
    expect(list.body).toContain('Do you hold AHPRA registration?');
    expect(list.body).toContain('In a month');
    const [first, second] = applicationIds(list.body, adId);
    const anas = candidateOf(list.body, 'Ana Applicant');
    expect([first, second]).toContain(anas);
    expect(
      applicationIds((await erin.get(`/employer/ads/${adId}?sort=oldest`)).body, adId),
    ).toEqual([second, first]);
    expect(
      applicationIds((await erin.get(`/employer/ads/${adId}?status=viewed`)).body, adId),
    ).toEqual([]);
    expect((await erin.get(`/employer/ads/${adId}?status=nonsense`)).statusCode).toBe(400);

    // A HEAD request (a link checker, a prefetch) reads it without marking it Viewed.
    const checked = await erin.head(`/employer/ads/${adId}/applications/${anas}`);
    expect(checked.statusCode).toBe(200);
    expect((await ana.get('/applications')).body).toContain('<strong>Submitted</strong>');

    const opened = await erin.get(`/employer/ads/${adId}/applications/${anas}`);
    expect(opened.statusCode).toBe(200);
    expect(await documentProblems(opened.body)).toEqual([]);
    expect(opened.body).toContain('Dear team,\nI am Ana.');
    expect(opened.body).toContain('ana.applicant@example.com');
    expect(JSON.parse(contextBlock(opened.body)).data.candidate.status).toBe('viewed');
    expect((await ana.get('/applications')).body).toContain('<strong>Viewed</strong>');
    expect(
      applicationIds((await erin.get(`/employer/ads/${adId}?status=viewed`)).body, adId),
    ).toEqual([anas]);
    const mails = await statusMails();
    expect(mails.map((mail) => [mail.recipient, JSON.parse(mail.data).status])).toEqual([
      ['ana.applicant@example.com', 'viewed'],
    ]);

    const file = await erin.get(`/employer/ads/${adId}/applications/${anas}/resume`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="My CV.pdf"; filename*=UTF-8''My%20CV.pdf`,
    );
    expect(file.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  });

  it('answers 404 to another organisation and to seekers for every candidates URL', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'Erin Employer');
    const adId = await publishAd(erin);
    const ana = await signUp(app, 'seeker', 'Ana Applicant');
    await apply(ana, adId, 'Hello');
    const [applicationId] = applicationIds((await erin.get(`/employer/ads/${adId}`)).body, adId);
    const otto = await signUp(app, 'employer', 'Otto Other');
    const base = `/employer/ads/${adId}`;
    const application = `${base}/applications/${applicationId}`;

    for (const visitor of [otto, ana]) {
      expect((await visitor.get(base)).statusCode).toBe(404);
      expect((await visitor.get(application)).statusCode).toBe(404);
      expect((await visitor.get(`${application}/resume`)).statusCode).toBe(404);
      expect(
        (await visitor.post(`${base}/statuses`, { applicationId: applicationId!, status: 'hired' }))
          .statusCode,
      ).toBe(404);
      expect((await visitor.post(`${application}/status`, { status: 'hired' })).statusCode).toBe(
        404,
      );
      expect((await visitor.post(`${application}/notes`, { body: 'Mine now' })).statusCode).toBe(
        404,
      );
    }
    // An application of another ad under this ad's address: 404 too.
    const otherAd = await publishAd(otto);
    expect(
      (await otto.get(`/employer/ads/${otherAd}/applications/${applicationId}`)).statusCode,
    ).toBe(404);
    // Nothing changed: still Submitted, no note, no email.
    expect((await ana.get('/applications')).body).toContain('<strong>Submitted</strong>');
    expect(await statusMails()).toEqual([]);
    const signedOut = await app.inject({ url: base });
    expect(signedOut.statusCode).toBe(303);
  });

  it('changes the status of several candidates at once, each emailed; the seeker sees it', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'Erin Employer');
    const adId = await publishAd(erin);
    const ana = await signUp(app, 'seeker', 'Ana Applicant');
    const ben = await signUp(app, 'seeker', 'Ben Applicant');
    await apply(ana, adId, 'Ana');
    await apply(ben, adId, 'Ben');
    const ids = applicationIds((await erin.get(`/employer/ads/${adId}`)).body, adId);

    const none = await erin.post(`/employer/ads/${adId}/statuses`, {
      status: 'shortlisted',
      returnStatus: '',
      returnSort: 'oldest',
    });
    expect(none.statusCode).toBe(303);
    expect(none.headers.location).toBe(`/employer/ads/${adId}?sort=oldest`);
    expect(await statusMails()).toEqual([]);

    const bulk = await erin.post(`/employer/ads/${adId}/statuses`, {
      applicationId: ids,
      status: 'shortlisted',
      returnStatus: 'submitted',
      returnSort: 'newest',
    });
    expect(bulk.statusCode).toBe(303);
    expect(bulk.headers.location).toBe(`/employer/ads/${adId}?status=submitted`);
    const back = await erin.get(String(bulk.headers.location));
    expect(back.body).toContain('Status changed. Each candidate is emailed');
    expect((await ana.get('/applications')).body).toContain('<strong>Shortlisted</strong>');
    expect((await ben.get('/applications')).body).toContain('<strong>Shortlisted</strong>');
    const mails = await statusMails();
    expect(mails.map((mail) => JSON.parse(mail.data).status)).toEqual([
      'shortlisted',
      'shortlisted',
    ]);
    expect(mails.map((mail) => mail.recipient).toSorted()).toEqual([
      'ana.applicant@example.com',
      'ben.applicant@example.com',
    ]);

    const unknown = await erin.post(`/employer/ads/${adId}/statuses`, {
      applicationId: ids[0]!,
      status: 'withdrawn',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Choose a status to set');

    const single = await erin.post(`/employer/ads/${adId}/applications/${ids[0]}/status`, {
      status: 'interviewing',
    });
    expect(single.statusCode).toBe(303);
    expect(single.headers.location).toBe(`/employer/ads/${adId}/applications/${ids[0]}`);
    expect((await statusMails()).map((mail) => JSON.parse(mail.data).status)).toContain(
      'interviewing',
    );
  });

  it('keeps private notes for the organisation, with the length limit and the text kept', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'Erin Employer');
    const adId = await publishAd(erin);
    const ana = await signUp(app, 'seeker', 'Ana Applicant');
    await apply(ana, adId, 'Ana');
    const [applicationId] = applicationIds((await erin.get(`/employer/ads/${adId}`)).body, adId);
    const url = `/employer/ads/${adId}/applications/${applicationId}`;

    const long = `${'x'.repeat(1990)} too long!!`;
    const refused = await erin.post(`${url}/notes`, { body: long });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Your note is 2001 characters long.');
    expect(refused.body).toContain(long);
    expect(await documentProblems(refused.body)).toEqual([]);

    const added = await erin.post(`${url}/notes`, { body: 'Call on Monday <b>first</b>.' });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe(`${url}#notes`);
    const page = await erin.get(url);
    expect(page.body).toContain('Call on Monday &lt;b&gt;first&lt;/b&gt;.');
    expect(page.body).toContain('Erin Employer');
    expect((await ana.get('/applications')).body).not.toContain('Call on Monday');
    const exported = await ana.get('/account/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Ana');
    expect(exported.body).not.toContain('Call on Monday');
  });

  it('shows Ad closed to the seeker when the employer closes the ad undecided', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'Erin Employer');
    const adId = await publishAd(erin);
    const ana = await signUp(app, 'seeker', 'Ana Applicant');
    await apply(ana, adId, 'Ana');
    const closed = await erin.post(`/employer/ads/${adId}/edit`, { action: 'close' });
    expect(closed.statusCode).toBe(303);
    expect((await ana.get('/applications')).body).toContain('<strong>Ad closed</strong>');
  });
});

/** `count` seekers apply for the ad through hiring's functions (as the apply form does). */
async function applicantsOf(adId: string, count: number) {
  const hiring = site!.stores.hiring!;
  const organisationId = await adOrganisationId(site!.stores.ads, adId);
  const job = await site!.app.jobs.getJob(adId);
  const terms = {
    id: adId,
    title: job!.title,
    companyName: job!.company.name,
    validThrough: job!.validThrough,
    questions: job!.howToApply.onJoblane!.questions,
  };
  const answers = Object.fromEntries(
    Object.entries(answersFor(job!)).map(([name, value]) => [name.slice('answer.'.length), value]),
  );
  const applications: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const seeker = await createTestUser(site!.stores.accounts);
    const stored = await storeResume(hiring, seeker.id, {
      stream: Readable.from([samplePdf()]),
      name: 'cv.pdf',
    });
    if (!stored.ok) throw new Error(stored.problem);
    const applied = await submitApplication(hiring, seeker.id, terms, {
      coverLetter: '',
      answers,
      resumeId: stored.resume.id,
      organisationId,
    });
    if (!applied.ok) throw new Error('apply refused');
    applications.push(applied.application.id);
  }
  return applications;
}

describe('the response signal', () => {
  it('settles an expired ad’s unanswered applications (the expiry job closes them in hiring)', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'Erin Employer');
    const adId = await publishAd(erin);
    const slug = (await app.jobs.getJob(adId))!.company.slug!;
    const [first, ...rest] = await applicantsOf(adId, 10);
    clock.now = new Date(TEST_NOW.getTime() + 2 * 24 * 3600_000 + 60_000);
    await setStatus(site!.stores.hiring!, first!, 'interviewing');
    expect((await app.inject({ url: `/company/${slug}` })).body).not.toContain('hear back');

    clock.now = new Date(TEST_NOW.getTime() + 31 * 24 * 3600_000);
    const expired = await expireDueAdsWithJobs({
      ads: site!.stores.ads,
      jobWrites: localJobWrites(site!.database!.store),
      hiring: site!.stores.hiring,
    });
    expect(expired.map((ad) => ad.id)).toEqual([adId]);
    expect((await app.inject({ url: `/company/${slug}` })).body).toContain(
      'Usually responds within 3 days; 10 % of applicants hear back',
    );
    const list = await erin.get(`/employer/ads/${adId}?status=ad-closed`);
    expect(applicationIds(list.body, adId).toSorted()).toEqual(rest.toSorted());
  });

  it('shows on the ad’s card, its job page and its company page from 10 settled applications', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'Erin Employer');
    const adId = await publishAd(erin);
    const applications = await applicantsOf(adId, 10);
    const hiring = site!.stores.hiring!;
    const slug = (await app.jobs.getJob(adId))!.company.slug!;
    const search = `/jobs?keywords=${encodeURIComponent('triage friendly team')}`;
    const cardOf = (html: string, id: string) =>
      html.split('<article').find((part) => part.includes(`href="/job/${id}"`)) ?? '';
    const text = 'Usually responds within 1 day; 90 % of applicants hear back';

    for (const id of applications.slice(0, 9)) await setStatus(hiring, id, 'shortlisted');
    // Nine settled: nothing anywhere yet.
    const before = await app.inject({ url: search });
    expect(cardOf(before.body, adId)).toContain('Registered Nurse - Emergency');
    expect(before.body).not.toContain('applicants hear back');
    expect((await app.inject({ url: `/job/${adId}` })).body).not.toContain('applicants hear back');
    expect((await app.inject({ url: `/company/${slug}` })).body).not.toContain(
      'applicants hear back',
    );

    // The ad closes with the tenth unanswered: 10 settled, 9 heard back.
    expect((await erin.post(`/employer/ads/${adId}/edit`, { action: 'close' })).statusCode).toBe(
      303,
    );
    const company = await app.inject({ url: `/company/${slug}` });
    expect(company.body).toContain(text);
    expect(await documentProblems(company.body)).toEqual([]);
    // A closed ad's page still says it (410, with similar jobs).
    const page = await app.inject({ url: `/job/${adId}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(text);

    // Another live ad of the same organisation carries it on its card and page.
    const second = await publishAd(erin);
    const after = await app.inject({ url: search });
    expect(second).not.toBe(adId);
    expect(cardOf(after.body, second)).toContain(text);
    expect((await app.inject({ url: `/job/${second}` })).body).toContain(text);
  });
});

describe('actively reviewing applicants', () => {
  it('shows on the ad’s card and page as soon as the employer opens an application, for 14 days', async () => {
    // Reviews are kept a minute per node, as on a real site: opening one here forgets its entry.
    const app = await start({ responseSignalCacheMs: 60_000 });
    const erin = await signUp(app, 'employer', 'Erin Employer');
    const adId = await publishAd(erin);
    const ana = await signUp(app, 'seeker', 'Ana Applicant');
    await apply(ana, adId, 'I am Ana.');
    const search = `/jobs?keywords=${encodeURIComponent('triage friendly team')}`;
    const cardOf = (html: string) =>
      html.split('<article').find((part) => part.includes(`href="/job/${adId}"`)) ?? '';
    const words = 'Actively reviewing applicants';

    // Applied for, but nobody at the organisation has looked: no evidence, nothing said.
    const before = await app.inject({ url: search });
    expect(cardOf(before.body)).toContain('Registered Nurse - Emergency');
    expect(cardOf(before.body)).toContain('just now</time>');
    expect(before.body).not.toContain(words);
    expect((await app.inject({ url: `/job/${adId}` })).body).not.toContain(words);

    const list = await erin.get(`/employer/ads/${adId}`);
    const anas = candidateOf(list.body, 'Ana Applicant');
    expect((await erin.get(`/employer/ads/${adId}/applications/${anas}`)).statusCode).toBe(200);
    const started = Date.now();
    const after = await app.inject({ url: search });
    expect(cardOf(after.body)).toContain(words);
    const page = await app.inject({ url: `/job/${adId}` });
    expect(page.body).toContain(words);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await documentProblems(page.body)).toEqual([]);

    // Still said 13 days on; gone after 14 with no other look (the kept entry is re-judged).
    clock.now = new Date(clock.now.getTime() + 13 * 86_400_000);
    expect(cardOf((await app.inject({ url: search })).body)).toContain(words);
    expect(cardOf((await app.inject({ url: search })).body)).toContain('13d ago</time>');
    clock.now = new Date(clock.now.getTime() + 86_400_000);
    expect(cardOf((await app.inject({ url: search })).body)).not.toContain(words);
    expect((await app.inject({ url: `/job/${adId}` })).body).not.toContain(words);

    // Moving an application is evidence too.
    expect(
      (
        await erin.post(`/employer/ads/${adId}/applications/${anas}/status`, {
          status: 'shortlisted',
        })
      ).statusCode,
    ).toBe(303);
    expect(cardOf((await app.inject({ url: search })).body)).toContain(words);
  });
});

describe('still open? and waiting candidates', () => {
  const day = 86_400_000;
  /** Sends the queued mail through a real SMTP server and returns what arrived. */
  async function deliver() {
    const smtp = await startTestSmtpServer();
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    try {
      await sendQueuedMail({
        database: site!.stores.database,
        transport,
        publicOrigin: 'http://localhost:3000',
        now: () => clock.now,
      });
      return smtp.received;
    } finally {
      await transport.close();
      await smtp.close();
    }
  }

  it('asks a quiet ad’s employer once; the Close link ends the ad with no sign-in, once', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'Erin Employer');
    const adId = await publishAd(erin);
    const run = () =>
      askAboutQuietAds({
        ads: site!.stores.ads,
        accounts: site!.stores.accounts,
        hiring: site!.stores.hiring,
        secret: LINK_SECRET,
        now: () => clock.now,
      });
    clock.now = new Date(clock.now.getTime() + 21 * day - 60_000);
    expect(await run()).toEqual([]);
    clock.now = new Date(clock.now.getTime() + 60_000);
    // Two nodes' runs: one email.
    expect([...(await run()), ...(await run())]).toEqual([adId]);
    const mails = (await deliver()).filter(
      (mail) =>
        mail.envelope.to.includes('erin.employer@example.com') &&
        mail.parsed.subject?.startsWith('Is this role'),
    );
    expect(mails.map((mail) => mail.parsed.subject)).toEqual([
      'Is this role still open? Registered Nurse - Emergency',
    ]);
    const text = mails[0]!.parsed.text ?? '';
    const link = (answer: string) =>
      new RegExp(
        `http://localhost:3000(/ads/still-open\\?token=[\\w.-]+&answer=${answer})`,
        'u',
      ).exec(text)?.[1];
    const close = link('close');
    expect(close).toBeDefined();
    expect(link('keep')).toBeDefined();

    // Opening the link (a mail scanner, or the employer) only asks.
    const page = await app.inject({ url: close! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Close this ad?');
    expect(await documentProblems(page.body)).toEqual([]);
    expect((await app.inject({ url: `/job/${adId}` })).statusCode).toBe(200);
    // A token changed by one character is refused and changes nothing.
    const forged = await app.inject({
      method: 'POST',
      url: close!.replace(/token=(.)/u, 'token=x'),
    });
    expect(forged.statusCode).toBe(400);
    expect((await app.inject({ url: `/job/${adId}` })).statusCode).toBe(200);

    // The one-click POST, with no session and from anywhere: the ad ends like any close.
    const search = `/jobs?keywords=${encodeURIComponent('triage friendly team')}`;
    expect((await app.inject({ url: search })).body).toContain(`href="/job/${adId}"`);
    const closed = await app.inject({
      method: 'POST',
      url: close!,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example',
      },
      payload: 'answer=close',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.body).toContain('is closed and has left search');
    expect((await app.inject({ url: `/job/${adId}` })).statusCode).toBe(410);
    expect((await app.inject({ url: search })).body).not.toContain(`href="/job/${adId}"`);
    const dashboard = await erin.get('/employer');
    expect(dashboard.body).toContain('Closed');

    // A second click is harmless.
    const again = await app.inject({ method: 'POST', url: close! });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('is already closed');
    // And Keep open on a closed ad does not bring it back.
    const keep = await app.inject({ method: 'POST', url: link('keep')! });
    expect(keep.body).toContain('is already closed');
    expect((await app.inject({ url: `/job/${adId}` })).statusCode).toBe(410);
  });

  it('does not ask about an ad its employer is reviewing; Keep open keeps it', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'Erin Employer');
    const adId = await publishAd(erin);
    // A second ad nobody looks at: found behind the reviewed one (one ad per query here).
    const quiet = await publishAd(erin);
    const ana = await signUp(app, 'seeker', 'Ana Applicant');
    await apply(ana, adId, 'I am Ana.');
    const run = () =>
      askAboutQuietAds({
        ads: site!.stores.ads,
        accounts: site!.stores.accounts,
        hiring: site!.stores.hiring,
        secret: LINK_SECRET,
        now: () => clock.now,
        pageSize: 1,
      });
    clock.now = new Date(clock.now.getTime() + 5 * day);
    const list = await erin.get(`/employer/ads/${adId}`);
    await erin.get(`/employer/ads/${adId}/applications/${candidateOf(list.body, 'Ana Applicant')}`);
    // Published 22 days ago, but an application was opened 17 days ago: not quiet.
    clock.now = new Date(clock.now.getTime() + 17 * day);
    expect(await run()).toEqual([quiet]);
    clock.now = new Date(clock.now.getTime() + 4 * day);
    expect(await run()).toEqual([adId]);
    const token = /"token":"([^"]+)"/u.exec(
      String(
        (
          await site!.stores.database.db
            .selectFrom('mail_queue' as never)
            .select('data' as never)
            .where('kind' as never, '=', 'ad-still-open' as never)
            .executeTakeFirstOrThrow()
        ).data,
      ),
    )?.[1];
    const kept = await app.inject({
      method: 'POST',
      url: `/ads/still-open?token=${token}&answer=keep`,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toContain('stays in search');
    expect((await app.inject({ url: `/job/${adId}` })).statusCode).toBe(200);
  });

  it('reminds the organisation once about candidates waiting 30 days; 45 days after an interview the seeker sees it', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'Erin Employer');
    const adId = await publishAd(erin);
    const ana = await signUp(app, 'seeker', 'Ana Applicant');
    await apply(ana, adId, 'I am Ana.');
    const list = await erin.get(`/employer/ads/${adId}`);
    const anas = candidateOf(list.body, 'Ana Applicant')!;
    await setStatus(site!.stores.hiring!, anas, 'interviewing');
    const run = () =>
      remindAboutWaiting({
        hiring: site!.stores.hiring!,
        accounts: site!.stores.accounts,
        now: () => clock.now,
      });
    clock.now = new Date(clock.now.getTime() + 29 * day);
    expect(await run()).toEqual([]);
    clock.now = new Date(clock.now.getTime() + day);
    // Two nodes' runs at once: one reminder.
    expect((await Promise.all([run(), run()])).flat()).toEqual([anas]);
    expect(await run()).toEqual([]);
    const mails = (await deliver()).filter((mail) => mail.parsed.subject?.includes('waiting'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.envelope.to).toEqual(['erin.employer@example.com']);
    const text = mails[0]!.parsed.text ?? '';
    expect(text).toContain('Ana Applicant: Registered Nurse - Emergency');
    expect(text).toContain('Interviewing for 30 days');
    expect(text).toContain(`http://localhost:3000/employer/ads/${adId}/applications/${anas}`);
    expect(text).toMatch(new RegExp(`http://localhost:3000/employer/ads/${adId}(?:\\s|$)`, 'u'));

    const words = 'No decision yet after 45 days';
    expect((await ana.get('/applications')).body).not.toContain(words);
    clock.now = new Date(clock.now.getTime() + 15 * day);
    const mine = await ana.get('/applications');
    expect(mine.body).toContain(words);
    expect(await documentProblems(mine.body)).toEqual([]);
  });
});

describe('transparency fields', () => {
  it('shows whether an ad is for an existing vacancy and screened by tools; vacancy=existing filters with its count', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'Erin Employer');
    // The sample ad: an existing vacancy, no automated screening.
    const existing = await publishAd(erin);
    // Another job (not the same ad twice, which search would show as one card).
    const draft = await erin.post('/employer/ads/new', {
      ...sampleAdFormBody(),
      title: 'Registered Nurse - Casual Pool',
      existingVacancy: 'no',
      automatedScreening: 'yes',
      action: 'preview',
    });
    const pipeline = /^\/employer\/ads\/([^/]+)\/edit/u.exec(String(draft.headers.location))![1]!;
    expect(
      (await erin.post(`/employer/ads/${pipeline}/edit`, { action: 'publish' })).statusCode,
    ).toBe(303);
    // A value the form never offers is refused with its message, as typed.
    const bad = await erin.post('/employer/ads/new', {
      ...sampleAdFormBody(),
      existingVacancy: 'maybe',
      action: 'preview',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose yes or no: is this ad for an existing vacancy?');

    const page = await app.inject({ url: `/job/${existing}` });
    expect(page.body).toContain('An existing vacancy');
    expect(page.body).toContain('No automated tools screen applications');
    const other = await app.inject({ url: `/job/${pipeline}` });
    expect(other.body).toContain('building a pipeline');
    expect(other.body).toContain('Applications are screened with automated tools');

    const search = `/jobs?keywords=${encodeURIComponent('triage friendly team')}`;
    const all = JSON.parse(contextBlock((await app.inject({ url: search })).body)).data;
    expect(all.total).toBe(2);
    expect(all.facets.vacancy).toEqual([
      { value: 'existing', label: 'Existing vacancies only', count: 1, selected: false },
    ]);
    // The filter is a checkbox of the results form (works without JavaScript).
    const form = (await app.inject({ url: search })).body;
    expect(form).toMatch(/<input[^>]*name="vacancy"[^>]*value="existing"/u);
    const filtered = await app.inject({ url: `${search}&vacancy=existing` });
    expect(filtered.statusCode).toBe(200);
    const data = JSON.parse(contextBlock(filtered.body)).data;
    expect(data.total).toBe(1);
    expect(filtered.body).toContain(`href="/job/${existing}"`);
    expect(filtered.body).not.toContain(`href="/job/${pipeline}"`);
    expect(data.facets.vacancy[0]).toMatchObject({ count: 1, selected: true });
    expect(data.canonicalQuery).toBe('keywords=triage+friendly+team&vacancy=existing');
    expect(await documentProblems(filtered.body)).toEqual([]);
  });
});
