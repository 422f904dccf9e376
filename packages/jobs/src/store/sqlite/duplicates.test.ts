import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { importJobPostings } from '../../import/importer.ts';
import { defaultJobSearchQuery } from '../../query/query.ts';
import { openSqliteJobStore, type SqliteJobStore } from './sqliteStore.ts';
import { makeJob, testNow } from './testJobs.ts';

const dayMs = 86_400_000;
const stores: SqliteJobStore[] = [];
afterEach(async () => {
  for (const opened of stores.splice(0)) await opened.close();
});
function store() {
  const opened = openSqliteJobStore({ path: ':memory:' });
  stores.push(opened);
  return opened;
}
const query = defaultJobSearchQuery;
const now = testNow;

/** A schema.org posting of a nurse's job at Harbour Health in a suburb of Sydney. */
function posting(identifier: string, suburb: string, changes: Record<string, unknown> = {}) {
  return {
    '@type': 'JobPosting',
    identifier,
    title: `Registered Nurse – ${suburb}`,
    description: `<p>Care for patients at our ${suburb} clinic.</p><p>Apply: https://harbour.example/jobs/${identifier}</p>`,
    datePosted: '2026-06-10',
    validThrough: '2026-07-10T00:00:00Z',
    hiringOrganization: { '@type': 'Organization', name: 'Harbour Health' },
    jobLocation: {
      '@type': 'Place',
      address: { addressLocality: suburb, addressRegion: 'NSW', addressCountry: 'AU' },
    },
    employmentType: 'FULL_TIME',
    occupationalCategory: 'Nursing - General Medical & Surgical',
    industry: 'Healthcare & Medical',
    ...changes,
  };
}

describe('duplicates: one job in several places', () => {
  it('a feed with the same job in three places gives one card naming the other two, with exact totals', async () => {
    const target = store();
    const feed = [
      posting('rn-parramatta', 'Parramatta'),
      posting('rn-blacktown', 'Blacktown'),
      posting('rn-penrith', 'Penrith'),
      posting('rn-other', 'Parramatta', {
        title: 'Theatre Nurse',
        description: '<p>Scrub and scout in our theatres.</p>',
      }),
    ]
      .map((record) => JSON.stringify(record))
      .join('\n');
    const report = await importJobPostings(target, Readable.from([feed]));
    expect(report.inserted).toBe(4);

    const result = await target.search(query, { now });
    expect(result.total).toBe(2);
    expect(result.jobs).toHaveLength(2);
    expect(result.pageCount).toBe(1);
    // Facet counts count cards too.
    const healthcare = result.facets.classification.find(
      (f) => f.value === 'healthcare-and-medical',
    );
    expect(healthcare?.count).toBe(2);
    expect(result.facets.workType.find((f) => f.value === 'full-time')?.count).toBe(2);

    const nurse = result.jobs.find((job) => job.title.startsWith('Registered Nurse'))!;
    expect(nurse.alsoIn).toHaveLength(2);
    const ids = [nurse.id, ...nurse.alsoIn!.map((place) => place.id)].sort();
    expect(ids).toEqual(['rn-blacktown', 'rn-parramatta', 'rn-penrith']);
    const labels = [nurse.locationLabel, ...nurse.alsoIn!.map((place) => place.locationLabel)];
    expect(labels.sort()).toEqual(['Blacktown NSW', 'Parramatta NSW', 'Penrith NSW']);
    // Each place is still its own job.
    for (const id of ids) expect((await target.getJob(id, { now }))?.status).toBe('active');
    expect(result.jobs.find((job) => job.id === 'rn-other')?.alsoIn).toBeUndefined();

    // A search for one of the places finds its own job, alone.
    const inPenrith = await target.search({ ...query, where: 'Penrith NSW' }, { now });
    expect(inPenrith.jobs.map((job) => job.id)).toEqual(['rn-penrith']);
    expect(inPenrith.total).toBe(1);
  });

  it('groups a job that comes after the index loaded with the one already there, on the writing connection and on another', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'duplicates-'));
    try {
      const path = join(dir, 'jobs.db');
      const writer = openSqliteJobStore({ path });
      const reader = openSqliteJobStore({ path });
      stores.push(writer, reader);
      const office = (id: string, placeId: string) =>
        makeJob(id, { placeId, title: 'Office Assistant', descriptionHtml: '<p>Join us.</p>' });
      await writer.upsert([
        office('office-sydney', 'sydney-nsw-au'),
        makeJob('cook-sydney', { title: 'Cook', descriptionHtml: '<p>Cook for us.</p>' }),
      ]);
      // Both indexes load while every fingerprint is one job's.
      for (const connection of [writer, reader]) {
        expect((await connection.search(query, { now })).total).toBe(2);
      }
      await writer.upsert([office('office-melbourne', 'melbourne-vic-au')]);
      for (const connection of [writer, reader]) {
        const result = await connection.search(query, { now });
        expect(result.total).toBe(2);
        const card = result.jobs.find((job) => job.title === 'Office Assistant')!;
        const ids = [card.id, ...(card.alsoIn ?? []).map((place) => place.id)].sort();
        expect(ids).toEqual(['office-melbourne', 'office-sydney']);
      }
      // One of them expired, the other stands alone; a third place joins it again.
      await writer.expire(['office-sydney']);
      for (const connection of [writer, reader]) {
        const result = await connection.search(query, { now });
        expect(result.total).toBe(2);
        expect(result.jobs.find((job) => job.id === 'office-melbourne')?.alsoIn).toBeUndefined();
      }
      await writer.upsert([office('office-perth', 'perth-wa-au')]);
      for (const connection of [writer, reader]) {
        const result = await connection.search(query, { now });
        expect(result.total).toBe(2);
        const card = result.jobs.find((job) => job.title === 'Office Assistant')!;
        expect(card.alsoIn).toHaveLength(1);
      }
    } finally {
      for (const opened of stores.splice(0)) await opened.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps pages exact: 45 jobs, each in two places, are 45 cards on 3 pages', async () => {
    const target = store();
    const jobs = Array.from({ length: 45 }, (_, i) =>
      ['sydney-nsw-au', 'melbourne-vic-au'].map((placeId) =>
        makeJob(`job-${i}-${placeId.slice(0, 3)}`, {
          placeId,
          title: `Office Assistant ${i}`,
          descriptionHtml: '<p>Join us.</p>',
          ageDays: 1 + (i % 20),
        }),
      ),
    ).flat();
    await target.upsert(jobs);
    const seen = new Set<string>();
    for (const page of [1, 2, 3]) {
      const result = await target.search({ ...query, page }, { now });
      expect(result.total).toBe(45);
      expect(result.pageCount).toBe(3);
      for (const job of result.jobs) {
        expect(job.alsoIn).toHaveLength(1);
        seen.add(job.title);
      }
    }
    expect(seen.size).toBe(45);
  });

  it('hiding one card (not interested) hides the job in every place, and similar jobs suggest it once', async () => {
    const target = store();
    await target.upsert([
      makeJob('a-syd', { title: 'Receptionist', descriptionHtml: '<p>Join us.</p>' }),
      makeJob('a-mel', {
        title: 'Receptionist',
        placeId: 'melbourne-vic-au',
        descriptionHtml: '<p>Join us.</p>',
      }),
      makeJob('b', { title: 'Office Assistant' }),
      makeJob('c', { title: 'Data Entry Clerk' }),
    ]);
    const hidden = await target.search(query, { now, excludeIds: ['a-mel'] });
    expect(hidden.jobs.map((job) => job.id).sort()).toEqual(['b', 'c']);
    expect(hidden.total).toBe(2);
    const similar = await target.similarJobs((await target.getJob('c'))!, 5, { now });
    expect(similar.filter((job) => job.title === 'Receptionist')).toHaveLength(1);
  });
});

describe('reposts', () => {
  it('marks a job the organisation advertised again within 30 days of closing the last one', async () => {
    const target = store();
    const old = makeJob('old', {
      title: 'Warehouse Lead',
      descriptionHtml: '<p>Lead the night shift. Starts 1 May 2026.</p>',
      ageDays: 40,
    });
    await target.upsert([old]);
    await target.expire(['old']);
    // Closed "now" by the store's clock; listed again a day later.
    const { db } = target;
    db.prepare('UPDATE jobs SET ended_at = ? WHERE id = ?').run(now.getTime() - 2 * dayMs, 'old');
    await target.upsert([
      makeJob('again', {
        title: 'Warehouse Lead',
        descriptionHtml: '<p>Lead the night shift. Starts 3 July 2026. https://acme.example/x</p>',
        ageDays: 1,
      }),
      makeJob('fresh', { title: 'Forklift Driver', ageDays: 1 }),
      makeJob('elsewhere', {
        title: 'Warehouse Lead',
        company: { name: 'Other Co' },
        descriptionHtml: '<p>Lead the night shift.</p>',
        ageDays: 1,
      }),
    ]);
    const result = await target.search(query, { now });
    const byId = new Map(result.jobs.map((job) => [job.id, job]));
    expect(byId.get('again')?.reposted).toBe(true);
    expect(byId.get('fresh')?.reposted).toBeUndefined();
    expect(byId.get('elsewhere')?.reposted).toBeUndefined();
    expect(result.total).toBe(3);
  });

  it('does not mark a job listed more than 30 days after the last one closed', async () => {
    const target = store();
    const description = '<p>Lead the night shift.</p>';
    await target.upsert([
      makeJob('old', { title: 'Warehouse Lead', descriptionHtml: description, ageDays: 80 }),
    ]);
    await target.expire(['old']);
    target.db
      .prepare('UPDATE jobs SET ended_at = ? WHERE id = ?')
      .run(now.getTime() - 35 * dayMs, 'old');
    await target.upsert([
      makeJob('again', { title: 'Warehouse Lead', descriptionHtml: description, ageDays: 2 }),
    ]);
    const result = await target.search(query, { now });
    expect(result.jobs.map((job) => [job.id, job.reposted])).toEqual([['again', undefined]]);
  });
});

describe('blocked companies', () => {
  it("leaves an organisation's jobs out of results, totals, facets and similar jobs", async () => {
    const target = store();
    await target.upsert([
      makeJob('acme-1', { title: 'Receptionist' }),
      makeJob('acme-2', { title: 'Data Entry Clerk', workType: 'part-time' }),
      makeJob('ads-1', {
        title: 'Office Manager',
        company: { name: 'Harbour Health', slug: 'harbour-health' },
      }),
      makeJob('other-1', { title: 'Office Assistant', company: { name: 'Other Co' } }),
    ]);
    const all = await target.search(query, { now });
    expect(all.total).toBe(4);
    const blocked = await target.search(query, {
      now,
      excludeCompanies: ['name:acme pty ltd', 'harbour-health', 'name:never heard of'],
    });
    expect(blocked.jobs.map((job) => job.id)).toEqual(['other-1']);
    expect(blocked.total).toBe(1);
    expect(blocked.facets.workType.find((f) => f.value === 'part-time')?.count).toBe(0);
    expect(blocked.facets.workType.find((f) => f.value === 'full-time')?.count).toBe(1);
    const similar = await target.similarJobs((await target.getJob('other-1'))!, 5, {
      now,
      excludeCompanies: ['name:acme pty ltd'],
    });
    expect(similar.map((job) => job.id)).toEqual(['ads-1']);
  });
});
