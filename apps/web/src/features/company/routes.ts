import { getOrganisationBySlug } from '@joblane/accounts';
import { Type } from '@sinclair/typebox';
import { companySlugPattern, defaultJobSearchQuery, maxPage } from '@joblane/jobs';

import { jobCountLabel } from '../../app/format.ts';
import CompanyPage, { companyPath, type CompanyPageData } from './company.page.tsx';
import { httpError } from '../../routing/httpError.ts';
import { logoUrlsBySlug } from '../../services/companyLogos.ts';
import { responseSignalTextOf } from '../../services/responseSignals.ts';
import { isVerifiedEmployer } from '../../services/employerCompany.ts';
import { isSuspended } from '../../services/screening.ts';
import { RESULTS_PER_PAGE } from '../search/jobsRoute.ts';
import { saveModeOf, savedAmong } from '../saved/saving.ts';
import { definePageRoute } from '../../routing/pageRoute.ts';

export const COMPANY_NOT_FOUND_MESSAGE =
  'We could not find that company. It may have changed its name, or the address may be mistyped.';

/** What search engines show under the title: about 160 characters. */
const DESCRIPTION_LENGTH = 160;

function metaDescription(data: CompanyPageData): string {
  const lead = `${data.organisation.name} on Joblane: ${jobCountLabel(data.total)}.`;
  const text = data.organisation.description.replaceAll(/\s+/g, ' ').trim();
  const full = text === '' ? lead : `${lead} ${text}`;
  return full.length <= DESCRIPTION_LENGTH
    ? full
    : `${full.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/** The most jobs read to say where an organisation hires (a store's largest page). */
const LOCATION_SAMPLE = 100;

/** Each label with how many times it appears, the most frequent first (then by name). */
function countedLabels(labels: readonly string[]): { label: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

export const companyRoute = definePageRoute({
  id: 'company',
  path: '/company/:slug',
  schema: {
    querystring: Type.Object(
      { page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$' })) },
      { additionalProperties: false },
    ),
    params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 80 }) }),
  },
  async load(request): Promise<CompanyPageData> {
    const { slug } = request.params;
    const reads = request.server.publicReads;
    // Not a slug at all (upper case, spaces): no organisation has it, so no query is asked.
    if (reads === undefined || !companySlugPattern.test(slug)) {
      throw httpError(404, COMPANY_NOT_FOUND_MESSAGE);
    }
    // A public page: read on the replica when there is one (a description edited a moment ago
    // may show a moment later).
    const organisation = await reads.run(({ accounts }) => getOrganisationBySlug(accounts, slug));
    if (organisation === undefined) throw httpError(404, COMPANY_NOT_FOUND_MESSAGE);
    // A suspended organisation has no page until a moderator reinstates it.
    const { moderation } = request.server;
    if (moderation !== undefined && (await isSuspended(moderation, organisation.id))) {
      throw httpError(404, COMPANY_NOT_FOUND_MESSAGE);
    }
    const now = request.server.now();
    const page = Math.min(maxPage, Number(request.query.page ?? '1'));
    const result = await request.server.jobs.search(
      { ...defaultJobSearchQuery, sortMode: 'date', page },
      { pageSize: RESULTS_PER_PAGE, now, companySlug: organisation.slug },
    );
    const ids = result.jobs.map((job) => job.id);
    // Where its jobs are: from every live job (one more read when they fill more than a page).
    const everyJob =
      result.total <= result.jobs.length && result.page === 1
        ? result.jobs
        : (
            await request.server.jobs.search(
              { ...defaultJobSearchQuery, sortMode: 'date' },
              { pageSize: LOCATION_SAMPLE, now, companySlug: organisation.slug },
            )
          ).jobs;
    const logo = (await logoUrlsBySlug(request.server.accounts, [organisation.slug]))[
      organisation.slug
    ];
    return {
      organisation: {
        name: organisation.name,
        slug: organisation.slug,
        description: organisation.description,
        verified: await isVerifiedEmployer(request.server.moderation, organisation.id),
        website: organisation.website,
        logoUrl: logo?.large ?? null,
        since: organisation.createdAt,
      },
      // A card stands for the same job in several places: each place counts.
      locations: countedLabels(
        everyJob.flatMap((job) => [
          job.locationLabel,
          ...(job.alsoIn ?? []).map((place) => place.locationLabel),
        ]),
      ),
      classifications: result.facets.classification
        .filter((facet) => facet.count > 0)
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
        .map((facet) => ({ label: facet.label, count: facet.count })),
      locationsComplete: everyJob.length >= result.total,
      jobs:
        logo === undefined
          ? result.jobs
          : result.jobs.map((job) => ({ ...job, logoUrl: logo.small })),
      total: result.total,
      page: result.page,
      lastPage: Math.min(result.pageCount, maxPage),
      now: now.toISOString(),
      saving: { mode: saveModeOf(request), saved: await savedAmong(request, ids) },
      responseSignal: await responseSignalTextOf(request, organisation.id),
    };
  },
  head(data) {
    const page = data.page > 1 ? ` (page ${data.page})` : '';
    return {
      title: `Jobs at ${data.organisation.name}${page} · Joblane`,
      description: metaDescription(data),
      canonicalPath: companyPath(data.organisation.slug, data.page),
    };
  },
  // `?page=1` is the first page's address without it.
  canonicalLocation(request) {
    return request.query.page === '1' ? companyPath(request.params.slug) : undefined;
  },
  page: CompanyPage,
});
