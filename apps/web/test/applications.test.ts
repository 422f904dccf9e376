import { readdir } from 'node:fs/promises';

import { generateJobs, type JobInput } from '@joblane/jobs';
import { sampleExecutable, samplePdf } from '@joblane/hiring/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { listApplications } from '@joblane/hiring';

import { ensureDemoAccounts, ensureDemoApplications } from '../src/services/demo.ts';
import { demoAccounts } from '../src/services/demoAccounts.ts';
import { SAMPLE_JOB_COUNT, SAMPLE_JOB_SEED } from '../src/server/sampleJobs.ts';
import { Browser, multipart } from './injectBrowser.ts';
import { documentProblems, TEST_NOW, type TestApp } from './helpers.ts';
import { openTestSite, signUpAs, TEST_PASSWORD, type TestSite } from './testSite.ts';

const day = 24 * 3600_000;

// The sample jobs the test app serves: some take applications on Joblane, some do not.
const sampleJobs = generateJobs({ count: SAMPLE_JOB_COUNT, seed: SAMPLE_JOB_SEED, now: TEST_NOW });
const withQuestions = sampleJobs.find(
  (job) => (job.howToApply.onJoblane?.questions.length ?? 0) >= 2,
)!;
const withoutQuestions = sampleJobs.find(
  (job) => job.howToApply.onJoblane?.questions.length === 0,
)!;
const elsewhere = sampleJobs.find((job) => job.howToApply.onJoblane === undefined)!;
const applyUrl = (job: JobInput) => `/job/${job.id}/apply`;

let site: TestSite | undefined;

afterEach(async () => {
  await site?.close();
  site = undefined;
});

/** The app at a fixed time, or on a clock the test moves (`() => clock.now`). */
async function start(at: Date | (() => Date) = TEST_NOW) {
  site = await openTestSite({
    uploads: true,
    now: typeof at === 'function' ? at : () => at,
    config: { handlerTimeoutMs: 30_000 },
  });
  return site.app;
}

const seeker = (app: TestApp['app'], email: string) => signUpAs(app, 'seeker', email);

const pdf = { filename: 'My CV.pdf', type: 'application/pdf', content: samplePdf() };

function answersFor(job: JobInput): Record<string, string> {
  return Object.fromEntries(
    (job.howToApply.onJoblane?.questions ?? []).map((question) => [
      `answer.${question.id}`,
      question.kind === 'yes-no'
        ? 'yes'
        : question.kind === 'choice'
          ? question.options[1]!
          : 'Because.',
    ]),
  );
}

/** The hidden fields of the review step's form, as the browser would send them back. */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/gu)) {
    fields[match[1]!] = match[2]!
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  }
  return fields;
}

const storedFiles = async () =>
  (await readdir(site!.uploadsDir!)).filter((name) => !name.startsWith('.'));

/** Applies with a PDF résumé through the review step; returns the review page's fields. */
async function applyFully(browser: Browser, job: JobInput, coverLetter = 'Dear team,\r\nHire me.') {
  const review = await browser.postMultipart(applyUrl(job), {
    coverLetter,
    resume: pdf,
    ...answersFor(job),
    step: 'review',
  });
  expect(review.statusCode).toBe(200);
  const fields = hiddenFields(review.body);
  const sent = await browser.postMultipart(applyUrl(job), { ...fields, step: 'submit' });
  return { review, sent, fields };
}

describe('applying on Joblane', () => {
  it('applies through a review step, lists it in /applications, and serves the résumé only to the applicant', async () => {
    const app = await start();
    const ana = await seeker(app, 'ana@example.com');

    const jobPage = await ana.get(`/job/${withQuestions.id}`);
    expect(jobPage.body).toContain(`href="/job/${withQuestions.id}/apply"`);
    expect(jobPage.body).toContain('Apply on Joblane');

    const form = await ana.get(applyUrl(withQuestions));
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('private, no-store');
    expect(form.body).toContain('encType="multipart/form-data"');
    expect(form.body).toContain('Cover letter');
    expect(form.body).toContain(withQuestions.howToApply.onJoblane!.questions[0]!.question);
    expect(await documentProblems(form.body)).toEqual([]);

    const { review, sent } = await applyFully(ana, withQuestions);
    expect(review.body).toContain('Check your application');
    expect(review.body).toContain('My CV.pdf<!-- --> (<!-- -->PDF<!-- -->, <!-- -->1 KB<!-- -->)');
    expect(await documentProblems(review.body)).toEqual([]);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/applications');

    const list = await ana.get('/applications');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Your application is sent.');
    expect(list.body).toContain(withQuestions.title.replaceAll('&', '&amp;'));
    expect(list.body).toContain('Status:<!-- --> <strong>Submitted</strong>');
    expect(await documentProblems(list.body)).toEqual([]);
    const closed = await ana.get('/applications?show=closed');
    expect(closed.body).toContain('You have no closed applications.');
    expect((await ana.get('/applications?show=nonsense')).statusCode).toBe(400);

    const id = /href="\/applications\/([^/"]+)\/resume"/u.exec(list.body)?.[1];
    expect(id).toBeDefined();
    const file = await ana.get(`/applications/${id}/resume`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="My CV.pdf"; filename*=UTF-8''My%20CV.pdf`,
    );
    expect(file.rawPayload.equals(samplePdf())).toBe(true);

    const ben = await seeker(app, 'ben@example.com');
    expect((await ben.get(`/applications/${id}/resume`)).statusCode).toBe(404);
    expect((await ben.get(`/applications/${id}/withdraw`)).statusCode).toBe(404);
    expect((await ben.post(`/applications/${id}/withdraw`, {})).statusCode).toBe(404);
    expect((await ben.get('/applications')).body).toContain('You have not applied');
    expect((await app.inject(`/applications/${id}/resume`)).statusCode).toBe(303);
  });

  it('takes one application per job: a second attempt shows the first', async () => {
    const app = await start();
    const ana = await seeker(app, 'ana@example.com');
    const { fields } = await applyFully(ana, withoutQuestions);
    const again = await ana.postMultipart(applyUrl(withoutQuestions), {
      ...fields,
      step: 'submit',
    });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(applyUrl(withoutQuestions));
    const shown = await ana.get(applyUrl(withoutQuestions));
    expect(shown.body).toContain('You have applied for this job already');
    expect(shown.body).toContain('You have applied for this job.');
    expect(shown.body).not.toContain('encType="multipart/form-data"');
    const rows = await site!.stores.database.db
      .selectFrom('applications' as never)
      .select('id' as never)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a 2 001-character cover letter with the field message, and stores no application', async () => {
    const app = await start();
    const ana = await seeker(app, 'ana@example.com');
    const refused = await ana.postMultipart(applyUrl(withoutQuestions), {
      coverLetter: 'x'.repeat(2001),
      resume: pdf,
      step: 'review',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(
      'Your cover letter is 2,001 characters long. Shorten it to 2,000 characters or fewer.',
    );
    expect(refused.body).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*name="coverLetter"/u);
    // What was typed comes back, and the résumé is kept so it need not be chosen again.
    expect(refused.body).toContain('x'.repeat(2001));
    expect(refused.body).toContain('Kept: My CV.pdf');
    // Sent straight to the last step, it is refused the same way.
    const fields = hiddenFields(refused.body);
    const submitted = await ana.postMultipart(applyUrl(withoutQuestions), {
      coverLetter: 'x'.repeat(2001),
      resumeId: fields.resumeId!,
      step: 'submit',
    });
    expect(submitted.statusCode).toBe(422);
    expect((await ana.get('/applications')).body).toContain('You have not applied');
  });

  it('refuses a .pdf that is really an executable, keeping nothing', async () => {
    const app = await start();
    const ana = await seeker(app, 'ana@example.com');
    const refused = await ana.postMultipart(applyUrl(withoutQuestions), {
      coverLetter: 'Hello',
      resume: { filename: 'cv.pdf', type: 'application/pdf', content: sampleExecutable() },
      step: 'review',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Your résumé must be a PDF or a Word (.docx) document.');
    expect(refused.body).toMatch(/<textarea[^>]*name="coverLetter"[^>]*>Hello<\/textarea>/u);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a 6 MB upload with 413 and a clear message, keeping nothing', async () => {
    const app = await start();
    const ana = await seeker(app, 'ana@example.com');
    const big = Buffer.concat([samplePdf(), Buffer.alloc(6 * 1024 * 1024, 32)]);
    const refused = await ana.postMultipart(applyUrl(withoutQuestions), {
      coverLetter: 'Hello',
      resume: { filename: 'huge.pdf', type: 'application/pdf', content: big },
      step: 'review',
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.body).toContain('Your résumé is larger than 5 MB.');
    expect(await storedFiles()).toEqual([]);
    expect(await readdir(site!.uploadsDir!)).toEqual([]);
  });

  it('refuses a 6 MB upload on a real socket while it streams, and answers the form', async () => {
    const app = await start();
    const ana = await seeker(app, 'ana@example.com');
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { body, type } = multipart({
      coverLetter: 'Hello',
      resume: {
        filename: 'huge.pdf',
        type: 'application/pdf',
        content: Buffer.concat([samplePdf(), Buffer.alloc(6 * 1024 * 1024, 32)]),
      },
      step: 'review',
    });
    const response = await fetch(`${address}${applyUrl(withoutQuestions)}`, {
      method: 'POST',
      body,
      headers: {
        'content-type': type,
        'sec-fetch-site': 'same-origin',
        cookie: ana.cookieHeader(),
      },
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('Your résumé is larger than 5 MB.');
    expect(await readdir(site!.uploadsDir!)).toEqual([]);
  });

  it('sums up problems at the top in page order, naming each question, focused on load', async () => {
    const app = await start();
    const ana = await seeker(app, 'ana@example.com');
    const form = await ana.get(applyUrl(withQuestions));
    expect(form.body).toContain('Up to 2,000 characters.');
    const refused = await ana.postMultipart(applyUrl(withQuestions), {
      coverLetter: '',
      step: 'review',
    });
    expect(refused.statusCode).toBe(422);
    const summary = /<div[^>]*tabindex="-1"[^>]*>[^]*?<\/ul>/u.exec(refused.body)?.[0] ?? '';
    expect(summary).toContain('autofocus=""');
    expect(summary).toContain('There is a problem');
    const links = [...summary.matchAll(/<a[^>]*href="#([^"]+)"[^>]*>([^<]+)<\/a>/gu)].map(
      (match) => [match[1], match[2]!.replaceAll('&#x27;', "'").replaceAll('&amp;', '&')],
    );
    const questions = withQuestions.howToApply.onJoblane!.questions;
    expect(links).toEqual([
      ['apply-resume', 'Attach your résumé: a PDF or Word (.docx) document of up to 5 MB.'],
      ...questions.map((question) => [
        `apply-answer-${question.id}`,
        `Answer ‘${question.question}’`,
      ]),
    ]);
  });

  it('asks every screening question and keeps the answers given', async () => {
    const app = await start();
    const ana = await seeker(app, 'ana@example.com');
    const [first] = withQuestions.howToApply.onJoblane!.questions;
    const refused = await ana.postMultipart(applyUrl(withQuestions), {
      coverLetter: '',
      resume: pdf,
      [`answer.${first!.id}`]: 'not an answer',
      step: 'review',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toMatch(
      /Choose (yes or no|one of the answers given)\.|Answer this question\./u,
    );
  });

  it('withdraws after a confirmation, and the list says so', async () => {
    const app = await start();
    const ana = await seeker(app, 'ana@example.com');
    await applyFully(ana, withoutQuestions);
    const list = await ana.get('/applications');
    const id = /href="\/applications\/([^/"]+)\/withdraw"/u.exec(list.body)?.[1];
    const confirm = await ana.get(`/applications/${id}/withdraw`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Withdraw application');
    expect(await documentProblems(confirm.body)).toEqual([]);
    const withdrawn = await ana.post(`/applications/${id}/withdraw`, {});
    expect(withdrawn.statusCode).toBe(303);
    expect(withdrawn.headers.location).toBe('/applications');
    const after = await ana.get('/applications?show=closed');
    expect(after.body).toContain('Your application is withdrawn.');
    expect(after.body).toContain('Status:<!-- --> <strong>Withdrawn</strong>');
    const again = await ana.get(`/applications/${id}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('is over (Withdrawn), so there is nothing to withdraw.');
  });

  it('offers no Withdraw once the ad closed with no decision, and refuses one posted (409)', async () => {
    const clock = { now: TEST_NOW };
    const app = await start(() => clock.now);
    const ana = await seeker(app, 'ana@example.com');
    await applyFully(ana, withoutQuestions);
    const open = await ana.get('/applications');
    const id = /href="\/applications\/([^/"]+)\/withdraw"/u.exec(open.body)?.[1];
    expect(id).toBeDefined();

    clock.now = new Date(TEST_NOW.getTime() + 95 * day);
    const list = await ana.get('/applications');
    expect(list.body).toContain('Status:<!-- --> <strong>Ad closed</strong>');
    expect(list.body).not.toContain(`/applications/${id}/withdraw`);
    const page = await ana.get(`/applications/${id}/withdraw`);
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('is over (Ad closed), so there is nothing to withdraw.');
    const posted = await ana.post(`/applications/${id}/withdraw`, {});
    expect(posted.statusCode).toBe(409);
    expect(posted.body).toContain('is over (Ad closed), so there is nothing to withdraw.');
    expect((await ana.get('/applications')).body).toContain('<strong>Ad closed</strong>');
  });

  it('shows on the job page that the seeker applied, with the date and their application', async () => {
    const app = await start();
    const ana = await seeker(app, 'ana@example.com');
    const before = await ana.get(`/job/${withoutQuestions.id}`);
    expect(before.body).toContain('Apply on Joblane');
    await applyFully(ana, withoutQuestions);
    const after = await ana.get(`/job/${withoutQuestions.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain('Apply on Joblane');
    expect(after.body).toContain(`You applied on <time dateTime="${TEST_NOW.toISOString()}">`);
    expect(after.body).toMatch(
      new RegExp(`href="/job/${withoutQuestions.id}/apply"[^>]*>View your application`, 'u'),
    );
    expect(after.body).toContain('href="/applications"');
    expect(await documentProblems(after.body)).toEqual([]);
    // Anyone else still gets Apply.
    const ben = await seeker(app, 'ben@example.com');
    expect((await ben.get(`/job/${withoutQuestions.id}`)).body).toContain('Apply on Joblane');
  });

  it('sends signed-out visitors to sign in and back; other jobs and other sides answer 404', async () => {
    const app = await start();
    const url = applyUrl(withoutQuestions);
    const signedOut = await app.inject(url);
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe(`/signin?next=${encodeURIComponent(url)}`);
    // The job page's Apply goes there directly (in-page navigation would be refused first).
    const jobPage = await app.inject(`/job/${withoutQuestions.id}`);
    expect(jobPage.body).toContain(`href="/signin?next=${encodeURIComponent(url)}"`);
    expect(jobPage.body).not.toContain(`href="${url}"`);
    await seeker(app, 'ana@example.com');
    const browser = new Browser(app);
    const signedIn = await browser.post('/signin', {
      email: 'ana@example.com',
      password: TEST_PASSWORD,
      next: url,
    });
    expect(signedIn.headers.location).toBe(url);
    expect((await browser.get(url)).statusCode).toBe(200);

    expect((await browser.get(applyUrl(elsewhere))).statusCode).toBe(404);
    expect((await browser.get('/job/no-such-job/apply')).statusCode).toBe(404);
    const employer = new Browser(app);
    await employer.post('/signup', {
      role: 'employer',
      name: 'Erin',
      email: 'erin@example.com',
      password: TEST_PASSWORD,
      organisationName: 'Acme',
    });
    expect((await employer.get(url)).statusCode).toBe(404);
    expect((await employer.get('/applications')).statusCode).toBe(404);
  });

  it('answers an expired job with 410, to everyone: signed out, seekers and employers alike', async () => {
    const app = await start(new Date(TEST_NOW.getTime() + 95 * day));
    const signedOut = await app.inject(applyUrl(withoutQuestions));
    expect(signedOut.statusCode).toBe(410);
    expect(signedOut.body).toContain('This job has expired');
    // The same status as the job page itself.
    expect((await app.inject(`/job/${withoutQuestions.id}`)).statusCode).toBe(410);
    const ana = await seeker(app, 'ana@example.com');
    const page = await ana.get(applyUrl(withoutQuestions));
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This job has expired');
    const employer = new Browser(app);
    await employer.post('/signup', {
      role: 'employer',
      name: 'Erin',
      email: 'erin@example.com',
      password: TEST_PASSWORD,
      organisationName: 'Acme',
    });
    expect((await employer.get(applyUrl(withoutQuestions))).statusCode).toBe(410);
    // Unknown jobs and jobs that take no applications here are 404 for everyone, signed out too.
    expect((await app.inject('/job/no-such-job/apply')).statusCode).toBe(404);
    expect((await app.inject(applyUrl(elsewhere))).statusCode).toBe(404);
  });

  it('marks applied jobs on result cards, and hides them on request with the totals right', async () => {
    const app = await start();
    const ana = await seeker(app, 'ana@example.com');
    await applyFully(ana, withoutQuestions);
    const search = `/jobs?subclassification=${withoutQuestions.subClassification}&sortmode=date`;
    const cardOf = (html: string) =>
      new RegExp(
        `<article[^>]*aria-labelledby="job-${withoutQuestions.id}-title"[\\s\\S]*?</article>`,
        'u',
      ).exec(html)?.[0];
    let shown: LightMyRequestResponse | undefined;
    for (let page = 1; page < 50 && shown === undefined; page += 1) {
      const response = await ana.get(page === 1 ? search : `${search}&page=${page}`);
      expect(response.statusCode).toBe(200);
      if (cardOf(response.body) !== undefined) shown = response;
      if (!response.body.includes(`page=${page + 1}`)) break;
    }
    expect(cardOf(shown!.body)).toContain('>Applied</span>');
    // Only that card: the seeker applied for one job.
    expect(shown!.body.match(/>Applied<\/span>/gu)).toHaveLength(1);
    expect(shown!.body).toContain('Hide jobs I&#x27;ve applied for');

    const totalOf = (html: string) => Number(/"total":(\d+)/u.exec(html)?.[1]);
    const all = await ana.get(search);
    const hiddenSearch = `/jobs?subclassification=${withoutQuestions.subClassification}&hideapplied=1&sortmode=date`;
    const hidden = await ana.get(hiddenSearch);
    expect(hidden.statusCode).toBe(200);
    expect(totalOf(hidden.body)).toBe(totalOf(all.body) - 1);
    expect(hidden.body).not.toContain(`job-${withoutQuestions.id}-title`);
    expect(hidden.body).toMatch(
      /name="hideapplied"[^>]*checked=""|checked=""[^>]*name="hideapplied"/u,
    );
    // Pagination and sorting keep the filter.
    if (totalOf(hidden.body) > 20)
      expect(hidden.body).toContain('hideapplied=1&amp;sortmode=date&amp;page=2');

    // Nobody else is offered the filter, and it changes nothing for them.
    const anonymous = await app.inject(hiddenSearch);
    expect(anonymous.body).not.toContain('Hide jobs I&#x27;ve applied for');
    expect(totalOf(anonymous.body)).toBe(totalOf(all.body));
  });

  it('exports applications with the account, and deletes them and their files with it', async () => {
    const app = await start();
    const ana = await seeker(app, 'ana@example.com');
    await applyFully(ana, withoutQuestions);
    expect(await storedFiles()).toHaveLength(1);
    const exported = (await ana.get('/account/export')).json<{
      applications: { applications: { jobId: string; history: unknown[] }[]; resumes: unknown[] };
    }>();
    expect(exported.applications.applications).toEqual([
      expect.objectContaining({ jobId: withoutQuestions.id }),
    ]);
    expect(exported.applications.resumes).toHaveLength(1);
    const deleted = await ana.post('/account/delete', { password: TEST_PASSWORD });
    expect(deleted.statusCode).toBe(303);
    expect(await storedFiles()).toEqual([]);
  });

  it('gives the demo seeker applications in several statuses, once', async () => {
    const app = await start();
    await ensureDemoAccounts(site!.stores.accounts);
    await ensureDemoApplications(site!.stores.accounts, site!.stores.hiring!, app.jobs);
    await ensureDemoApplications(site!.stores.accounts, site!.stores.hiring!, app.jobs);
    const browser = new Browser(app);
    await browser.post('/signin', {
      email: demoAccounts.seeker.email,
      password: demoAccounts.seeker.password,
      next: '/applications',
    });
    const list = await browser.get('/applications');
    expect(list.statusCode).toBe(200);
    const seekerId = (
      await site!.stores.accounts.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', demoAccounts.seeker.email)
        .executeTakeFirstOrThrow()
    ).id;
    const applications = await listApplications(site!.stores.hiring!, seekerId);
    expect(applications.map((application) => application.status).sort()).toEqual([
      'interviewing',
      'offered',
      'submitted',
      'viewed',
      'withdrawn',
    ]);
    expect(
      applications.find((application) => application.status === 'offered')?.history,
    ).toHaveLength(5);
    for (const status of ['Submitted', 'Viewed', 'Interviewing', 'Offered', 'Withdrawn']) {
      expect(list.body).toContain(`<strong>${status}</strong>`);
    }
  });
});

describe('jobs for you', () => {
  it("lets an application shape the applicant's recommendations and nobody else's", async () => {
    const app = await start();
    const ana = await seeker(app, 'ana@example.com');
    const ben = await seeker(app, 'ben@example.com');
    await ben.post('/saved-searches', { search: 'keywords=chef', name: 'Chef jobs' });
    type ForYou = { items: { job: { id: string }; reason: { text: string } }[] };
    const forYou = async (browser: Browser) =>
      ((await browser.get('/api/pages/jobs/for-you')).json() as { context: { data: ForYou } })
        .context.data;
    const bens = await forYou(ben);
    expect(bens.items.length).toBeGreaterThan(0);

    const { sent } = await applyFully(ana, withQuestions);
    expect(sent.statusCode).toBe(303);
    const anas = await forYou(ana);
    expect(anas.items.length).toBeGreaterThan(0);
    // The job applied for is not recommended; jobs like it are, saying why.
    expect(anas.items.map((item) => item.job.id)).not.toContain(withQuestions.id);
    expect(new Set(anas.items.map((item) => item.reason.text))).toEqual(
      new Set(['Similar to jobs you applied for']),
    );
    // Ben's are what they were.
    expect(await forYou(ben)).toEqual(bens);
  });
});
