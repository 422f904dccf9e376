import {
  classifications,
  defaultJobSearchQuery,
  parseJobSearchQuery,
  serializeJobSearchQuery,
  type JobSearchQuery,
} from '@joblane/jobs';
import { defaultLifetimes } from '@joblane/accounts';
import { AD_LIFETIME_DAYS } from '@joblane/ads';
import { responseSignalMinimum } from '@joblane/hiring';
import { maxAlertJobs } from '@joblane/mail';
import { REPORTS_TO_HIDE } from '@joblane/moderation';
import { afterEach, describe, expect, it } from 'vitest';

import { openJobDatabase } from '../src/server/jobDatabase.ts';
import {
  contextBlock,
  documentProblems,
  testApp,
  testDatabase,
  TEST_NOW,
  type TestApp,
} from './helpers.ts';

let current: TestApp | undefined;
afterEach(async () => {
  await current?.app.close();
  current = undefined;
});

const ORIGIN = 'http://localhost:3000';

const decode = (text: string) =>
  text
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');

/** The document's `<body>` (head links are assets and absolute canonical URLs). */
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'), html.indexOf('</body>'));

/** Visible text, roughly as a reader gets it. */
const textOf = (html: string) =>
  decode(
    bodyOf(html)
      .replaceAll(/<script[^>]*>[^<]*<\/script>/g, '')
      .replaceAll(/<!-- -->|<\/?(span|strong|em|time)\b[^>]*>/g, '')
      .replaceAll(/<[^>]+>/g, ' ')
      .replaceAll(/\s+/g, ' '),
  );

const attributeValues = (html: string, element: string, attribute: string) =>
  [...html.matchAll(new RegExp(`<${element}\\b[^>]*\\s${attribute}="([^"]*)"`, 'g'))].map((match) =>
    decode(match[1]!),
  );

/**
 * Every internal link of the body keeps `v`, every external one is untouched, and every GET form
 * carries `v` as a hidden field (browsers replace a GET action's query with the fields).
 */
function expectVersionPinEverywhere(html: string, v: string) {
  const body = bodyOf(html);
  const hrefs = attributeValues(body, 'a', 'href');
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue; // external: https:, mailto:
    const url = new URL(href, ORIGIN);
    expect(url.searchParams.getAll('v'), href).toEqual([v]);
  }
  const forms = [...body.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)];
  for (const [, attributes, content] of forms) {
    expect(attributes, 'a form without an action').toMatch(/action="\/jobs"/);
    expect(content).toContain(`<input type="hidden" name="v" value="${v}"/>`);
  }
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

const query = (parts: Partial<JobSearchQuery>): JobSearchQuery => ({
  ...defaultJobSearchQuery,
  classifications: [],
  subClassifications: [],
  workTypes: [],
  workArrangements: [],
  ...parts,
});

describe('the store behind the host', () => {
  it('seeds a new database with the sample jobs, once, and /readyz checks it', async () => {
    const database = await openJobDatabase({ path: ':memory:', sampleJobs: 50, now: TEST_NOW });
    const everything = await database.store.search(query({}), { now: TEST_NOW });
    expect(everything.total).toBe(50);
    await database.check();
    await database.close();
    await expect(Promise.resolve().then(() => database.check())).rejects.toThrow();
  });

  it('answers 500 without internals when the app was built without a store', async () => {
    current = await testApp({ database: undefined });
    const response = await current.app.inject('/');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('buildApp was given no database');
    expect(JSON.stringify(current.logs)).toContain('buildApp was given no database');
  });
});

describe('home page', () => {
  it('lists popular classifications with live counts, most jobs first, and keeps v', async () => {
    current = await testApp();
    const { store } = await testDatabase();
    const counts = (await store.countByClassification({ now: TEST_NOW })).sort(
      (a, b) => b.count - a.count,
    );
    const response = await current.app.inject('/?v=3');
    expect(response.statusCode).toBe(200);
    const text = textOf(response.body);
    const top = counts[0]!;
    expect(text).toContain(`${top.label} (${top.count.toLocaleString('en-AU')})`);
    expect(response.body).toContain(`href="/jobs?classification=${top.value}&amp;v=3"`);
    // Every classification with jobs is a link in the server's markup (the rest in a details).
    for (const classification of counts.filter(({ count }) => count > 0)) {
      expect(response.body).toContain(
        `href="/jobs?classification=${classification.value}&amp;v=3"`,
      );
    }
    expect(response.body).toMatch(/<details[^>]*><summary[^>]*><span[^>]*>Show all /);
    expect(text).toContain(
      `Show all ${counts.filter(({ count }) => count > 0).length} classifications`,
    );
    const total = counts.reduce((sum, { count }) => sum + count, 0);
    expect(text).toContain(`${total.toLocaleString('en-AU')} jobs from Australian employers`);
    // The busiest capital, with its live count.
    const sydney = (await store.suggestPlaces('Sydney', 1, { now: TEST_NOW }))[0]!;
    expect(response.body).toContain(
      `href="/jobs?where=${encodeURIComponent(sydney.label)}&amp;v=3"`,
    );
    // (textOf drops the spans the tile's name and count are in.)
    expect(text).toContain(`${sydney.label}${sydney.count.toLocaleString('en-AU')} jobs`);
    expect(canonicalOf(response.body)).toBe(`${ORIGIN}/`);
    expect(response.body).toContain(
      '<meta property="og:title" content="Joblane: find your next job">',
    );
    expect(response.body).toContain(`<meta property="og:url" content="${ORIGIN}/">`);
    expect(response.body).toMatch(/<label[^>]*>What<\/label>/);
    expect(response.body).toMatch(/<label[^>]*>Where<\/label>/);
    expectVersionPinEverywhere(response.body, '3');
  });

  it('says why to trust the listings, with live counts and links to Help, About and employers', async () => {
    current = await testApp();
    const { store } = await testDatabase();
    const { facets } = await store.search(query({}), { now: TEST_NOW });
    const lastWeek = facets.dateRange.find((facet) => facet.value === '7')!.count;
    expect(lastWeek).toBeGreaterThan(0);
    const response = await current.app.inject('/?v=3');
    const text = textOf(response.body);
    // The search comes first, then the content: headings in order, one h1.
    const headings = [...response.body.matchAll(/<h([1-6])\b[^>]*>(.*?)<\/h\1>/g)].map(
      ([, level, inner]) => `h${level} ${decode(inner!.replaceAll(/<[^>]+>/g, ''))}`,
    );
    expect(headings.slice(0, 8)).toEqual([
      'h1 Find your next job',
      'h2 Busiest places',
      'h2 Jobs by classification',
      'h2 Why job seekers trust Joblane',
      'h3 Every ad screened',
      'h3 Verified employers',
      'h3 Know where you stand',
      'h2 Hiring? Reach job seekers across Australia',
    ]);
    expect(response.body.indexOf('<search')).toBeLessThan(response.body.indexOf('Busiest places'));
    expect(text).toContain(`${lastWeek.toLocaleString('en-AU')} jobs listed in the last 7 days.`);
    for (const href of ['/about', '/help#scams', '/help#checks', '/help#statuses', '/employers']) {
      const [path, hash] = href.split('#');
      expect(response.body).toContain(`href="${path}?v=3${hash === undefined ? '' : `#${hash}`}"`);
    }
    expect(text).toContain('Advertise a job');
    // No verified employer among the sample jobs: the band says nothing about their number.
    expect(facets.verified.find((facet) => facet.value === '1')?.count ?? 0).toBe(0);
    expect(response.body).not.toContain('href="/jobs?verified=1');
  });
});

describe('results page', () => {
  it('shows the total, 20 cards of the first page, facet counts and the canonical URL', async () => {
    current = await testApp();
    const { store } = await testDatabase();
    const expected = await store.search(query({ keywords: 'nurse' }), { now: TEST_NOW });
    expect(expected.total).toBeGreaterThan(20);

    const response = await current.app.inject('/jobs?keywords=nurse&v=3');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const text = textOf(html);
    expect(text).toContain(`${expected.total} jobs`);
    expect(html.match(/<article /g)).toHaveLength(20);
    for (const job of expected.jobs) {
      expect(html).toContain(`href="/job/${job.id}?v=3"`);
      expect(text).toContain(job.companyName);
    }
    const first = expected.jobs[0]!;
    if (first.salaryLabel !== null) expect(text).toContain(first.salaryLabel);
    const days = Math.floor((TEST_NOW.getTime() - Date.parse(first.listedAt)) / 86_400_000);
    expect(text).toMatch(new RegExp(`Listed (${days}d|\\d+h|\\d+m) ago`));
    // Facet counts beside each filter value.
    const workType = expected.facets.workType[0]!;
    expect(text).toContain(`${workType.label} (${workType.count})`);
    expect(canonicalOf(html)).toBe(`${ORIGIN}/jobs?keywords=nurse`);
    expect(html).toMatch(/<title>Nurse jobs: \d+ jobs · Joblane<\/title>/);
    expect(html).toContain(
      '<meta property="og:url" content="http://localhost:3000/jobs?keywords=nurse">',
    );
    expect(html).toContain('aria-label="Page 2"');
    expect(html).toContain(`href="/jobs?keywords=nurse&amp;page=2&amp;v=3"`);
    expectVersionPinEverywhere(html, '3');

    const context = JSON.parse(contextBlock(html)) as {
      data: { canonicalQuery: string; jobs: unknown };
    };
    expect(context.data.canonicalQuery).toBe('keywords=nurse');
    // The cards are in the markup: the context block does not carry them a second time (the
    // browser keeps the server's list), while the JSON twin for in-page navigation does.
    expect(context.data.jobs).toBeNull();
    expect(contextBlock(html)).not.toContain(expected.jobs[0]!.summary);
    expect(contextBlock(html).length).toBeLessThan(8_000);
    const twin = await current.app.inject('/api/pages/jobs?keywords=nurse&v=3');
    expect(
      (twin.json() as { context: { data: { jobs: { id: string }[] } } }).context.data.jobs.map(
        (job) => job.id,
      ),
    ).toEqual(expected.jobs.map((job) => job.id));
    expect(await documentProblems(html)).toEqual([]);
  });

  it('applies filters and sort, and shows only matching jobs', async () => {
    current = await testApp();
    const search = 'worktype=full-time,part-time&workarrangement=remote&sortmode=date';
    const response = await current.app.inject(`/jobs?${search}`);
    expect(response.statusCode).toBe(200);
    // The cards' data as in-page navigation receives it (the document keeps them as markup).
    const twin = await current.app.inject(`/api/pages/jobs?${search}`);
    const { data } = (twin.json() as { context: { data: unknown } }).context as {
      data: {
        jobs: { workType: string; workArrangement: string; listedAt: string }[];
        total: number;
      };
    };
    expect(data.total).toBeGreaterThan(0);
    for (const job of data.jobs) {
      expect(['full-time', 'part-time']).toContain(job.workType);
      expect(job.workArrangement).toBe('remote');
    }
    const dates = data.jobs.map((job) => job.listedAt);
    expect(dates).toEqual([...dates].sort((a, b) => b.localeCompare(a)));
    // The filters show what is chosen.
    const boxes = (
      response.body.match(/<input[^>]*type="checkbox"[^>]*name="worktype"[^>]*>/g) ?? []
    ).map((input) => [/value="([^"]*)"/.exec(input)?.[1], input.includes('checked=""')]);
    expect(boxes).toEqual([
      ['full-time', true],
      ['part-time', true],
      ['contract-temp', false],
      ['casual-vacation', false],
    ]);
    expect(response.body).toMatch(/<option value="date" selected="">/);
    // Made on the server: the same search without filters, and the sort form's other fields.
    expect(response.body).toMatch(/href="\/jobs\?sortmode=date"[^>]*>Clear filters</);
    expect(response.body).toContain('<input type="hidden" name="workarrangement" value="remote"/>');
  });

  it('names the search in the title and heading, remote work included', async () => {
    current = await testApp();
    const remote = await current.app.inject('/jobs?keywords=nurse&where=remote');
    expect(remote.body).toMatch(/<title>Remote nurse jobs: \d+ jobs · Joblane<\/title>/);
    expect(remote.body).toMatch(/<h1[^>]*>Remote nurse jobs<\/h1>/);
    const place = await current.app.inject('/jobs?where=sydney&classification=accounting');
    expect(place.body).toMatch(/<h1[^>]*>Accounting jobs in Sydney NSW<\/h1>/);
  });

  it('redirects a search spelled another way to its canonical URL, keeping v', async () => {
    current = await testApp();
    // What the plain GET forms submit: empty fields, one parameter per ticked box.
    const response = await current.app.inject(
      '/jobs?keywords=nurse&where=&worktype=part-time&worktype=full-time&salarytype=annual&salarymin=&daterange=&v=7',
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      '/jobs?keywords=nurse&worktype=full-time%2Cpart-time&v=7',
    );
    const followed = await current.app.inject(String(response.headers.location));
    expect(followed.statusCode).toBe(200);
    expect(canonicalOf(followed.body)).toBe(
      `${ORIGIN}/jobs?keywords=nurse&amp;worktype=full-time%2Cpart-time`,
    );
    // The JSON twin does not redirect: it shows the canonical address to push.
    const twin = await current.app.inject(
      '/api/pages/jobs?worktype=part-time&worktype=full-time&keywords=&v=7',
    );
    expect(twin.statusCode).toBe(200);
    expect(twin.json()).toMatchObject({
      context: { route: 'jobs', url: '/jobs?worktype=full-time%2Cpart-time&v=7', v: '7' },
    });
  });

  it('says which parameters it ignored and does not redirect them away', async () => {
    current = await testApp();
    const response = await current.app.inject(
      '/jobs?keywords=nurse&worktype=full-time,gig&salarymin=lots&sortmode=best&where=Atlantis&v=2',
    );
    expect(response.statusCode).toBe(200);
    const text = textOf(response.body);
    expect(text).toContain('Some of the search could not be used');
    expect(text).toContain('Ignored work type "gig"');
    expect(text).toContain('Ignored salary minimum "lots"');
    expect(text).toContain('Ignored sort order "best"');
    expect(text).toContain('Ignored location "Atlantis": no such place');
    expect(canonicalOf(response.body)).toBe(
      `${ORIGIN}/jobs?keywords=nurse&amp;where=Atlantis&amp;worktype=full-time`,
    );
    expectVersionPinEverywhere(response.body, '2');
  });

  it('suggests loosening a search that finds nothing', async () => {
    current = await testApp();
    const response = await current.app.inject(
      '/jobs?keywords=zzzzqqq&workarrangement=remote&daterange=1&v=4',
    );
    expect(response.statusCode).toBe(200);
    const text = textOf(response.body);
    expect(text).toContain('0 jobs');
    expect(text).toContain('No jobs match this search');
    // Only loosenings that find something are offered, each with what it finds.
    expect(response.body).not.toContain('href="/jobs?keywords=zzzzqqq&amp;daterange=1&amp;v=4"');
    expect(text).not.toContain('Any work arrangement');
    const { store } = await testDatabase();
    const withoutKeywords = await store.search(
      query({ workArrangements: ['remote'], dateRange: 1 }),
      { now: TEST_NOW },
    );
    expect(withoutKeywords.total).toBeGreaterThan(0);
    expect(response.body).toContain('href="/jobs?workarrangement=remote&amp;daterange=1&amp;v=4"');
    expect(text).toContain(`Search without keywords (${withoutKeywords.total})`);
    // Popular searches: the busiest classifications with their counts.
    const [busiest] = (await store.countByClassification({ now: TEST_NOW })).sort(
      (a, b) => b.count - a.count,
    );
    expect(text).toContain('Popular searches');
    expect(text).toContain(`${busiest!.label} (${busiest!.count.toLocaleString('en-AU')})`);
    expect(response.body).not.toContain('<article ');
    expectVersionPinEverywhere(response.body, '4');
  });

  it('offers a looser filter with what running it finds (counted in the search itself)', async () => {
    current = await testApp();
    const { store } = await testDatabase();
    // A classification with no nurses, while nurses are found in others.
    const everywhere = await store.search(query({ keywords: 'nurse' }), { now: TEST_NOW });
    expect(everywhere.total).toBeGreaterThan(0);
    let empty: string | undefined;
    for (const { id } of classifications) {
      const found = await store.search(query({ keywords: 'nurse', classifications: [id] }), {
        now: TEST_NOW,
      });
      if (found.total === 0) {
        empty = id;
        break;
      }
    }
    expect(empty).toBeDefined();
    const response = await current.app.inject(`/jobs?keywords=nurse&classification=${empty}`);
    expect(response.statusCode).toBe(200);
    const text = textOf(response.body);
    expect(text).toContain('No jobs match this search');
    expect(text).toContain(
      `Search every classification (${everywhere.total.toLocaleString('en-AU')})`,
    );
    expect(response.body).toContain('href="/jobs?keywords=nurse"');
  });

  it('rejects a repeated single-valued or oversized parameter with 400', async () => {
    current = await testApp();
    const repeated = await current.app.inject('/jobs?page=1&page=2');
    expect(repeated.statusCode).toBe(400);
    expect(repeated.body).toContain('querystring/page must be string');
    const long = await current.app.inject(`/jobs?keywords=${'a'.repeat(1200)}`);
    expect(long.statusCode).toBe(400);
  });
});

describe('the results page without JavaScript', () => {
  it('makes the clear buttons links to the search without that field, and counts filters', async () => {
    current = await testApp();
    const response = await current.app.inject(
      '/jobs?keywords=nurse&where=Sydney%20NSW&worktype=full-time&daterange=7&v=2',
    );
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const clearLink = (label: string) =>
      new RegExp(`<a[^>]*aria-label="${label}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(clearLink('Clear keywords')).toContain(
      'href="/jobs?where=Sydney+NSW&amp;worktype=full-time&amp;daterange=7&amp;v=2"',
    );
    expect(clearLink('Clear where')).toContain(
      'href="/jobs?keywords=nurse&amp;worktype=full-time&amp;daterange=7&amp;v=2"',
    );
    // The Filters control is a link to the in-page panel, with the number of filters applied.
    expect(html).toMatch(/<a[^>]*href="\?[^"]*#filters"/);
    expect(textOf(html)).toContain('Filters2 applied');
    expect(html).toContain('<aside id="filters"');
    // Buttons only a visitor without JavaScript needs are in noscript: hydrating removes nothing.
    expect(html).toMatch(/<noscript><button[^>]*type="submit"[^>]*>.*Apply filters/);
    expect(html).toMatch(/<noscript><button[^>]*type="submit"[^>]*>.*Sort/);
    // The description keeps the place's capitals.
    expect(html).toMatch(/<meta name="description" content="[^"]*Nurse jobs in Sydney NSW/);
    expect(await documentProblems(html)).toEqual([]);
  });
});

describe('short pages', () => {
  it('serves every footer page, linked from every page, with its title', async () => {
    current = await testApp();
    const home = await current.app.inject('/?v=5');
    for (const [path, title] of [
      ['/about', 'About Joblane'],
      ['/help', 'Help'],
      ['/privacy', 'Privacy'],
      ['/terms', 'Terms of use'],
      ['/contact', 'Contact us'],
    ] as const) {
      expect(home.body).toContain(`href="${path}?v=5"`);
      const response = await current.app.inject(`${path}?v=5`);
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toContain(`<title>${title} · Joblane</title>`);
      expect(response.body).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expectVersionPinEverywhere(response.body, '5');
      expect(await documentProblems(response.body), path).toEqual([]);
    }
    // The kit gallery is for developers: at /ui, linked from no page of the product.
    expect(home.body).not.toContain('href="/ui');
    expect(home.body).not.toContain('For developers');
    expect(home.body).not.toContain('Component gallery');
    expect((await current.app.inject('/ui?v=5')).statusCode).toBe(200);
  });

  it('sells posting on /employers and signs employers up', async () => {
    current = await testApp();
    const home = await current.app.inject('/?v=5');
    expect(home.body).toContain('href="/employers?v=5"');
    const response = await current.app.inject('/employers?v=5');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Post jobs on Joblane · Joblane</title>');
    expect(response.body).toMatch(/<h1[^>]*>Hire on Joblane<\/h1>/);
    const text = textOf(response.body);
    expect(text).not.toContain('on the way');
    for (const reason of [
      'Ads job seekers can trust',
      'A Verified employer badge',
      'Candidates in one place',
      'Credit for answering',
    ]) {
      expect(text).toContain(reason);
    }
    // The way in: employer sign-up, and sign-in that comes back to the employer's ads.
    expect(response.body).toMatch(
      /<a[^>]*href="\/signup\?role=employer&amp;v=5"[^>]*>[^]*?Create an employer account/,
    );
    expect(response.body).toContain('href="/signin?next=%2Femployer&amp;v=5"');
    expectVersionPinEverywhere(response.body, '5');
    expect(await documentProblems(response.body)).toEqual([]);
  });

  it('gives Help, About, Terms and Privacy an "On this page" list of their sections, headings in order', async () => {
    current = await testApp();
    for (const path of ['/help', '/about', '/terms', '/privacy']) {
      const response = await current.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      const body = bodyOf(response.body);
      const levels = [...body.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
      // One h1, and no level skipped on the way down (the footer's h2s come last).
      expect(
        levels.filter((level) => level === 1),
        path,
      ).toHaveLength(1);
      levels.forEach((level, i) => {
        if (i > 0) expect(level - levels[i - 1]!, `${path} heading ${i}`).toBeLessThanOrEqual(1);
      });
      const contents = /<nav[^>]*aria-labelledby="([^"]*)"[^>]*>([\s\S]*?)<\/nav>/.exec(body)!;
      expect(body).toContain(`id="${contents[1]}">On this page</h2>`);
      const anchors = [...contents[2]!.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]!);
      expect(anchors.length, path).toBeGreaterThan(2);
      for (const anchor of anchors)
        expect(body, `${path}#${anchor}`).toContain(`<h2 id="${anchor}"`);
      expect(await documentProblems(response.body), path).toEqual([]);
    }
  });

  it('Help answers with the rules as the code has them, and says how to reach us', async () => {
    current = await testApp();
    const help = textOf((await current.app.inject('/help')).body);
    for (const section of [
      'Searching for jobs',
      'Filters and sorting',
      'Applying for a job',
      'What your application’s status means',
      'Saved jobs, saved searches and alerts',
      'How to spot a scam',
      'How Joblane checks ads',
      'Reporting a job',
      'Your account and your data',
      'Contact us',
    ]) {
      expect(help).toContain(section);
    }
    for (const status of [
      'Submitted',
      'Viewed',
      'Shortlisted',
      'Interviewing',
      'Offered',
      'Hired',
      'Not progressing',
      'Withdrawn',
      'Ad closed',
    ]) {
      expect(help).toContain(status);
    }
    expect(help).toContain('you see it, and we email you, 48 hours later');
    expect(help).toContain(`at least ${responseSignalMinimum} applications`);
    expect(help).toContain(`An alert lists up to ${maxAlertJobs} jobs`);
    expect(REPORTS_TO_HIDE).toBe(3);
    expect(help).toContain('When three different people have reported a job, it leaves search');
    expect(help).toContain(`Ads run for ${AD_LIFETIME_DAYS} days`);
    expect(help).toContain('a PDF or Word (.docx) file of at most 5 MB');
    expect(help).toContain('up to 2,000 characters');
    const body = (await current.app.inject('/help?v=2')).body;
    expect(body).toContain('href="/contact?v=2"');
    expect(body).toContain('href="mailto:support@joblane.test"');
    expect(body).toContain('href="/account/reports?v=2"');
  });

  it('Terms and Privacy say only what the site does: screening, the cookies it sets, retention', async () => {
    current = await testApp();
    const terms = textOf((await current.app.inject('/terms')).body);
    expect(terms).not.toContain('obvious problems');
    expect(terms).toContain('Every ad is screened by rules when it is published or changed');
    const privacy = textOf((await current.app.inject('/privacy')).body);
    // Exactly the cookies the server sets (src/server/plugins/sessions.ts), and how long they last.
    for (const cookie of ['joblane_session', 'joblane_notice', 'joblane_two_step']) {
      expect(privacy).toContain(cookie);
    }
    expect(privacy.match(/\bjoblane_[a-z_]+/g)!.sort()).toEqual([
      'joblane_notice',
      'joblane_session',
      'joblane_two_step',
    ]);
    const days = (ms: number) => ms / (24 * 3600_000);
    expect(privacy).toContain(
      `after ${days(defaultLifetimes.sessionIdleMs)} days without use, or ${days(defaultLifetimes.sessionAbsoluteMs)} days after you signed in`,
    );
    expect(privacy).toContain('Who sees your application');
    expect(privacy).toContain('Download or delete your data');
    expect(privacy).not.toContain('deleted after 30 days');
  });

  it('answers 404 with the search form', async () => {
    current = await testApp();
    const response = await current.app.inject('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatch(/<form[^>]*action="\/jobs"[^>]*method="get"/);
    expect(response.body).toContain('name="keywords"');
  });
});

describe('job page', () => {
  it('links back to the results it was opened from, canonical, and only to this site', async () => {
    current = await testApp();
    const { store } = await testDatabase();
    const { jobs } = await store.search(query({ keywords: 'nurse' }), { now: TEST_NOW });
    const path = `/job/${jobs[0]!.id}?v=3`;
    const fromResults = await current.app.inject({
      url: path,
      headers: { referer: 'http://localhost:80/jobs?worktype=full-time&keywords=nurse&page=2&v=3' },
    });
    expect(fromResults.body).toMatch(
      /<a[^>]*href="\/jobs\?keywords=nurse&amp;worktype=full-time&amp;page=2&amp;v=3"[^>]*>.*Back to results/,
    );
    for (const referer of [
      'https://evil.example/jobs?keywords=nurse',
      'http://localhost:80/job/abc',
      'not a url',
    ]) {
      const other = await current.app.inject({ url: path, headers: { referer } });
      expect(other.body, referer).not.toContain('Back to results');
      expect(other.body, referer).toMatch(
        /href="\/jobs\?classification=[\w-]+&amp;v=3"[^>]*>.*More /,
      );
    }
  });

  it('shows every field, the description as HTML, how to apply and similar jobs', async () => {
    current = await testApp();
    const { store } = await testDatabase();
    const { jobs } = await store.search(query({ keywords: 'nurse' }), { now: TEST_NOW });
    const job = (await store.getJob(jobs[0]!.id, { now: TEST_NOW }))!;
    const similar = await store.similarJobs(job, 5, { now: TEST_NOW });

    const response = await current.app.inject(`/job/${job.id}?v=3`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const text = textOf(html);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${job.title}</h1>`));
    for (const value of [job.company.name, job.location.label, ...job.keySellingPoints]) {
      expect(text).toContain(decode(value));
    }
    if (job.salary !== undefined && !job.salary.hidden) expect(text).toContain(job.salary.label);
    expect(html).toContain(job.descriptionHtml);
    if (job.howToApply.url !== undefined) {
      expect(html).toContain(`href="${job.howToApply.url}"`);
    }
    expect(similar.length).toBeGreaterThan(0);
    for (const card of similar) expect(html).toContain(`href="/job/${card.id}?v=3"`);
    expect(canonicalOf(html)).toBe(`${ORIGIN}/job/${job.id}`);
    expect(html).toContain('<meta property="og:type" content="article">');
    // The external apply action says it opens a new tab.
    if (job.howToApply.url !== undefined) expect(text).toContain('(opens in a new tab)');
    expectVersionPinEverywhere(html, '3');
    expect(await documentProblems(html)).toEqual([]);
  });

  it('describes the job as schema.org JobPosting JSON-LD from the same data', async () => {
    current = await testApp();
    const { store } = await testDatabase();
    // One job with a shown salary on site, one remote job.
    const onSite = (
      await store.search(query({ workArrangements: ['on-site'], salaryMin: 1 }), { now: TEST_NOW })
    ).jobs.find((card) => card.salaryLabel !== null)!;
    const remote = (await store.search(query({ workArrangements: ['remote'] }), { now: TEST_NOW }))
      .jobs[0]!;

    for (const card of [onSite, remote]) {
      const job = (await store.getJob(card.id, { now: TEST_NOW }))!;
      const html = (await current.app.inject(`/job/${job.id}`)).body;
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
      expect(blocks).toHaveLength(1);
      const data = JSON.parse(blocks[0]![1]!) as Record<string, unknown>;
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: job.title,
        description: job.descriptionHtml,
        datePosted: job.listedAt,
        validThrough: job.validThrough,
        hiringOrganization: { '@type': 'Organization', name: job.company.name },
        identifier: { '@type': 'PropertyValue', value: job.id },
        employmentType: {
          'full-time': 'FULL_TIME',
          'part-time': 'PART_TIME',
          'contract-temp': 'CONTRACTOR',
          'casual-vacation': 'PER_DIEM',
        }[job.workType],
      });
      if (job.workArrangement === 'remote') {
        expect(data.jobLocationType).toBe('TELECOMMUTE');
        expect(data).not.toHaveProperty('jobLocation');
      } else {
        expect(data.jobLocation).toMatchObject({
          '@type': 'Place',
          address: { addressCountry: job.location.country },
        });
      }
      if (job.salary !== undefined && !job.salary.hidden) {
        expect(data.baseSalary).toEqual({
          '@type': 'MonetaryAmount',
          currency: job.salary.currency,
          value: {
            '@type': 'QuantitativeValue',
            minValue: job.salary.min,
            maxValue: job.salary.max,
            unitText: job.salary.period === 'annual' ? 'YEAR' : 'HOUR',
          },
        });
      } else {
        expect(data).not.toHaveProperty('baseSalary');
      }
      // Escaped like the context block: the description's tags cannot close the element.
      expect(blocks[0]![1]).not.toContain('<');
      // Only what the page shows: the closing date and reference are on the page too.
      const text = textOf(html);
      expect(text).toContain(`Job reference ${job.id}`);
      expect(text).toMatch(/Applications close \d+ \w+ \d{4}/);
    }
  });

  it('answers an unknown job with 404 and an expired one with 410 and similar jobs', async () => {
    const database = await openJobDatabase({ path: ':memory:', sampleJobs: 300, now: TEST_NOW });
    current = await testApp({ database });
    const missing = await current.app.inject('/job/no-such-job?v=3');
    expect(missing.statusCode).toBe(404);
    expect(textOf(missing.body)).toContain('We could not find that job');
    expect(missing.body).toContain('href="/?v=3"');

    const { jobs } = await database.store.search(query({}), { now: TEST_NOW });
    const gone = jobs[0]!;
    await database.store.expire([gone.id]);
    const expired = await current.app.inject(`/job/${gone.id}?v=3`);
    expect(expired.statusCode).toBe(410);
    const text = textOf(expired.body);
    // Taken out of search before its end: no made-up expiry date, no "Listed … ago".
    expect(text).toContain('This job is no longer advertised, so it takes no applications.');
    expect(text).not.toMatch(/Listed <time/);
    expect(text).toContain('Similar jobs');
    expect(expired.body.match(/<article /g)?.length).toBeGreaterThan(0);
    expect(expired.body).not.toContain('application/ld+json');
    expectVersionPinEverywhere(expired.body, '3');
    // In-page navigation gets the 410 page as data too.
    const twin = await current.app.inject(`/api/pages/job/${gone.id}`);
    expect(twin.statusCode).toBe(410);
    expect(twin.json()).toMatchObject({
      context: { route: 'job', data: { job: { id: gone.id, status: 'expired' } } },
    });
    await database.close();
  });
});

describe('JSON APIs', () => {
  it('/api/search answers the results page data for the same parameters', async () => {
    current = await testApp();
    const { store } = await testDatabase();
    const expected = await store.search(
      parseJobSearchQuery('keywords=nurse&worktype=full-time').query,
      { now: TEST_NOW },
    );
    const response = await current.app.inject(
      '/api/search?keywords=nurse&worktype=full-time&foo=1',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(expected.total);
    expect(body.jobs.map((job: { id: string }) => job.id)).toEqual(
      expected.jobs.map((job) => job.id),
    );
    expect(body.canonicalQuery).toBe(
      serializeJobSearchQuery(parseJobSearchQuery('keywords=nurse&worktype=full-time').query),
    );
    expect(body.facets.workType).toEqual(expected.facets.workType);

    const ignored = await current.app.inject('/api/search?daterange=5');
    expect(ignored.json().ignored).toEqual([
      { param: 'daterange', value: '5', message: 'Ignored date range "5"' },
    ]);
  });

  it('/api/jobs/:id answers a job, 404 for an unknown id and 410 for an expired one', async () => {
    const database = await openJobDatabase({ path: ':memory:', sampleJobs: 200, now: TEST_NOW });
    current = await testApp({ database });
    const { jobs } = await database.store.search(query({}), { now: TEST_NOW });
    const [kept, gone] = [jobs[0]!, jobs[1]!];
    const job = await current.app.inject(`/api/jobs/${kept.id}`);
    expect(job.statusCode).toBe(200);
    expect(job.json()).toMatchObject({ id: kept.id, title: kept.title, status: 'active' });
    expect(job.json().similar.length).toBeGreaterThan(0);

    const missing = await current.app.inject('/api/jobs/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });

    await database.store.expire([gone.id]);
    const expired = await current.app.inject(`/api/jobs/${gone.id}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ statusCode: 410, error: 'Gone' });
    await database.close();
  });

  it('suggests places and keywords as you type, and rejects bad input with 400', async () => {
    current = await testApp();
    const places = await current.app.inject('/api/suggest/places?q=syd');
    expect(places.statusCode).toBe(200);
    expect(places.json().suggestions[0]).toMatchObject({ label: 'Sydney NSW', kind: 'city' });
    expect(places.json().suggestions[0].count).toBeGreaterThan(0);

    const keywords = await current.app.inject('/api/suggest/keywords?q=nur&limit=3');
    expect(keywords.statusCode).toBe(200);
    expect(keywords.json().suggestions).toHaveLength(3);
    for (const suggestion of keywords.json().suggestions) {
      expect(suggestion.text.toLowerCase()).toMatch(/(^|\s)nur/);
    }

    expect((await current.app.inject('/api/suggest/places?q=')).json()).toEqual({
      suggestions: [],
    });
    expect((await current.app.inject('/api/suggest/places')).statusCode).toBe(400);
    const long = await current.app.inject(`/api/suggest/places?q=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('querystring/q');
  });

  it('suggests for the where field only places with jobs; the ad form (all=1) gets every place', async () => {
    current = await testApp();
    // "syd" matches many places (suburbs and streets named Sydney) that the sample jobs miss.
    const all = (await current.app.inject('/api/suggest/places?q=syd&limit=20&all=1')).json<{
      suggestions: { label: string; count: number }[];
    }>().suggestions;
    expect(all.some((place) => place.count === 0)).toBe(true);
    const live = (await current.app.inject('/api/suggest/places?q=syd&limit=20')).json<{
      suggestions: { label: string; count: number }[];
    }>().suggestions;
    expect(live.length).toBeGreaterThan(0);
    expect(live.filter((place) => place.count === 0)).toEqual([]);
    expect((await current.app.inject('/api/suggest/places?q=syd&all=yes')).statusCode).toBe(400);
  });

  it('counts the APIs against the client budget', async () => {
    current = await testApp({ config: { clientBudget: 2 } });
    for (const status of [200, 200, 429]) {
      expect((await current.app.inject('/api/suggest/keywords?q=a')).statusCode).toBe(status);
    }
  });
});

describe('robots.txt and sitemaps', () => {
  it('points crawlers at a paged sitemap index of active jobs, expired ones left out', async () => {
    const database = await openJobDatabase({ path: ':memory:', sampleJobs: 250, now: TEST_NOW });
    current = await testApp({ database, sitemapPageSize: 100 });
    const robots = await current.app.inject('/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');

    const { jobs } = await database.store.search(query({ sortMode: 'date' }), { now: TEST_NOW });
    await database.store.expire([jobs[0]!.id, jobs[1]!.id]);

    const index = await current.app.inject('/sitemap.xml');
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    const files = [...index.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(files).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/jobs-1.xml`,
      `${ORIGIN}/sitemaps/jobs-2.xml`,
      `${ORIGIN}/sitemaps/jobs-3.xml`,
    ]);
    const listed: string[] = [];
    for (const page of [1, 2, 3]) {
      const file = await current.app.inject(`/sitemaps/jobs-${page}.xml`);
      expect(file.statusCode).toBe(200);
      listed.push(...[...file.body.matchAll(/<loc>[^<]*\/job\/([^<]*)<\/loc>/g)].map((m) => m[1]!));
    }
    expect(listed).toHaveLength(248);
    expect(new Set(listed).size).toBe(248);
    expect(listed).not.toContain(jobs[0]!.id);
    expect(listed).not.toContain(jobs[1]!.id);
    expect((await current.app.inject('/sitemaps/jobs-4.xml')).statusCode).toBe(404);
    expect((await current.app.inject('/sitemaps/jobs-x.xml')).statusCode).toBe(400);

    const pages = await current.app.inject('/sitemaps/pages.xml');
    expect(pages.body).toContain(`<loc>${ORIGIN}/jobs?classification=accounting</loc>`);
    for (const path of ['/help', '/about', '/terms', '/privacy', '/contact', '/employers']) {
      expect(pages.body).toContain(`<loc>${ORIGIN}${path}</loc>`);
      expect((await current.app.inject(path)).statusCode, path).toBe(200);
    }
    await database.close();
  });
});
