import { adPerformance, statsDay, type Ad } from '@joblane/ads';
import { candidateCounts, statusLabels, type CandidateCounts } from '@joblane/hiring';
import type { FastifyRequest } from 'fastify';

import type { AdPerformanceView } from './AdPerformance.tsx';

/** The most days a chart shows: the ad's whole life when it is shorter. */
export const CHART_DAYS = 30;

const DAY_MS = 86_400_000;

/** The day an ad's numbers end: today for a live ad, the day it closed or expired otherwise. */
function lastDayOf(ad: Ad, now: Date): Date {
  const ended =
    ad.status === 'closed' ? ad.closedAt : ad.status === 'expired' ? ad.expiresAt : null;
  if (ended === null) return now;
  const at = new Date(ended);
  return at < now ? at : now;
}

/**
 * The dashboard's numbers for an organisation's published ads, by ad id (another organisation's
 * ads are left out). Applications are the ad's candidates, counted from the rows the candidates
 * list shows (`candidateCounts` in `@joblane/hiring`): one source, so the two always agree.
 * Search appearances, views and apply starts are the counters `@joblane/ads` keeps; what this
 * server counted in the last seconds is written first, so the employer sees their own visit.
 * The days run over the ad's life, at most the last 30 of it.
 */
export async function adPerformanceFor(
  request: FastifyRequest,
  organisationId: string,
  ads: readonly Ad[],
): Promise<Record<string, AdPerformanceView>> {
  const stats = request.server.adStats;
  const published = ads.filter((ad) => ad.publishedAt !== null);
  if (stats === undefined || published.length === 0) return {};
  await request.server.adCounts?.flush();
  const now = request.server.now();
  const candidates: Map<string, CandidateCounts> =
    request.server.hiring === undefined
      ? new Map()
      : await candidateCounts(
          request.server.hiring,
          organisationId,
          published.map((ad) => ad.id),
        );
  // Ads that end on the same day are read together (every live ad ends today).
  const byLastDay = new Map<string, Ad[]>();
  for (const ad of published) {
    const day = statsDay(lastDayOf(ad, now));
    byLastDay.set(day, [...(byLastDay.get(day) ?? []), ad]);
  }
  const views: Record<string, AdPerformanceView> = {};
  for (const [day, group] of byLastDay) {
    const numbers = await adPerformance(
      stats,
      organisationId,
      group.map((ad) => ad.id),
      { days: CHART_DAYS, until: new Date(`${day}T12:00:00.000Z`) },
    );
    for (const ad of group) {
      const counted = numbers.get(ad.id);
      if (counted === undefined) continue;
      const applied = candidates.get(ad.id);
      const firstDay = statsDay(new Date(ad.publishedAt!));
      const daily = counted.daily
        .filter((entry) => entry.day >= firstDay)
        .map((entry) => ({ ...entry, applications: applied?.byDay[entry.day] ?? 0 }));
      const spanDays = Math.round(
        (Date.parse(`${day}T00:00:00.000Z`) - Date.parse(`${firstDay}T00:00:00.000Z`)) / DAY_MS,
      );
      views[ad.id] = {
        totals: { ...counted.totals, applications: applied?.total ?? 0 },
        daily,
        window: spanDays + 1 > CHART_DAYS ? 'recent' : 'life',
        ended: ad.status === 'closed' || ad.status === 'expired',
        statuses: (applied?.statuses ?? []).map(({ status, count }) => ({
          label: statusLabels[status],
          count,
        })),
      };
    }
  }
  return views;
}
