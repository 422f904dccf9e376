import { defaultJobSearchQuery, type JobStore, type PlaceSuggestion } from '@joblane/jobs';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

import { jobsForYou, type ForYouData } from '../for-you/service.ts';
import { isDatabaseUnavailable } from '../../services/databaseErrors.ts';
import HomePage, { type HomeData, type HomeStats } from './home.page.tsx';
import { saveModeOf } from '../saved/saving.ts';
import { definePageRoute } from '../../routing/pageRoute.ts';
import { emptyQuerystring } from '../../routing/schemas.ts';

/** The places the home page weighs for "busiest places": the capital cities. */
const majorPlaces = [
  'Sydney',
  'Melbourne',
  'Brisbane',
  'Perth',
  'Adelaide',
  'Canberra',
  'Hobart',
  'Darwin',
];

/** How many of them the home page shows. */
const BUSIEST_PLACES = 6;

/** Recommendations the home page shows a signed-in seeker ("See all" has the rest). */
export const HOME_FOR_YOU = 3;

/**
 * The busiest places per store, reused for a minute: the home page is the most requested page.
 * One store serves a node; a few are kept for tests that open several.
 */
const busiestPlacesCache = new LRUCache<JobStore, Promise<PlaceSuggestion[]>>({
  max: 8,
  ttl: 60_000,
});

/** `busiestPlaces`, computed at most once a minute per store. */
function cachedBusiestPlaces(jobs: JobStore, now: Date): Promise<PlaceSuggestion[]> {
  const cached = busiestPlacesCache.get(jobs);
  if (cached !== undefined) return cached;
  const places = busiestPlaces(jobs, now);
  busiestPlacesCache.set(jobs, places);
  // A failed lookup is not kept: the next request tries again.
  places.catch(() => {
    if (busiestPlacesCache.peek(jobs) === places) busiestPlacesCache.delete(jobs);
  });
  return places;
}

/** The home page's facet counts per store, reused for a minute like the busiest places. */
const statsCache = new LRUCache<JobStore, Promise<HomeStats>>({ max: 8, ttl: 60_000 });

/**
 * One search for everything (one result, its facet counts): the date-listed and verified
 * employer counts, at most once a minute per store.
 */
function cachedStats(jobs: JobStore, now: Date): Promise<HomeStats> {
  const cached = statsCache.get(jobs);
  if (cached !== undefined) return cached;
  const stats = jobs
    .search(defaultJobSearchQuery, { now, pageSize: 1 })
    .then(({ facets }): HomeStats => ({
      newThisWeek: facets.dateRange.find((facet) => facet.value === '7')?.count ?? 0,
      fromVerifiedEmployers: facets.verified.find((facet) => facet.value === '1')?.count ?? 0,
    }));
  statsCache.set(jobs, stats);
  stats.catch(() => {
    if (statsCache.peek(jobs) === stats) statsCache.delete(jobs);
  });
  return stats;
}

/** Each major place as the store names it, with its live job count, busiest first. */
async function busiestPlaces(jobs: JobStore, now: Date): Promise<PlaceSuggestion[]> {
  const found = await Promise.all(
    majorPlaces.map(async (name) => {
      const suggestions = await jobs.suggestPlaces(name, 3, { now });
      // The city itself, not a street or suburb that merely starts with its name.
      return suggestions.find(
        (place) => place.kind !== 'remote' && place.label.split(' ')[0] === name,
      );
    }),
  );
  return found
    .filter((place): place is PlaceSuggestion => place !== undefined && place.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, BUSIEST_PLACES);
}

/**
 * The seeker's first recommendations; the home page still answers without them while the
 * database or the search pool cannot (the section is left out, as for a visitor).
 */
async function homeJobsForYou(request: FastifyRequest): Promise<ForYouData | undefined> {
  try {
    return await jobsForYou(request, HOME_FOR_YOU);
  } catch (error) {
    const busy = (error as { statusCode?: unknown }).statusCode === 503;
    if (!isDatabaseUnavailable(error) && !busy) throw error;
    request.log.warn({ err: error }, 'jobs for you unavailable; home page without them');
    return undefined;
  }
}

export const homeRoute = definePageRoute({
  id: 'home',
  path: '/',
  schema: { querystring: emptyQuerystring },
  async load(request): Promise<HomeData> {
    const { jobs } = request.server;
    const now = request.server.now();
    // Live counts of active jobs, most jobs first (the store caches them for a minute).
    const [counts, places, stats, forYou] = await Promise.all([
      jobs.countByClassification({ now }),
      cachedBusiestPlaces(jobs, now),
      cachedStats(jobs, now),
      // A signed-in seeker's own recommendations; nobody else's page has any.
      saveModeOf(request) === 'seeker' ? homeJobsForYou(request) : undefined,
    ]);
    const classifications = counts
      .filter((classification) => classification.count > 0)
      .sort((a, b) => b.count - a.count);
    return {
      classifications,
      places: places.map((place) => ({ label: place.label, count: place.count })),
      totalJobs: classifications.reduce((sum, { count }) => sum + count, 0),
      stats,
      ...(forYou === undefined ? {} : { forYou }),
    };
  },
  head: () => ({
    title: 'Joblane: find your next job',
    description: 'Search jobs by keyword, place, classification, work type and salary on Joblane.',
  }),
  page: HomePage,
});
