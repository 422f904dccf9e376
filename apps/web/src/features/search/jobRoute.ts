import {
  companyKeyOf,
  defaultJobSearchQuery,
  findClassification,
  findSubClassification,
  parseJobSearchQuery,
  workArrangements,
  workTypes,
  type Job,
} from '@joblane/jobs';
import { findApplicationForJob, listKeptResumes } from '@joblane/hiring';
import { adOrganisationId, getAd, type Ad } from '@joblane/ads';
import { lastActionOn } from '@joblane/moderation';
import type { FastifyRequest } from 'fastify';

import { jobPostingStructuredData } from '../../app/structuredData.ts';
import JobPage, { type JobEnding, type JobLabels, type JobPageData } from './job.page.tsx';
import { httpError } from '../../routing/httpError.ts';
import { emptyQuerystring, idParams } from '../../routing/schemas.ts';
import { publicLogoUrlsBySlug } from '../../services/companyLogos.ts';
import { isDatabaseUnavailable } from '../../services/databaseErrors.ts';
import { responseSignalsBySlug } from '../../services/responseSignals.ts';
import { activelyReviewedJobIds } from '../../services/adReviews.ts';
import { searchHref } from './searchQuery.ts';
import { hiddenFromSeeker, saveModeOf, savedAmong } from '../saved/saving.ts';
import { definePageRoute } from '../../routing/pageRoute.ts';

/** How many similar jobs a job page (and an expired job's 410 page) suggests. */
export const SIMILAR_JOBS = 5;

export const JOB_NOT_FOUND_MESSAGE =
  'We could not find that job. It may have been removed, or the address may be mistyped.';

export const jobPath = (id: string) => `/job/${encodeURIComponent(id)}`;

/** Search results show about 70 characters of a title (the HTML check holds every page to it). */
const TITLE_LENGTH = 70;

/**
 * `Nurse at Acme, Sydney NSW · Joblane`, shortened to fit: the site's name goes first, then the
 * place, and the company only after both. At first the place went first and the company with it,
 * so long titles (an ad's `Registered Nurse - Emergency Department`) read bare while short
 * imported titles kept both; search results name the site anyway.
 */
export function jobPageTitle(parts: {
  prefix: string;
  title: string;
  company: string;
  place: string;
}) {
  const job = `${parts.prefix}${parts.title}`;
  const candidates = [
    `${job} at ${parts.company}, ${parts.place} · Joblane`,
    `${job} at ${parts.company}, ${parts.place}`,
    `${job} at ${parts.company} · Joblane`,
    `${job} at ${parts.company}`,
    `${job} · Joblane`,
  ];
  const fitting = candidates.find((candidate) => candidate.length <= TITLE_LENGTH);
  if (fitting !== undefined) return fitting;
  const room = TITLE_LENGTH - ' · Joblane'.length - 1;
  return `${job.slice(0, room).trimEnd()}… · Joblane`;
}

const labelOf = (options: readonly { id: string; label: string }[], id: string) =>
  options.find((option) => option.id === id)?.label ?? id;

/** The job's taxonomy ids as the page shows them (an id the taxonomy lacks shows as it is). */
export function jobLabels(job: Job): JobLabels {
  const subClassification = findSubClassification(job.subClassification);
  return {
    workType: labelOf(workTypes, job.workType),
    workArrangement: labelOf(workArrangements, job.workArrangement),
    classification: findClassification(job.classification)?.label ?? job.classification,
    ...(subClassification === undefined ? {} : { subClassification: subClassification.label }),
  };
}

/** Longest referrer worth reading (a search URL is far shorter). */
const MAX_REFERRER_LENGTH = 4000;

/**
 * The results page a visitor opened this job from, as its canonical URL (page included), from
 * the `Referer` of the page request or of the in-page navigation's fetch; null when they came
 * from anywhere else. Only this site's `/jobs` counts, and only as a search the parser reads, so
 * the link can never point off the site.
 */
export function resultsReferrer(request: FastifyRequest): string | null {
  const referrer = request.headers.referer;
  if (typeof referrer !== 'string' || referrer.length > MAX_REFERRER_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  // The request's own host, normalised the same way (`localhost:80` is `localhost` for http).
  let host: string;
  try {
    host = new URL(`${url.protocol}//${request.host}`).host;
  } catch {
    return null;
  }
  if (url.host !== host || url.pathname !== '/jobs') return null;
  url.searchParams.delete('v');
  return searchHref(parseJobSearchQuery(url.searchParams).query);
}

/** When the signed-in seeker applied for this job on Joblane, or null. */
async function appliedOn(request: FastifyRequest, jobId: string): Promise<string | null> {
  const { hiring } = request.server;
  const viewer = request.viewer;
  if (hiring === undefined || viewer === null || viewer.user.role !== 'seeker') return null;
  return (await findApplicationForJob(hiring, viewer.user.id, jobId))?.appliedAt ?? null;
}

/**
 * Whether the signed-in seeker's application for this job would start from their profile (Quick
 * Apply): it takes applications here, they have not applied, and they keep a default résumé.
 */
async function quickApplyFor(request: FastifyRequest, job: Job, applied: string | null) {
  const { hiring } = request.server;
  const viewer = request.viewer;
  if (hiring === undefined || viewer === null || viewer.user.role !== 'seeker') return false;
  if (job.howToApply.onJoblane === undefined || applied !== null) return false;
  return (await listKeptResumes(hiring, viewer.user.id)).some((resume) => resume.isDefault);
}

/**
 * How an ended job ended, from its ad when it is one: closed by the employer on the day it closed,
 * or expired on its last day. A feed job that is gone expired on its `validThrough` if that has
 * passed; otherwise it was taken out of search early and only that is said (no made-up date).
 */
export function jobEnding(
  job: Job,
  ad: Ad | undefined,
  now: Date,
  /** When a moderator took the job down (their close is the ad's close), if one did. */
  takenDownAt: string | null = null,
): JobEnding | null {
  if (job.status !== 'expired') return null;
  if (takenDownAt !== null) return { kind: 'taken-down', at: ad?.closedAt ?? takenDownAt };
  if (ad?.status === 'closed' && ad.closedAt !== null) return { kind: 'closed', at: ad.closedAt };
  if (ad?.status === 'expired' && ad.expiresAt !== null) {
    return { kind: 'expired', at: ad.expiresAt };
  }
  if (ad === undefined && Date.parse(job.validThrough) <= now.getTime()) {
    return { kind: 'expired', at: job.validThrough };
  }
  return { kind: 'removed' };
}

/**
 * How an ended job ended, from its ad and the moderators' log; while the database is away the
 * page still answers from the node's index, saying only what the job itself says.
 */
async function endingOf(request: FastifyRequest, job: Job, now: Date): Promise<JobEnding | null> {
  const { moderation } = request.server;
  try {
    return jobEnding(
      job,
      await adOfJob(request, job),
      now,
      moderation === undefined
        ? null
        : await lastActionOn(moderation, { type: 'job', id: job.id }, 'take-down'),
    );
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    request.log.warn(
      { err: error },
      'job page: database unavailable; the ending from the job alone',
    );
    return jobEnding(job, undefined, now);
  }
}

/** The ad behind a job of the store, if it is one (its company has a page on Joblane). */
async function adOfJob(request: FastifyRequest, job: Job): Promise<Ad | undefined> {
  const ads = request.server.ads;
  if (ads === undefined || job.company.slug === undefined) return undefined;
  const organisationId = await adOrganisationId(ads, job.id);
  return organisationId === undefined ? undefined : getAd(ads, organisationId, job.id);
}

export const jobRoute = definePageRoute({
  id: 'job',
  path: '/job/:id',
  schema: { querystring: emptyQuerystring, params: idParams },
  async load(request): Promise<JobPageData> {
    const { jobs } = request.server;
    const now = request.server.now();
    const job = await jobs.getJob(request.params.id, { now });
    if (job === undefined) throw httpError(404, JOB_NOT_FOUND_MESSAGE);
    // A seeker's hidden jobs and blocked employers are not suggested.
    const hidden = await hiddenFromSeeker(request);
    const similar = await jobs.similarJobs(job, SIMILAR_JOBS, { now, ...hidden });
    const companyKey = companyKeyOf(job.company);
    // An ad's page view counts for its dashboard (in memory; written every few seconds).
    if (job.company.slug !== undefined && job.status === 'active') {
      request.server.adCounts?.count(job.id, 'views');
    }
    const applied = await appliedOn(request, job.id);
    const ending = job.status === 'expired' ? await endingOf(request, job, now) : null;
    return {
      job,
      ending,
      labels: jobLabels(job),
      similar,
      now: now.toISOString(),
      backTo: resultsReferrer(request),
      classificationSearch: searchHref({
        ...defaultJobSearchQuery,
        classifications: [job.classification],
      }),
      saving: {
        mode: saveModeOf(request),
        saved: (await savedAmong(request, [job.id])).length > 0,
      },
      applied,
      quickApply: await quickApplyFor(request, job, applied),
      ...(saveModeOf(request) === 'seeker'
        ? {
            blocking: { blocked: hidden.excludeCompanies.includes(companyKey), companyKey },
          }
        : {}),
      logoUrl:
        (await publicLogoUrlsBySlug(request, [job.company.slug]))[job.company.slug ?? '']?.large ??
        null,
      activelyReviewing:
        job.company.slug !== undefined &&
        job.status === 'active' &&
        (await activelyReviewedJobIds(request, [job.id])).has(job.id),
      responseSignal:
        job.company.slug === undefined
          ? null
          : ((await responseSignalsBySlug(request, [job.company.slug])).get(job.company.slug) ??
            null),
    };
  },
  head({ job, ending }) {
    const expired = job.status === 'expired';
    const path = jobPath(job.id);
    const ended =
      ending?.kind === 'closed' || ending?.kind === 'taken-down'
        ? 'closed'
        : ending?.kind === 'removed'
          ? 'ended'
          : 'expired';
    return {
      title: jobPageTitle({
        prefix: expired
          ? `${ended === 'closed' ? 'Closed' : ended === 'ended' ? 'Ended' : 'Expired'}: `
          : '',
        title: job.title,
        company: job.company.name,
        place: job.location.label,
      }),
      description: expired
        ? `This ${job.title} job at ${job.company.name} has ${ended}. See similar jobs on Joblane.`
        : job.summary === ''
          ? `${job.title} at ${job.company.name} in ${job.location.label}.`
          : job.summary,
      canonicalPath: path,
      openGraphType: 'article',
      // Search engines should forget an expired posting, so it carries no JobPosting data.
      ...(expired ? {} : { structuredData: jobPostingStructuredData(job) }),
    };
  },
  status: ({ job }) => (job.status === 'expired' ? 410 : 200),
  page: JobPage,
});
