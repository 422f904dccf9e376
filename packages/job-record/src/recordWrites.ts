import { jobSchema, withSafeText, type JobInput } from '@joblane/jobs';
import { sql, type Kysely, type Transaction } from 'kysely';

import type { WriteResult } from './recordTypes.ts';
import { changeChannel, type JobRecordTables } from './schema.ts';

// The record's writes, each inside a transaction the caller holds: the jobs, their log entries
// and the head move together.

/** Rows per INSERT statement (PostgreSQL allows 65 535 parameters; a job row takes 15). */
const rowsPerStatement = 1000;

/** The caller's handle as the record's transaction; refuses one that is not a transaction. */
export function recordTransaction<Tables>(
  outer: Transaction<Tables> | Kysely<Tables>,
  what: 'upsertIn' | 'expireIn',
): Transaction<JobRecordTables> {
  if (!outer.isTransaction) {
    throw new Error(`${what} needs a transaction (database.db.transaction().execute(...)).`);
  }
  return outer as unknown as Transaction<JobRecordTables>;
}

/**
 * Takes the head row's lock (held to commit), so writers queue and log positions commit in
 * order: once a reader sees position n, every position below it has committed too.
 */
async function lockHead(trx: Transaction<JobRecordTables>): Promise<number> {
  const row = await trx
    .selectFrom('job_record_head')
    .select('position')
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.position;
}

/**
 * Logs one change per id at the positions after `from`, moves the head and notifies at commit:
 * one statement, so the head row's lock is held for as few round trips as possible.
 */
async function appendLog(
  trx: Transaction<JobRecordTables>,
  from: number,
  ids: readonly string[],
  operation: 'upsert' | 'expire',
  at: string,
): Promise<number> {
  const position = from + ids.length;
  if (ids.length === 0) return position;
  await sql`
    WITH logged AS (
      INSERT INTO job_record_log (position, job_id, operation, at)
      SELECT ${from} + change.n, change.id, ${operation}, ${at}::timestamptz
      FROM unnest(${[...ids]}::text[]) WITH ORDINALITY AS change (id, n)
    ), moved AS (
      UPDATE job_record_head SET position = ${position}
    )
    SELECT pg_notify(${changeChannel}, ${String(position)})`.execute(trx);
  return position;
}

/** A job as the record's row holds it. */
function jobRow(job: JobInput, at: string) {
  return {
    id: job.id,
    status: 'active' as const,
    title: job.title,
    company_name: job.company.name,
    place_id: job.location.placeId,
    classification: job.classification,
    sub_classification: job.subClassification,
    work_type: job.workType,
    work_arrangement: job.workArrangement,
    listed_at: new Date(job.listedAt).toISOString(),
    valid_through: new Date(job.validThrough).toISOString(),
    job: JSON.stringify(job),
    created_at: at,
    updated_at: at,
    expired_at: null,
  };
}

/** Inserts or replaces jobs by id in `trx`; one log entry per job, in the order given. */
export async function upsertJobsIn(
  trx: Transaction<JobRecordTables>,
  jobs: readonly JobInput[],
  clock: () => Date,
): Promise<{ inserted: number; updated: number } & WriteResult> {
  // Cleaned and validated exactly as the SQLite store does, before anything is written.
  const clean = jobs.map((input) => jobSchema.parse(withSafeText(input)));
  const last = new Map<string, JobInput>();
  const occurrences = new Map<string, number>();
  for (const job of clean) {
    last.delete(job.id); // the later copy wins and takes the later place in the log
    last.set(job.id, job);
    occurrences.set(job.id, (occurrences.get(job.id) ?? 0) + 1);
  }
  const unique = [...last.values()];
  const at = clock().toISOString();
  const from = await lockHead(trx);
  let inserted = 0;
  let updated = 0;
  for (let start = 0; start < unique.length; start += rowsPerStatement) {
    const rows = unique.slice(start, start + rowsPerStatement).map((job) => jobRow(job, at));
    const written = await trx
      .insertInto('job_record_jobs')
      .values(rows)
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          status: 'active',
          title: eb.ref('excluded.title'),
          company_name: eb.ref('excluded.company_name'),
          place_id: eb.ref('excluded.place_id'),
          classification: eb.ref('excluded.classification'),
          sub_classification: eb.ref('excluded.sub_classification'),
          work_type: eb.ref('excluded.work_type'),
          work_arrangement: eb.ref('excluded.work_arrangement'),
          listed_at: eb.ref('excluded.listed_at'),
          valid_through: eb.ref('excluded.valid_through'),
          job: eb.ref('excluded.job'),
          updated_at: eb.ref('excluded.updated_at'),
          expired_at: null,
        })),
      )
      .returning(['id', sql<boolean>`(xmax = 0)`.as('inserted')])
      .execute();
    for (const row of written) {
      const times = occurrences.get(row.id)!;
      // As the SQLite store counts: the first copy of a new id inserts, the rest update.
      inserted += row.inserted ? 1 : 0;
      updated += row.inserted ? times - 1 : times;
    }
  }
  const ids = unique.map((job) => job.id);
  return { inserted, updated, position: await appendLog(trx, from, ids, 'upsert', at) };
}

/** Expires the given ids, or every active job whose `validThrough` is at or before the time. */
export async function expireJobsIn(
  trx: Transaction<JobRecordTables>,
  target: readonly string[] | Date,
  clock: () => Date,
): Promise<{ expired: number } & WriteResult> {
  if (target instanceof Date && Number.isNaN(target.getTime())) {
    throw new RangeError('expire: the date is not a valid date');
  }
  if (!(target instanceof Date) && target.length === 0) {
    const row = await trx
      .selectFrom('job_record_head')
      .select('position')
      .executeTakeFirstOrThrow();
    return { expired: 0, position: row.position };
  }
  const at = clock().toISOString();
  const position = await lockHead(trx);
  let query = trx
    .updateTable('job_record_jobs')
    .set({ status: 'expired', expired_at: at, updated_at: at })
    .where('status', '=', 'active');
  query =
    target instanceof Date
      ? query.where('valid_through', '<=', target.toISOString())
      : query.where('id', 'in', [...new Set(target)]);
  const expired = await query.returning('id').execute();
  const ids = expired.map((row) => row.id).sort();
  return { expired: ids.length, position: await appendLog(trx, position, ids, 'expire', at) };
}
