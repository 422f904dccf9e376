import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { openSqliteJobStore } from './sqliteStore.ts';
import { externalWriteCounter, isEmptyJobStore } from './storeState.ts';
import { makeJob } from './testJobs.ts';

describe('the store state a store user reads', () => {
  const dir = mkdtempSync(join(tmpdir(), 'joblane-store-state-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('isEmptyJobStore: true only without any job, expired ones included', async () => {
    const store = openSqliteJobStore({ path: ':memory:' });
    try {
      expect(isEmptyJobStore(store)).toBe(true);
      await store.upsert([makeJob('job-1')]);
      expect(isEmptyJobStore(store)).toBe(false);
      await store.expire(['job-1']);
      expect(isEmptyJobStore(store)).toBe(false);
    } finally {
      await store.close();
    }
  });

  it("externalWriteCounter moves on another connection's commit, not on the store's own", async () => {
    const path = join(dir, 'jobs.db');
    const store = openSqliteJobStore({ path });
    const other = openSqliteJobStore({ path });
    try {
      const counter = externalWriteCounter(store);
      const before = counter();
      await store.upsert([makeJob('job-1')]);
      expect(counter()).toBe(before);
      await other.upsert([makeJob('job-2')]);
      expect(counter()).toBeGreaterThan(before);
    } finally {
      await other.close();
      await store.close();
    }
  });
});
