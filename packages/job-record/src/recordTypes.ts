import type { RelationalDatabase } from '@joblane/database';
import type { Job, JobInput, JobStore } from '@joblane/jobs';
import type { Transaction } from 'kysely';

// The job record's contract: what `openJobRecord` returns and takes, and what a follower reads.

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

/** One follower as the record's follower table has it (see `JobRecord.followers`). */
export interface FollowerReport {
  name: string;
  /** The position it last reported (at most ~10 s old while it runs). */
  position: number;
  /** When it last reported. */
  seenAt: string;
  /** Positions the record holds past `position`. */
  behind: number;
  /** When the first change past `position` was committed; undefined when none waits. */
  oldestUnappliedAt: string | undefined;
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
  /**
   * Every follower that reported within the claim (an hour), as the record sees it: how far it
   * had applied when it last said, and since when the change after that waits. Any node can
   * so tell how far behind another is, one that cannot answer (paused, stuck) included.
   */
  followers(now?: Date): Promise<FollowerReport[]>;
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
