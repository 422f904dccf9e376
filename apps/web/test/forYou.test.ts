import { afterEach, describe, expect, it, onTestFinished } from 'vitest';

import type { JobStore } from '@joblane/jobs';

import { openJobDatabase } from '../src/server/jobDatabase.ts';
import { Browser } from './injectBrowser.ts';
import { documentProblems, TEST_NOW } from './helpers.ts';
import { openTestSite, signUpAs, type TestSite, type TestSiteOptions } from './testSite.ts';

let site: TestSite | undefined;

afterEach(async () => {
  await site?.close();
  site = undefined;
});

async function start(app: TestSiteOptions['app'] = {}) {
  site = await openTestSite({ app });
  return site.app;
}

/** The home page's section heading (the header's link says "Jobs for you" too). */
const forYouHeading = /<h2[^>]*>Jobs for you<\/h2>/u;

interface Card {
  id: string;
  title: string;
  companyName: string;
}
interface ForYou {
  hasSignals: boolean;
  items: { job: Card; reason: { kind: string; text: string } }[];
}

/** The page's data, as its JSON twin carries it. */
async function forYou(browser: Browser): Promise<ForYou> {
  const response = await browser.get('/api/pages/jobs/for-you');
  expect(response.statusCode).toBe(200);
  return (response.json() as { context: { data: ForYou } }).context.data;
}

/** The first results of a search, as the results page's JSON twin carries them. */
async function results(browser: Browser, query: string): Promise<Card[]> {
  const response = await browser.get(`/api/pages/jobs?${query}`);
  return (response.json() as { context: { data: { jobs: Card[] } } }).context.data.jobs;
}

describe('jobs for you', () => {
  it('sends a signed-out visitor to sign in; employers get 404', async () => {
    const app = await start();
    const visitor = new Browser(app);
    const page = await visitor.get('/jobs/for-you');
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/signin?next=%2Fjobs%2Ffor-you');
    // The home page has no section for a visitor.
    expect((await visitor.get('/')).body).not.toContain('Jobs for you');
    const employer = await signUpAs(app, 'employer', 'erin@example.com');
    expect((await employer.get('/jobs/for-you')).statusCode).toBe(404);
    expect((await employer.get('/')).body).not.toContain('Jobs for you');
  });

  it('says plainly when there is nothing to go on, on the page and the home page', async () => {
    const app = await start();
    const seeker = await signUpAs(app, 'seeker', 'new@example.com');
    const page = await seeker.get('/jobs/for-you');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('there are no jobs to suggest');
    expect(page.body).toContain('Save jobs you like or save a search');
    expect(page.body).not.toContain('<ol');
    expect(await documentProblems(page.body)).toEqual([]);
    const home = await seeker.get('/');
    expect(home.body).toMatch(forYouHeading);
    expect(home.body).toContain('there are no jobs to suggest');
    expect(home.body).not.toContain('See all jobs for you');
  });

  it('recommends from saved jobs and searches with reasons, leaving the saved job out', async () => {
    const app = await start();
    const seeker = await signUpAs(app, 'seeker', 'ana@example.com');
    const [nurse] = await results(seeker, 'keywords=nurse');
    await seeker.post(`/saved/${nurse!.id}`, { returnTo: '/' });
    await seeker.post('/saved-searches', {
      search: 'keywords=developer&where=Sydney',
      name: 'Developer jobs in Sydney',
    });

    const data = await forYou(seeker);
    expect(data.hasSignals).toBe(true);
    expect(data.items.length).toBeGreaterThan(5);
    expect(data.items.map((item) => item.job.id)).not.toContain(nurse!.id);
    const reasons = new Set(data.items.map((item) => item.reason.text));
    expect(reasons).toContain(`Because you saved ${nurse!.title} at ${nurse!.companyName}`);
    expect(reasons).toContain('Matches your saved search Developer jobs in Sydney');

    const page = await seeker.get('/jobs/for-you');
    expect(page.body).toContain('<h1');
    expect(page.body).toContain(
      `Because you saved ${nurse!.title.replaceAll('&', '&amp;')} at ${nurse!.companyName.replaceAll('&', '&amp;')}`,
    );
    // Each card has the Not interested control, coming back to this page.
    expect(page.body).toContain('name="returnTo" value="/jobs/for-you"');
    expect(await documentProblems(page.body)).toEqual([]);

    // The home page shows the first three and links to the rest.
    const home = await seeker.get('/');
    expect(home.headers['cache-control']).toBe('private, no-store');
    expect(home.body).toContain('href="/jobs/for-you"');
    expect(home.body).toContain('See all jobs for you');
    const first = data.items.slice(0, 3).map((item) => item.job.id);
    for (const id of first) expect(home.body).toContain(`id="job-${id}-title"`);
    expect(home.body).not.toContain(`id="job-${data.items[3]!.job.id}-title"`);
    expect(await documentProblems(home.body)).toEqual([]);
  });

  it('learns from Not interested and leaves blocked employers out entirely', async () => {
    const app = await start();
    const seeker = await signUpAs(app, 'seeker', 'bo@example.com');
    const [nurse] = await results(seeker, 'keywords=nurse');
    await seeker.post(`/saved/${nurse!.id}`, { returnTo: '/' });
    const before = await forYou(seeker);
    const [first] = before.items;

    const hidden = await seeker.post('/hidden', {
      hide: 'job',
      job: first!.job.id,
      returnTo: '/jobs/for-you',
    });
    expect(hidden.statusCode).toBe(303);
    expect(hidden.headers.location).toBe('/jobs/for-you');
    const after = await forYou(seeker);
    expect(after.items.map((item) => item.job.id)).not.toContain(first!.job.id);
    // (How it ranks jobs like the hidden one lower: packages/jobs recommend.test.ts.)

    const target = after.items[0]!.job;
    const blocked = await seeker.post('/hidden', {
      hide: 'company',
      job: target.id,
      returnTo: '/',
    });
    expect(blocked.headers.location).toBe('/');
    const withoutEmployer = await forYou(seeker);
    expect(withoutEmployer.items.length).toBeGreaterThan(0);
    expect(withoutEmployer.items.map((item) => item.job.companyName)).not.toContain(
      target.companyName,
    );
  });

  it("never lets one seeker's saves, searches and hides shape another's", async () => {
    const app = await start();
    const ana = await signUpAs(app, 'seeker', 'ana@example.com');
    const bo = await signUpAs(app, 'seeker', 'bo@example.com');
    await bo.post('/saved-searches', { search: 'keywords=chef', name: 'Chef jobs' });
    const alone = await forYou(bo);

    // Ana saves nurses' jobs and a search, and hides a job that Bo's search finds.
    for (const job of (await results(ana, 'keywords=nurse')).slice(0, 3)) {
      await ana.post(`/saved/${job.id}`, { returnTo: '/' });
    }
    await ana.post('/saved-searches', { search: 'keywords=accountant', name: 'Accounts' });
    await ana.post('/hidden', { hide: 'job', job: alone.items[0]!.job.id, returnTo: '/' });
    expect((await forYou(ana)).items.length).toBeGreaterThan(0);

    const after = await forYou(bo);
    expect(after).toEqual(alone);
    expect(new Set(after.items.map((item) => item.reason.text))).toEqual(
      new Set(['Matches your saved search Chef jobs']),
    );
  });

  it("ranks by what a seeker's profile says they want, with the reason, and only for them", async () => {
    const app = await start();
    const kim = await signUpAs(app, 'seeker', 'kim@example.com');
    const other = await signUpAs(app, 'seeker', 'other@example.com');
    // Nothing saved, searched or applied for: the profile alone is something to go on.
    const saved = await kim.post('/profile', {
      name: 'Kim Keys',
      classifications: ['healthcare-and-medical'],
      workTypes: ['full-time'],
      salaryExpectation: '90000',
    });
    expect(saved.statusCode).toBe(303);
    const mine = await forYou(kim);
    expect(mine.hasSignals).toBe(true);
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items[0]!.reason.text).toMatch(/^Matches your preferred classification /);
    const page = await kim.get('/jobs/for-you');
    expect(page.body).toContain('Matches your preferred classification');
    // Another seeker's list knows nothing of it.
    expect(await forYou(other)).toMatchObject({ hasSignals: false, items: [] });
  });

  it("keeps a seeker's recommendations between views, and forgets them when the seeker acts", async () => {
    const database = await openJobDatabase({ path: ':memory:', sampleJobs: 150, now: TEST_NOW });
    onTestFinished(() => database.close());
    let asked = 0;
    const counting: JobStore = {
      ...database.store,
      recommendJobs: (...args) => {
        asked += 1;
        return database.store.recommendJobs(...args);
      },
    };
    const app = await start({ database: { store: counting, version: database.version } });
    const seeker = await signUpAs(app, 'seeker', 'di@example.com');
    const [nurse] = await results(seeker, 'keywords=nurse');
    await seeker.post(`/saved/${nurse!.id}`, { returnTo: '/' });
    asked = 0;

    // Two home views ask the search pool once; the page's longer list asks again, once.
    const first = await seeker.get('/');
    const again = await seeker.get('/');
    expect(asked).toBe(1);
    const shown = [...first.body.matchAll(/id="job-([^"]+)-title"/gu)].map((match) => match[1]!);
    expect(shown.length).toBeGreaterThan(0);
    expect([...again.body.matchAll(/id="job-([^"]+)-title"/gu)].map((match) => match[1])).toEqual(
      shown,
    );
    const page = await forYou(seeker);
    await forYou(seeker);
    expect(asked).toBe(2);
    // The home page's three are the page's first three, from what the page kept.
    await seeker.get('/');
    expect(asked).toBe(2);
    expect(page.items.slice(0, shown.length).map((item) => item.job.id)).toEqual(shown);

    // Saving the first recommendation shows at once: it leaves the home page's list.
    expect((await seeker.post(`/saved/${shown[0]!}`, { returnTo: '/' })).statusCode).toBe(303);
    const after = await seeker.get('/');
    expect(asked).toBe(3);
    expect(after.body).not.toContain(`id="job-${shown[0]!}-title"`);
    // Another seeker's views and actions neither use nor clear this seeker's list.
    const other = await signUpAs(app, 'seeker', 'ed@example.com');
    await other.post(`/saved/${nurse!.id}`, { returnTo: '/' });
    await other.get('/');
    expect(asked).toBe(4);
    await seeker.get('/');
    expect(asked).toBe(4);
  });

  it('leaves the section out of the home page while recommendations cannot be computed', async () => {
    const database = await openJobDatabase({ path: ':memory:', sampleJobs: 150, now: TEST_NOW });
    // The search pool answers "busy" (its dropped tasks are 503s).
    const busy: JobStore = {
      ...database.store,
      recommendJobs: () =>
        Promise.reject(Object.assign(new Error('recommendJobs was dropped'), { statusCode: 503 })),
    };
    const app = await start({ database: { store: busy, version: database.version } });
    const seeker = await signUpAs(app, 'seeker', 'cy@example.com');
    const [job] = await results(seeker, '');
    await seeker.post(`/saved/${job!.id}`, { returnTo: '/' });
    const home = await seeker.get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Find your next job');
    // (The header links to /jobs/for-you for every seeker: the section is its heading.)
    expect(home.body).not.toMatch(forYouHeading);
    expect((await seeker.get('/jobs/for-you')).statusCode).toBe(503);
  });
});
