import type { Job, JobInput } from '@joblane/jobs';
import type { Kysely } from 'kysely';

import type { Change, Head } from './recordTypes.ts';
import type { JobRecordTables } from './schema.ts';

// What the record answers outside a snapshot: its head, a job, and the log after a position.

export async function readHead(db: Kysely<JobRecordTables>): Promise<Head> {
  const row = await db.selectFrom('job_record_head').selectAll().executeTakeFirstOrThrow();
  return {
    recordId: row.record_id,
    position: row.position,
    trimmedThrough: row.trimmed_through,
  };
}

/** The job with this id as it is now (expired once its `validThrough` has passed). */
export async function readJob(
  db: Kysely<JobRecordTables>,
  id: string,
  nowMs: () => number,
): Promise<Job | undefined> {
  const row = await db
    .selectFrom('job_record_jobs')
    .select(['job', 'status', 'valid_through'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : toJob(row, nowMs());
}

/** Up to `limit` changes after `position`, in order, each with its job's current state. */
export async function readChangesAfter(
  db: Kysely<JobRecordTables>,
  position: number,
  limit: number,
): Promise<Change[]> {
  const rows = await db
    .selectFrom('job_record_log as l')
    .innerJoin('job_record_jobs as j', 'j.id', 'l.job_id')
    .select(['l.position', 'l.job_id', 'l.operation', 'l.at', 'j.job', 'j.status'])
    .where('l.position', '>', position)
    .orderBy('l.position')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    position: row.position,
    jobId: row.job_id,
    operation: row.operation,
    at: row.at,
    job: { ...(row.job as JobInput), status: row.status },
  }));
}

/** When the change just after `position` was committed; undefined when there is none. */
export async function readOldestChangeAfter(
  db: Kysely<JobRecordTables>,
  position: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('job_record_log')
    .select('at')
    .where('position', '>', position)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  return row?.at;
}

function toJob(
  row: { job: unknown; status: Job['status']; valid_through: string },
  nowMs: number,
): Job {
  const status = row.status === 'expired' || Date.parse(row.valid_through) <= nowMs;
  return { ...(row.job as JobInput), status: status ? 'expired' : 'active' };
}
