import {
  adToJob,
  closeAd,
  expireDueAds,
  publishAd,
  type Ad,
  type AdChangeProblem,
  type AdCompany,
  type Ads,
} from '@joblane/ads';
import { adClosed, type Hiring } from '@joblane/hiring';

import type { ModerationDb } from '@joblane/moderation';
import type { Transaction } from 'kysely';

import type { JobWriteBatch, JobWrites } from './jobWrites.ts';
import { hiddenByReports } from './moderation.ts';

/** What an ad's workflows change beside the ad: its job in search, its applications. */
export interface AdWorkflows {
  ads: Ads;
  jobWrites: JobWrites;
  /** Applications: the undecided ones show Ad closed when the ad ends (absent: nobody applies). */
  hiring?: Hiring | undefined;
  /** Trust and safety's store: a job that reports took out of search stays out (absent: none). */
  moderation?: ModerationDb | undefined;
  now(): Date;
}

/**
 * An ad goes live with its job: in one transaction with the job record (a publish cut short by
 * an outage leaves a draft and no job), then search shows it on this node. An ad that was live
 * already gets its job written again (published before, or an old half-done publish).
 */
export async function publishAdWithJob(
  workflows: AdWorkflows,
  organisationId: string,
  adId: string,
  company: AdCompany,
): Promise<{ ok: true; ad: Ad } | AdChangeProblem> {
  const writes = workflows.jobWrites.begin();
  const published = await publishAd(workflows.ads, organisationId, adId, {
    alongside: (trx, live) =>
      writes.upsert(trx, [adToJob(live, company, { now: workflows.now() })]),
  });
  if (!published.ok) return published;
  if (published.published) await writes.settle();
  else await writeJobOf(workflows, published.ad, company);
  return published;
}

/**
 * A live ad's job written again after an edit (search shows the new text at once), unless
 * reports took it out of search: it stays out until a moderator decides (`showJobAgain` then
 * writes it from the ad as it is).
 */
export async function writeJobOf(workflows: AdWorkflows, ad: Ad, company: AdCompany) {
  if (workflows.moderation !== undefined && (await hiddenByReports(workflows.moderation, ad.id))) {
    return;
  }
  await workflows.jobWrites.upsert([adToJob(ad, company, { now: workflows.now() })]);
}

/**
 * What an ad's end changes beside the ad, inside the transaction that ends it (an employer's
 * close, expiry, a moderator's take-down or suspension): its jobs leave search (on every node,
 * with the job record) and its undecided applications show Ad closed from `endedAt`. The one
 * place an ad's end reaches the rest of the site; `writes.settle()` follows the commit.
 */
export async function adsEnded<Tables>(
  workflows: Pick<AdWorkflows, 'hiring'>,
  writes: JobWriteBatch,
  trx: Transaction<Tables>,
  ended: readonly { id: string; endedAt: Date }[],
): Promise<void> {
  if (ended.length === 0) return;
  await writes.expire(
    trx,
    ended.map((ad) => ad.id),
  );
  if (workflows.hiring === undefined) return;
  for (const ad of ended) {
    await adClosed(workflows.hiring, ad.id, ad.endedAt, { within: trx });
  }
}

/**
 * An ad ends before its time (its employer closes it, a moderator takes it down): the ad closing,
 * its job leaving search and its undecided applications' Ad closed commit together (with the job
 * record, all in one transaction, so a 503 leaves it live), with `also` (a moderator's audit
 * entry and email) in the same transaction; its page answers 410.
 */
export async function endAd(
  workflows: AdWorkflows,
  organisationId: string,
  adId: string,
  also?: <Tables>(trx: Transaction<Tables>, ended: Ad) => Promise<void>,
): Promise<{ ok: true; ad: Ad } | AdChangeProblem> {
  const endedAt = workflows.now();
  const writes = workflows.jobWrites.begin();
  const closed = await closeAd(workflows.ads, organisationId, adId, {
    alongside: async (trx, ended) => {
      await adsEnded(workflows, writes, trx, [{ id: ended.id, endedAt }]);
      await also?.(trx, ended);
    },
  });
  if (closed.ok) await writes.settle();
  return closed;
}

/** When an expired ad ended: when its 30 days ran out, whenever a run gets to it. */
const endOf = (ads: Ads, ad: Ad) => (ad.expiresAt === null ? ads.now() : new Date(ad.expiresAt));

/**
 * One run of ad expiry: live ads past their 30 days end as `endAd` ends them (each batch in one
 * transaction with its jobs and applications; each ad claimed by one server only, see
 * `expireDueAds`), so a run cut short leaves ads live for the next run, never expired with their
 * jobs still in search. Returns the ads it expired.
 */
export async function expireDueAdsWithJobs(workflows: Omit<AdWorkflows, 'now'>): Promise<Ad[]> {
  const { ads, hiring, jobWrites } = workflows;
  const ended: Ad[] = [];
  for (;;) {
    const writes = jobWrites.begin();
    const batch = await expireDueAds(ads, {
      limit: jobWrites.batchLimit,
      alongside: (trx, expired) =>
        adsEnded(
          { hiring },
          writes,
          trx,
          expired.map((ad) => ({ id: ad.id, endedAt: endOf(ads, ad) })),
        ),
    });
    await writes.settle();
    ended.push(...batch);
    if (batch.length < jobWrites.batchLimit) return ended;
  }
}
