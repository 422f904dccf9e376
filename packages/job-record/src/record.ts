import { migrateToLatest, type RelationalDatabase } from '@joblane/database';
import { jobSchema, withSafeText, type Job, type JobInput, type JobStore } from '@joblane/jobs';
import { sql, type Kysely, type Transaction } from 'kysely';
import { Client } from 'pg';

import { jobRecordMigrations, type JobRecordTables } from './schema.ts';

/** The channel a write notifies at commit, with its log position as the payload. */
export const changeChannel = 'job_record_changes';

/** Rows per INSERT statement (PostgreSQL allows 65 535 parameters; a job row takes 15). */
const rowsPerStatement = 1000;

export interface Head {
  /** Which record this is (made when its tables are created): a follower's file names it. */
  recordId: string;
  /** The newest log position (0 before the first write). Positions have no gaps. */
  position: number;
  /** Changes up to and including this position have been trimmed from the log. */
  trimmedThrough: number;
}

/** One change as the log has it, with the job's state when it was read. */
export interface Change {
  position: number;
  jobId: string;
  operation: 'upsert' | 'expire';
  /** When the change was committed (ISO 8601). */
  at: string;
  /** The job as it is now in the record (a later change may already show). */
  job: Job;
}

export interface WriteResult {
  /** The log position of the write's last change (or the head when nothing changed). */
  position: number;
}

export interface TrimOptions {
  /** Changes younger than this are always kept (default 24 hours). */
  retentionMs?: number;
  /**
   * A follower that reported within this time holds the log from its position on (default 1
   * hour). One silent for longer no longer does: when it comes back behind the trimmed log, it
   * rebuilds from a snapshot.
   */
  claimTtlMs?: number;
  now?: Date;
}

/**
 * The system of record for jobs when there are many web nodes: the write side of `JobStore`
 * (`upsert`, `expire`) and `getJob` on PostgreSQL, each write appending to an ordered change log
 * in the same transaction; and what a follower reads (`head`, `changesAfter`, `snapshot`).
 */
export interface JobRecord extends Pick<JobStore, 'getJob'> {
  readonly database: RelationalDatabase;
  /** Inserts or replaces jobs by id, all or nothing; one log entry per job. */
  upsert(jobs: readonly JobInput[]): Promise<{ inserted: number; updated: number } & WriteResult>;
  /**
   * `upsert` inside the caller's transaction on the same PostgreSQL database (`trx`, from
   * `database.db.transaction()` or a package's own), so another write (an ad going live) and
   * the job commit together or not at all. The head row stays locked until that transaction
   * ends: keep it short. The returned position is committed only when `trx` commits.
   */
  upsertIn<Tables>(
    trx: Transaction<Tables>,
    jobs: readonly JobInput[],
  ): Promise<{ inserted: number; updated: number } & WriteResult>;
  /** Expires the given ids, or every active job whose `validThrough` is at or before the time. */
  expire(target: readonly string[] | Date): Promise<number>;
  /**
   * `expireWithPosition` inside the caller's transaction on the same database (an ad's expiry
   * and its job commit together); as `upsertIn`, the head stays locked until it ends.
   */
  expireIn<Tables>(
    trx: Transaction<Tables>,
    target: readonly string[] | Date,
  ): Promise<{ expired: number } & WriteResult>;
  /** `expire` with the log position it reached, for a caller that waits for its own write. */
  expireWithPosition(target: readonly string[] | Date): Promise<{ expired: number } & WriteResult>;
  head(): Promise<Head>;
  /** Up to `limit` changes after `position`, in order, each with its job's current state. */
  changesAfter(position: number, limit: number): Promise<Change[]>;
  /** When the change just after `position` was committed; undefined when there is none. */
  oldestChangeAfter(position: number): Promise<string | undefined>;
  /**
   * Reads every job as of one log position: a REPEATABLE READ, read-only transaction, walked
   * with a server-side cursor `batchSize` rows at a time (streamed, never held whole). `onStart`
   * hears the position (and which server it is read from) before the first batch; each batch is
   * handed over (and awaited) before the next is fetched. With a `replica` it is read there when
   * the replica answers and holds this record (see `OpenJobRecordOptions.replica`).
   */
  snapshot(
    batchSize: number,
    onStart: (head: Head, from: SnapshotSource) => void | Promise<void>,
    onBatch: (jobs: Job[]) => void | Promise<void>,
  ): Promise<Head>;
  /** A follower says how far it has applied (so trimming keeps what it still needs). */
  reportPosition(name: string, position: number, now?: Date): Promise<void>;
  /** Deletes log entries no longer needed (see `TrimOptions`); returns the new trimmed position. */
  trim(options?: TrimOptions): Promise<number>;
  /**
   * Calls `onChange` with the position of each committed write (PostgreSQL LISTEN/NOTIFY), on a
   * connection of its own. `onError` hears when that connection breaks; listening then stops
   * and the caller decides when to listen again. Undefined when the record has no `url`.
   */
  listen(
    onChange: (position: number) => void,
    onError: (error: Error) => void,
  ): Promise<{ close(): Promise<void> } | undefined>;
  close(): Promise<void>;
}

/** Where a snapshot was read: the primary, or a streaming replica of it. */
export type SnapshotSource = 'primary' | 'replica';

export interface OpenJobRecordOptions {
  /** The relational database (PostgreSQL): the record's tables are migrated on it. */
  database: RelationalDatabase;
  /**
   * The same database's connection URL, for LISTEN; without it followers only poll. Behind
   * pgbouncer in transaction mode give a direct connection to PostgreSQL here.
   */
  url?: string;
  /** How long a LISTEN connection may take to open before it counts as failed (default 5 s). */
  listenConnectTimeoutMs?: number;
  /**
   * A streaming replica of the same database, read-only: snapshots are read there (its head and
   * its rows in one transaction, so they agree; a replica a little behind only means a lower
   * position, and the follower reads the rest of the log from the primary). The primary is read
   * instead when the replica cannot be asked, holds another record, or is behind the primary's
   * trimmed log; and once after a snapshot broke off on the replica (a recovery conflict).
   */
  replica?: RelationalDatabase;
  /** Told why a snapshot was read from the primary although there is a replica. */
  onReplicaError?: (error: Error) => void;
  /** The clock of `updated_at` and log times (tests pin it); default the real one. */
  now?: () => Date;
}

/** Opens the job record on PostgreSQL, creating or migrating its tables. */
export async function openJobRecord(options: OpenJobRecordOptions): Promise<JobRecord> {
  const { database, url } = options;
  if (database.dialect !== 'postgres') {
    throw new Error(
      'The job record needs PostgreSQL (DATABASE_URL=postgres://...). Without it the embedded ' +
        "SQLite job store is the record and the index, and there's nothing to follow.",
    );
  }
  await migrateToLatest(database, jobRecordMigrations);
  const db = database.as<JobRecordTables>();
  const clock = options.now ?? (() => new Date());
  /** A snapshot broke off on the replica: the next one is read from the primary. */
  let primaryForNextSnapshot = false;

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

  async function upsert(jobs: readonly JobInput[]) {
    return db.transaction().execute((trx) => upsertIn(trx, jobs));
  }

  async function upsertIn<Tables>(
    outer: Transaction<Tables> | Kysely<Tables>,
    jobs: readonly JobInput[],
  ) {
    if (!outer.isTransaction) {
      throw new Error('upsertIn needs a transaction (database.db.transaction().execute(...)).');
    }
    const trx = outer as unknown as Transaction<JobRecordTables>;
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
      const rows = unique.slice(start, start + rowsPerStatement).map((job) => ({
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
      }));
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
    const position = await appendLog(
      trx,
      from,
      unique.map((job) => job.id),
      'upsert',
      at,
    );
    return { inserted, updated, position };
  }

  async function expireWithPosition(target: readonly string[] | Date) {
    if (target instanceof Date && Number.isNaN(target.getTime())) {
      throw new RangeError('expire: the date is not a valid date');
    }
    if (!(target instanceof Date) && target.length === 0) {
      return { expired: 0, position: (await head()).position };
    }
    return db.transaction().execute((trx) => expireIn(trx, target));
  }

  async function expireIn<Tables>(
    outer: Transaction<Tables> | Kysely<Tables>,
    target: readonly string[] | Date,
  ) {
    if (!outer.isTransaction) {
      throw new Error('expireIn needs a transaction (database.db.transaction().execute(...)).');
    }
    if (target instanceof Date && Number.isNaN(target.getTime())) {
      throw new RangeError('expire: the date is not a valid date');
    }
    const trx = outer as unknown as Transaction<JobRecordTables>;
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

  async function head(): Promise<Head> {
    const row = await db.selectFrom('job_record_head').selectAll().executeTakeFirstOrThrow();
    return {
      recordId: row.record_id,
      position: row.position,
      trimmedThrough: row.trimmed_through,
    };
  }

  return {
    database,

    upsert,
    upsertIn,
    expireIn,

    async expire(target) {
      return (await expireWithPosition(target)).expired;
    },

    expireWithPosition,

    async getJob(id, getOptions = {}) {
      const row = await db
        .selectFrom('job_record_jobs')
        .select(['job', 'status', 'valid_through'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      const nowMs = (getOptions.now ?? clock()).getTime();
      return toJob(row, nowMs);
    },

    head,

    async changesAfter(position, limit) {
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
    },

    async oldestChangeAfter(position) {
      const row = await db
        .selectFrom('job_record_log')
        .select('at')
        .where('position', '>', position)
        .orderBy('position')
        .limit(1)
        .executeTakeFirst();
      return row?.at;
    },

    async snapshot(batchSize, onStart, onBatch) {
      const { replica } = options;
      if (replica === undefined || primaryForNextSnapshot) {
        primaryForNextSnapshot = false;
        return readSnapshot(db, batchSize, (at) => onStart(at, 'primary'), onBatch);
      }
      const primary = await head();
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
        options.onReplicaError?.(error as Error);
      }
      return readSnapshot(db, batchSize, (at) => onStart(at, 'primary'), onBatch);
    },

    async reportPosition(name, position, now = clock()) {
      await db
        .insertInto('job_record_followers')
        .values({ name, position, seen_at: now.toISOString() })
        .onConflict((conflict) =>
          conflict.column('name').doUpdateSet({ position, seen_at: now.toISOString() }),
        )
        .execute();
    },

    async trim(trimOptions = {}) {
      const now = (trimOptions.now ?? clock()).getTime();
      const retentionMs = trimOptions.retentionMs ?? 24 * 3_600_000;
      const claimTtlMs = trimOptions.claimTtlMs ?? 3_600_000;
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('job_record_head')
          .select(['position', 'trimmed_through'])
          .forUpdate()
          .executeTakeFirstOrThrow();
        const old = await trx
          .selectFrom('job_record_log')
          .select((eb) => eb.fn.max('position').as('position'))
          .where('at', '<', new Date(now - retentionMs).toISOString())
          .executeTakeFirst();
        const claimed = await trx
          .selectFrom('job_record_followers')
          .select((eb) => eb.fn.min('position').as('position'))
          .where('seen_at', '>', new Date(now - claimTtlMs).toISOString())
          .executeTakeFirst();
        let cut = Number(old?.position ?? 0);
        if (claimed?.position !== null && claimed?.position !== undefined) {
          cut = Math.min(cut, Number(claimed.position));
        }
        // Followers silent for longer than the claim hold nothing: forget them.
        await trx
          .deleteFrom('job_record_followers')
          .where('seen_at', '<=', new Date(now - claimTtlMs).toISOString())
          .execute();
        if (cut <= current.trimmed_through) return current.trimmed_through;
        await trx.deleteFrom('job_record_log').where('position', '<=', cut).execute();
        await trx.updateTable('job_record_head').set({ trimmed_through: cut }).execute();
        return cut;
      });
    },

    async listen(onChange, onError) {
      if (url === undefined) return undefined;
      const client = new Client({
        connectionString: url,
        connectionTimeoutMillis: options.listenConnectTimeoutMs ?? 5000,
      });
      let closed = false;
      client.on('error', (error) => {
        if (closed) return;
        closed = true;
        client.end().catch(() => {});
        onError(error);
      });
      client.on('notification', (message) => {
        if (message.channel === changeChannel) onChange(Number(message.payload));
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${changeChannel}`);
      } catch (error) {
        closed = true;
        await client.end().catch(() => {});
        throw error;
      }
      return {
        close: async () => {
          if (closed) return;
          closed = true;
          await client.end();
        },
      };
    },

    close: () => database.close(),
  };
}

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
      for (;;) {
        const { rows } = await sql<{ job: JobInput; status: Job['status'] }>`
          FETCH FORWARD ${sql.raw(String(Math.max(1, Math.floor(batchSize))))}
          FROM job_record_snapshot`.execute(trx);
        if (rows.length === 0) break;
        await onBatch(rows.map((each) => ({ ...each.job, status: each.status })));
      }
      await sql`CLOSE job_record_snapshot`.execute(trx);
      return at;
    });
}

function toJob(
  row: { job: unknown; status: Job['status']; valid_through: string },
  nowMs: number,
): Job {
  const status = row.status === 'expired' || Date.parse(row.valid_through) <= nowMs;
  return { ...(row.job as JobInput), status: status ? 'expired' : 'active' };
}
