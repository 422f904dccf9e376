import { migrateToLatest, type RelationalDatabase } from '@joblane/database';
import type { Kysely } from 'kysely';

import { adStatsMigrations, type AdStatsTables } from './schema.ts';

/** What is counted per ad and day. */
export const adEvents = ['searchAppearances', 'views', 'applyStarts', 'applications'] as const;
export type AdEvent = (typeof adEvents)[number];

/** One of each counter. */
export type AdCounts = Record<AdEvent, number>;

/** Increments for one ad on one UTC day (`YYYY-MM-DD`). */
export interface AdDayIncrement extends AdCounts {
  adId: string;
  day: string;
}

export interface AdStats {
  readonly db: Kysely<AdStatsTables>;
  readonly now: () => Date;
}

const columns: Record<AdEvent, keyof AdStatsTables['ad_daily_stats']> = {
  searchAppearances: 'search_appearances',
  views: 'views',
  applyStarts: 'apply_starts',
  applications: 'applications',
};

export const zeroCounts = (): AdCounts => ({
  searchAppearances: 0,
  views: 0,
  applyStarts: 0,
  applications: 0,
});

/** The UTC day of an instant, as the table keys it. */
export const statsDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * Migrates the counters' table and returns the handle the functions below take. The counters
 * refer to the ads table: open the ads (`openAds`, after `@joblane/accounts`) first, as the app's
 * start-up does, so each migration set runs once.
 */
export async function openAdStats(
  database: RelationalDatabase,
  options: { now?: () => Date } = {},
): Promise<AdStats> {
  await migrateToLatest(database, adStatsMigrations);
  return { db: database.as<AdStatsTables>(), now: options.now ?? (() => new Date()) };
}

/**
 * Adds the increments in one transaction: one upsert per ad and day (`ON CONFLICT DO UPDATE SET
 * n = n + excluded.n`), so servers flushing at once add up instead of overwriting each other.
 * Increments for ads that no longer exist (deleted with their organisation) are dropped.
 * Returns how many rows were written.
 */
export async function addAdCounts(
  stats: AdStats,
  increments: readonly AdDayIncrement[],
): Promise<number> {
  const rows = increments.filter((row) => adEvents.some((event) => row[event] > 0));
  if (rows.length === 0) return 0;
  return stats.db.transaction().execute(async (trx) => {
    const ids = [...new Set(rows.map((row) => row.adId))];
    const existing = new Set<string>();
    for (let i = 0; i < ids.length; i += 500) {
      const found = await trx
        .selectFrom('ads')
        .select('id')
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
      for (const row of found) existing.add(row.id);
    }
    const values = rows
      .filter((row) => existing.has(row.adId))
      .map((row) => ({
        ad_id: row.adId,
        day: row.day,
        search_appearances: row.searchAppearances,
        views: row.views,
        apply_starts: row.applyStarts,
        applications: row.applications,
      }));
    for (let i = 0; i < values.length; i += 200) {
      await trx
        .insertInto('ad_daily_stats')
        .values(values.slice(i, i + 200))
        .onConflict((conflict) =>
          conflict.columns(['ad_id', 'day']).doUpdateSet((eb) => ({
            search_appearances: eb(
              'ad_daily_stats.search_appearances',
              '+',
              eb.ref('excluded.search_appearances'),
            ),
            views: eb('ad_daily_stats.views', '+', eb.ref('excluded.views')),
            apply_starts: eb('ad_daily_stats.apply_starts', '+', eb.ref('excluded.apply_starts')),
            applications: eb('ad_daily_stats.applications', '+', eb.ref('excluded.applications')),
          })),
        )
        .execute();
    }
    return values.length;
  });
}

/** One ad's numbers for the dashboard: totals and the last `days` days, oldest first. */
export interface AdPerformance {
  totals: AdCounts;
  /** One entry per day (zeros included), the last being today or `until`'s day (UTC). */
  daily: (AdCounts & { day: string })[];
}

/**
 * The numbers of an organisation's ads (another organisation's ids are left out): totals over
 * all time and the last `days` days (default 30) day by day, ending today or on the day of
 * `until` (an ended ad's last day). Ads with nothing counted get zeros.
 */
export async function adPerformance(
  stats: AdStats,
  organisationId: string,
  adIds: readonly string[],
  options: { days?: number; until?: Date } = {},
): Promise<Map<string, AdPerformance>> {
  const days = options.days ?? 30;
  const today = new Date(`${statsDay(options.until ?? stats.now())}T00:00:00.000Z`);
  const dayList = Array.from({ length: days }, (_, i) =>
    statsDay(new Date(today.getTime() - (days - 1 - i) * 86_400_000)),
  );
  const result = new Map<string, AdPerformance>();
  if (adIds.length === 0) return result;
  const owned = await stats.db
    .selectFrom('ads')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('id', 'in', [...adIds])
    .execute();
  for (const { id } of owned) {
    result.set(id, {
      totals: zeroCounts(),
      daily: dayList.map((day) => ({ day, ...zeroCounts() })),
    });
  }
  if (result.size === 0) return result;
  const rows = await stats.db
    .selectFrom('ad_daily_stats')
    .selectAll()
    .where('ad_id', 'in', [...result.keys()])
    .execute();
  const position = new Map(dayList.map((day, i) => [day, i]));
  for (const row of rows) {
    const entry = result.get(row.ad_id)!;
    const at = position.get(row.day);
    for (const event of adEvents) {
      const n = Number(row[columns[event]]);
      entry.totals[event] += n;
      if (at !== undefined) entry.daily[at]![event] += n;
    }
  }
  return result;
}

/**
 * Counts in memory, cheaply (a map increment on the request's path), for `addAdCounts` to write
 * now and then: the web flushes every few seconds and at shutdown.
 */
export class AdCountBuffer {
  private pending = new Map<string, AdDayIncrement>();

  /** Adds `n` (default 1) to an ad's counter for the day of `at`. */
  count(adId: string, event: AdEvent, at: Date, n = 1): void {
    const day = statsDay(at);
    const key = `${day}\n${adId}`;
    let entry = this.pending.get(key);
    if (entry === undefined) {
      entry = { adId, day, ...zeroCounts() };
      this.pending.set(key, entry);
    }
    entry[event] += n;
  }

  /** Ad-days waiting to be written. */
  get size(): number {
    return this.pending.size;
  }

  /** Everything counted so far, leaving the buffer empty. */
  take(): AdDayIncrement[] {
    const taken = [...this.pending.values()];
    this.pending = new Map();
    return taken;
  }

  /** Puts back increments that could not be written, added to what was counted meanwhile. */
  restore(increments: readonly AdDayIncrement[]): void {
    for (const increment of increments) {
      for (const event of adEvents) {
        if (increment[event] > 0) {
          this.count(
            increment.adId,
            event,
            new Date(`${increment.day}T00:00:00.000Z`),
            increment[event],
          );
        }
      }
    }
  }
}
