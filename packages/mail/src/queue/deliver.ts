import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

import type { Kysely } from 'kysely';

import { addMilliseconds, toInstant, type RelationalDatabase } from '@joblane/database';

import { checkMailMessage, renderCheckedMail } from '../catalogue.ts';
import { parsePublicOrigin } from '../render/links.ts';
import { MailDeliveryError, type MailTransport, type OutgoingMail } from '../transport/types.ts';
import type { MailQueueTable, MailTables } from './schema.ts';

export interface MailDeliveryOptions {
  database: RelationalDatabase;
  transport: MailTransport;
  /** The site's public origin (`PUBLIC_ORIGIN`): links and the `Message-ID` host. */
  publicOrigin: string;
  /** The sender (`MAIL_FROM`); default `Joblane <no-reply@HOST>`, HOST from `publicOrigin`. */
  from?: string | undefined;
  /** Messages claimed at once (default 20). */
  batchSize?: number;
  /**
   * How long a claim holds a message (default 5 minutes). Another worker takes the message over
   * after that, so it bounds how late a crashed worker's mail goes out; it must be longer than a
   * batch of sends takes (SMTP timeouts are 30 s per message).
   */
  leaseMs?: number;
  /** Attempts before a message is marked failed (default 8). */
  maxAttempts?: number;
  /** Delay before the first retry (default 1 minute); it doubles after each failed attempt. */
  retryDelayMs?: number;
  /** The longest delay between attempts (default 6 hours). */
  maxRetryDelayMs?: number;
  /** The clock (tests control it). */
  now?: () => Date;
  /** This worker's name in `lease_owner` (default host, process id and a random part). */
  workerId?: string;
  /** Stops after the message being sent; the rest of the claimed batch is handed back. */
  signal?: AbortSignal | undefined;
}

export interface DeliveryReport {
  sent: number;
  /** Failed attempts that will be tried again later. */
  retried: number;
  /** Messages given up on (permanent refusal, or out of attempts). */
  failed: number;
}

const defaults = {
  batchSize: 20,
  leaseMs: 5 * 60_000,
  maxAttempts: 8,
  retryDelayMs: 60_000,
  maxRetryDelayMs: 6 * 60 * 60_000,
};

/** Time kept in hand before a lease ends: a message is not started with less left than this. */
const LEASE_MARGIN_MS = 45_000;

/** The wait before attempt `attempts + 1`: `retryDelayMs` doubled per failed attempt, capped. */
export function retryDelay(
  attempts: number,
  options: { retryDelayMs?: number; maxRetryDelayMs?: number } = {},
): number {
  const first = options.retryDelayMs ?? defaults.retryDelayMs;
  const cap = options.maxRetryDelayMs ?? defaults.maxRetryDelayMs;
  return Math.min(cap, first * 2 ** Math.max(0, attempts - 1));
}

export function defaultWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 1000 ? `${message.slice(0, 999)}…` : message;
}

/**
 * Claims due messages for `workerId` until `leaseUntil`: one statement, so on SQLite it is one
 * write transaction (the lease columns are the lock), and on PostgreSQL the due rows are locked
 * with `FOR UPDATE SKIP LOCKED`, so concurrent workers take different rows without waiting.
 */
async function claim(
  database: RelationalDatabase,
  workerId: string,
  now: string,
  leaseUntil: string,
  limit: number,
): Promise<MailQueueTable[]> {
  const db = database.as<MailTables>();
  const due = db
    .selectFrom('mail_queue')
    .select('id')
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .$if(database.dialect === 'postgres', (query) => query.forUpdate().skipLocked());
  const claimed = await db
    .updateTable('mail_queue')
    .set((eb) => ({
      lease_owner: workerId,
      lease_until: leaseUntil,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', due)
    .where('status', '=', 'queued')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .returningAll()
    .execute();
  return claimed.sort(
    (a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at) || a.id.localeCompare(b.id),
  );
}

/** Ours and still queued: a worker only changes what it holds. */
function held(db: Kysely<MailTables>, id: string, workerId: string) {
  return db
    .updateTable('mail_queue')
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('lease_owner', '=', workerId);
}

/**
 * Sends every message that is due, then returns: the one-shot command, and each tick of
 * `startMailWorker`. Each message is claimed (a lease), rendered, handed to the transport and
 * marked sent; a failed attempt is retried with exponential backoff until `maxAttempts`, then the
 * message is marked failed with the reason. See the README for the delivery guarantees.
 */
export async function sendQueuedMail(options: MailDeliveryOptions): Promise<DeliveryReport> {
  const clock = options.now ?? (() => new Date());
  const workerId = options.workerId ?? defaultWorkerId();
  const batchSize = options.batchSize ?? defaults.batchSize;
  const leaseMs = options.leaseMs ?? defaults.leaseMs;
  const maxAttempts = options.maxAttempts ?? defaults.maxAttempts;
  const origin = parsePublicOrigin(options.publicOrigin);
  const host = new URL(origin).hostname;
  const from = options.from ?? `Joblane <no-reply@${host}>`;
  const db = options.database.as<MailTables>();
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  // A short lease has a proportionally short margin, so tests can use small leases.
  const margin = Math.min(LEASE_MARGIN_MS, leaseMs / 4);

  const fail = async (row: MailQueueTable, reason: string) => {
    const at = toInstant(clock());
    await held(db, row.id, workerId)
      .set({
        status: 'failed',
        failed_at: at,
        last_error: reason,
        lease_owner: null,
        lease_until: null,
      })
      .execute();
    report.failed++;
  };

  // A function, not a narrowed property: the signal can fire while a send is awaited.
  const stopping = () => options.signal?.aborted === true;
  let more = true;
  while (more && !stopping()) {
    const startedAt = clock();
    const batch = await claim(
      options.database,
      workerId,
      toInstant(startedAt),
      toInstant(new Date(startedAt.getTime() + leaseMs)),
      batchSize,
    );
    more = batch.length > 0;
    for (const [index, row] of batch.entries()) {
      const now = clock();
      const leaseLeft = Date.parse(row.lease_until ?? '') - now.getTime();
      if (stopping() || leaseLeft < margin) {
        // Hand the rest back untouched (the attempt did not happen) for any worker to take.
        const rest = batch.slice(index).map((unsent) => unsent.id);
        await db
          .updateTable('mail_queue')
          .set((eb) => ({ lease_owner: null, lease_until: null, attempts: eb('attempts', '-', 1) }))
          .where('id', 'in', rest)
          .where('status', '=', 'queued')
          .where('lease_owner', '=', workerId)
          .execute();
        // Out of time with nothing sent: stop here rather than claim the same messages again.
        if (index === 0) more = false;
        break;
      }
      if (row.attempts > maxAttempts) {
        await fail(
          row,
          `Gave up after ${maxAttempts} attempts; the last one never finished (its worker stopped ` +
            `while sending). Last error: ${row.last_error ?? 'none'}`,
        );
        continue;
      }
      let mail: OutgoingMail;
      try {
        if (row.data === null) throw new Error('the message has no data');
        const checked = checkMailMessage({
          kind: row.kind,
          to: row.recipient,
          data: JSON.parse(row.data) as unknown,
          headers: JSON.parse(row.headers) as Record<string, string>,
        });
        const rendered = renderCheckedMail(checked, { publicOrigin: origin });
        mail = {
          id: row.id,
          messageId: `<${row.id}@${host}>`,
          from,
          to: rendered.to,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          headers: rendered.headers,
          date: now,
        };
      } catch (error) {
        await fail(row, `Could not render the message: ${describeError(error)}`);
        continue;
      }
      try {
        await options.transport.send(mail);
      } catch (error) {
        const reason = describeError(error);
        if (error instanceof MailDeliveryError && error.permanent) {
          await fail(row, `Refused: ${reason}`);
        } else if (row.attempts >= maxAttempts) {
          await fail(row, `Gave up after ${row.attempts} attempts: ${reason}`);
        } else {
          const failedAt = toInstant(clock());
          await held(db, row.id, workerId)
            .set({
              next_attempt_at: addMilliseconds(failedAt, retryDelay(row.attempts, options)),
              last_error: reason,
              lease_owner: null,
              lease_until: null,
            })
            .execute();
          report.retried++;
        }
        continue;
      }
      // Marked sent whoever holds the lease now: if it ran out and another worker took the
      // message over, this stops that worker from sending it again.
      await db
        .updateTable('mail_queue')
        .set({
          status: 'sent',
          sent_at: toInstant(clock()),
          data: null,
          last_error: null,
          lease_owner: null,
          lease_until: null,
        })
        .where('id', '=', row.id)
        .where('status', '=', 'queued')
        .execute();
      report.sent++;
    }
  }
  return report;
}
