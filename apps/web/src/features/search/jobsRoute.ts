import { appliedJobIds } from '@joblane/hiring';
import { defaultJobSearchQuery, maxPage } from '@joblane/jobs';

import { jobCountLabel } from '../../app/format.ts';
import { searchPath } from '../../app/search.ts';
import SearchPage, { type SearchData } from './jobs.page.tsx';
import { responseSignalsBySlug } from '../../services/responseSignals.ts';
import {
  looserSearches,
  readSearchQuery,
  searchHref,
  searchLinks,
  searchQuerystring,
  searchSubject,
  type SearchQuerystring,
} from './searchQuery.ts';
import { saveModeOf, savedAmong } from '../saved/saving.ts';
import { definePageRoute } from '../../routing/pageRoute.ts';

/** Results per page (product spec). */
export const RESULTS_PER_PAGE = 20;

/** How many popular classifications an empty result offers. */
const POPULAR_SEARCHES = 6;

export const searchRoute = definePageRoute<SearchData, SearchQuerystring>({
  id: 'jobs',
  path: '/jobs',
  schema: { querystring: searchQuerystring },
  async load(request) {
    const { query, ignored, canonicalQuery } = readSearchQuery(request.query);
    const now = request.server.now();
    const { jobs } = request.server;
    // A signed-in seeker's applications: marked on their cards, or left out when they ask.
    const { hiring } = request.server;
    const seekerId =
      hiring !== undefined && request.viewer?.user.role === 'seeker'
        ? request.viewer.user.id
        : undefined;
    const excludeIds =
      seekerId !== undefined && query.hideApplied ? await appliedJobIds(hiring!, seekerId) : [];
    const result = await jobs.search(query, {
      pageSize: RESULTS_PER_PAGE,
      now,
      ...(excludeIds.length === 0 ? {} : { excludeIds }),
    });
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
    // A search that found nothing offers looser searches, each with what it would find, and
    // the busiest classifications; only then are the extra searches worth their cost.
    if (result.total === 0) {
      const looser = await Promise.all(
        looserSearches(query).map(async (option) => ({
          label: option.label,
          href: searchHref(option.query),
          count: (
            await jobs.search(option.query, {
              pageSize: 1,
              now,
              ...(excludeIds.length === 0 ? {} : { excludeIds }),
            })
          ).total,
        })),
      );
      links.looser = looser.filter((option) => option.count > 0);
      const counts = await jobs.countByClassification({ now });
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
    // An ad's card says how its organisation answers applicants (text made here, no script).
    const signals = await responseSignalsBySlug(
      request,
      result.jobs.flatMap((job) => (job.companySlug === null ? [] : [job.companySlug])),
    );
    return {
      query,
      canonicalQuery,
      subject: searchSubject(query, result.where),
      // Cards of jobs the seeker applied for say so.
      jobs: result.jobs.map((job) => {
        const signal = job.companySlug === null ? undefined : signals.get(job.companySlug);
        const card = signal === undefined ? job : { ...job, responseSignal: signal };
        return applied.has(job.id) ? { ...card, applied: true } : card;
      }),
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
  },
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
