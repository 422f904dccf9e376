import {
  createTestUser,
  openTestAccounts,
  strongPassword,
  TestClock,
} from '@joblane/accounts/testing';
import { deleteAccount, organisationsOf, type Accounts } from '@joblane/accounts';
import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDraft, openAds, publishAd, type Ads } from '../ads.ts';
import { sampleAdFields } from '../testing/sampleAds.ts';
import {
  AdCountBuffer,
  addAdCounts,
  adPerformance,
  openAdStats,
  zeroCounts,
  type AdStats,
} from './stats.ts';

const day = 24 * 3600_000;

describe.each(dialects)('ad counters on %s', (dialect) => {
  let database: TestDatabase;
  let accounts: Accounts;
  let ads: Ads;
  let stats: AdStats;
  const clock = new TestClock();

  async function liveAd() {
    const user = await createTestUser(accounts, 'employer');
    const [organisation] = await organisationsOf(accounts, user.id);
    const draft = await createDraft(ads, organisation!.id, user.id, sampleAdFields());
    await publishAd(ads, organisation!.id, draft.id);
    return { userId: user.id, organisationId: organisation!.id, adId: draft.id };
  }

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    accounts = await openTestAccounts(database, clock);
    ads = await openAds(database, { now: clock.now });
    stats = await openAdStats(database, { now: clock.now });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('adds increments per ad and day, and a second flush adds to the first', async () => {
    const { organisationId, adId } = await liveAd();
    const buffer = new AdCountBuffer();
    const today = clock.now();
    const yesterday = new Date(today.getTime() - day);
    buffer.count(adId, 'searchAppearances', today, 20);
    buffer.count(adId, 'views', today);
    buffer.count(adId, 'views', today);
    buffer.count(adId, 'applyStarts', yesterday);
    expect(buffer.size).toBe(2);
    expect(await addAdCounts(stats, buffer.take())).toBe(2);
    expect(buffer.size).toBe(0);
    // Another server's flush, at the same time of day: added, not overwritten.
    buffer.count(adId, 'views', today, 3);
    buffer.count(adId, 'applications', today);
    await addAdCounts(stats, buffer.take());

    const numbers = (await adPerformance(stats, organisationId, [adId])).get(adId)!;
    expect(numbers.totals).toEqual({
      searchAppearances: 20,
      views: 5,
      applyStarts: 1,
      applications: 1,
    });
    expect(numbers.daily).toHaveLength(30);
    expect(numbers.daily.at(-1)).toEqual({
      day: today.toISOString().slice(0, 10),
      searchAppearances: 20,
      views: 5,
      applyStarts: 0,
      applications: 1,
    });
    expect(numbers.daily.at(-2)).toEqual({
      day: yesterday.toISOString().slice(0, 10),
      ...zeroCounts(),
      applyStarts: 1,
    });
    expect(numbers.daily.slice(0, 28).every((entry) => entry.views === 0)).toBe(true);
  });

  it('keeps days past the window in the totals only, and fills days with nothing as zeros', async () => {
    const { organisationId, adId } = await liveAd();
    const buffer = new AdCountBuffer();
    buffer.count(adId, 'views', new Date(clock.now().getTime() - 40 * day), 7);
    buffer.count(adId, 'views', new Date(clock.now().getTime() - 29 * day), 2);
    await addAdCounts(stats, buffer.take());
    const numbers = (await adPerformance(stats, organisationId, [adId])).get(adId)!;
    expect(numbers.totals.views).toBe(9);
    expect(numbers.daily[0]!.views).toBe(2);
    expect(numbers.daily.reduce((sum, entry) => sum + entry.views, 0)).toBe(2);
  });

  it('ends the days on an ended ad’s last day when asked (`until`)', async () => {
    const { organisationId, adId } = await liveAd();
    const buffer = new AdCountBuffer();
    const closed = new Date(clock.now().getTime() - 10 * day);
    buffer.count(adId, 'views', closed, 4);
    buffer.count(adId, 'views', new Date(closed.getTime() - 29 * day), 1);
    buffer.count(adId, 'views', new Date(closed.getTime() - 30 * day), 2);
    await addAdCounts(stats, buffer.take());
    const numbers = (await adPerformance(stats, organisationId, [adId], { until: closed })).get(
      adId,
    )!;
    expect(numbers.daily).toHaveLength(30);
    expect(numbers.daily.at(-1)).toMatchObject({
      day: closed.toISOString().slice(0, 10),
      views: 4,
    });
    expect(numbers.daily[0]!.views).toBe(1);
    expect(numbers.totals.views).toBe(7);
  });

  it('shows an organisation only its own ads, and drops counts of ads that are gone', async () => {
    const mine = await liveAd();
    const theirs = await liveAd();
    const buffer = new AdCountBuffer();
    buffer.count(theirs.adId, 'views', clock.now(), 4);
    buffer.count('ad-doesnotexist', 'views', clock.now(), 4);
    expect(await addAdCounts(stats, buffer.take())).toBe(1);
    const seen = await adPerformance(stats, mine.organisationId, [mine.adId, theirs.adId]);
    expect([...seen.keys()]).toEqual([mine.adId]);
    expect(seen.get(mine.adId)!.totals).toEqual(zeroCounts());
    // The organisation goes (its only member deletes their account): its ads and counters too.
    expect(await deleteAccount(accounts, theirs.userId, strongPassword)).toEqual({ ok: true });
    buffer.count(theirs.adId, 'views', clock.now());
    expect(await addAdCounts(stats, buffer.take())).toBe(0);
    const left = await stats.db
      .selectFrom('ad_daily_stats')
      .select('ad_id')
      .where('ad_id', '=', theirs.adId)
      .execute();
    expect(left).toEqual([]);
  });

  it('puts back what could not be written, added to what was counted meanwhile', async () => {
    const { organisationId, adId } = await liveAd();
    const buffer = new AdCountBuffer();
    buffer.count(adId, 'views', clock.now(), 2);
    const taken = buffer.take();
    buffer.count(adId, 'views', clock.now(), 1);
    buffer.restore(taken);
    expect(buffer.size).toBe(1);
    await addAdCounts(stats, buffer.take());
    expect((await adPerformance(stats, organisationId, [adId])).get(adId)!.totals.views).toBe(3);
  });
});
