// Sitemaps are built once per data version and served from memory; a missing page asks nothing.
import type { JobStore } from '@joblane/jobs';
import { afterEach, describe, expect, it } from 'vitest';

import { openJobDatabase } from '../src/server/jobDatabase.ts';
import { TEST_NOW, testApp, type TestApp } from './helpers.ts';

let current: TestApp | undefined;
afterEach(async () => {
  await current?.app.close();
  current = undefined;
});

const jobIdsOf = (xml: string) =>
  [...xml.matchAll(/<loc>[^<]*\/job\/([^<]*)<\/loc>/g)].map((match) => match[1]!);

describe('sitemaps', () => {
  it('are built once per data version, rebuilt after a write, and a missing page is a cheap 404', async () => {
    const database = await openJobDatabase({ path: ':memory:', sampleJobs: 150, now: TEST_NOW });
    const calls = { countActive: 0, listActive: 0 };
    const counting: JobStore = {
      ...database.store,
      countActive: (...args) => {
        calls.countActive += 1;
        return database.store.countActive(...args);
      },
      listActive: (...args) => {
        calls.listActive += 1;
        return database.store.listActive(...args);
      },
    };
    current = await testApp({
      database: { store: counting, version: database.version },
      sitemapPageSize: 100,
    });

    const index = await current.app.inject('/sitemap.xml');
    expect(index.body).toContain('/sitemaps/jobs-2.xml');
    const first = await current.app.inject('/sitemaps/jobs-1.xml');
    expect(jobIdsOf(first.body)).toHaveLength(100);
    for (let round = 0; round < 3; round += 1) {
      expect((await current.app.inject('/sitemap.xml')).body).toBe(index.body);
      expect((await current.app.inject('/sitemaps/jobs-1.xml')).body).toBe(first.body);
    }
    expect(calls).toEqual({ countActive: 1, listActive: 1 });

    // Past the last page: 404, and the store is not asked.
    for (const page of [3, 99, 999_999]) {
      expect((await current.app.inject(`/sitemaps/jobs-${page}.xml`)).statusCode).toBe(404);
    }
    expect(calls).toEqual({ countActive: 1, listActive: 1 });

    // A write moves the data version: the next request rebuilds, without the expired job.
    const expired = jobIdsOf(first.body)[0]!;
    await database.store.expire([expired]);
    const rebuilt = await current.app.inject('/sitemaps/jobs-1.xml');
    expect(jobIdsOf(rebuilt.body)).not.toContain(expired);
    expect(calls).toEqual({ countActive: 2, listActive: 2 });
    await database.close();
  });
});
