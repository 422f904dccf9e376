import { adPerformance } from '@joblane/ads';
import type { FastifyRequest } from 'fastify';

import type { AdPerformanceView } from './AdPerformance.tsx';

/**
 * The dashboard's numbers for an organisation's ads (another organisation's ids are left out),
 * by ad id: totals and the last 30 days. What this server counted in the last seconds is written
 * first, so the employer sees their own visit to the ad counted.
 */
export async function adPerformanceFor(
  request: FastifyRequest,
  organisationId: string,
  adIds: readonly string[],
): Promise<Record<string, AdPerformanceView>> {
  const stats = request.server.adStats;
  if (stats === undefined || adIds.length === 0) return {};
  await request.server.adCounts?.flush();
  return Object.fromEntries(await adPerformance(stats, organisationId, adIds));
}
