import type { MigrationSet } from '@joblane/database';

/** Counters of one ad on one UTC day (a table of its own, with its own migration set). */
export interface AdStatsTables {
  ad_daily_stats: {
    ad_id: string;
    /** `YYYY-MM-DD`, UTC. */
    day: string;
    search_appearances: number;
    views: number;
    apply_starts: number;
    applications: number;
  };
  /** This package's ads table: counters belong to an ad. */
  ads: { id: string; organisation_id: string };
}

export const adStatsMigrations: MigrationSet = {
  name: 'ad-stats',
  migrations: {
    '0001-ad-daily-stats': {
      async up(db) {
        await db.schema
          .createTable('ad_daily_stats')
          .addColumn('ad_id', 'text', (c) => c.notNull().references('ads.id').onDelete('cascade'))
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('search_appearances', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('apply_starts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('applications', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('ad_daily_stats_pk', ['ad_id', 'day'])
          .execute();
      },
    },
  },
};
