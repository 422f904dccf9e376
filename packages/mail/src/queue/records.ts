import type { Kysely } from 'kysely';

import type { MailKind } from '../catalogue.ts';
import type { MailStatus, MailTables } from './schema.ts';

/** What the queue holds about one message, without its content. */
export interface MailRecord {
  id: string;
  kind: MailKind | string;
  to: string;
  status: MailStatus;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  failedAt: string | null;
  lastError: string | null;
}

/**
 * The messages to an address, newest first: for a person's data export (what was sent to them,
 * when; never the content, which held their links' secrets).
 */
export async function listMailTo<Tables>(
  db: Kysely<Tables>,
  address: string,
): Promise<MailRecord[]> {
  const rows = await (db as unknown as Kysely<MailTables>)
    .selectFrom('mail_queue')
    .select([
      'id',
      'kind',
      'recipient',
      'status',
      'attempts',
      'created_at',
      'sent_at',
      'failed_at',
      'last_error',
    ])
    .where('recipient', '=', address)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.recipient,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    failedAt: row.failed_at,
    lastError: row.last_error,
  }));
}

/**
 * Forgets every message to an address, queued ones included (an account deletion: in the same
 * transaction as the rest of it). Returns how many there were.
 */
export async function deleteMailTo<Tables>(db: Kysely<Tables>, address: string): Promise<number> {
  const result = await (db as unknown as Kysely<MailTables>)
    .deleteFrom('mail_queue')
    .where('recipient', '=', address)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Takes back messages not sent yet (an email that must never go: the status it told of was
 * replaced unseen). Messages already sent or failed stay as they are. Pass the caller's
 * transaction, so the message goes exactly when the change that replaced it commits. Returns
 * how many were taken back.
 */
export async function cancelQueued<Tables>(
  db: Kysely<Tables>,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await (db as unknown as Kysely<MailTables>)
    .deleteFrom('mail_queue')
    .where('id', 'in', [...ids])
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes sent and failed messages finished before `before` (retention); queued mail stays. */
export async function purgeFinishedMail<Tables>(db: Kysely<Tables>, before: Date): Promise<number> {
  const instant = before.toISOString();
  const result = await (db as unknown as Kysely<MailTables>)
    .deleteFrom('mail_queue')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'sent'), eb('sent_at', '<', instant)]),
        eb.and([eb('status', '=', 'failed'), eb('failed_at', '<', instant)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The queue's backlog as `mailQueueStats` reports it (plain numbers, for metrics). */
export interface MailQueueStats {
  /** Messages not sent yet (due, waiting for a retry, or held until a later time). */
  queued: number;
  /**
   * When the oldest message that should be on its way was enqueued: due now, or tried at least
   * once (mail held until a later time is not late); undefined when there is none.
   */
  oldestWaitingSince: string | undefined;
}

/** How much mail waits, and since when (one small aggregate query on the queue's index). */
export async function mailQueueStats<Tables>(
  db: Kysely<Tables>,
  now: Date = new Date(),
): Promise<MailQueueStats> {
  const queue = db as unknown as Kysely<MailTables>;
  const instant = now.toISOString();
  const [counted, oldest] = await Promise.all([
    queue
      .selectFrom('mail_queue')
      .select((eb) => eb.fn.countAll<number>().as('queued'))
      .where('status', '=', 'queued')
      .executeTakeFirstOrThrow(),
    queue
      .selectFrom('mail_queue')
      .select((eb) => eb.fn.min('created_at').as('since'))
      .where('status', '=', 'queued')
      .where((eb) => eb.or([eb('next_attempt_at', '<=', instant), eb('attempts', '>', 0)]))
      .executeTakeFirst(),
  ]);
  return {
    queued: Number(counted.queued),
    oldestWaitingSince: oldest?.since ?? undefined,
  };
}
