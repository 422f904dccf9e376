import { sql } from 'kysely';

import type { MigrationSet } from '@joblane/database';

export type MailStatus = 'queued' | 'sent' | 'failed';

/** The mail queue, one row per message; times are ISO-8601 UTC instants. */
export interface MailQueueTable {
  /** Random, URL-safe; also the outbox file name and part of the `Message-ID`. */
  id: string;
  kind: string;
  recipient: string;
  /** The template's data as JSON; cleared once sent, so no link token outlives delivery. */
  data: string | null;
  /** Extra headers as a JSON object. */
  headers: string;
  status: MailStatus;
  /** Attempts started (counted when a worker claims the message). */
  attempts: number;
  /** Not sent before this instant: enqueue time, then each retry's backoff. */
  next_attempt_at: string;
  /** The worker that holds the message, until `lease_until`. */
  lease_owner: string | null;
  lease_until: string | null;
  created_at: string;
  sent_at: string | null;
  failed_at: string | null;
  /** Why the last attempt failed (kept on retry, and on the final failure). */
  last_error: string | null;
}

export interface MailTables {
  mail_queue: MailQueueTable;
}

export const mailMigrations: MigrationSet = {
  name: 'mail',
  migrations: {
    '0001-mail-queue': {
      async up(db, types) {
        await db.schema
          .createTable('mail_queue')
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('kind', 'text', (column) => column.notNull())
          .addColumn('recipient', 'text', (column) => column.notNull())
          .addColumn('data', types.json)
          .addColumn('headers', types.json, (column) => column.notNull())
          .addColumn('status', 'text', (column) => column.notNull())
          .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('next_attempt_at', types.timestamp, (column) => column.notNull())
          .addColumn('lease_owner', 'text')
          .addColumn('lease_until', types.timestamp)
          .addColumn('created_at', types.timestamp, (column) => column.notNull())
          .addColumn('sent_at', types.timestamp)
          .addColumn('failed_at', types.timestamp)
          .addColumn('last_error', 'text')
          .addCheckConstraint('mail_queue_status', sql`status in ('queued', 'sent', 'failed')`)
          .addCheckConstraint('mail_queue_attempts', sql`attempts >= 0`)
          .execute();
        // The worker's question: which queued messages are due?
        await db.schema
          .createIndex('mail_queue_due')
          .on('mail_queue')
          .columns(['status', 'next_attempt_at'])
          .execute();
      },
    },
  },
};
