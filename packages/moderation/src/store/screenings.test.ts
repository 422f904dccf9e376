import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { screenAd } from '../screening/index.ts';
import { openModeration, type ModerationDb } from './moderation.ts';
import { reportJob } from './reports.ts';
import {
  decideHold,
  recordScreening,
  reviewQueue,
  screeningOf,
  screeningsOf,
  waitingCounts,
} from './screenings.ts';

const newOrganisation = { organisation: { verified: false, liveAdsBefore: 0 } };
const held = screenAd({ title: 'Assistant', details: 'Message us on Telegram.' }, newOrganisation);
const clear = screenAd({ title: 'Assistant', details: 'Answer phones and book travel.' });
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));

describe.each(dialects)('screenings on %s', (dialect) => {
  let database: TestDatabase;
  let db: ModerationDb;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    db = await openModeration(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps the latest screening of an ad with its signals and rules version', async () => {
    expect(held.outcome).toBe('hold');
    await recordScreening(db, 'ad-1', held, at(0));
    expect(await screeningOf(db, 'ad-1')).toEqual({
      adId: 'ad-1',
      outcome: 'hold',
      score: held.score,
      signals: held.signals,
      rulesVersion: held.rulesVersion,
      screenedAt: at(0).toISOString(),
      heldSince: at(0).toISOString(),
      review: null,
    });
    await recordScreening(db, 'ad-1', clear, at(1));
    expect(await screeningOf(db, 'ad-1')).toMatchObject({ outcome: 'clear', heldSince: null });
    expect(await screeningOf(db, 'ad-unknown')).toBeUndefined();
  });

  it('lists held ads oldest first, page by page, and an ad held again keeps its place', async () => {
    await recordScreening(db, 'ad-q2', held, at(12));
    await recordScreening(db, 'ad-q1', held, at(10));
    await recordScreening(db, 'ad-q3', held, at(12));
    await recordScreening(db, 'ad-c', clear, at(11));
    // An edit screened again while it waits: still held since minute 10.
    await recordScreening(db, 'ad-q1', held, at(20));
    const first = await reviewQueue(db, { limit: 2 });
    expect(first.map((ad) => ad.adId)).toEqual(['ad-q1', 'ad-q2']);
    expect(first[0]).toMatchObject({ heldSince: at(10).toISOString(), signals: held.signals });
    const last = first.at(-1)!;
    const second = await reviewQueue(db, {
      limit: 2,
      after: { heldSince: last.heldSince, adId: last.adId },
    });
    expect(second.map((ad) => ad.adId)).toEqual(['ad-q3']);
  });

  it('takes a decided ad out of the queue, and decides only a waiting ad', async () => {
    await recordScreening(db, 'ad-d', held, at(30));
    const decided = await decideHold(
      db,
      'ad-d',
      { decision: 'rejected', by: 'user-mod', reason: 'Asks for a fee' },
      at(31),
    );
    expect(decided).toMatchObject({
      ok: true,
      screening: {
        review: {
          decision: 'rejected',
          by: 'user-mod',
          at: at(31).toISOString(),
          reason: 'Asks for a fee',
        },
      },
    });
    expect((await reviewQueue(db)).map((ad) => ad.adId)).not.toContain('ad-d');
    expect(await decideHold(db, 'ad-d', { decision: 'approved', by: 'user-mod' })).toEqual({
      ok: false,
      problem: 'not-held',
    });
    expect(await decideHold(db, 'ad-c', { decision: 'approved', by: 'user-mod' })).toEqual({
      ok: false,
      problem: 'not-held',
    });
    // Edited and held again: a new review, from now.
    await recordScreening(db, 'ad-d', held, at(40));
    expect(await screeningOf(db, 'ad-d')).toMatchObject({
      heldSince: at(40).toISOString(),
      review: null,
    });
  });

  it('records a screening inside the caller’s transaction, or not at all', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await recordScreening(trx, 'ad-t', held, at(50));
        throw new Error('publishing failed');
      }),
    ).rejects.toThrow('publishing failed');
    expect(await screeningOf(db, 'ad-t')).toBeUndefined();
  });

  it('reads many ads’ screenings in one call, the same as one by one', async () => {
    const ids = ['ad-1', 'ad-q1', 'ad-c', 'ad-d', 'ad-unknown'];
    const many = await screeningsOf(db, ids);
    for (const id of ids) expect(many.get(id)).toEqual(await screeningOf(db, id));
    expect([...many.keys()].sort()).toEqual(['ad-1', 'ad-c', 'ad-d', 'ad-q1']);
    expect((await screeningsOf(db, [])).size).toBe(0);
  });

  it('counts what waits for moderators: held ads and reported jobs (not reports)', async () => {
    const before = await waitingCounts(db);
    expect(before.heldAds).toBe((await reviewQueue(db, { limit: 1000 })).length);
    await recordScreening(db, 'ad-w', held, at(55));
    for (const userId of ['user-a', 'user-b']) {
      await reportJob(db, { jobId: 'job-w', reporter: { userId }, reason: 'scam' }, at(56));
    }
    expect(await waitingCounts(db)).toEqual({
      heldAds: before.heldAds + 1,
      reportedJobs: before.reportedJobs + 1,
    });
  });
});
