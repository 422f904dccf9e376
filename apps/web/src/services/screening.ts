import {
  adToJob,
  getAd,
  listAds,
  updateAd,
  type Ad,
  type AdChangeProblem,
  type AdCompany,
  type AdFields,
} from '@joblane/ads';
import {
  recordScreening,
  screenableFromAdFields,
  screenAd,
  screeningOf,
  trustOf,
  type ModerationDb,
  type ScreeningResult,
  type Signal,
  type StoredScreening,
} from '@joblane/moderation';
import type { TypicalPay } from '@joblane/jobs';
import type { Transaction } from 'kysely';

import { publishAdWithJob, type AdWorkflows } from './ads.ts';
import { hiddenByReports } from './moderation.ts';

/** An ad's workflows with trust and safety: every publish and every edit of a live ad is screened. */
export interface ScreenedAdWorkflows extends AdWorkflows {
  moderation: ModerationDb;
  /**
   * The sub-classification's typical annual pay in the search index (median and 90th
   * percentile); absent or undefined, the pay rule says nothing.
   */
  typicalPay?(subClassification: string): Promise<TypicalPay | undefined>;
}

/** What an employer's publish or edit came to: live now, waiting for a moderator, or refused. */
export type ScreenedChange =
  | { ok: true; ad: Ad; outcome: 'clear' }
  | { ok: true; ad: Ad; outcome: 'hold'; signals: Signal[] }
  | { ok: false; problem: 'refused'; ad: Ad; signals: Signal[] }
  | { ok: false; problem: 'suspended'; message: string }
  | AdChangeProblem;

export const SUSPENDED_MESSAGE =
  'Your organisation is suspended, so its ads cannot be posted or changed. Write to support@joblane.example if you think this is a mistake.';

/** The moderation store's handle on the caller's transaction (the same database, other tables). */
export const moderationIn = <Tables>(trx: Transaction<Tables>) => trx as unknown as ModerationDb;

/** Whether the organisation is suspended (its members cannot post). */
export async function isSuspended(moderation: ModerationDb, organisationId: string) {
  return (await trustOf(moderation, organisationId)).suspended !== null;
}

/**
 * Screens an ad's fields as its organisation stands now: verified or not, and how many ads it
 * has had live before (an unverified organisation's first ads are held from a lower score).
 */
export async function screenAdFields(
  workflows: ScreenedAdWorkflows,
  organisationId: string,
  fields: AdFields,
  companyName: string,
  adId?: string,
): Promise<ScreeningResult> {
  const [trust, ads] = await Promise.all([
    trustOf(workflows.moderation, organisationId),
    listAds(workflows.ads, organisationId),
  ]);
  const liveAdsBefore = ads.filter((ad) => ad.publishedAt !== null && ad.id !== adId).length;
  const typicalPay = await workflows.typicalPay?.(fields.subClassification);
  return screenAd(screenableFromAdFields(fields, companyName), {
    organisation: { verified: trust.verified !== null, liveAdsBefore },
    ...(typicalPay === undefined
      ? {}
      : { typicalPay: { median: typicalPay.median, p90: typicalPay.p90 } }),
  });
}

/** True while the ad's latest screening holds it and no moderator has decided. */
export const isHeld = (screening: StoredScreening | undefined) =>
  screening?.outcome === 'hold' && screening.review === null;

/**
 * An employer publishes a draft (or an old live ad again): screened first. Clear: live and in
 * search at once, as before. Hold: it stays out of search (a draft stays a draft) and waits in
 * the moderators' queue. Refuse: nothing changes but the screening, which tells the employer why.
 */
export async function publishScreenedAd(
  workflows: ScreenedAdWorkflows,
  organisationId: string,
  adId: string,
  company: AdCompany,
): Promise<ScreenedChange> {
  const { moderation } = workflows;
  if (await isSuspended(moderation, organisationId)) {
    return { ok: false, problem: 'suspended', message: SUSPENDED_MESSAGE };
  }
  const ad = await getAd(workflows.ads, organisationId, adId);
  if (ad === undefined) return { ok: false, problem: 'not-found' };
  const screening = ad.status === 'live' ? await screeningOf(moderation, ad.id) : undefined;
  if (screening !== undefined && isHeld(screening)) {
    // Publishing again does not jump the queue.
    return { ok: true, ad, outcome: 'hold', signals: screening.signals };
  }
  const result = await screenAdFields(workflows, organisationId, ad.fields, company.name, ad.id);
  await recordScreening(moderation, ad.id, result, workflows.now());
  if (result.outcome === 'refuse') {
    return { ok: false, problem: 'refused', ad, signals: result.signals };
  }
  if (result.outcome === 'hold') return { ok: true, ad, outcome: 'hold', signals: result.signals };
  const published = await publishAdWithJob(workflows, organisationId, adId, company);
  return published.ok ? { ok: true, ad: published.ad, outcome: 'clear' } : published;
}

/**
 * An employer saves the ad form. A draft's fields are kept (screened again only when it was
 * screened before, so a held or refused draft shows the reasons its new text earns). A live
 * ad's edit is screened before anything is saved: refused, nothing changes; held, the new text
 * is saved and the job leaves search on every node (in one transaction with the screening)
 * until a moderator approves it; clear, search shows the new text at once.
 */
export async function saveScreenedAd(
  workflows: ScreenedAdWorkflows,
  ad: Ad,
  fields: AdFields,
  company: AdCompany,
): Promise<ScreenedChange | { ok: false; problem: 'fixed'; errors: Record<string, string> }> {
  const { moderation } = workflows;
  if (await isSuspended(moderation, ad.organisationId)) {
    return { ok: false, problem: 'suspended', message: SUSPENDED_MESSAGE };
  }
  const screenedBefore = await screeningOf(moderation, ad.id);
  if (ad.status !== 'live') {
    const updated = await updateAd(workflows.ads, ad.organisationId, ad.id, fields);
    if (!updated.ok) return updated;
    if (screenedBefore === undefined) return { ok: true, ad: updated.ad, outcome: 'clear' };
    const result = await screenAdFields(workflows, ad.organisationId, fields, company.name, ad.id);
    await recordScreening(moderation, ad.id, result, workflows.now());
    return result.outcome === 'clear'
      ? { ok: true, ad: updated.ad, outcome: 'clear' }
      : { ok: true, ad: updated.ad, outcome: 'hold', signals: result.signals };
  }
  const result = await screenAdFields(workflows, ad.organisationId, fields, company.name, ad.id);
  if (result.outcome === 'refuse') {
    return { ok: false, problem: 'refused', ad, signals: result.signals };
  }
  const updated = await updateAd(workflows.ads, ad.organisationId, ad.id, fields);
  if (!updated.ok) return updated;
  // Reports that hid the job keep it hidden until a moderator decides, whatever the edit says.
  const hidden = await hiddenByReports(moderation, ad.id);
  const writes = workflows.jobWrites.begin();
  await workflows.ads.db.transaction().execute(async (trx) => {
    await recordScreening(moderationIn(trx), ad.id, result, workflows.now());
    if (result.outcome === 'hold') await writes.expire(trx, [ad.id]);
    else if (!hidden) {
      await writes.upsert(trx, [adToJob(updated.ad, company, { now: workflows.now() })]);
    }
  });
  await writes.settle();
  return result.outcome === 'hold'
    ? { ok: true, ad: updated.ad, outcome: 'hold', signals: result.signals }
    : { ok: true, ad: updated.ad, outcome: 'clear' };
}
