import type { FastifyRequest } from 'fastify';

/**
 * What a request costs the server, by route: `free` ones (probes, hashed assets, robots.txt) are
 * never counted against a client's budget and never shed; `page` ones (a job page, home,
 * suggestions, sitemaps) cost a unit and are shed only when the server is badly overloaded;
 * `search` ones (the results page, its JSON twin and the search API) cost the most and are shed
 * first.
 */
export type RequestKind = 'free' | 'page' | 'search';

export interface RequestCost {
  kind: RequestKind;
  /** Budget units the request spends. */
  units: number;
}

const FREE: RequestCost = { kind: 'free', units: 0 };
const PAGE: RequestCost = { kind: 'page', units: 1 };
/** A cold search reads and ranks thousands of rows; a job page reads one. */
export const SEARCH_COST: RequestCost = { kind: 'search', units: 5 };

/** By route URL (as registered); anything else, an unknown path included, costs a page. */
const costByRoute: Record<string, RequestCost> = {
  '/healthz': FREE,
  '/readyz': FREE,
  '/assets/*': FREE,
  '/favicon.ico': FREE,
  '/robots.txt': FREE,
  '/jobs': SEARCH_COST,
  '/api/pages/jobs': SEARCH_COST,
  '/api/search': SEARCH_COST,
};

export function costOf(request: FastifyRequest): RequestCost {
  return costByRoute[request.routeOptions.url ?? ''] ?? PAGE;
}
