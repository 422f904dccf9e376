import * as fc from 'fast-check';
import { parseJobSearchQuery, type JobInput, type SqliteJobStore } from '@joblane/jobs';
import { expect, it } from 'vitest';

import { followJobRecord } from './follower.ts';
import type { JobRecord } from './record.ts';
import { openStore, openTestRecord, testJobs, testNow } from './test/helpers.ts';

const day = 86_400_000;
const pool = testJobs(8, 21);
const titles = ['Nurse', 'Welder', 'Data Analyst', 'Barista'];

type Operation =
  | { kind: 'upsert'; jobs: { job: number; title: number; days: number }[] }
  | { kind: 'expire-ids'; jobs: number[] }
  | { kind: 'expire-date'; days: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('upsert' as const),
      jobs: fc.array(
        fc.record({
          job: fc.nat(pool.length - 1),
          title: fc.nat(titles.length - 1),
          days: fc.integer({ min: 1, max: 60 }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
    }),
  },
  fc.record({
    kind: fc.constant('expire-ids' as const),
    // pool.length stands for an id the store has never seen.
    jobs: fc.array(fc.nat(pool.length), { maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('expire-date' as const), days: fc.integer({ min: -5, max: 40 }) }),
);

function jobOf(change: { job: number; title: number; days: number }): JobInput {
  const base = pool[change.job]!;
  return {
    ...base,
    title: titles[change.title]!,
    validThrough: new Date(Date.parse(base.listedAt) + change.days * day).toISOString(),
  };
}

async function apply(target: JobRecord | SqliteJobStore, op: Operation) {
  if (op.kind === 'upsert') await target.upsert(op.jobs.map(jobOf));
  else if (op.kind === 'expire-ids') {
    await target.expire(op.jobs.map((i) => pool[i]?.id ?? 'never-stored'));
  } else await target.expire(new Date(testNow.getTime() + op.days * day));
}

/** What a person can find: every search below, at two moments, and each job's page. */
async function visible(store: SqliteJobStore) {
  const seen: Record<string, unknown> = {};
  for (const at of [testNow, new Date(testNow.getTime() + 20 * day)]) {
    for (const text of ['', 'keywords=nurse', 'keywords=data analyst', 'keywords=barista']) {
      const result = await store.search(parseJobSearchQuery(text).query, { now: at, pageSize: 50 });
      seen[`${at.toISOString()} ${text}`] = {
        total: result.total,
        ids: result.jobs.map((job) => job.id).sort(),
        facets: result.facets.workType,
      };
    }
  }
  for (const job of pool) {
    const found = await store.getJob(job.id, { now: testNow });
    seen[job.id] = found === undefined ? null : { status: found.status, title: found.title };
  }
  return seen;
}

it('any upserts and expiries through record and follower give what the SQLite store gives directly', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(operation, { minLength: 1, maxLength: 12 }),
      fc.nat(12),
      fc.array(fc.nat(12), { maxLength: 3 }),
      async (operations, startAt, catchUpAt) => {
        const fixture = await openTestRecord();
        const direct = openStore();
        const local = openStore();
        let follower: ReturnType<typeof followJobRecord> | undefined;
        try {
          for (const [i, op] of operations.entries()) {
            // The follower starts part way (its snapshot holds what came before) and is
            // brought up to date at arbitrary points, three changes per batch.
            if (i === Math.min(startAt, operations.length - 1) && follower === undefined) {
              follower = followJobRecord({
                record: fixture.record,
                store: local,
                listen: false,
                pollMs: 60_000,
                batchSize: 3,
              });
              await follower.ready;
            }
            await apply(fixture.record, op);
            await apply(direct, op);
            if (follower && catchUpAt.includes(i)) await follower.catchUp();
          }
          await follower!.catchUp();
          expect((await follower!.lag()).behind).toBe(0);
          expect(await visible(local)).toEqual(await visible(direct));
        } finally {
          await follower?.stop();
          await direct.close();
          await local.close();
          await fixture.close();
        }
      },
    ),
    { numRuns: 30 },
  );
}, 120_000);
