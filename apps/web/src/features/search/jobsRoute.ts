import { appliedJobIds } from '@joblane/hiring';
import { defaultJobSearchQuery, maxPage, type JobSearchQuery, type JobStore } from '@joblane/jobs';
import type { FastifyRequest } from 'fastify';

import { jobCountLabel } from '../../app/format.ts';
import { searchPath } from '../../app/search.ts';
import SearchPage, { type SearchData } from './jobs.page.tsx';
import { publicLogoUrlsBySlug } from '../../services/companyLogos.ts';
import { responseSignalsBySlug } from '../../services/responseSignals.ts';
import { activelyReviewedJobIds } from '../../services/adReviews.ts';
import {
  looserSearches,
  readSearchQuery,
  searchHref,
  searchLinks,
  searchQuerystring,
  savedSearchName,
  searchSubject,
} from './searchQuery.ts';
import { hiddenFromSeeker, saveModeOf, savedAmong } from '../saved/saving.ts';
import { definePageRoute, type PageRequest, type PageSchema } from '../../routing/pageRoute.ts';

/** Results per page (product spec). */
export const RESULTS_PER_PAGE = 20;

/** How many popular classifications an empty result offers. */
const POPULAR_SEARCHES = 6;

type SearchRequest = PageRequest<typeof searchQuerystring, PageSchema>;
type SearchResult = Awaited<ReturnType<JobStore['search']>>;
type SearchLinks = ReturnType<typeof searchLinks>;

/** The signed-in seeker's id, when the site keeps applications (their cards are marked). */
function seekerIdOf(request: FastifyRequest): string | undefined {
  return request.server.hiring !== undefined && request.viewer?.user.role === 'seeker'
    ? request.viewer.user.id
    : undefined;
}

/**
 * What a search that found nothing offers: looser searches, each with what it would find, the
 * busiest classifications, and a spelling suggestion when the store has one. A looser filter's
 * count comes with the search's own result (`withoutFilter`); only a looser place or keywords
 * take a count of their own (`count`: no facets or page, a fraction of a search).
 */
async function emptyResultLinks(
  request: FastifyRequest,
  query: JobSearchQuery,
  result: SearchResult,
  links: SearchLinks,
  exclusions: { excludeIds: string[]; excludeCompanies: string[] },
) {
  const { jobs } = request.server;
  const now = request.server.now();
  // The searches and the classification counts (the quick lane) at once.
  const [looser, counts] = await Promise.all([
    Promise.all(
      looserSearches(query).map(async (option) => ({
        label: option.label,
        href: searchHref(option.query),
        count:
          option.relaxes === undefined
            ? await jobs.count(option.query, { now, ...exclusions })
            : result.withoutFilter[option.relaxes],
      })),
    ),
    jobs.countByClassification({ now }),
  ]);
  links.looser = looser.filter((option) => option.count > 0);
  links.popular = counts
    .filter((classification) => classification.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, POPULAR_SEARCHES)
    .map((classification) => ({
      label: classification.label,
      href: searchHref({ ...defaultJobSearchQuery, classifications: [classification.value] }),
      count: classification.count,
    }));
  // A spelling suggestion, when the store offers one (from its own vocabulary).
  const { suggestion } = result as { suggestion?: unknown };
  if (typeof suggestion === 'string' && suggestion !== '') {
    links.suggestion = {
      text: suggestion,
      href: searchHref({ ...query, keywords: suggestion, page: 1 }),
    };
  }
}

/** The result cards, with their organisation's response signal and "applied" marks. */
async function cardsOf(request: FastifyRequest, result: SearchResult, applied: Set<string>) {
  // An ad's card says how its organisation answers applicants (text made here, no script).
  const signals = await responseSignalsBySlug(
    request,
    result.jobs.flatMap((job) => (job.companySlug === null ? [] : [job.companySlug])),
  );
  // An ad's card shows its organisation's logo when it has one.
  const logos = await publicLogoUrlsBySlug(
    request,
    result.jobs.map((job) => job.companySlug),
  );
  // An ad its organisation reviewed in the last 14 days says "Actively reviewing applicants".
  const reviewed = await activelyReviewedJobIds(
    request,
    result.jobs.flatMap((job) => (job.companySlug === null ? [] : [job.id])),
  );
  // Cards of jobs the seeker applied for say so.
  return result.jobs.map((job) => {
    const signal = job.companySlug === null ? undefined : signals.get(job.companySlug);
    const logo = job.companySlug === null ? undefined : logos[job.companySlug];
    let card: typeof job & {
      responseSignal?: string;
      logoUrl?: string;
      activelyReviewing?: boolean;
    } = signal === undefined ? job : { ...job, responseSignal: signal };
    if (logo !== undefined) card = { ...card, logoUrl: logo.small };
    if (reviewed.has(job.id)) card = { ...card, activelyReviewing: true };
    return applied.has(job.id) ? { ...card, applied: true } : card;
  });
}

/** The results page's data: the search, its cards, facets and links. */
async function loadSearch(request: SearchRequest): Promise<SearchData> {
  const { query, ignored, canonicalQuery } = readSearchQuery(request.query);
  const now = request.server.now();
  const { jobs, hiring } = request.server;
  // A signed-in seeker's applications: marked on their cards, or left out when they ask.
  const seekerId = seekerIdOf(request);
  // ...and the jobs they hid and employers they blocked, always.
  const hidden = await hiddenFromSeeker(request);
  const exclusions = {
    excludeIds: [
      ...(seekerId !== undefined && query.hideApplied
        ? await appliedJobIds(hiring!, seekerId)
        : []),
      ...hidden.excludeIds,
    ],
    excludeCompanies: hidden.excludeCompanies,
  };
  const result = await jobs.search(query, { pageSize: RESULTS_PER_PAGE, now, ...exclusions });
  const applied = new Set(
    seekerId === undefined || query.hideApplied
      ? []
      : await appliedJobIds(
          hiring!,
          seekerId,
          result.jobs.map((job) => job.id),
        ),
  );
  // Each ad on the page counts a search appearance (in memory; written every few seconds).
  request.server.adCounts?.countAppearances(result.jobs);
  const links = searchLinks(query, result.where);
  if (result.total === 0) await emptyResultLinks(request, query, result, links, exclusions);
  return {
    query,
    canonicalQuery,
    subject: searchSubject(query, result.where),
    saveSearchName: savedSearchName(query, result.where),
    jobs: await cardsOf(request, result, applied),
    total: result.total,
    page: result.page,
    lastPage: Math.min(result.pageCount, maxPage),
    facets: result.facets,
    where: result.where,
    ignored: [...ignored, ...result.ignored],
    links,
    now: now.toISOString(),
    saving: {
      mode: saveModeOf(request),
      saved: await savedAmong(
        request,
        result.jobs.map((job) => job.id),
      ),
    },
    ...(seekerId === undefined ? {} : { canHideApplied: true }),
  };
}

export const searchRoute = definePageRoute({
  id: 'jobs',
  path: '/jobs',
  schema: { querystring: searchQuerystring },
  load: loadSearch,
  head(data) {
    const { subject } = data;
    const page = data.page > 1 ? ` (page ${data.page})` : '';
    return {
      title: `${subject}${page}: ${jobCountLabel(data.total)} · Joblane`,
      description:
        data.total === 0
          ? `No ${subject} match right now. Loosen the filters or search again on Joblane.`
          : `${jobCountLabel(data.total)} on Joblane: ${subject}, with salaries, work types and how to apply.`,
      canonicalPath: searchPath(data.canonicalQuery),
    };
  },
  // A search spelled another way (empty fields, repeated list parameters, lists out of order)
  // moves to its one canonical URL; a search with ignored parts stays, so the page can say so.
  canonicalLocation(request) {
    const { ignored, canonicalQuery } = readSearchQuery(request.query);
    return ignored.length === 0 ? searchPath(canonicalQuery) : undefined;
  },
  page: SearchPage,
});
