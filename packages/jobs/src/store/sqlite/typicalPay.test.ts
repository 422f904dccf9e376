import * as fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';

import { hoursPerYear } from '../../model/taxonomy.ts';
import { openSqliteJobStore, type SqliteJobStore } from './sqliteStore.ts';
import { makeJob, testNow } from './testJobs.ts';
import { TYPICAL_PAY_MIN_JOBS } from './typicalPay.ts';

const assistants = 'administration-and-office-support.administrative-assistants';
const stores: SqliteJobStore[] = [];
afterEach(async () => {
  for (const opened of stores.splice(0)) await opened.close();
});

function store() {
  const opened = openSqliteJobStore({ path: ':memory:' });
  stores.push(opened);
  return opened;
}

/** The nearest-rank percentile, written plainly: the reference. */
function nearestRank(values: number[], p: number) {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

describe('typicalPay', () => {
  it("is the median and 90th percentile of the live salaried jobs' annual maximum", async () => {
    const jobs = store();
    const maxima = [50, 52, 55, 58, 60, 61, 63, 65, 70, 90, 120].map((k) => k * 1000);
    await jobs.upsert([
      ...maxima.map((max, i) => makeJob(`a${i}`, { pay: [max - 5000, max, 'annual'] })),
      // Hourly pay counts at its annual equivalent.
      makeJob('hourly', { pay: [28, 30, 'hourly'] }),
      // Not counted: no salary, another sub-classification, expired, past its validThrough.
      makeJob('none'),
      makeJob('other', {
        subClassification: 'administration-and-office-support.receptionists',
        pay: [900_000, 990_000, 'annual'],
      }),
      makeJob('expired', { pay: [900_000, 990_000, 'annual'] }),
      makeJob('old', { ageDays: 40, pay: [900_000, 990_000, 'annual'] }),
    ]);
    await jobs.expire(['expired']);
    const counted = [...maxima, 30 * hoursPerYear];
    expect(await jobs.typicalPay(assistants, { now: testNow })).toEqual({
      median: nearestRank(counted, 50),
      p90: nearestRank(counted, 90),
      jobs: counted.length,
    });
  });

  it('says nothing for an unknown sub-classification or too few salaried jobs', async () => {
    const jobs = store();
    await jobs.upsert(
      Array.from({ length: TYPICAL_PAY_MIN_JOBS - 1 }, (_, i) =>
        makeJob(`a${i}`, { pay: [60_000, 70_000, 'annual'] }),
      ),
    );
    expect(await jobs.typicalPay(assistants, { now: testNow })).toBeUndefined();
    expect(await jobs.typicalPay('not-a-sub-classification', { now: testNow })).toBeUndefined();
  });

  it('matches the nearest-rank reference for any set of annual maxima', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 20, max: 400 }), {
          minLength: TYPICAL_PAY_MIN_JOBS,
          maxLength: 40,
        }),
        async (thousands) => {
          const jobs = store();
          const maxima = thousands.map((k) => k * 1000);
          await jobs.upsert(
            maxima.map((max, i) => makeJob(`j${i}`, { pay: [max, max, 'annual'] })),
          );
          expect(await jobs.typicalPay(assistants, { now: testNow })).toEqual({
            median: nearestRank(maxima, 50),
            p90: nearestRank(maxima, 90),
            jobs: maxima.length,
          });
          await jobs.close();
          stores.splice(stores.indexOf(jobs), 1);
        },
      ),
      { numRuns: 25 },
    );
  });
});
