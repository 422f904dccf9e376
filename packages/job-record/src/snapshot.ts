import type { RelationalDatabase } from '@joblane/database';
import type { Job, JobInput } from '@joblane/jobs';
import { sql, type Kysely } from 'kysely';

import { readHead } from './recordReads.ts';
import type { Head, JobRecord } from './recordTypes.ts';
import type { JobRecordTables } from './schema.ts';

// Snapshots: every job as of one log position, from the primary or its streaming replica.

/**
 * Every job as of one log position, on one database (the primary or a replica): the head is the
 * transaction's first statement, so it and the rows agree.
 */
async function readSnapshot(
  db: Kysely<JobRecordTables>,
  batchSize: number,
  onStart: (head: Head) => void | Promise<void>,
  onBatch: (jobs: Job[]) => void | Promise<void>,
): Promise<Head> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const row = await trx.selectFrom('job_record_head').selectAll().executeTakeFirstOrThrow();
      const at: Head = {
        recordId: row.record_id,
        position: row.position,
        trimmedThrough: row.trimmed_through,
      };
      await onStart(at);
      await sql`DECLARE job_record_snapshot NO SCROLL CURSOR FOR
                SELECT job, status FROM job_record_jobs`.execute(trx);
      const fetchBatch = () =>
        sql<{ job: JobInput; status: Job['status'] }>`
          FETCH FORWARD ${sql.raw(String(Math.max(1, Math.floor(batchSize))))}
          FROM job_record_snapshot`.execute(trx);
      let next = fetchBatch();
      for (;;) {
        const { rows } = await next;
        if (rows.length === 0) break;
        // The next batch is asked for before this one is written: PostgreSQL reads and sends it
        // while the caller writes (a node's rebuild: a SQLite transaction on this thread). Its
        // failure, if this batch's write failed first, is the transaction's to report.
        next = fetchBatch();
        next.catch(() => {});
        await onBatch(rows.map((each) => ({ ...each.job, status: each.status })));
      }
      await sql`CLOSE job_record_snapshot`.execute(trx);
      return at;
    });
}

/**
 * The record's `snapshot`: on the replica when there is one and it holds this record at a
 * position the primary's log still covers; on the primary otherwise, and once after a snapshot
 * broke off on the replica (a recovery conflict).
 */
export function snapshotReader(
  db: Kysely<JobRecordTables>,
  replica: RelationalDatabase | undefined,
  onReplicaError: ((error: Error) => void) | undefined,
): JobRecord['snapshot'] {
  /** A snapshot broke off on the replica: the next one is read from the primary. */
  let primaryForNextSnapshot = false;
  return async (batchSize, onStart, onBatch) => {
    if (replica === undefined || primaryForNextSnapshot) {
      primaryForNextSnapshot = false;
      return readSnapshot(db, batchSize, (at) => onStart(at, 'primary'), onBatch);
    }
    const primary = await readHead(db);
    let started = false;
    try {
      return await readSnapshot(
        replica.as<JobRecordTables>(),
        batchSize,
        (at) => {
          if (at.recordId !== primary.recordId) {
            throw new Error(
              `The replica holds another job record (${at.recordId}, the primary ${primary.recordId}): is it a replica of this database?`,
            );
          }
          if (at.position < primary.trimmedThrough) {
            throw new Error(
              `The replica is at log position ${at.position}, behind the primary's trimmed log (${primary.trimmedThrough}).`,
            );
          }
          started = true;
          return onStart(at, 'replica');
        },
        onBatch,
      );
    } catch (error) {
      if (started) {
        primaryForNextSnapshot = true;
        throw error;
      }
      onReplicaError?.(error as Error);
    }
    return readSnapshot(db, batchSize, (at) => onStart(at, 'primary'), onBatch);
  };
}
