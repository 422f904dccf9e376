import type { Job, JobInput, SqliteJobStore } from '@joblane/jobs';

import type { FollowerState } from './followerState.ts';
import type { Change, Head, JobRecord, SnapshotSource } from './recordTypes.ts';

// How the follower writes what it reads from the record into the local store.

/** Writes jobs as the record holds them: the content, then the expired flag. */
function applyJobs(store: SqliteJobStore, jobs: readonly Job[]): void {
  const inputs: JobInput[] = [];
  const expired: string[] = [];
  for (const { status, ...job } of jobs) {
    inputs.push(job);
    if (status === 'expired') expired.push(job.id);
  }
  if (inputs.length > 0) store.upsertSync(inputs);
  if (expired.length > 0) store.expireSync(expired);
}

/** WAL pages (4 KiB) between checkpoints while a rebuild writes: 256 MiB. */
const rebuildCheckpointPages = 65_536;

/**
 * Fills the (cleared) local store from a snapshot of the record, batch by batch, and records
 * the snapshot's position once every batch is in.
 */
export async function buildFromSnapshot(
  record: JobRecord,
  store: SqliteJobStore,
  state: FollowerState,
  batchSize: number,
): Promise<{ head: Head; from: SnapshotSource; readMs: number; writeMs: number }> {
  let at: Head | undefined;
  let from: SnapshotSource = 'primary';
  const started = performance.now();
  let writeMs = 0;
  // Each commit's WAL checkpoint waits for two fsyncs (synchronous = NORMAL), and with SQLite's
  // 1 000-page default every batch's commit checkpoints: at a million jobs about 300 µs a job.
  // The rebuild checkpoints once the WAL holds 256 MB instead (each page changed in that time
  // copied and synced once), and what is left is checkpointed before the position is written.
  const autocheckpoint = store.db.pragma('wal_autocheckpoint', { simple: true }) as number;
  store.db.pragma(`wal_autocheckpoint = ${rebuildCheckpointPages}`);
  try {
    await record.snapshot(
      batchSize,
      (head, source) => {
        at = head;
        from = source;
      },
      (jobs) => {
        const writing = performance.now();
        store.transaction(() => applyJobs(store, jobs));
        writeMs += performance.now() - writing;
      },
    );
  } finally {
    store.db.pragma(`wal_autocheckpoint = ${autocheckpoint}`);
  }
  const checkpointing = performance.now();
  // Otherwise the first change followed after the rebuild would copy up to 256 MB.
  store.db.pragma('wal_checkpoint(PASSIVE)');
  writeMs += performance.now() - checkpointing;
  const head = at!;
  store.transaction(() => state.write(head.recordId, head.position));
  return { head, from, readMs: performance.now() - started - writeMs, writeMs };
}

/**
 * Whether a batch of changes read after `applied` can be applied: `undefined` when it follows
 * on; otherwise why the store must be rebuilt first (`rebuild`) and whether to read again
 * (`more`). Throws on a gap in the log that no trim explains.
 */
export async function checkBatch(
  record: JobRecord,
  applied: number,
  changes: readonly Change[],
): Promise<{ rebuild?: string; more: boolean } | undefined> {
  if (changes.length === 0) {
    // Nothing after our position: still fine unless the log was trimmed past it meanwhile.
    const head = await record.head();
    if (head.trimmedThrough > applied) {
      return { rebuild: 'the log was trimmed past its position', more: false };
    }
    return { more: false };
  }
  // Read after the changes: a trim that removed some of them has committed by now.
  if (changes[0]!.position !== applied + 1) {
    const head = await record.head();
    if (head.trimmedThrough > applied) {
      return { rebuild: 'its position is older than the retained log', more: true };
    }
    throw new Error(
      `The job log jumps from position ${applied} to ${changes[0]!.position} with nothing trimmed.`,
    );
  }
  return undefined;
}

/** Applies a batch that follows on, with its new position, in one SQLite transaction. */
export function applyBatch(
  store: SqliteJobStore,
  state: FollowerState,
  recordId: string,
  changes: readonly Change[],
): number {
  const last = changes.at(-1)!.position;
  const jobs = latestStates(changes);
  store.transaction(() => {
    applyJobs(store, jobs);
    state.write(recordId, last);
  });
  return last;
}

/** Why a store with this state must be rebuilt before following `head`; undefined if not. */
export function rebuildReason(
  state: { record_id: string; position: number } | undefined,
  head: Head,
): string | undefined {
  if (state === undefined) return 'it had never been built';
  if (state.record_id !== head.recordId) {
    return `it was built from another record (${state.record_id})`;
  }
  if (state.position < head.trimmedThrough) return 'its position is older than the retained log';
  if (state.position > head.position) {
    return 'its position is ahead of the record (the record was restored)';
  }
  return undefined;
}

/** The newest state of each job a batch changed, in the order of their last change. */
function latestStates(changes: readonly Change[]): Job[] {
  const byId = new Map<string, Job>();
  for (const change of changes) {
    byId.delete(change.jobId);
    byId.set(change.jobId, change.job);
  }
  return [...byId.values()];
}
