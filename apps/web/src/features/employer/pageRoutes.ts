import { organisationsOf } from '@joblane/accounts';
import {
  adFormValuesOf,
  adToJob,
  daysLeft,
  emptyAdFormValues,
  getAd,
  listAds,
  type Ad,
  type Ads,
} from '@joblane/ads';
import {
  classifications,
  workArrangements,
  workTypes,
  type Job,
  type JobCard,
} from '@joblane/jobs';
import { screeningsOf, type ModerationDb } from '@joblane/moderation';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

import EmployerPage, {
  type AdFormOptions,
  type AdRef,
  type AdSummary,
  type EmployerViewData,
} from './employer.page.tsx';
import { httpError, NOT_FOUND_MESSAGE } from '../../routing/httpError.ts';
import { emptyQuerystring, idParams, stringEnum } from '../../routing/schemas.ts';
import { adPerformanceFor } from './adPerformance.ts';
import { logoUrlsBySlug } from '../../services/companyLogos.ts';
import { adCompanyOf, type AdOrganisation } from '../../services/employerCompany.ts';
import { adReviewOf, type AdReview } from './review.ts';
import { jobEnding, jobLabels, SIMILAR_JOBS } from '../search/jobRoute.ts';
import { definePageRoute, type PageRoute } from '../../routing/pageRoute.ts';

export function adsOf(request: FastifyRequest): Ads {
  const ads = request.server.ads;
  if (ads === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
  return ads;
}

/** The signed-in employer's organisation; 404 for an employer who belongs to none. */
export async function employerOrganisation(request: FastifyRequest) {
  const accounts = request.server.accounts;
  if (accounts === undefined || request.viewer === null) throw httpError(404, NOT_FOUND_MESSAGE);
  const [organisation] = await organisationsOf(accounts, request.viewer.user.id);
  if (organisation === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
  return organisation;
}

/** The organisation's ad; another organisation's ad (or none) answers 404, like any unknown page. */
export async function organisationAd(request: FastifyRequest, adId: string) {
  const organisation = await employerOrganisation(request);
  const ad = await getAd(adsOf(request), organisation.id, adId);
  if (ad === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
  return { organisation, ad };
}

/** The taxonomy's choices the ad form offers. */
export const adFormOptions = (): AdFormOptions => ({
  classifications: classifications.map((each) => ({
    id: each.id,
    label: each.label,
    subClassifications: each.subClassifications.map((sub) => ({ id: sub.id, label: sub.label })),
  })),
  workTypes: workTypes.map(({ id, label }) => ({ id, label })),
  workArrangements: workArrangements.map(({ id, label }) => ({ id, label })),
});

export const adRef = (ad: Ad, review: AdReview | null = null): AdRef => ({
  id: ad.id,
  title: ad.fields.title,
  status: ad.status,
  review,
});

/** The reviews of these ads, by ad id (ads with nothing to say are left out). */
export async function adReviewsOf(
  moderation: ModerationDb | undefined,
  adIds: readonly string[],
): Promise<Map<string, AdReview>> {
  const reviews = new Map<string, AdReview>();
  if (moderation === undefined) return reviews;
  for (const [id, screening] of await screeningsOf(moderation, adIds)) {
    const review = adReviewOf(screening);
    if (review !== null) reviews.set(id, review);
  }
  return reviews;
}

/** The ad with where it stands with the moderators. */
export async function reviewedAdRef(request: FastifyRequest, ad: Ad): Promise<AdRef> {
  return adRef(ad, (await adReviewsOf(request.server.moderation, [ad.id])).get(ad.id) ?? null);
}

function adSummary(ad: Ad, now: Date, review: AdReview | null): AdSummary {
  return {
    id: ad.id,
    review,
    title: ad.fields.title,
    status: ad.status,
    createdAt: ad.createdAt,
    publishedAt: ad.publishedAt,
    expiresAt: ad.expiresAt,
    closedAt: ad.closedAt,
    daysLeft: daysLeft(ad, now),
  };
}

/** What a result card shows of a job (the store makes the same from what it indexes). */
export function cardOfJob(job: Job): JobCard {
  const labels = jobLabels(job);
  return {
    id: job.id,
    title: job.title,
    companyName: job.company.name,
    companySlug: job.company.slug ?? null,
    verifiedEmployer: job.verifiedEmployer === true,
    locationLabel: job.location.label,
    workType: job.workType,
    workTypeLabel: labels.workType,
    workArrangement: job.workArrangement,
    workArrangementLabel: labels.workArrangement,
    classification: job.classification,
    classificationLabel: labels.classification,
    subClassification: job.subClassification,
    subClassificationLabel: labels.subClassification ?? job.subClassification,
    salaryLabel: job.salary && !job.salary.hidden ? job.salary.label : null,
    listedAt: job.listedAt,
    summary: job.summary,
    keySellingPoints: job.keySellingPoints,
  };
}

/** The ad as seekers would see it: its job (dated now for a draft), card and labels. */
export async function previewData(
  request: FastifyRequest,
  ad: Ad,
  organisation: AdOrganisation,
): Promise<Extract<EmployerViewData, { view: 'preview' }>> {
  const now = request.server.now();
  const company = await adCompanyOf(request.server.moderation, organisation);
  const job: Job = {
    ...adToJob(ad, company, { now }),
    status: ad.status === 'draft' || ad.status === 'live' ? 'active' : 'expired',
  };
  const similar = await request.server.jobs.similarJobs(job, SIMILAR_JOBS + 1, { now });
  const logo = (await logoUrlsBySlug(request.server.accounts, [organisation.slug]))[
    organisation.slug
  ];
  return {
    view: 'preview',
    ad: await reviewedAdRef(request, ad),
    card: logo === undefined ? cardOfJob(job) : { ...cardOfJob(job), logoUrl: logo.small },
    logoUrl: logo?.large ?? null,
    job,
    ending: jobEnding(job, ad, now),
    labels: jobLabels(job),
    similar: similar.filter((card) => card.id !== ad.id).slice(0, SIMILAR_JOBS),
    now: now.toISOString(),
  };
}

/** The edit form of an ad, or what its end leaves to do. */
export async function editData(request: FastifyRequest, ad: Ad): Promise<EmployerViewData> {
  const ref = await reviewedAdRef(request, ad);
  if (ad.status === 'closed' || ad.status === 'expired') return { view: 'ended', ad: ref };
  return {
    view: 'form',
    ad: ref,
    values: adFormValuesOf(ad.fields),
    errors: {},
    options: adFormOptions(),
  };
}

/** An ad's id in a path. */
export const adParams = idParams;

export function employerHead(data: EmployerViewData) {
  switch (data.view) {
    case 'dashboard':
      return {
        title: `Your ads · ${data.organisation.name} · Joblane`,
        description: 'Your organisation’s job ads on Joblane: drafts, live ads and ended ones.',
      };
    case 'form':
      return data.ad === null
        ? { title: 'Post an ad · Joblane', description: 'Post a job ad on Joblane.' }
        : {
            title: `Edit ${data.ad.title} · Joblane`,
            description: 'Edit your job ad on Joblane.',
          };
    case 'preview':
      return {
        title: `Preview ${data.ad.title} · Joblane`,
        description: 'How job seekers see your ad.',
      };
    case 'close':
      return { title: `Close ${data.ad.title} · Joblane`, description: 'Close your job ad.' };
    case 'ended':
      return { title: `${data.ad.title} · Joblane`, description: 'An ad that has ended.' };
  }
}

export const dashboardRoute = definePageRoute({
  id: 'employer',
  path: '/employer',
  access: 'employer',
  schema: { querystring: emptyQuerystring },
  async load(request): Promise<EmployerViewData> {
    const organisation = await employerOrganisation(request);
    const now = request.server.now();
    const ads = await listAds(adsOf(request), organisation.id);
    const reviews = await adReviewsOf(
      request.server.moderation,
      ads.filter((ad) => ad.status === 'draft' || ad.status === 'live').map((ad) => ad.id),
    );
    const logo = (await logoUrlsBySlug(request.server.accounts, [organisation.slug]))[
      organisation.slug
    ];
    return {
      view: 'dashboard',
      organisation: {
        name: organisation.name,
        slug: organisation.slug,
        logoUrl: logo?.large ?? null,
      },
      ads: ads.map((ad) => adSummary(ad, now, reviews.get(ad.id) ?? null)),
      now: now.toISOString(),
      performance: await adPerformanceFor(request, organisation.id, ads),
    };
  },
  head: employerHead,
  page: EmployerPage,
});

export const newAdRoute = definePageRoute({
  id: 'employer',
  path: '/employer/ads/new',
  access: 'employer',
  schema: { querystring: emptyQuerystring },
  async load(request): Promise<EmployerViewData> {
    await employerOrganisation(request);
    adsOf(request);
    return {
      view: 'form',
      ad: null,
      values: emptyAdFormValues(),
      errors: {},
      options: adFormOptions(),
    };
  },
  head: employerHead,
  page: EmployerPage,
});

export const editAdRoute = definePageRoute({
  id: 'employer',
  path: '/employer/ads/:id/edit',
  access: 'employer',
  schema: {
    querystring: Type.Object(
      { step: Type.Optional(stringEnum(['preview', 'close'])) },
      { additionalProperties: false },
    ),
    params: adParams,
  },
  async load(request): Promise<EmployerViewData> {
    const { organisation, ad } = await organisationAd(request, request.params.id);
    if (request.query.step === 'preview') return previewData(request, ad, organisation);
    if (request.query.step === 'close')
      return ad.status === 'live'
        ? { view: 'close', ad: await reviewedAdRef(request, ad) }
        : editData(request, ad);
    return editData(request, ad);
  },
  head: employerHead,
  page: EmployerPage,
});

export const employerRoutes: readonly PageRoute[] = [dashboardRoute, newAdRoute, editAdRoute];
