import type { MigrationSet } from '@joblane/database';
import { sql, type Expression, type SqlBool } from 'kysely';

export const adStatuses = ['draft', 'live', 'closed', 'expired'] as const;
export type AdStatus = (typeof adStatuses)[number];

/**
 * The table this package owns; its foreign keys point at accounts' `organisations` and `users`,
 * which it never reads (their names come from accounts' functions). Instants are ISO-8601 UTC
 * strings.
 */
export interface AdsTables {
  ads: {
    /** The job's id in the job store too: `/job/:id` is a live ad's page. */
    id: string;
    organisation_id: string;
    status: AdStatus;
    /** `AdFields` as JSON (money in cents, details as the employer wrote them). */
    fields: string;
    /** The member who created it; null once that member's account is deleted. */
    created_by: string | null;
    created_at: string;
    updated_at: string;
    published_at: string | null;
    expires_at: string | null;
    closed_at: string | null;
    /** When its employer was asked "Is this role still open?" (once per ad; null: never). */
    still_open_asked_at: string | null;
  };
}

export const adsMigrations: MigrationSet = {
  name: 'ads',
  migrations: {
    '0001-ads': {
      async up(db, types) {
        const ts = types.timestamp;
        await db.schema
          .createTable('ads')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('organisation_id', 'text', (c) =>
            c.notNull().references('organisations.id').onDelete('cascade'),
          )
          .addColumn('status', 'text', (c) => c.notNull().check(sqlIn('status', adStatuses)))
          .addColumn('fields', types.json, (c) => c.notNull())
          .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('created_at', ts, (c) => c.notNull())
          .addColumn('updated_at', ts, (c) => c.notNull())
          .addColumn('published_at', ts)
          .addColumn('expires_at', ts)
          .addColumn('closed_at', ts)
          // A draft was never published; anything else was, and expires; only a closed ad has
          // closed_at.
          .addCheckConstraint(
            'ads_published',
            sql`(status = 'draft' and published_at is null and expires_at is null)
              or (status <> 'draft' and published_at is not null and expires_at is not null
                  and expires_at > published_at)`,
          )
          .addCheckConstraint('ads_closed', sql`(status = 'closed') = (closed_at is not null)`)
          .execute();
        await db.schema
          .createIndex('ads_organisation')
          .on('ads')
          .columns(['organisation_id', 'created_at'])
          .execute();
        // The expiry job's scan: live ads by expiry.
        await db.schema
          .createIndex('ads_live_expiry')
          .on('ads')
          .columns(['status', 'expires_at'])
          .execute();
      },
    },
    '0002-still-open': {
      async up(db, types) {
        await db.schema
          .alterTable('ads')
          .addColumn('still_open_asked_at', types.timestamp)
          .execute();
      },
    },
  },
};

/** A CHECK that a text column holds one of a few values (the same on both engines). */
function sqlIn(column: string, values: readonly string[]): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}
