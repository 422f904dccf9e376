import { generateJobs, type JobInput } from '@joblane/jobs';
import { afterEach, describe, expect, it } from 'vitest';

import { openJobDatabase } from '../src/server/jobDatabase.ts';
import { siteMail } from '../src/services/mail.ts';
import { openDomainStores, type DomainStores } from '../src/server/domainStores.ts';
import { Browser } from './injectBrowser.ts';
import { TEST_NOW, testApp, type TestApp } from './helpers.ts';

/** Cheap argon2id so the flows run fast (the same code; see @joblane/accounts). */
const hashing = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
const PASSWORD = 'violet harbour lantern 42';

let current: TestApp | undefined;
let records: DomainStores | undefined;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await current?.app.close();
  await records?.close();
  for (const close of closers.splice(0)) await close();
  current = undefined;
  records = undefined;
});

const harbour = { name: 'Harbour Health', slug: 'harbour-health' };

/**
 * 60 generated jobs: 21 live ads of Harbour Health (one page and one card over), one of its ads
 * expired, 3 ads of another organisation, the rest feed jobs (one of them by a namesake company
 * without a slug).
 */
function jobsForTest(): JobInput[] {
  const jobs = generateJobs({ count: 60, seed: 7, now: TEST_NOW });
  return jobs.map((job, i) => {
    if (i < 22) return { ...job, company: { name: harbour.name, slug: harbour.slug } };
    if (i < 25) return { ...job, company: { name: 'Elsewhere Ltd', slug: 'elsewhere-ltd' } };
    if (i === 25) return { ...job, company: { name: harbour.name } };
    return job;
  });
}

async function start() {
  const database = await openJobDatabase({ path: ':memory:', now: TEST_NOW });
  closers.push(() => database.close());
  const jobs = jobsForTest();
  await database.store.upsert(jobs);
  // One of Harbour's ads has expired.
  await database.store.expire([jobs[21]!.id]);
  records = await openDomainStores({ sqlitePath: ':memory:' }, { accounts: { hashing } });
  current = await testApp({
    database,
    records: { records, mail: siteMail(records, undefined) },
    // Load shedding is tested elsewhere: on a busy shared machine a loop stalled by another
    // suite reads as overload here (see applications.test.ts).
    config: { maxEventLoopDelayMs: Number.POSITIVE_INFINITY },
  });
  return { app: current.app, jobs };
}

async function signUpEmployer(app: TestApp['app'], email: string, organisationName: string) {
  const browser = new Browser(app);
  const response = await browser.post('/signup', {
    role: 'employer',
    name: 'Olu Owner',
    email,
    password: PASSWORD,
    organisationName,
  });
  expect(response.statusCode).toBe(303);
  return browser;
}

/** The `href`s of the job cards' titles, in page order. */
const cardJobIds = (html: string) =>
  [...html.matchAll(/<a[^>]*href="\/job\/([^"?]+)"[^>]*>/g)].map((match) => match[1]!);

describe('the company page', () => {
  it('shows the organisation, its description and its live jobs, 20 a page, newest first', async () => {
    const { app, jobs } = await start();
    const owner = await signUpEmployer(app, 'olu@harbour.example', harbour.name);
    const saved = await owner.post('/employer/team/description', {
      description: 'Hospitals and clinics\r\nacross Sydney & the coast.',
    });
    expect(saved.headers.location).toBe('/employer/team');

    const page = await app.inject('/company/harbour-health');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1');
    expect(page.body).toMatch(/<h1[^>]*>Harbour Health<\/h1>/);
    // The line break is kept (white-space: pre-line), the text escaped once.
    expect(page.body).toContain('Hospitals and clinics\nacross Sydney &amp; the coast.');
    expect(page.body).toContain('<title>Jobs at Harbour Health · Joblane</title>');
    expect(page.body).toContain(
      '<meta name="description" content="Harbour Health on Joblane: 21 jobs. Hospitals and clinics across Sydney &amp; the coast.">',
    );
    expect(page.body).toContain(
      '<link rel="canonical" href="http://localhost:3000/company/harbour-health">',
    );
    const live = jobs
      .slice(0, 21)
      .sort((a, b) => Date.parse(b.listedAt) - Date.parse(a.listedAt) || 0);
    const first = cardJobIds(page.body);
    expect(first).toHaveLength(20);
    expect(new Set(first).size).toBe(20);
    expect(first.every((id) => live.some((job) => job.id === id))).toBe(true);
    expect(first[0]).toBe(live[0]!.id);
    // The expired ad, the other organisation's ads and the namesake's feed job are not here.
    expect(first).not.toContain(jobs[21]!.id);
    expect(first).not.toContain(jobs[22]!.id);
    expect(first).not.toContain(jobs[25]!.id);
    expect(page.body).toContain('href="/company/harbour-health?page=2"');

    const second = await app.inject('/company/harbour-health?page=2');
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('<title>Jobs at Harbour Health (page 2) · Joblane</title>');
    expect(second.body).toContain(
      '<link rel="canonical" href="http://localhost:3000/company/harbour-health?page=2">',
    );
    const rest = cardJobIds(second.body);
    expect(rest).toHaveLength(1);
    expect([...first, ...rest].sort()).toEqual(live.map((job) => job.id).sort());

    // Past the last page: no cards, a way back.
    const beyond = await app.inject('/company/harbour-health?page=9');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.body).toContain('Go to the first page');
  });

  it('has one address per page, a JSON twin, and answers 404 or 400 for what is not a company page', async () => {
    const { app } = await start();
    await signUpEmployer(app, 'olu@harbour.example', harbour.name);
    const pageOne = await app.inject('/company/harbour-health?page=1');
    expect(pageOne.statusCode).toBe(302);
    expect(pageOne.headers.location).toBe('/company/harbour-health');
    const twin = await app.inject('/api/pages/company/harbour-health');
    expect(twin.statusCode).toBe(200);
    const context = (twin.json() as { context: { data: { total: number; jobs: unknown[] } } })
      .context;
    expect(context.data.total).toBe(21);
    expect(context.data.jobs).toHaveLength(20);

    const unknown = await app.inject('/company/nobody-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('We could not find that company');
    // Not a slug at all: the same 404, never a query or an error.
    expect((await app.inject('/company/Harbour%20Health')).statusCode).toBe(404);
    expect((await app.inject('/company/%00')).statusCode).toBe(404);
    expect((await app.inject('/api/pages/company/nobody-here')).statusCode).toBe(404);
    expect((await app.inject('/company/harbour-health?page=abc')).statusCode).toBe(400);
    expect((await app.inject('/company/harbour-health?page=0')).statusCode).toBe(400);
    expect((await app.inject(`/company/${'a'.repeat(81)}`)).statusCode).toBe(400);
    // An organisation with no live jobs has a page that says so.
    await signUpEmployer(app, 'quinn@quiet.example', 'Quiet Co');
    const quiet = await app.inject('/company/quiet-co');
    expect(quiet.statusCode).toBe(200);
    expect(quiet.body).toContain('Quiet Co has no live jobs right now.');
    expect(quiet.body).toContain(
      '<meta name="description" content="Quiet Co on Joblane: 0 jobs.">',
    );
  });

  it('is linked from the cards and job pages of ads, and the search API names the slug', async () => {
    const { app, jobs } = await start();
    const ad = jobs[0]!;
    const results = await app.inject(`/jobs?keywords=${encodeURIComponent(`"${ad.title}"`)}`);
    expect(results.statusCode).toBe(200);
    expect(results.body).toContain(`<a href="/company/harbour-health">Harbour Health</a>`);
    const jobPage = await app.inject(`/job/${ad.id}`);
    expect(jobPage.body).toMatch(
      /<a[^>]*href="\/company\/harbour-health"[^>]*>Harbour Health<\/a>/,
    );
    // A feed job's company is plain text.
    const feedJob = jobs[30]!;
    const feedPage = await app.inject(`/job/${feedJob.id}`);
    expect(feedPage.body).not.toContain('href="/company/');
    const api = await app.inject(`/api/search?keywords=${encodeURIComponent(`"${ad.title}"`)}`);
    const cards = (api.json() as { jobs: { id: string; companySlug: string | null }[] }).jobs;
    expect(cards.find((card) => card.id === ad.id)?.companySlug).toBe('harbour-health');
  });
});

describe('the organisation description on /employer/team', () => {
  it('an owner saves it; too long comes back with the text kept and the count; members and others cannot', async () => {
    const { app } = await start();
    const owner = await signUpEmployer(app, 'olu@harbour.example', harbour.name);
    const team = await owner.get('/employer/team');
    expect(team.body).toContain('Company page');
    expect(team.body).toContain('href="/company/harbour-health"');
    expect(team.body).toContain('name="description"');

    const long = `${'word '.repeat(60)}x`;
    const tooLong = await owner.post('/employer/team/description', { description: long });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.body).toContain('Keep the description to 300 characters or fewer (it has 301).');
    expect(tooLong.body).toContain(long.trim());
    expect(tooLong.body).toMatch(/<textarea[^>]*aria-invalid="true"/);
    // With JavaScript the same problem comes back as the form's state.
    const asJson = await owner.post(
      '/employer/team/description',
      { description: long },
      { accept: 'application/json' },
    );
    expect(asJson.statusCode).toBe(422);
    expect(asJson.json()).toEqual({
      form: {
        values: { description: long },
        errors: { description: 'Keep the description to 300 characters or fewer (it has 301).' },
      },
    });

    const saved = await owner.post('/employer/team/description', { description: 'We care.' });
    expect(saved.statusCode).toBe(303);
    const after = await owner.get('/employer/team');
    expect(after.body).toContain('Description saved. Your company page shows it now.');
    expect(after.body).toContain('We care.');
    expect((await app.inject('/company/harbour-health')).body).toContain('We care.');

    // A seeker has no employer pages; signed out, the form is refused.
    const seeker = new Browser(app);
    await seeker.post('/signup', {
      role: 'seeker',
      name: 'Ana Seeker',
      email: 'ana@example.com',
      password: PASSWORD,
    });
    expect(
      (await seeker.post('/employer/team/description', { description: 'Hacked' })).statusCode,
    ).toBe(404);
    expect(
      (await new Browser(app).post('/employer/team/description', { description: 'Hacked' }))
        .statusCode,
    ).toBe(401);
    // Another organisation's owner changes their own organisation, never this one.
    const other = await signUpEmployer(app, 'quinn@elsewhere.example', 'Elsewhere Two');
    expect(
      (await other.post('/employer/team/description', { description: 'Ours' })).statusCode,
    ).toBe(303);
    expect((await app.inject('/company/harbour-health')).body).toContain('We care.');
    expect((await app.inject('/company/elsewhere-two')).body).toContain('Ours');
  });
});
