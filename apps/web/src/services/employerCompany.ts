import { adToJob, listAds, type AdCompany } from '@joblane/ads';
import { trustOf, type ModerationDb } from '@joblane/moderation';

import type { AdWorkflows } from './ads.ts';

/** The organisation an ad belongs to, as accounts has it. */
export interface AdOrganisation {
  id: string;
  name: string;
  slug: string;
}

/** Whether the organisation proved control of its website's domain ("Verified employer"). */
export async function isVerifiedEmployer(
  moderation: ModerationDb | undefined,
  organisationId: string,
): Promise<boolean> {
  if (moderation === undefined) return false;
  return (await trustOf(moderation, organisationId)).verified !== null;
}

/**
 * The company an organisation's ads are shown under (its name, its company page, whether it is a
 * verified employer): the one place the web builds the company `adToJob` needs, so every job
 * written for an ad carries the organisation's standing as it is now.
 */
export async function adCompanyOf(
  moderation: ModerationDb | undefined,
  organisation: AdOrganisation,
): Promise<AdCompany> {
  return {
    name: organisation.name,
    slug: organisation.slug,
    verified: await isVerifiedEmployer(moderation, organisation.id),
  };
}

/**
 * Writes the jobs of an organisation's live ads again (its standing changed: it was verified),
 * in batches the job record takes, so the badge and `verified=1` are right at once on every node.
 * A suspended organisation's jobs stay out of search: nothing is written. Returns how many jobs
 * were written.
 */
export async function rewriteLiveJobsOf(
  workflows: Pick<AdWorkflows, 'ads' | 'jobWrites' | 'now'>,
  moderation: ModerationDb | undefined,
  organisation: AdOrganisation,
): Promise<number> {
  if (moderation !== undefined && (await trustOf(moderation, organisation.id)).suspended !== null) {
    return 0;
  }
  const company = await adCompanyOf(moderation, organisation);
  const live = (await listAds(workflows.ads, organisation.id)).filter((ad) => ad.status === 'live');
  const { batchLimit } = workflows.jobWrites;
  for (let start = 0; start < live.length; start += batchLimit) {
    const now = workflows.now();
    await workflows.jobWrites.upsert(
      live.slice(start, start + batchLimit).map((ad) => adToJob(ad, company, { now })),
    );
  }
  return live.length;
}
