import { getOrganisation, organisationsOf } from '@joblane/accounts';
import { adToJob, listAds } from '@joblane/ads';
import {
  completeDomainVerification,
  dnsTxtRecordFor,
  screeningOf,
  type ModerationDb,
  DOMAIN_TOKEN_LIFETIME_MS,
  startDomainVerification,
  trustOf,
  verifyDomainByDns,
  websiteDomain,
  type TxtResolver,
} from '@joblane/moderation';
import type { FastifyRequest } from 'fastify';

import { httpError, NOT_FOUND_MESSAGE } from '../../routing/httpError.ts';
import type { AdWorkflows } from '../../services/ads.ts';
import { adCompanyOf, type AdOrganisation } from '../../services/employerCompany.ts';
import { hiddenByReports } from '../../services/moderation.ts';
import { isHeld } from '../../services/screening.ts';
import type { VerificationStatusData } from './verification.page.tsx';

/** The signed-in employer's organisation and the stores verification needs; 404 otherwise. */
async function employerContext(request: FastifyRequest) {
  const { accounts, moderation } = request.server;
  const { viewer } = request;
  if (accounts === undefined || moderation === undefined || viewer === null) {
    throw httpError(404, NOT_FOUND_MESSAGE);
  }
  const [organisation] = await organisationsOf(accounts, viewer.user.id);
  if (organisation === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
  return { accounts, moderation, organisation };
}

/** What `/employer/verify` shows: the organisation's standing and the two ways to prove it. */
export async function verificationStatus(
  request: FastifyRequest,
  forms: Partial<Pick<VerificationStatusData, 'emailForm' | 'dnsForm'>> = {},
): Promise<VerificationStatusData> {
  const { moderation, organisation } = await employerContext(request);
  const trust = await trustOf(moderation, organisation.id);
  return {
    view: 'status',
    organisation: { name: organisation.name, website: organisation.website },
    domain: organisation.website === null ? null : (websiteDomain(organisation.website) ?? null),
    verified: trust.verified,
    dnsRecord: dnsTxtRecordFor(organisation.id),
    emailForm: forms.emailForm ?? { values: {}, errors: {} },
    dnsForm: forms.dnsForm ?? { values: {}, errors: {} },
  };
}

/** Mails a verification link to an address at the website's domain (through the mail queue). */
export async function mailVerificationLink(request: FastifyRequest, email: string) {
  const { moderation, organisation } = await employerContext(request);
  const started = await startDomainVerification(moderation, organisation.id, email, {
    website: organisation.website,
    now: request.server.now(),
  });
  if (!started.ok) return started;
  await request.server.mail!.send({
    kind: 'domain-verification',
    to: email.trim().toLowerCase(),
    data: {
      organisationName: organisation.name,
      domain: started.domain,
      token: started.token,
      validForMinutes: DOMAIN_TOKEN_LIFETIME_MS / 60_000,
    },
  });
  return started;
}

/** What a failed DNS check says, for the domain it looked at. */
export function dnsProblemMessage(
  problem: 'no-website' | 'not-found' | 'no-match' | 'lookup-failed',
  domain: string | null,
): string {
  switch (problem) {
    case 'no-website':
      return 'Add your organisation’s website first: the record goes on its domain.';
    case 'not-found':
      return `We found no TXT records on ${domain} yet. DNS changes can take a while to show: try again later.`;
    case 'no-match':
      return `${domain} has TXT records, but not this one yet. Check that it was copied exactly, then try again.`;
    case 'lookup-failed':
      return `We could not look up ${domain} just now. Try again in a few minutes.`;
  }
}

/** Checks the organisation's DNS TXT record and, when it is there, verifies it. */
export async function checkDnsRecord(request: FastifyRequest, resolver: TxtResolver) {
  const { moderation, organisation } = await employerContext(request);
  const now = request.server.now();
  const checked = await verifyDomainByDns(moderation, resolver, organisation.id, {
    website: organisation.website,
    now,
  });
  if (checked.ok) await jobsShowVerified(request, organisation);
  return checked;
}

/**
 * Completes a verification from its mailed link (whoever follows it: reading mail at the domain
 * is the proof), then writes the organisation's live jobs again.
 */
export async function completeFromLink(request: FastifyRequest, token: string) {
  const { accounts, moderation } = request.server;
  if (accounts === undefined || moderation === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
  const completed = await completeDomainVerification(moderation, token, request.server.now());
  if (!completed.ok) return completed;
  const organisation = await getOrganisation(accounts, completed.organisationId);
  if (organisation !== undefined) await jobsShowVerified(request, organisation);
  return { ...completed, organisationName: organisation?.name ?? null };
}

/** The organisation's live ads' jobs written again: the badge and `verified=1` right at once. */
async function jobsShowVerified(request: FastifyRequest, organisation: AdOrganisation) {
  const { ads, moderation } = request.server;
  if (ads === undefined) return;
  await rewriteLiveJobsOf(
    { ads, jobWrites: request.server.jobWrites, now: request.server.now },
    moderation,
    organisation,
  );
}

/**
 * Writes the jobs of an organisation's live ads again (its standing changed: it was verified),
 * in batches the job record takes, so the badge and `verified=1` are right at once on every node.
 * What moderation keeps out of search stays out: nothing of a suspended organisation, no live ad
 * held for review after an edit, no job hidden by reports. Returns how many jobs were written.
 */
async function rewriteLiveJobsOf(
  workflows: Pick<AdWorkflows, 'ads' | 'jobWrites' | 'now'>,
  moderation: ModerationDb | undefined,
  organisation: AdOrganisation,
): Promise<number> {
  if (moderation !== undefined && (await trustOf(moderation, organisation.id)).suspended !== null) {
    return 0;
  }
  const company = await adCompanyOf(moderation, organisation);
  const live = [];
  for (const ad of await listAds(workflows.ads, organisation.id)) {
    if (ad.status !== 'live') continue;
    if (moderation !== undefined) {
      if (isHeld(await screeningOf(moderation, ad.id))) continue;
      if (await hiddenByReports(moderation, ad.id)) continue;
    }
    live.push(ad);
  }
  const { batchLimit } = workflows.jobWrites;
  for (let start = 0; start < live.length; start += batchLimit) {
    const now = workflows.now();
    await workflows.jobWrites.upsert(
      live.slice(start, start + batchLimit).map((ad) => adToJob(ad, company, { now })),
    );
  }
  return live.length;
}
