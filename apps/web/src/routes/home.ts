import HomePage, { type HomeData } from '../pages/home.page.tsx';
import { definePageRoute } from './types.ts';

export const homeRoute = definePageRoute<HomeData>({
  id: 'home',
  path: '/',
  schema: { querystring: { type: 'object', properties: {}, additionalProperties: false } },
  async load(request) {
    // Live counts of active jobs, most jobs first (the store caches them for a minute).
    const counts = await request.server.jobs.countByClassification({ now: request.server.now() });
    const popularClassifications = counts
      .filter((classification) => classification.count > 0)
      .sort((a, b) => b.count - a.count);
    return {
      popularClassifications,
      totalJobs: popularClassifications.reduce((sum, { count }) => sum + count, 0),
    };
  },
  head: () => ({
    title: 'Joblane: find your next job',
    description: 'Search jobs by keyword, place, classification, work type and salary on Joblane.',
  }),
  page: HomePage,
});
