import { maxPage } from '@joblane/jobs';

import { jobCountLabel } from '../app/format.ts';
import { searchPath } from '../app/search.ts';
import SearchPage, { type SearchData } from '../pages/jobs.page.tsx';
import {
  readSearchQuery,
  searchLinks,
  searchQuerystring,
  searchSubject,
  type SearchQuerystring,
} from './searchQuery.ts';
import { definePageRoute } from './types.ts';

/** Results per page (product spec). */
export const RESULTS_PER_PAGE = 20;

export const searchRoute = definePageRoute<SearchData, SearchQuerystring>({
  id: 'jobs',
  path: '/jobs',
  schema: { querystring: searchQuerystring },
  async load(request) {
    const { query, ignored, canonicalQuery } = readSearchQuery(request.query);
    const now = request.server.now();
    const result = await request.server.jobs.search(query, { pageSize: RESULTS_PER_PAGE, now });
    return {
      query,
      canonicalQuery,
      subject: searchSubject(query, result.where),
      jobs: result.jobs,
      total: result.total,
      page: result.page,
      lastPage: Math.min(result.pageCount, maxPage),
      facets: result.facets,
      where: result.where,
      ignored: [...ignored, ...result.ignored],
      links: searchLinks(query, result.where, result.total),
      now: now.toISOString(),
    };
  },
  head(data) {
    const { subject } = data;
    const page = data.page > 1 ? ` (page ${data.page})` : '';
    return {
      title: `${subject}${page}: ${jobCountLabel(data.total)} · Joblane`,
      description:
        data.total === 0
          ? `No ${subject.toLowerCase()} match right now. Loosen the filters or search again on Joblane.`
          : `${jobCountLabel(data.total)} on Joblane: ${subject.toLowerCase()}, with salaries, work types and how to apply.`,
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
