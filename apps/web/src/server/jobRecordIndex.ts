import type { RelationalDatabase } from '@joblane/database';
import { openRelationalDatabase } from '@joblane/database';
import {
  followJobRecord,
  openJobRecord,
  type AppliedEvent,
  type Follower,
  type JobRecord,
  type ListenState,
} from '@joblane/job-record';
import { seedSampleJobs, type JobStore, type SqliteJobStore } from '@joblane/jobs';

import type { JobDatabase } from './jobDatabase.ts';
import type { JobIndexStatus } from './plugins/health.ts';

/** How long a write waits for this node's index to show it before the request goes on. */
export const OWN_WRITE_WAIT_MS = 2000;

/** This node's search index fed from the job record (`DATABASE_URL` set). */
export interface JobRecordIndex {
  record: JobRecord;
  follower: Follower;
  /** The follower's own small pool (its numbers for metrics). */
  followerDatabase: RelationalDatabase;
  /**
   * The store the app serves from: reads from this node's SQLite index as without the record;
   * `upsert` and `expire` write the record, then wait (at most `OWN_WRITE_WAIT_MS`) until this
   * node's index has applied the write, so the page after a write shows it.
   */
  database: JobDatabase;
  /** The follower's progress, for `/readyz` and the lag log line. */
  status(): Promise<JobIndexStatus>;
  close(): Promise<void>;
}

export interface OpenJobRecordIndexOptions {
  /** The PostgreSQL connection string (`DATABASE_URL`). */
  url: string;
  /** The follower's LISTEN connection goes here instead of `url` (`DATABASE_LISTEN_URL`). */
  listenUrl?: string;
  /** A streaming replica's pool: the follower reads its snapshots there (`DATABASE_REPLICA_URL`). */
  replica?: RelationalDatabase;
  /** The records' pool (writes go through it, in the same database as the rest). */
  records: RelationalDatabase;
  /** This node's own SQLite job store, opened without sample jobs. */
  local: JobDatabase;
  sqlite: SqliteJobStore;
  /** The node's stable name in the record's follower table (`NODE_ID`). */
  name: string;
  /** Sample jobs for an empty record (the demo start); none by default. */
  sampleJobs?: number;
  statementTimeoutMs?: number;
  connectTimeoutMs?: number;
  onError?: (error: Error) => void;
  /** Told when LISTEN starts or stops working (polling meanwhile), only on a change. */
  onListenChange?: (state: ListenState) => void;
  /** Told why a snapshot was read from the primary although there is a replica. */
  onReplicaError?: (error: Error) => void;
  /** Told of each batch the follower applied, and of each rebuild (`rebuilt`, `from`). */
  onApplied?: (event: AppliedEvent) => void;
}

/**
 * Opens the job record on the records' database, fills an empty one with sample jobs when asked,
 * and starts this node's follower on a pool of its own (2 connections: on the writers' pool its
 * reads would queue behind writers waiting for the record's head lock). Does not wait for the
 * first build: `follower.ready` says when it is done (`/readyz` answers 503 until then).
 */
export async function openJobRecordIndex(
  options: OpenJobRecordIndexOptions,
): Promise<JobRecordIndex> {
  const { url, local } = options;
  const record = await openJobRecord({ database: options.records, url });
  const followerPool = openRelationalDatabase({
    url,
    poolSize: 2,
    ...(options.statementTimeoutMs === undefined
      ? {}
      : { statementTimeoutMs: options.statementTimeoutMs }),
    ...(options.connectTimeoutMs === undefined
      ? {}
      : { connectTimeoutMs: options.connectTimeoutMs }),
    ...(options.onError === undefined ? {} : { onIdleError: options.onError }),
  });
  let follower: Follower | undefined;
  let applied = 0;
  /** Waits for this node's index to hold `position`, once it serves (not during the first build). */
  const shown = async (position: number) => {
    if (follower?.isReady() === true) await follower.waitFor(position, OWN_WRITE_WAIT_MS);
  };
  const store: JobStore = {
    ...local.store,
    async upsert(jobs) {
      const { position, inserted, updated } = await record.upsert(jobs);
      await shown(position);
      return { inserted, updated };
    },
    async expire(target) {
      const { position, expired } = await record.expireWithPosition(target);
      await shown(position);
      return expired;
    },
  };
  try {
    const count = options.sampleJobs ?? 0;
    if (count > 0 && (await record.head()).position === 0) {
      await seedSampleJobs(store, { count, seed: 1 });
    }
    const recordForFollower = await openJobRecord({
      database: followerPool,
      url: options.listenUrl ?? url,
      ...(options.replica === undefined ? {} : { replica: options.replica }),
      ...(options.onReplicaError === undefined ? {} : { onReplicaError: options.onReplicaError }),
    });
    follower = followJobRecord({
      record: recordForFollower,
      store: options.sqlite,
      name: options.name,
      ...(options.onError === undefined ? {} : { onError: options.onError }),
      ...(options.onListenChange === undefined ? {} : { onListenChange: options.onListenChange }),
      onApplied: (event) => {
        applied += 1;
        options.onApplied?.(event);
      },
    });
  } catch (error) {
    await followerPool.close();
    throw error;
  }
  const running = follower;
  return {
    record,
    follower: running,
    followerDatabase: followerPool,
    database: {
      ...local,
      store,
      recordJobs: {
        upsertIn: (trx, jobs) => record.upsertIn(trx, jobs),
        expireIn: (trx, target) => record.expireIn(trx, target),
        shown,
      },
      // The follower writes on the main connection, which `data_version` does not count.
      version: () => `${local.version()}.${applied}`,
    },
    status: () => running.lag(),
    async close() {
      await running.stop();
      await followerPool.close();
    },
  };
}
