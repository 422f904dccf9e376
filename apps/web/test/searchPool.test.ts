// The search pool over a real SQLite file: the built worker bundle (`pnpm build` runs first), its
// answers against the same store read in-process, writes seen by the workers, deadlines and drops.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  openSqliteJobStore,
  parseJobSearchQuery,
  seedSampleJobs,
  type SqliteJobStore,
} from '@joblane/jobs';
import { jobSearchQueryArbitrary } from '@joblane/jobs/testing';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createPooledJobStore,
  PoolTaskDropped,
  type PooledJobStore,
} from '../src/server/searchPool.ts';
import { TEST_NOW } from './helpers.ts';
import { appRoot } from './paths.ts';

const workerFile = join(appRoot, 'dist', 'server', 'searchWorker.js');
const slowWorkerFile = join(appRoot, 'test', 'socket', 'slowSearchWorker.mjs');

let dir: string;
let path: string;
let writer: SqliteJobStore;
let pooled: PooledJobStore;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'joblane-pool-'));
  path = join(dir, 'jobs.db');
  writer = openSqliteJobStore({ path });
  await seedSampleJobs(writer, { count: 1500, seed: 7, now: TEST_NOW });
  pooled = createPooledJobStore({ path, writer, workerFile, threads: 2, taskTimeoutMs: 10_000 });
  await pooled.ready();
});

afterAll(async () => {
  await pooled.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the pooled job store', () => {
  it('answers searches and their counts exactly as the store does in-process', async () => {
    const reference = openSqliteJobStore({ path });
    try {
      await fc.assert(
        fc.asyncProperty(jobSearchQueryArbitrary, async (query) => {
          const options = { now: TEST_NOW, pageSize: 20 };
          const result = await reference.search(query, options);
          expect(await pooled.search(query, options)).toEqual(result);
          expect(await pooled.count(query, { now: TEST_NOW })).toBe(result.total);
        }),
        { numRuns: 40 },
      );
      const now = { now: TEST_NOW };
      const job = (await reference.listActive(3, 1, now))[0]!;
      const full = (await reference.getJob(job.id, now))!;
      expect(await pooled.getJob(job.id, now)).toEqual(full);
      expect(await pooled.similarJobs(full, 4, now)).toEqual(
        await reference.similarJobs(full, 4, now),
      );
      expect(await pooled.suggestPlaces('syd', 5, now)).toEqual(
        await reference.suggestPlaces('syd', 5, now),
      );
      expect(await pooled.suggestKeywords('man', 5)).toEqual(
        await reference.suggestKeywords('man', 5),
      );
      expect(await pooled.countByClassification(now)).toEqual(
        await reference.countByClassification(now),
      );
      expect(await pooled.countActive(now)).toBe(await reference.countActive(now));
      // Jobs for you: the signals cross to a worker and the reasons come back.
      const signals = {
        savedJobIds: [job.id],
        savedSearches: [{ name: 'Managers', query: parseJobSearchQuery('keywords=manager').query }],
      };
      const recommended = await pooled.recommendJobs(signals, { ...now, limit: 10 });
      expect(recommended).toHaveLength(10);
      expect(recommended).toEqual(await reference.recommendJobs(signals, { ...now, limit: 10 }));
      expect(await pooled.listActive(100, 50, now)).toEqual(
        await reference.listActive(100, 50, now),
      );
    } finally {
      await reference.close();
    }
  });

  it('sees what the writer commits', async () => {
    const now = { now: TEST_NOW };
    const before = await pooled.countActive(now);
    const [first] = await pooled.listActive(0, 1, now);
    expect(await pooled.expire([first!.id])).toBe(1);
    expect(await pooled.countActive(now)).toBe(before - 1);
    const job = (await writer.getJob(first!.id, now))!;
    const { status: _status, ...input } = job;
    await pooled.upsert([
      { ...input, title: 'Zyxwvut keeper', validThrough: '2027-01-01T00:00:00.000Z' },
    ]);
    const found = await pooled.search(parseJobSearchQuery({ keywords: 'zyxwvut' }).query, now);
    expect(found.jobs.map((card) => card.id)).toEqual([first!.id]);
    expect(await pooled.countActive(now)).toBe(before);
  });

  it('reads a keyword match set once for every thread: the others take it from the first', async () => {
    const events: { read: number; adopted: number }[] = [];
    const sharing = createPooledJobStore({
      path,
      writer: openSqliteJobStore({ path }),
      workerFile,
      threads: 2,
      taskTimeoutMs: 10_000,
      sharedMatchMinDocs: 1,
      onTask: (event) => {
        if (event.matchSets !== undefined) events.push(event.matchSets);
      },
    });
    const total = (key: 'read' | 'adopted') => events.reduce((sum, event) => sum + event[key], 0);
    try {
      await sharing.ready();
      const manager = (page: number) =>
        parseJobSearchQuery({ keywords: 'manager', sortmode: 'date', page: String(page) }).query;
      const first = await sharing.search(manager(1), { now: TEST_NOW });
      expect(first.total).toBeGreaterThan(20);
      expect(total('read')).toBe(1);
      // The other search thread takes the set in while idle; it says so with its next answer.
      for (let round = 0; round < 50 && total('adopted') === 0; round += 1) {
        await Promise.all([
          sharing.countActive({ now: TEST_NOW }),
          sharing.countActive({ now: TEST_NOW }),
        ]);
      }
      expect(total('adopted')).toBeGreaterThan(0);
      // Both threads now page through the same matches without reading them again.
      const pages = await Promise.all(
        [2, 3, 4, 5].map((page) => sharing.search(manager(page), { now: TEST_NOW })),
      );
      expect(pages.every((result) => result.total === first.total)).toBe(true);
      expect(total('read')).toBe(1);
    } finally {
      await sharing.close();
    }
  });

  it('drops a search that misses its deadline, and every task on abortAll, with 503 errors', async () => {
    process.env.SLOW_SEARCH_MS = '1500';
    const slow = createPooledJobStore({
      path,
      writer: openSqliteJobStore({ path }),
      workerFile: slowWorkerFile,
      threads: 1,
      taskTimeoutMs: 500,
    });
    try {
      await slow.ready();
      const query = (keywords: string) => parseJobSearchQuery({ keywords }).query;
      const late = slow.search(query('manager'), { now: TEST_NOW });
      await expect(late).rejects.toBeInstanceOf(PoolTaskDropped);
      await expect(late).rejects.toMatchObject({ statusCode: 503 });

      const running = slow.search(query('nurse'), { now: TEST_NOW });
      const queued = slow.search(query('chef'), { now: TEST_NOW });
      expect(slow.load()).toMatchObject({ threads: 1, queued: 1 });
      slow.abortAll();
      await expect(running).rejects.toThrow('shutting down');
      await expect(queued).rejects.toThrow('shutting down');
    } finally {
      delete process.env.SLOW_SEARCH_MS;
      await slow.close();
    }
  });
});
