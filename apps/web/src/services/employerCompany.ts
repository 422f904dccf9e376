import type { AdCompany } from '@joblane/ads';
import { trustOf, type ModerationDb } from '@joblane/moderation';

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
