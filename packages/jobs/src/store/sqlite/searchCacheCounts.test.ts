import { describe, expect, it } from 'vitest';

import { generateJobs } from '../../generate/generate.ts';
import { defaultJobSearchQuery } from '../../query/query.ts';
import { openSqliteJobStore } from './sqliteStore.ts';

describe('searchCacheCounts', () => {
  it('counts searches answered from the result cache and the others, for metrics', async () => {
    const now = new Date('2026-11-24T09:00:00.000Z');
    const store = openSqliteJobStore({ path: ':memory:' });
    try {
      await store.upsert(generateJobs({ count: 50, seed: 3, now }));
      expect(store.searchCacheCounts()).toEqual({ hits: 0, misses: 0 });
      const query = { ...defaultJobSearchQuery, keywords: 'engineer' };
      await store.search(query, { now });
      await store.search(query, { now });
      await store.search({ ...query, keywords: 'nurse' }, { now });
      expect(store.searchCacheCounts()).toEqual({ hits: 1, misses: 2 });
      // A write clears the cache: the same search is worked out again.
      await store.upsert(generateJobs({ count: 1, seed: 4, now }));
      await store.search(query, { now });
      expect(store.searchCacheCounts()).toEqual({ hits: 1, misses: 3 });
    } finally {
      await store.close();
    }
  });
});
