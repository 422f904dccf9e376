import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateJobs } from '../../generate/generate.ts';
import { companyKeyOf } from '../../model/company.ts';
import type { JobInput } from '../../model/job.ts';
import { cityPlaces } from '../../model/places.ts';
import { jobSearchQueryArbitrary } from '../../query/arbitrary.ts';
import { openSqliteJobStore, type SqliteJobStore } from './sqliteStore.ts';

// A store keeps its in-memory index in the database; the next store on the file starts from that
// image and reads only the rows changed since. Whatever changed in between (new jobs, the same
// job in another place, edits, expiries), it must answer exactly as a store that read every row;
// an image it cannot trust (other code, damaged, far behind) is not read at all.
const generatedAt = new Date('2026-06-10T00:00:00.000Z');
const now = new Date('2026-06-12T00:00:00.000Z');
const base = generateJobs({ count: 800, seed: 11, now: generatedAt });
const fresh = generateJobs({ count: 20, seed: 12, now: generatedAt }).map((job, i) => ({
  ...job,
  id: `new-${i}`,
}));
/** The same job again in another city: it shares the original's fingerprint. */
const elsewhere = (job: JobInput, i: number): JobInput => {
  const city = cityPlaces[(i * 7) % cityPlaces.length]!;
  return {
    ...job,
    id: `${job.id}-again`,
    location: { placeId: city.id, label: city.label, city: city.name, country: city.country },
  };
};
/** Jobs that are in two places before the image (their fingerprint has a code in it). */
const twice = base.slice(30, 36);
const companyKeys = [...new Set(base.map((job) => companyKeyOf(job.company)))];
const words = [
  ...new Set(base.flatMap((job) => job.title.toLowerCase().split(/[^a-z]+/)).filter(Boolean)),
];

const stored = base.length + twice.length;
let dir: string;
let path: string;
let writer: SqliteJobStore;
const opened: SqliteJobStore[] = [];
/** A store on the file that keeps (and reads) an image from one job up. */
const open = (indexImageMinDocs = 1) => {
  const store = openSqliteJobStore({ path, indexImageMinDocs });
  opened.push(store);
  return store;
};
const imageParts = () =>
  writer.db.prepare<[], number>('SELECT count(*) FROM index_image').pluck().get();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'jobs-image-'));
  path = join(dir, 'jobs.db');
  writer = openSqliteJobStore({ path });
  await writer.upsert([...base, ...twice.map(elsewhere)]);
});
afterAll(async () => {
  for (const store of opened) await store.close();
  await writer.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the index image', () => {
  it('is not kept for a store under the size that needs one', () => {
    const load = open(10_000).loadIndex();
    expect(load).toMatchObject({ source: 'rows', rows: stored, imageWritten: false });
    expect(imageParts()).toBe(0);
  });

  it('starts the next store, which answers every search as one that read every row', async () => {
    expect(open().loadIndex()).toMatchObject({
      source: 'rows',
      rows: stored,
      imageWritten: true,
    });
    const before = open();
    expect(before.loadIndex()).toMatchObject({ source: 'image', rows: 0, imageWritten: false });

    // After the image: new jobs, the same jobs in other cities, edits in place, expiries.
    await writer.upsert(fresh.slice(0, 10));
    await writer.upsert(base.slice(0, 6).map(elsewhere));
    await writer.upsert(
      base.slice(10, 18).map((job, i) => ({
        ...job,
        title: `${job.title} lead`,
        location: i % 2 === 0 ? elsewhere(job, i).location : job.location,
        workType: i % 3 === 0 ? 'casual-vacation' : job.workType,
      })),
    );
    await writer.expire(base.slice(20, 26).map((job) => job.id));
    // A third place for a job already in two; one of another pair edited, one expired.
    await writer.upsert([{ ...elsewhere(twice[0]!, 3), id: 'third' }]);
    await writer.upsert([{ ...twice[1]!, title: `${twice[1]!.title} (senior)` }]);
    await writer.expire([`${twice[2]!.id}-again`]);
    const changed = 10 + 6 + 8 + 6 + 3;

    const fromImage = open();
    expect(fromImage.loadIndex()).toMatchObject({ source: 'image', rows: changed });
    const fromRows = open(Number.POSITIVE_INFINITY);
    expect(fromRows.loadIndex()).toMatchObject({ source: 'rows', imageWritten: false });

    const typed = fc.oneof(fc.constant(''), fc.constantFrom(...words));
    const blocked = fc.subarray(companyKeys, { maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(jobSearchQueryArbitrary, typed, blocked, async (query, keywords, keys) => {
        // The arbitrary's own keywords and places rarely match: a word of a title, a real place.
        const search = { ...query, keywords, where: query.where === '' ? '' : 'Sydney' };
        const options = { now, excludeCompanies: keys };
        const want = await fromRows.search(search, options);
        expect(await fromImage.search(search, options)).toEqual(want);
        // The store started before the changes took them in as any store does.
        expect(await before.search(search, options)).toEqual(want);
      }),
      { numRuns: 150 },
    );
    for (const store of [fromImage, before]) {
      expect(await store.countByClassification({ now })).toEqual(
        await fromRows.countByClassification({ now }),
      );
      expect(await store.suggestKeywords('ma')).toEqual(await fromRows.suggestKeywords('ma'));
      expect(await store.suggestPlaces('s', 8, { now, withJobs: true })).toEqual(
        await fromRows.suggestPlaces('s', 8, { now, withJobs: true }),
      );
      const sub = base[0]!.subClassification;
      expect(await store.typicalPay(sub, { now })).toEqual(await fromRows.typicalPay(sub, { now }));
    }
  });

  it('is read by the second of two stores opened together', () => {
    writer.db.exec('DELETE FROM index_image');
    const [a, b] = [open(), open()];
    expect(a.loadIndex()).toMatchObject({ source: 'rows', imageWritten: true });
    expect(b.loadIndex()).toMatchObject({ source: 'image', imageWritten: false });
  });

  it.each([
    [
      'written for another taxonomy',
      "json_set(CAST(data AS TEXT), '$.taxonomy', 'other')",
      'header',
    ],
    ['written at another schema version', "json_set(CAST(data AS TEXT), '$.schema', 1)", 'header'],
    ['of another format', "json_set(CAST(data AS TEXT), '$.format', 99)", 'header'],
    ['with a header that is not JSON', "X'00ff'", 'header'],
    ['with a column cut short', 'substr(data, 1, 10)', 'column:listedAt'],
    [
      'with a column of another type',
      "json_set(CAST(data AS TEXT), '$.columns[0].kind', 'Float64Array')",
      'header',
    ],
    [
      'with a column renamed',
      "json_set(CAST(data AS TEXT), '$.columns[0].name', 'somethingElse')",
      'header',
    ],
  ])('is not read when %s: the store reads every row and keeps a new one', (_, value, part) => {
    open().loadIndex(); // an image at the current revision
    writer.db.prepare(`UPDATE index_image SET data = ${value} WHERE part = ?`).run(part);
    expect(open().loadIndex()).toMatchObject({ source: 'rows', imageWritten: true });
    expect(open().loadIndex()).toMatchObject({ source: 'image', rows: 0 });
  });

  it('is not read when a column is missing', () => {
    open().loadIndex();
    writer.db.exec("DELETE FROM index_image WHERE part = 'column:place'");
    expect(open().loadIndex()).toMatchObject({ source: 'rows', imageWritten: true });
  });

  it('is not read when a quarter of the rows changed since; a store far behind keeps a new one', async () => {
    expect(open().loadIndex()).toMatchObject({ source: 'image', rows: 0 });
    await writer.expire(base.slice(100, 320).map((job) => job.id));
    expect(open().loadIndex()).toMatchObject({ source: 'rows', imageWritten: true });
    // Under a quarter but over 5 %: read, then kept again.
    await writer.expire(base.slice(320, 370).map((job) => job.id));
    expect(open().loadIndex()).toMatchObject({ source: 'image', rows: 50, imageWritten: true });
    expect(open().loadIndex()).toMatchObject({ source: 'image', rows: 0, imageWritten: false });
  });
});
