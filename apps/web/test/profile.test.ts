import { readdir } from 'node:fs/promises';

import { sampleAdFormBody } from '@joblane/ads/testing';
import { listKeptResumes } from '@joblane/hiring';
import { sampleDocx, samplePdf } from '@joblane/hiring/testing';
import { afterEach, describe, expect, it } from 'vitest';

import { ensureDemoAccounts, ensureDemoKeptResume } from '../src/services/demo.ts';
import { demoAccounts } from '../src/services/demoAccounts.ts';
import { remindAboutWaiting } from '../src/services/waitingReminders.ts';
import { Browser } from './injectBrowser.ts';
import { contextBlock, documentProblems, TEST_NOW, type TestApp } from './helpers.ts';
import { openTestSite, signUpAs, TEST_PASSWORD, type TestSite } from './testSite.ts';

// The seeker profile and Quick Apply through the site's routes, and the privacy proof: what a
// profile keeps to itself never reaches an employer's page, download or email.
const day = 24 * 3600_000;
const clock = { now: TEST_NOW };

let site: TestSite | undefined;

afterEach(async () => {
  await site?.close();
  site = undefined;
  clock.now = TEST_NOW;
});

async function start() {
  site = await openTestSite({
    sampleJobs: 20,
    uploads: true,
    now: () => clock.now,
    config: { handlerTimeoutMs: 30_000 },
  });
  return site.app;
}

/** Signs up `name` (an employer's organisation is "<name> Health"); returns their browser. */
const signUp = (app: TestApp['app'], role: 'employer' | 'seeker', name: string) =>
  signUpAs(app, role, `${name.toLowerCase().replace(/\W+/gu, '.')}@example.com`, {
    name,
    organisationName: `${name} Health`,
  });

/** Publishes the sample ad (apply on Joblane; a yes/no and a choice question); returns its id. */
async function publishAd(employer: Browser, title = 'Registered Nurse - Emergency') {
  const draft = await employer.post('/employer/ads/new', {
    ...sampleAdFormBody(),
    title,
    action: 'preview',
  });
  expect(draft.statusCode).toBe(303);
  const id = /^\/employer\/ads\/([^/]+)\/edit/u.exec(String(draft.headers.location))?.[1];
  const published = await employer.post(`/employer/ads/${id}/edit`, { action: 'publish' });
  expect(published.statusCode).toBe(303);
  return id!;
}

/** The hidden fields of a review page: what its Send button posts. */
function reviewFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/gu))
    fields[match[1]!] = match[2]!.replaceAll('&amp;', '&').replaceAll('&#x27;', "'");
  return fields;
}

const profileForm = {
  name: 'Kim Keys',
  headline: 'Emergency nurse who never panics',
  place: 'Sydney NSW',
  workRights: 'needs-sponsorship',
  classifications: ['healthcare-and-medical'],
  workTypes: ['full-time', 'part-time'],
  workArrangements: ['on-site'],
  salaryExpectation: '$123,456',
};

/** A seeker with a saved profile and two kept résumés, the second the default. */
async function seekerWithProfile(app: TestApp['app']) {
  const kim = await signUp(app, 'seeker', 'Kim Seeker');
  expect((await kim.post('/profile', profileForm)).statusCode).toBe(303);
  const first = await kim.postMultipart('/profile/resumes', {
    resume: { filename: 'Secret Other CV.pdf', type: 'application/pdf', content: samplePdf() },
  });
  expect(first.statusCode).toBe(303);
  const second = await kim.postMultipart('/profile/resumes', {
    resume: { filename: 'Chosen CV.docx', content: sampleDocx() },
  });
  expect(second.statusCode).toBe(303);
  const page = await kim.get('/profile');
  const resumes = JSON.parse(contextBlock(page.body)).data.resumes as {
    id: string;
    name: string;
    isDefault: boolean;
  }[];
  const chosen = resumes.find((resume) => resume.name === 'Chosen CV.docx')!;
  expect((await kim.post(`/profile/resumes/${chosen.id}/default`)).statusCode).toBe(303);
  return { kim, chosen, other: resumes.find((resume) => resume.name !== chosen.name)! };
}

describe('the seeker profile', () => {
  it('saves a profile, shows it back, and names each problem with 422 and nothing saved', async () => {
    const app = await start();
    const kim = await signUp(app, 'seeker', 'Kim Seeker');
    const empty = await kim.get('/profile');
    expect(empty.statusCode).toBe(200);
    expect(await documentProblems(empty.body)).toEqual([]);
    expect(empty.body).toContain('Employers never see it');

    expect((await kim.post('/profile', profileForm)).statusCode).toBe(303);
    const saved = JSON.parse(contextBlock((await kim.get('/profile')).body)).data;
    expect(saved.values).toEqual({ ...profileForm, salaryExpectation: '123,456' });
    expect(saved.saved).toBe(true);
    // The name is the account's: the header says it too.
    expect((await kim.get('/account')).body).toContain('Kim Keys');

    const bad = await kim.post('/profile', {
      ...profileForm,
      name: ' ',
      place: 'Atlantis',
      salaryExpectation: 'lots',
      workTypes: ['gig'],
    });
    expect(bad.statusCode).toBe(422);
    expect(await documentProblems(bad.body)).toEqual([]);
    expect(bad.body).toContain('There is a problem');
    expect(bad.body).toContain('Enter your name.');
    expect(bad.body).toContain('We do not know “Atlantis”.');
    expect(bad.body).toContain('Enter a whole number of dollars a year');
    expect(bad.body).toContain('Choose work types from the list.');
    const kept = JSON.parse(contextBlock((await kim.get('/profile')).body)).data.values;
    expect(kept.salaryExpectation).toBe('123,456');

    // Employers and the signed-out have no profile page; bad ids answer 404.
    const erin = await signUp(app, 'employer', 'Erin Employer');
    expect((await erin.get('/profile')).statusCode).toBe(404);
    expect((await erin.post('/profile', profileForm)).statusCode).toBe(404);
    expect((await kim.post('/profile/resumes/nope/default')).statusCode).toBe(404);
    expect((await app.inject({ url: '/profile' })).statusCode).toBe(303);
  });

  it('keeps three résumés at most, with the apply form’s checks, and removes them', async () => {
    const app = await start();
    const { kim, chosen, other } = await seekerWithProfile(app);
    const wrong = await kim.postMultipart('/profile/resumes', {
      resume: { filename: 'cv.pdf', content: Buffer.from('not a pdf, whatever the name says') },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('must be a PDF or a Word (.docx) document');
    await kim.postMultipart('/profile/resumes', {
      resume: { filename: 'Third.pdf', content: samplePdf() },
    });
    const page = await kim.get('/profile');
    expect(page.body).toContain('the most a profile holds');
    // Remove asks first: the profile links to a page that says what it does, with the button.
    expect(page.body).not.toContain(`action="/profile/resumes/${other.id}/remove"`);
    expect(page.body).toContain(`href="/profile/resumes/${other.id}/remove"`);
    const asking = await kim.get(`/profile/resumes/${other.id}/remove`);
    expect(asking.statusCode).toBe(200);
    expect(asking.body.replaceAll('<!-- -->', '')).toContain('Remove “Secret Other CV.pdf”?</h1>');
    expect(asking.body).toContain(`action="/profile/resumes/${other.id}/remove"`);
    expect(asking.body).toContain('href="/profile#profile-resumes"');
    expect(await documentProblems(asking.body)).toEqual([]);
    // Someone else cannot touch them, nor see them asked about.
    const ben = await signUp(app, 'seeker', 'Ben Seeker');
    expect((await ben.get(`/profile/resumes/${chosen.id}/remove`)).statusCode).toBe(404);
    expect((await kim.get('/profile/resumes/nope/remove')).statusCode).toBe(404);
    expect((await ben.post(`/profile/resumes/${chosen.id}/remove`)).statusCode).toBe(404);
    expect((await kim.post(`/profile/resumes/${other.id}/remove`)).statusCode).toBe(303);
    const left = JSON.parse(contextBlock((await kim.get('/profile')).body)).data.resumes;
    // (Kept at the same instant on this test's still clock: by name here.)
    expect(left.map((resume: { name: string }) => resume.name).sort()).toEqual([
      'Chosen CV.docx',
      'Third.pdf',
    ]);
  });

  it("keeps a résumé in the demo seeker's profile when it keeps none, so its job pages say Quick Apply", async () => {
    const app = await start();
    const { hiring, accounts } = site!.stores;
    const ids = await ensureDemoAccounts(accounts);
    await ensureDemoKeptResume(hiring!, ids.seeker);
    await ensureDemoKeptResume(hiring!, ids.seeker);
    const kept = await listKeptResumes(hiring!, ids.seeker);
    expect(kept).toMatchObject([
      { name: 'Sam Seeker CV.pdf', mediaType: 'application/pdf', isDefault: true },
    ]);
    const erin = await signUp(app, 'employer', 'Erin Employer');
    const jobId = await publishAd(erin);
    const sam = new Browser(app);
    const signedIn = await sam.post('/signin', {
      email: demoAccounts.seeker.email,
      password: demoAccounts.seeker.password,
      next: '/',
    });
    expect(signedIn.statusCode).toBe(303);
    expect((await sam.get(`/job/${jobId}`)).body).toContain('>Quick Apply<');
  });

  it('goes with the account: the profile, kept résumés and their files', async () => {
    const app = await start();
    const { kim } = await seekerWithProfile(app);
    expect(await readdir(site!.uploadsDir!)).toHaveLength(2);
    const exported = JSON.parse((await kim.get('/account/export')).body);
    expect(exported.profile.headline).toBe(profileForm.headline);
    expect(exported.applications.keptResumes).toHaveLength(2);
    const deleted = await kim.post('/account/delete', { password: TEST_PASSWORD });
    expect(deleted.statusCode).toBe(303);
    expect(await readdir(site!.uploadsDir!)).toEqual([]);
    const rows = await site!.stores.database.db
      .selectFrom('seeker_profiles' as never)
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('Quick Apply and what employers see', () => {
  it('starts from the profile, reviews exactly what is sent, and no employer page, download or email shows the rest', async () => {
    const app = await start();
    const erin = await signUp(app, 'employer', 'Erin Employer');
    const first = await publishAd(erin, 'Registered Nurse - Night');
    const second = await publishAd(erin, 'Registered Nurse - Emergency');
    // Before the seeker keeps a résumé, the job page offers the plain apply; after, Quick Apply.
    const before = await signUp(app, 'seeker', 'Bea Seeker');
    const plainPage = await before.get(`/job/${first}`);
    expect(plainPage.body).toContain('>Apply on Joblane<');
    expect(plainPage.body).not.toContain('Quick Apply');
    const { kim, chosen } = await seekerWithProfile(app);
    const quickPage = await kim.get(`/job/${first}`);
    expect(quickPage.body).toContain('>Quick Apply<');
    expect(quickPage.body).not.toContain('Apply on Joblane');
    expect(quickPage.body).toContain('apply with the résumé in your profile');
    expect(await documentProblems(quickPage.body)).toEqual([]);

    // An earlier application: its answers are remembered.
    const firstForm = await kim.get(`/job/${first}/apply`);
    const firstData = JSON.parse(contextBlock(firstForm.body)).data;
    expect(firstData.form.resume.id).toBe(chosen.id);
    const questions = firstData.job.questions as { id: string; kind: string }[];
    const answers = Object.fromEntries(
      questions.map((question) => [
        `answer.${question.id}`,
        question.kind === 'yes-no' ? 'yes' : 'In a month',
      ]),
    );
    const firstReview = await kim.postMultipart(`/job/${first}/apply`, {
      coverLetter: '',
      resumeId: chosen.id,
      ...answers,
      step: 'review',
    });
    expect(firstReview.statusCode).toBe(200);
    expect(
      (
        await kim.postMultipart(`/job/${first}/apply`, {
          ...reviewFields(firstReview.body),
          step: 'submit',
        })
      ).statusCode,
    ).toBe(303);

    // Quick Apply: 1. the form starts from the profile.
    const form = await kim.get(`/job/${second}/apply`);
    expect(await documentProblems(form.body)).toEqual([]);
    const data = JSON.parse(contextBlock(form.body)).data;
    expect(data.form.resume.id).toBe(chosen.id);
    expect(data.form.storedResumes).toHaveLength(2);
    expect(data.form.answers).toEqual(
      Object.fromEntries(Object.entries(answers).map(([key, value]) => [key.slice(7), value])),
    );
    expect(form.body).toContain('Filled in with your answer from an earlier application');
    // 2. The review says exactly what the employer will see.
    const review = await kim.postMultipart(`/job/${second}/apply`, {
      resumeId: data.form.resume.id,
      ...Object.fromEntries(
        Object.entries(data.form.answers as Record<string, string>).map(([id, value]) => [
          `answer.${id}`,
          value,
        ]),
      ),
      step: 'review',
    });
    expect(review.statusCode).toBe(200);
    const reviewText = review.body.replaceAll('<!-- -->', '');
    expect(reviewText).toContain('This is exactly what Erin Employer Health will see.');
    expect(reviewText).toContain('Kim Keys (kim.seeker@example.com)');
    expect(review.body).toContain('Chosen CV.docx');
    expect(review.body).not.toContain('Secret Other CV.pdf');
    expect(review.body).not.toContain('123,456');
    // 3. Send.
    const sent = await kim.postMultipart(`/job/${second}/apply`, {
      ...reviewFields(review.body),
      step: 'submit',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/applications');

    // What must never reach an employer: the profile's private fields, the other résumé.
    const hidden = [
      'Secret Other CV',
      'Emergency nurse who never panics',
      '123,456',
      '123456',
      '12345600',
      'needs-sponsorship',
      'I need sponsorship',
      'sydney-nsw-au',
    ];
    const leaks = (where: string, text: string) =>
      hidden.filter((secret) => text.includes(secret)).map((secret) => `${where}: ${secret}`);
    // The check finds them where they belong (the seeker's own profile), so it can fail.
    expect(leaks('own profile', (await kim.get('/profile')).body)).toEqual(
      expect.arrayContaining([
        'own profile: Secret Other CV',
        'own profile: Emergency nurse who never panics',
        'own profile: 123,456',
      ]),
    );
    const seen: string[] = [];
    for (const adId of [first, second]) {
      const list = await erin.get(`/employer/ads/${adId}`);
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain('Kim Keys');
      seen.push(...leaks(`candidates of ${adId}`, list.body));
      const applicationId = new RegExp(
        `/employer/ads/${adId}/applications/([0-9a-f-]{36})`,
        'u',
      ).exec(list.body)![1]!;
      const detail = await erin.get(`/employer/ads/${adId}/applications/${applicationId}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.body).toContain('Chosen CV.docx');
      seen.push(...leaks(`candidate ${applicationId}`, detail.body));
      const file = await erin.get(`/employer/ads/${adId}/applications/${applicationId}/resume`);
      expect(file.headers['content-disposition']).toContain('Chosen%20CV.docx');
      expect(file.rawPayload.equals(sampleDocx())).toBe(true);
      // The JSON twin of each page too.
      for (const path of [
        `/employer/ads/${adId}`,
        `/employer/ads/${adId}/applications/${applicationId}`,
      ]) {
        const twin = await erin.get(`/api/pages${path}`);
        seen.push(...leaks(`twin of ${path}`, twin.body));
      }
    }
    const dashboard = await erin.get('/employer');
    seen.push(...leaks('dashboard', dashboard.body));
    const exported = await erin.get('/account/export');
    expect(exported.statusCode).toBe(200);
    seen.push(...leaks('employer export', exported.body));
    // Emails to employers: the "still waiting" reminder 30 days on, and everything queued.
    clock.now = new Date(TEST_NOW.getTime() + 31 * day);
    await remindAboutWaiting({
      hiring: site!.stores.hiring!,
      accounts: site!.stores.accounts,
      now: () => clock.now,
    });
    const mails = (await site!.stores.database.db
      .selectFrom('mail_queue' as never)
      .selectAll()
      .execute()) as Record<string, unknown>[];
    const toErin = mails.filter((mail) => mail.recipient === 'erin.employer@example.com');
    expect(toErin.length).toBeGreaterThan(0);
    for (const mail of mails.filter((each) => each.recipient !== 'kim.seeker@example.com'))
      seen.push(...leaks(`mail ${String(mail.kind)}`, JSON.stringify(mail)));
    expect(seen).toEqual([]);

    // The seeker's own download has it all; deleting the account takes it.
    const own = await kim.get('/account/export');
    const ownData = JSON.parse(own.body);
    expect(ownData.profile.salaryExpectation).toBe(123456);
    expect(ownData.applications.keptResumes).toHaveLength(2);
    expect(ownData.applications.rememberedAnswers).toHaveLength(2);
  });
});
