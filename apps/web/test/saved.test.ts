import { afterEach, describe, expect, it, onTestFinished } from 'vitest';

import { getProfile, listSavedJobs, listSavedSearches, saveProfile } from '@joblane/seekers';

import { demoProfile, ensureDemoAccounts, ensureDemoSeekerData } from '../src/services/demo.ts';
import { openDomainStores } from '../src/server/domainStores.ts';
import { openJobDatabase } from '../src/server/jobDatabase.ts';
import { Browser } from './injectBrowser.ts';
import { documentProblems, testDatabase, TEST_NOW } from './helpers.ts';
import {
  FAST_HASHING,
  openTestSite,
  signUpAs,
  TEST_PASSWORD,
  type TestSite,
  type TestSiteOptions,
} from './testSite.ts';

let site: TestSite | undefined;

afterEach(async () => {
  await site?.close();
  site = undefined;
});

async function start(app: TestSiteOptions['app'] = {}) {
  site = await openTestSite({ app });
  return site.app;
}

/** The job ids of a page's Save forms, in order, with their pressed state. */
function saveButtons(html: string): { id: string; action: string; pressed: boolean }[] {
  return [
    ...html.matchAll(/<form([^>]*data-save-job="([^"]+)"[^>]*)>[^]*?aria-pressed="(true|false)"/g),
  ].map((match) => ({
    id: match[2]!,
    action: /action="([^"]+)"/.exec(match[1]!)![1]!,
    pressed: match[3] === 'true',
  }));
}

const jobsUrl = '/jobs?keywords=nurse';

describe('saving jobs', () => {
  it('saves from a card without JavaScript, back to the same page at the card; twice is one save', async () => {
    const app = await start();
    const browser = await signUpAs(app, 'seeker', 'ana@example.com');
    const results = await browser.get(jobsUrl);
    const buttons = saveButtons(results.body);
    expect(buttons).toHaveLength(20);
    expect(buttons.every((button) => !button.pressed)).toBe(true);
    const [first, second] = buttons;
    expect(first!.action).toBe(`/saved/${first!.id}`);
    // The card's form carries where to come back to: this page, at this button.
    expect(results.body).toContain(
      `name="returnTo" value="/jobs?keywords=nurse#save-${first!.id}"`,
    );

    const saved = await browser.post(`/saved/${first!.id}`, {
      returnTo: `/jobs?keywords=nurse#save-${first!.id}`,
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/jobs?keywords=nurse#save-${first!.id}`);
    const again = await browser.post(`/saved/${first!.id}`, { returnTo: '/jobs' });
    expect(again.statusCode).toBe(303);
    await browser.post(`/saved/${second!.id}`, { returnTo: '/jobs' });

    const marked = await browser.get(jobsUrl);
    expect(marked.body).toContain('Job saved.');
    const states = saveButtons(marked.body);
    expect(states.filter((button) => button.pressed).map((button) => button.id)).toEqual([
      first!.id,
      second!.id,
    ]);
    // A pressed button's form unsaves.
    expect(states[0]!.action).toBe(`/saved/${first!.id}/delete`);

    const list = await browser.get('/saved');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.body).toContain('2 saved jobs');
    expect(await documentProblems(list.body)).toEqual([]);
    // Newest first.
    const order = [...list.body.matchAll(/id="saved-([^"]+)"/g)].map((match) => match[1]);
    expect(order).toEqual([second!.id, first!.id]);

    const job = await browser.get(`/job/${first!.id}`);
    expect(saveButtons(job.body)).toEqual([
      { id: first!.id, action: `/saved/${first!.id}/delete`, pressed: true },
    ]);
  });

  it('saves and unsaves in the background with JSON, and unsaves from /saved', async () => {
    const app = await start();
    const browser = await signUpAs(app, 'seeker', 'bo@example.com');
    const [job] = saveButtons((await browser.get(jobsUrl)).body);
    const json = { accept: 'application/json' };
    const saved = await browser.post(`/saved/${job!.id}`, {}, json);
    expect([saved.statusCode, saved.json()]).toEqual([200, { saved: true }]);
    const unsaved = await browser.post(`/saved/${job!.id}/delete`, {}, json);
    expect([unsaved.statusCode, unsaved.json()]).toEqual([200, { saved: false }]);
    expect((await browser.get('/saved')).body).toContain('You have not saved any jobs yet.');

    await browser.post(`/saved/${job!.id}`, {}, json);
    const list = await browser.get('/saved');
    // Each saved job has a Remove form that comes back to the list.
    expect(list.body).toMatch(
      new RegExp(
        `action="/saved/${job!.id}/delete"[^>]*>\\s*<input type="hidden" name="returnTo" value="/saved"`,
      ),
    );
    const removed = await browser.post(`/saved/${job!.id}/delete`, { returnTo: '/saved' });
    expect(removed.headers.location).toBe('/saved');
    expect((await browser.get('/saved')).body).toContain('You have not saved any jobs yet.');
  });

  it('signed out: Save leads to sign-in, and signing in saves the job and returns to the card', async () => {
    const app = await start();
    const browser = await signUpAs(app, 'seeker', 'cy@example.com');
    await browser.post('/signout');

    const results = await browser.get(jobsUrl);
    expect(saveButtons(results.body)).toEqual([]);
    // Straight to the sign-in page (no refused request first), whose next is the save.
    const link = /href="(\/signin\?next=%2Fsaved%2F[^"]+)"/.exec(results.body)?.[1];
    expect(link).toBeDefined();
    const signInUrl = link!.replaceAll('&amp;', '&');
    const next = new URL(signInUrl, 'http://host').searchParams.get('next')!;
    const jobId = decodeURIComponent(/^\/saved\/([^?]+)/.exec(next)![1]!);
    expect(new URL(next, 'http://host').searchParams.get('returnTo')).toBe(
      `/jobs?keywords=nurse#save-${jobId}`,
    );
    expect((await browser.get(signInUrl)).statusCode).toBe(200);
    // Nobody signed in cannot save.
    expect((await browser.post(`/saved/${jobId}`)).statusCode).toBe(401);

    const signedIn = await browser.post('/signin', {
      email: 'cy@example.com',
      password: TEST_PASSWORD,
      next,
    });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe(`/jobs?keywords=nurse#save-${jobId}`);
    const back = await browser.get(jobsUrl);
    expect(back.body).toContain('Job saved.');
    expect(saveButtons(back.body).find((button) => button.id === jobId)?.pressed).toBe(true);
    expect((await browser.get(next)).body).toContain('You saved this job');
  });

  it('saves nothing on a bare GET of the save address, signed in: it asks first', async () => {
    const app = await start();
    const browser = await signUpAs(app, 'seeker', 'cyd@example.com');
    const [job] = saveButtons((await browser.get(jobsUrl)).body);
    const target = `/saved/${job!.id}?returnTo=${encodeURIComponent('/jobs?keywords=nurse')}`;
    const confirm = await browser.get(target);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Save this job?');
    expect(await documentProblems(confirm.body)).toEqual([]);
    expect((await browser.get('/saved')).body).toContain('You have not saved any jobs yet.');
    // A sign-up from a Save button saves too; an employer's sign-in just goes back.
    const newcomer = new Browser(app);
    const signedUp = await newcomer.post('/signup', {
      role: 'seeker',
      name: 'New Seeker',
      email: 'new@example.com',
      password: TEST_PASSWORD,
      next: target,
    });
    expect(signedUp.headers.location).toBe('/jobs?keywords=nurse');
    expect((await newcomer.get('/saved')).body).toContain(`/job/${job!.id}`);
    const employer = await signUpAs(app, 'employer', 'erin@example.com');
    await employer.post('/signout');
    const employerIn = await employer.post('/signin', {
      email: 'erin@example.com',
      password: TEST_PASSWORD,
      next: target,
    });
    expect(employerIn.headers.location).toBe('/jobs?keywords=nurse');
  });

  it('returns to the job page at its top (no fragment) after a save there', async () => {
    const app = await start();
    const browser = new Browser(app);
    const [job] = /href="\/job\/([^"?#]+)"/.exec((await browser.get(jobsUrl)).body)!.slice(1);
    const page = await browser.get(`/job/${job}`);
    const link = /href="(\/signin\?next=%2Fsaved%2F[^"]+)"/
      .exec(page.body)![1]!
      .replaceAll('&amp;', '&');
    const next = new URL(link, 'http://host').searchParams.get('next')!;
    expect(new URL(next, 'http://host').searchParams.get('returnTo')).toBe(`/job/${job}`);
  });

  it('follows only a returnTo on this site', async () => {
    const app = await start();
    const browser = await signUpAs(app, 'seeker', 'di@example.com');
    const [job] = saveButtons((await browser.get(jobsUrl)).body);
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'jobs',
    ]) {
      const response = await browser.post(`/saved/${job!.id}`, { returnTo });
      expect(response.headers.location).toBe('/saved');
    }
  });

  it('refuses a cross-site save, an unknown job, and employers (404)', async () => {
    const app = await start();
    const seeker = await signUpAs(app, 'seeker', 'eve@example.com');
    const [job] = saveButtons((await seeker.get(jobsUrl)).body);
    const crossSite = await seeker.post(
      `/saved/${job!.id}`,
      {},
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect((await seeker.get('/saved')).body).toContain('You have not saved any jobs yet.');
    const unknown = await seeker.post('/saved/no-such-job', {}, { accept: 'application/json' });
    expect(unknown.statusCode).toBe(404);

    const employer = await signUpAs(app, 'employer', 'erin@example.com');
    const results = await employer.get(jobsUrl);
    expect(saveButtons(results.body)).toEqual([]);
    expect(results.body).not.toContain('/saved/');
    expect(results.body).not.toContain('Save this search');
    for (const path of ['/saved', '/saved-searches', `/saved/${job!.id}`]) {
      expect((await employer.get(path)).statusCode).toBe(404);
    }
    expect((await employer.post(`/saved/${job!.id}`)).statusCode).toBe(404);
    expect(
      (await employer.post('/saved-searches', { search: 'keywords=a', name: 'a' })).statusCode,
    ).toBe(404);
  });

  it('marks an expired saved job and offers similar live jobs', async () => {
    // A store of its own: this test expires a job.
    const database = await openJobDatabase({ path: ':memory:', sampleJobs: 300, now: TEST_NOW });
    const app = await start({ database });
    const browser = await signUpAs(app, 'seeker', 'fay@example.com');
    const [job] = saveButtons((await browser.get('/jobs')).body);
    await browser.post(`/saved/${job!.id}`);
    await database.store.expire([job!.id]);
    const list = await browser.get('/saved');
    expect(list.body).toContain('Expired');
    expect(list.body).toContain('Similar jobs still open');
    const similar = await database.store.similarJobs(
      (await database.store.getJob(job!.id, { now: TEST_NOW }))!,
      3,
      { now: TEST_NOW },
    );
    expect(similar.length).toBeGreaterThan(0);
    for (const card of similar) expect(list.body).toContain(`href="/job/${card.id}"`);
    await database.close();
  });
});

describe('saved searches', () => {
  it('saves a search named by default after its subject; the same search again is already saved', async () => {
    const app = await start();
    const browser = await signUpAs(app, 'seeker', 'gus@example.com');
    const results = await browser.get('/jobs?keywords=nurse&where=Sydney');
    const href = /href="(\/saved-searches\/new\?search=[^"]+)"/.exec(results.body)?.[1];
    expect(href).toBe('/saved-searches/new?search=keywords%3Dnurse%26where%3DSydney');
    const page = await browser.get(href!);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('value="Nurse in Sydney"');
    // The alert can be set while saving: on by default, daily.
    expect(page.body).toMatch(
      /<input[^>]*checked=""[^>]*name="alert"|name="alert"[^>]*checked=""/u,
    );
    expect(page.body).toContain('Email me new jobs');
    expect(await documentProblems(page.body)).toEqual([]);

    const saved = await browser.post('/saved-searches', {
      search: 'keywords=nurse&where=Sydney&page=2',
      name: 'Nurse jobs in Sydney',
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toMatch(/^\/saved-searches#search-[\w-]+$/);
    const list = await browser.get('/saved-searches');
    expect(list.body).toContain('Search saved.');
    expect(list.body).toContain('href="/jobs?keywords=nurse&amp;where=Sydney"');
    expect(await documentProblems(list.body)).toEqual([]);

    const again = await browser.post('/saved-searches', {
      search: 'where=Sydney&keywords=nurse',
      name: 'Other name',
    });
    expect(again.headers.location).toBe(saved.headers.location);
    const listAgain = await browser.get('/saved-searches');
    expect(listAgain.body).toContain('You saved this search already.');
    expect(listAgain.body.match(/id="search-/g)).toHaveLength(1);
    expect((await browser.get(href!)).body).toContain('You saved this search already, as');

    const json = await browser.post(
      '/saved-searches',
      { search: 'keywords=nurse&where=Sydney', name: 'x' },
      { accept: 'application/json' },
    );
    expect(json.json()).toMatchObject({ created: false, search: { name: 'Nurse jobs in Sydney' } });
  });

  it('names a new saved search after its keywords, place and main filters', async () => {
    const app = await start();
    const browser = await signUpAs(app, 'seeker', 'hal@example.com');
    const search = 'keywords=nurse&where=Sydney&worktype=full-time&workarrangement=hybrid';
    const page = await browser.get(`/saved-searches/new?search=${encodeURIComponent(search)}`);
    expect(page.body).toContain('value="Nurse in Sydney, full time, hybrid"');
    const results = await browser.get(`/jobs?${search}`);
    expect(results.body).toContain('"saveSearchName":"Nurse in Sydney NSW, full time, hybrid"');
  });

  it('switches the alert on while saving a search, at the frequency chosen', async () => {
    const app = await start();
    const browser = await signUpAs(app, 'seeker', 'ida@example.com');
    const saved = await browser.post('/saved-searches', {
      search: 'keywords=chef',
      name: 'Chefs',
      alert: 'on',
      frequency: 'weekly',
    });
    expect(saved.statusCode).toBe(303);
    const list = await browser.get('/saved-searches');
    expect(list.body).toContain('with its email alert on');
    const again = await browser.post(
      '/saved-searches',
      { search: 'keywords=chef', name: 'Chefs' },
      { accept: 'application/json' },
    );
    expect(again.json()).toMatchObject({
      created: false,
      search: { alertOn: true, frequency: 'weekly' },
    });
    const plain = await browser.post(
      '/saved-searches',
      { search: 'keywords=baker', name: 'Bakers' },
      { accept: 'application/json' },
    );
    expect(plain.json()).toMatchObject({ created: true, search: { alertOn: false } });
    expect(
      (await browser.post('/saved-searches', { search: 'keywords=x', name: 'x', alert: 'yes' }))
        .statusCode,
    ).toBe(400);
  });

  it('renames (1-80 characters, messages at the field), switches the alert, and deletes', async () => {
    const app = await start();
    const browser = await signUpAs(app, 'seeker', 'hal@example.com');
    const saved = await browser.post(
      '/saved-searches',
      { search: 'keywords=cook', name: 'Cooks' },
      { accept: 'application/json' },
    );
    const id = (saved.json() as { search: { id: string } }).search.id;

    const empty = await browser.post(`/saved-searches/${id}/rename`, { name: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain('Give the search a name.');
    expect(empty.body).toMatch(new RegExp(`id="rename-${id}"[^>]*aria-invalid="true"`));
    const long = await browser.post(
      `/saved-searches/${id}/rename`,
      { name: 'n'.repeat(81) },
      { accept: 'application/json' },
    );
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual({
      form: {
        values: { name: 'n'.repeat(81) },
        errors: { name: 'Use at most 80 characters for the name (this one has 81).' },
      },
    });
    const renamed = await browser.post(`/saved-searches/${id}/rename`, { name: 'Chefs' });
    expect(renamed.statusCode).toBe(303);
    expect((await browser.get('/saved-searches')).body).toContain('>Chefs</h2>');

    const on = await browser.post(`/saved-searches/${id}/alert`, {
      alert: 'on',
      frequency: 'weekly',
    });
    expect(on.statusCode).toBe(303);
    const page = await browser.get('/saved-searches');
    expect(page.body).toContain('Alert on: we will email you new jobs');
    expect(page.body).toMatch(new RegExp(`id="alert-${id}"[^>]*checked=""`));
    expect(page.body).toMatch(/<option value="weekly" selected="">/);
    const off = await browser.post(
      `/saved-searches/${id}/alert`,
      { frequency: 'weekly' },
      { accept: 'application/json' },
    );
    expect(off.json()).toMatchObject({ search: { alertOn: false, frequency: 'weekly' } });
    const bad = await browser.post(`/saved-searches/${id}/alert`, { alert: 'yes' });
    expect(bad.statusCode).toBe(400);

    const confirm = await browser.get(`/saved-searches/${id}/delete`);
    expect(confirm.body.replaceAll('<!-- -->', '')).toContain('Delete “Chefs”?');
    const deleted = await browser.post(`/saved-searches/${id}/delete`);
    expect(deleted.statusCode).toBe(303);
    expect((await browser.get('/saved-searches')).body).toContain('Saved search deleted.');
    expect((await browser.post(`/saved-searches/${id}/delete`)).statusCode).toBe(404);
  });

  it("answers 404 for another person's saved search, and changes nothing", async () => {
    const app = await start();
    const owner = await signUpAs(app, 'seeker', 'ida@example.com');
    const saved = await owner.post(
      '/saved-searches',
      { search: 'keywords=vet', name: 'Vets' },
      { accept: 'application/json' },
    );
    const id = (saved.json() as { search: { id: string } }).search.id;
    const other = await signUpAs(app, 'seeker', 'jo@example.com');
    expect((await other.post(`/saved-searches/${id}/rename`, { name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await other.post(`/saved-searches/${id}/alert`, { alert: 'on' })).statusCode).toBe(404);
    expect((await other.post(`/saved-searches/${id}/delete`)).statusCode).toBe(404);
    expect((await other.get(`/saved-searches/${id}/delete`)).statusCode).toBe(404);
    expect((await other.get('/saved-searches')).body).not.toContain('Vets');
    const mine = await owner.get('/saved-searches');
    expect(mine.body).toContain('>Vets</h2>');
    expect(mine.body).not.toMatch(new RegExp(`id="alert-${id}"[^>]*checked=""`));
  });
});

describe('hiding jobs and blocking employers', () => {
  it('blocks from a card and hides a job (303 back, JSON for a script), in the export; refuses others and bad input', async () => {
    const app = await start();
    const seeker = await signUpAs(app, 'seeker', 'hana@example.com');
    const before = (await seeker.get(`/api/pages${jobsUrl}`)).json() as {
      context: { data: { total: number; jobs: { id: string; companyName: string }[] } };
    };
    const { total, jobs } = before.context.data;
    const [first, ...rest] = jobs;
    const theirs = jobs.filter((job) => job.companyName === first!.companyName).length;
    const blocked = await seeker.post('/hidden', {
      hide: 'company',
      job: first!.id,
      returnTo: jobsUrl,
    });
    expect(blocked.statusCode).toBe(303);
    expect(blocked.headers.location).toBe(jobsUrl);
    const results = await seeker.get(jobsUrl);
    expect(saveButtons(results.body).map((button) => button.id)).not.toContain(first!.id);
    expect(results.body).toContain('Employer blocked: its jobs are hidden.');
    // A script gets what to say and how to undo it.
    const other = rest.find((job) => job.companyName !== first!.companyName)!;
    const hidden = await seeker.post(
      '/hidden',
      { hide: 'job', job: other.id },
      { accept: 'application/json' },
    );
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      undo: { action: `/hidden/jobs/${other.id}/delete`, fields: {} },
    });
    const after = (await seeker.get(`/api/pages${jobsUrl}`)).json() as typeof before;
    expect(after.context.data.total).toBe(total - theirs - 1);
    const exported = (await seeker.get('/account/export')).json() as {
      blockedCompanies: { companyName: string; companyKey: string }[];
      hiddenJobs: { jobId: string }[];
    };
    expect(exported.blockedCompanies.map((company) => company.companyName)).toEqual([
      first!.companyName,
    ]);
    expect(exported.hiddenJobs.map((job) => job.jobId)).toEqual([other.id]);
    // The job page offers to unblock the employer, and blocks again from there.
    const jobPage = await seeker.get(`/job/${first!.id}`);
    expect(jobPage.body).toContain(`Unblock ${first!.companyName}`);
    await seeker.post('/hidden/companies/delete', {
      company: exported.blockedCompanies[0]!.companyKey,
    });
    expect((await seeker.get(`/job/${first!.id}`)).body).toContain(`Block ${first!.companyName}`);
    const again = await seeker.post('/hidden/companies', {
      job: first!.id,
      returnTo: `/job/${first!.id}`,
    });
    expect(again.headers.location).toBe(`/job/${first!.id}`);
    expect((await seeker.get(`/job/${first!.id}`)).body).toContain(`Unblock ${first!.companyName}`);
    // An unknown job is 404, a bad choice 400, never a 500; a returnTo off the site goes home.
    expect((await seeker.post('/hidden', { hide: 'job', job: 'no-such-job' })).statusCode).toBe(
      404,
    );
    expect((await seeker.post('/hidden', { hide: 'everything', job: other.id })).statusCode).toBe(
      400,
    );
    expect((await seeker.post('/hidden/companies', { company: 'Not A Slug' })).statusCode).toBe(
      404,
    );
    const offSite = await seeker.post(`/hidden/jobs/${other.id}/delete`, {
      returnTo: 'https://evil.example/',
    });
    expect(offSite.headers.location).toBe('/jobs');

    // Signed out: 401; an employer: 404.
    const visitor = new Browser(app);
    expect((await visitor.post('/hidden', { hide: 'job', job: other.id })).statusCode).toBe(401);
    const employer = await signUpAs(app, 'employer', 'eli@example.com');
    expect((await employer.post('/hidden', { hide: 'job', job: other.id })).statusCode).toBe(404);
    expect((await employer.get(jobsUrl)).body).not.toContain('action="/hidden"');
  });
});

describe('the account export and the header', () => {
  it('exports saved jobs and searches, and links them in the header for seekers', async () => {
    const app = await start();
    const browser = await signUpAs(app, 'seeker', 'kim@example.com');
    const [job] = saveButtons((await browser.get(jobsUrl)).body);
    await browser.post(`/saved/${job!.id}`);
    await browser.post('/saved-searches', { search: 'keywords=nurse', name: 'Nurses' });
    const exported = (await browser.get('/account/export')).json() as {
      savedJobs: { jobId: string }[];
      savedSearches: { name: string; query: string }[];
    };
    expect(exported.savedJobs.map((saved) => saved.jobId)).toEqual([job!.id]);
    expect(exported.savedSearches).toMatchObject([{ name: 'Nurses', query: 'keywords=nurse' }]);
    const home = await browser.get('/');
    expect(home.body).toContain('href="/saved"');
    expect(home.body).toContain('href="/saved-searches"');
  });
});

describe('the demo seeker', () => {
  it('starts with saved jobs, a saved search with its alert on and a profile, once', async () => {
    const records = await openDomainStores(
      { sqlitePath: ':memory:' },
      { accounts: { hashing: FAST_HASHING } },
    );
    onTestFinished(() => records.close());
    const database = await testDatabase();
    const ids = await ensureDemoAccounts(records.accounts);
    await ensureDemoSeekerData(records, database.store, ids.seeker);
    await ensureDemoSeekerData(records, database.store, ids.seeker);
    const saved = await listSavedJobs(records.seekers, ids.seeker);
    expect(saved.total).toBe(4);
    for (const item of saved.items)
      expect(await database.store.getJob(item.jobId, { now: TEST_NOW })).toBeDefined();
    const searches = await listSavedSearches(records.seekers, ids.seeker);
    expect(searches).toMatchObject([
      {
        name: 'Nurse jobs in Sydney',
        query: 'keywords=nurse&where=Sydney',
        alert: { on: true, frequency: 'daily' },
      },
    ]);
    // And a profile, kept as the demo visitor leaves it.
    expect(await getProfile(records.seekers, ids.seeker)).toMatchObject(demoProfile);
    await saveProfile(records.seekers, ids.seeker, { ...demoProfile, headline: 'Changed' });
    await ensureDemoSeekerData(records, database.store, ids.seeker);
    expect((await getProfile(records.seekers, ids.seeker)).headline).toBe('Changed');
  });
});
