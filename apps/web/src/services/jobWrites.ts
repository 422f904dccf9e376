import type { JobRecord } from '@joblane/job-record';
import type { JobInput, JobStore } from '@joblane/jobs';
import type { Transaction } from 'kysely';

/**
 * The jobs one user action or one background run changes (an ad going live, ads ending), written
 * where this node's search reads them. Chosen once at start-up: the node's own SQLite store on one
 * machine (`localJobWrites`), the PostgreSQL job record on many (`recordJobWrites`). Nothing else
 * asks which one it has.
 */
export interface JobWrites {
  /** Starts the job writes of one change to the relational state (see `JobWriteBatch`). */
  begin(): JobWriteBatch;
  /** Writes jobs on their own, outside any other change (a live ad's edit); search shows them on return. */
  upsert(jobs: readonly JobInput[]): Promise<void>;
  /**
   * How many ads one transaction should end at most: the job record holds its head lock until
   * that transaction commits, so its batches stay small.
   */
  readonly batchLimit: number;
}

/**
 * The job writes of one change: `upsert`/`expire` are called inside that change's transaction
 * (`alongside`, as the ads package offers it), `settle` after it committed. With the job record
 * they commit in that very transaction (an ad and its job go live together, or neither does) and
 * `settle` waits until this node's search shows them; with the node's own store (a different
 * SQLite file) they are written by `settle`, right after the commit.
 */
export interface JobWriteBatch {
  upsert<Tables>(trx: Transaction<Tables>, jobs: readonly JobInput[]): Promise<void>;
  expire<Tables>(trx: Transaction<Tables>, ids: readonly string[]): Promise<void>;
  settle(): Promise<void>;
}

/** One machine: the node's SQLite store is the record of jobs and their search index. */
export function localJobWrites(store: Pick<JobStore, 'upsert' | 'expire'>): JobWrites {
  return {
    batchLimit: 500,
    upsert: async (jobs) => {
      await store.upsert(jobs);
    },
    begin() {
      const upserts: JobInput[] = [];
      const expiries: string[] = [];
      return {
        upsert: async (_trx, jobs) => void upserts.push(...jobs),
        expire: async (_trx, ids) => void expiries.push(...ids),
        async settle() {
          if (upserts.length > 0) await store.upsert(upserts.splice(0));
          if (expiries.length > 0) await store.expire(expiries.splice(0));
        },
      };
    },
  };
}

/** What the job record offers a node: writes in another change's transaction, and its own index's wait. */
export interface RecordJobs extends Pick<JobRecord, 'upsertIn' | 'expireIn'> {
  /** Resolves when this node's index has applied the record up to `position`. */
  shown(position: number): Promise<void>;
}

/**
 * Many machines: jobs live in PostgreSQL's job record (with its change log); `store` is this
 * node's view of it, whose writes go to the record and wait for the node's index.
 */
export function recordJobWrites(record: RecordJobs, store: Pick<JobStore, 'upsert'>): JobWrites {
  return {
    batchLimit: 50,
    upsert: async (jobs) => {
      await store.upsert(jobs);
    },
    begin() {
      let position: number | undefined;
      const reached = (next: number) => (position = Math.max(position ?? next, next));
      return {
        async upsert(trx, jobs) {
          reached((await record.upsertIn(trx, jobs)).position);
        },
        async expire(trx, ids) {
          reached((await record.expireIn(trx, ids)).position);
        },
        async settle() {
          if (position !== undefined) await record.shown(position);
        },
      };
    },
  };
}
