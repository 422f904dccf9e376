import type { JobStore, PlaceSuggestion } from '@joblane/jobs';
import { LRUCache } from 'lru-cache';

import HomePage, { type HomeData } from './home.page.tsx';
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

export const homeRoute = definePageRoute({
  id: 'home',
  path: '/',
  schema: { querystring: emptyQuerystring },
  async load(request): Promise<HomeData> {
    const { jobs } = request.server;
    const now = request.server.now();
    // Live counts of active jobs, most jobs first (the store caches them for a minute).
    const [counts, places] = await Promise.all([
      jobs.countByClassification({ now }),
      cachedBusiestPlaces(jobs, now),
    ]);
    const classifications = counts
      .filter((classification) => classification.count > 0)
      .sort((a, b) => b.count - a.count);
    return {
      classifications,
      places: places.map((place) => ({ label: place.label, count: place.count })),
      totalJobs: classifications.reduce((sum, { count }) => sum + count, 0),
    };
  },
  head: () => ({
    title: 'Joblane: find your next job',
    description: 'Search jobs by keyword, place, classification, work type and salary on Joblane.',
  }),
  page: HomePage,
});
