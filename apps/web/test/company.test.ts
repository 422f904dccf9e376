import { generateJobs, type JobInput } from '@joblane/jobs';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';

import { openJobDatabase } from '../src/server/jobDatabase.ts';
import { Browser } from './injectBrowser.ts';
import { TEST_NOW, type TestApp } from './helpers.ts';
import { openTestSite, signUpAs, TEST_PASSWORD, type TestSite } from './testSite.ts';

let site: TestSite | undefined;
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await site?.close();
  site = undefined;
  for (const close of closers.splice(0)) await close();
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
  site = await openTestSite({ app: { database } });
  return { app: site.app, jobs };
}

const signUpEmployer = (app: TestApp['app'], email: string, organisationName: string) =>
  signUpAs(app, 'employer', email, { name: 'Olu Owner', organisationName });

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
    // What it is at a glance: open jobs, where, in what, since when; the about text under it.
    const facts = page.body.replaceAll('<!-- -->', '');
    expect(facts).toMatch(/<dt>Open jobs<\/dt><dd>21<\/dd>/);
    expect(facts).toMatch(/<dt>Locations<\/dt><dd><ul[^>]*><li>[^<]+ \(\d+\)<\/li>/);
    expect(facts).toMatch(/<dt>Hiring in<\/dt>/);
    expect(facts).toMatch(/<dt>On Joblane since<\/dt><dd>\w+ \d{4}<\/dd>/);
    expect(facts).toMatch(/<h2[^>]*id="company-about"[^>]*>About Harbour Health<\/h2>/);
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
      password: TEST_PASSWORD,
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

/** A logo of each kind the form takes (made here, so the test says what it sends). */
async function image(format: 'png' | 'jpeg' | 'webp', width = 320, height = 200) {
  const drawn = sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 1 } },
  });
  return drawn.toFormat(format).toBuffer();
}

const svgLogo = (inside = '') =>
  Buffer.from(
    `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" width="40" height="20">${inside}<rect width="40" height="20" fill="#1f5fbf"/></svg>`,
  );

/** The logo URLs in a page (large and small images). */
const logoUrls = (html: string) => [
  ...new Set(
    [...html.matchAll(/src="(\/assets\/logos\/[0-9a-f]{64}-(?:96|256)\.webp)"/g)].map((m) => m[1]!),
  ),
];

describe('company logos', () => {
  it('takes PNG, JPEG, WebP and SVG by their content, and serves two WebP squares by hash with a year’s cache', async () => {
    const { app, jobs } = await start();
    const owner = await signUpEmployer(app, 'olu@harbour.example', harbour.name);
    const before = await owner.get('/employer/team');
    expect(before.body).toContain('No logo yet');
    expect(logoUrls(before.body)).toEqual([]);
    const seen: string[] = [];
    for (const [content, filename, type] of [
      // Named and typed wrongly on purpose: the content decides.
      [await image('png'), 'logo.txt', 'text/plain'],
      [await image('jpeg'), 'logo.png', 'image/png'],
      [await image('webp', 100, 400), 'logo', 'application/octet-stream'],
      [svgLogo(), 'logo.svg', 'image/svg+xml'],
    ] as const) {
      const sent = await owner.postMultipart('/employer/team/logo', {
        logo: { filename, type, content },
      });
      expect(sent.statusCode, filename).toBe(303);
      expect(sent.headers.location).toBe('/employer/team');
      const team = await owner.get('/employer/team');
      const [large] = logoUrls(team.body);
      expect(large).toMatch(/-256\.webp$/);
      expect(seen).not.toContain(large);
      seen.push(large!);
      const served = await app.inject(large!);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 256,
        height: 256,
      });
      const small = await app.inject(large!.replace('-256.webp', '-96.webp'));
      expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 96, height: 96 });
    }
    // A replaced logo's old address is gone; the current one is on every page of the company.
    expect((await app.inject(seen[0]!)).statusCode).toBe(404);
    const latest = seen.at(-1)!;
    const company = await app.inject('/company/harbour-health');
    expect(company.body).toContain(`src="${latest}"`);
    expect(company.body).toContain(`src="${latest.replace('-256.webp', '-96.webp')}"`);
    const job = await app.inject(`/job/${jobs[0]!.id}`);
    expect(job.body).toContain(`src="${latest}"`);
    const dashboard = await owner.get('/employer');
    expect(dashboard.body).toContain(`src="${latest}"`);
    // Another company's cards keep their letter.
    expect(logoUrls((await app.inject('/company/elsewhere-ltd')).body)).toEqual([]);

    // Removed: the letter again, the images gone.
    expect((await owner.post('/employer/team/logo/remove', {})).statusCode).toBe(303);
    expect(logoUrls((await app.inject('/company/harbour-health')).body)).toEqual([]);
    // At once on the job page too, which kept the logo a minute (no image that answers 404).
    expect(logoUrls((await app.inject(`/job/${jobs[0]!.id}`)).body)).toEqual([]);
    expect((await app.inject(latest)).statusCode).toBe(404);
    expect((await app.inject('/assets/logos/not-a-logo.webp')).statusCode).toBe(400);
  });

  it('draws an SVG with a script as a plain raster: no script reaches anyone', async () => {
    const { app } = await start();
    const owner = await signUpEmployer(app, 'olu@harbour.example', harbour.name);
    const sent = await owner.postMultipart('/employer/team/logo', {
      logo: {
        filename: 'logo.svg',
        type: 'image/svg+xml',
        content: svgLogo('<script>alert(document.cookie)</script><g onload="alert(1)"></g>'),
      },
    });
    expect(sent.statusCode).toBe(303);
    const [large] = logoUrls((await owner.get('/employer/team')).body);
    const served = await app.inject(large!);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(served.rawPayload.toString('latin1')).not.toMatch(/script|alert|<svg/i);
  });

  it('refuses a file of the wrong kind, too large, damaged or reaching out, with a message and nothing kept', async () => {
    const { app } = await start();
    const owner = await signUpEmployer(app, 'olu@harbour.example', harbour.name);
    const png = await image('png');
    const cases = [
      {
        name: 'a PDF named .png',
        content: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
        status: 400,
        message: 'That file is not a PNG, JPEG, WebP or SVG image.',
      },
      {
        name: 'a GIF',
        content: await sharp(png).gif().toBuffer(),
        status: 400,
        message: 'That file is not a PNG, JPEG, WebP or SVG image.',
      },
      {
        name: 'over 2 MB',
        content: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]),
        status: 413,
        message: 'That file is larger than 2 MB.',
      },
      {
        name: 'a PNG cut short',
        content: png.subarray(0, Math.floor(png.length / 2)),
        status: 400,
        message: 'That image could not be read',
      },
      {
        name: 'an SVG that loads a file',
        content: svgLogo('<image href="file:///etc/passwd" width="10" height="10"/>'),
        status: 400,
        message: 'That SVG refers to other files',
      },
      {
        name: 'an SVG with entities',
        content: Buffer.from(
          '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg"><text>&a;</text></svg>',
        ),
        status: 400,
        message: 'That SVG refers to other files or defines entities.',
      },
      { name: 'no file', content: undefined, status: 400, message: 'Choose an image file' },
    ];
    for (const { name, content, status, message } of cases) {
      const sent = await owner.postMultipart(
        '/employer/team/logo',
        content === undefined
          ? { note: 'no file' }
          : { logo: { filename: 'logo.png', type: 'image/png', content } },
      );
      expect(sent.statusCode, name).toBe(status);
      expect(sent.body.replaceAll('&#x27;', "'"), name).toContain(message);
      // The message is the field's, tied to it for assistive technology.
      expect(sent.body, name).toMatch(/aria-describedby="team-logo-message team-logo-description"/);
      expect(logoUrls(sent.body), name).toEqual([]);
    }
    expect(logoUrls((await app.inject('/company/harbour-health')).body)).toEqual([]);
    // Only the organisation's owners, and only employers, change it.
    const seeker = new Browser(app);
    await seeker.post('/signup', {
      role: 'seeker',
      name: 'Sam',
      email: 'sam@example.com',
      password: TEST_PASSWORD,
    });
    const refused = await seeker.postMultipart('/employer/team/logo', {
      logo: { filename: 'logo.png', type: 'image/png', content: png },
    });
    expect([403, 404]).toContain(refused.statusCode);
  });
});
