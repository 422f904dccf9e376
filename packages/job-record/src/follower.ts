import { hostname } from 'node:os';

import type { Job, JobInput, SqliteJobStore } from '@joblane/jobs';

import type { Change, Head, JobRecord, SnapshotSource } from './record.ts';

export interface FollowerOptions {
  /**
   * The job record to follow, best opened on a small pool of its own (2 connections): on the
   * writers' pool its reads would queue behind writers waiting for the head row's lock.
   */
  record: JobRecord;
  /** This node's search index: the SQLite job store it keeps in step with the record. */
  store: SqliteJobStore;
  /**
   * This follower's name in the record's follower table, for trimming: give each node a stable
   * one (default the host name and process id, which changes with every restart).
   */
  name?: string;
  /** Jobs per snapshot batch and changes per log batch (default 1 000 and 500). */
  snapshotBatchSize?: number;
  batchSize?: number;
  /** Polling interval, the fallback when no notification arrives (default 1 000 ms). */
  pollMs?: number;
  /** Listen for notifications (default true; polling alone when false or the record has no url). */
  listen?: boolean;
  /** Told about errors the follower recovers from (a lost connection, a failed batch). */
  onError?: (error: Error) => void;
  /**
   * Told when notifications start or stop waking the follower: `listening: false` (with the
   * reason) once when LISTEN cannot be opened or was lost, polling every `pollMs` meanwhile, and
   * `listening: true` once it works again. Failed retries in between are not repeated (nor sent
   * to `onError`); without this option they go to `onError` each time.
   */
  onListenChange?: (state: ListenState) => void;
  /** Told after each applied batch (tests and benchmarks watch progress with it). */
  onApplied?: (event: AppliedEvent) => void;
}

export type ListenState = { listening: true } | { listening: false; error: Error };

export interface AppliedEvent {
  /** The position the local store now holds. */
  position: number;
  /** Changes applied by this batch (0 for a rebuild). */
  changes: number;
  /** Milliseconds spent reading the batch from the record, and writing it to the local store. */
  readMs: number;
  writeMs: number;
  /** Why the store was rebuilt from a snapshot; undefined for a batch of the log. */
  rebuilt?: string;
  /** A rebuild's snapshot was read from the primary or from its replica. */
  from?: SnapshotSource;
}

export interface FollowerLag {
  /** The first build (or, after a restart, the first catch-up) is done: the node may serve. */
  ready: boolean;
  /** The last log position applied to the local store. */
  position: number;
  /** The record's newest position when asked. */
  head: number;
  /** Changes not applied yet. */
  behind: number;
  /** How long ago the oldest unapplied change was committed (0 when none is waiting). */
  oldestUnappliedMs: number;
}

export interface Follower {
  /** Resolves when the first build or catch-up is done; rejects if it failed for good. */
  readonly ready: Promise<void>;
  isReady(): boolean;
  /** The position applied locally (what the local store holds). */
  position(): number;
  lag(): Promise<FollowerLag>;
  /**
   * Resolves true once the local store has applied `position` (a node showing a write it just
   * made waits for this), false after `timeoutMs`.
   */
  waitFor(position: number, timeoutMs: number): Promise<boolean>;
  /** Applies everything committed so far, now (tests; the loop does this on its own). */
  catchUp(): Promise<void>;
  stop(): Promise<void>;
}

/** The follower's state in the local SQLite file, beside the jobs it describes. */
const stateTable = `CREATE TABLE IF NOT EXISTS job_record_follower (
  singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
  record_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  built_at TEXT NOT NULL
)`;

/** How often the position is reported to the record at most, so trimming spares it. */
const reportEveryMs = 10_000;

/**
 * Keeps a node's SQLite job store in step with the job record: builds it from a snapshot at a
 * known log position when it has none (or its position is older than the retained log, or it
 * was built from another record), then applies the log from there in order and in batches, each
 * batch and the new position in one SQLite transaction. Applying a change means writing the job
 * as the record holds it now, so applying one twice changes nothing. Wakes on NOTIFY, polls as
 * the fallback.
 */
export function followJobRecord(options: FollowerOptions): Follower {
  const { record, store } = options;
  const name = options.name ?? `${hostname()}-${process.pid}`;
  const snapshotBatchSize = options.snapshotBatchSize ?? 1000;
  const batchSize = options.batchSize ?? 500;
  const pollMs = options.pollMs ?? 1000;
  const onError = options.onError ?? (() => {});

  store.db.exec(stateTable);
  const readState = store.db.prepare<[], { record_id: string; position: number }>(
    'SELECT record_id, position FROM job_record_follower',
  );
  const writeState = store.db.prepare<[string, number, string]>(
    `INSERT INTO job_record_follower (singleton, record_id, position, built_at) VALUES (1, ?, ?, ?)
     ON CONFLICT (singleton) DO UPDATE SET record_id = excluded.record_id, position = excluded.position`,
  );
  const clearState = store.db.prepare('DELETE FROM job_record_follower');

  let applied = readState.get()?.position ?? 0;
  let ready = false;
  let stopped = false;
  /** Read through a call: loops re-check it after each await. */
  const isStopped = () => stopped;
  let lastReport = 0;
  let waiters: { position: number; resolve: (ok: boolean) => void }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let listener: { close(): Promise<void> } | undefined;
  let listening = false;
  /** What `onListenChange` was last told (undefined before the first attempt ends). */
  let toldListening: boolean | undefined;
  function listenFailed(error: Error, lost: boolean) {
    if (options.onListenChange === undefined) {
      onError(error);
      return;
    }
    // A connection that worked and broke is worth an error line; retries that fail are not.
    if (lost) onError(error);
    if (toldListening !== false) {
      toldListening = false;
      options.onListenChange({ listening: false, error });
    }
  }
  /** The pass under way: one at a time; a wake-up during it asks for another. */
  let running: Promise<void> | undefined;
  let again = false;

  function settleWaiters() {
    const still: typeof waiters = [];
    for (const waiter of waiters) {
      if (waiter.position <= applied) waiter.resolve(true);
      else still.push(waiter);
    }
    waiters = still;
  }

  /** Writes jobs as the record holds them: the content, then the expired flag. */
  function applyJobs(jobs: readonly Job[]) {
    const inputs: JobInput[] = [];
    const expired: string[] = [];
    for (const { status, ...job } of jobs) {
      inputs.push(job);
      if (status === 'expired') expired.push(job.id);
    }
    if (inputs.length > 0) store.upsertSync(inputs);
    if (expired.length > 0) store.expireSync(expired);
  }

  async function rebuild(reason: string) {
    // A rebuild killed half way starts again: no position is trusted until it completes.
    store.transaction(() => clearState.run());
    applied = 0;
    let at: Head | undefined;
    let from: SnapshotSource = 'primary';
    const started = performance.now();
    let writeMs = 0;
    await record.snapshot(
      snapshotBatchSize,
      (head, source) => {
        at = head;
        from = source;
      },
      (jobs) => {
        const writing = performance.now();
        store.transaction(() => applyJobs(jobs));
        writeMs += performance.now() - writing;
      },
    );
    const head = at!;
    store.transaction(() => writeState.run(head.recordId, head.position, new Date().toISOString()));
    applied = head.position;
    options.onApplied?.({
      position: applied,
      changes: 0,
      rebuilt: reason,
      from,
      readMs: performance.now() - started - writeMs,
      writeMs,
    });
  }

  /** Applies one batch of changes (or none); true when there may be more. */
  async function applyBatch(recordId: string): Promise<boolean> {
    const reading = performance.now();
    const changes = await record.changesAfter(applied, batchSize);
    const readMs = performance.now() - reading;
    if (changes.length === 0) {
      // Nothing after our position: still fine unless the log was trimmed past it meanwhile.
      const head = await record.head();
      if (head.trimmedThrough > applied) await rebuild('the log was trimmed past its position');
      return false;
    }
    // Read after the changes: a trim that removed some of them has committed by now.
    if (changes[0]!.position !== applied + 1) {
      const head = await record.head();
      if (head.trimmedThrough > applied) {
        await rebuild('its position is older than the retained log');
        return true;
      }
      throw new Error(
        `The job log jumps from position ${applied} to ${changes[0]!.position} with nothing trimmed.`,
      );
    }
    const last = changes.at(-1)!.position;
    const jobs = latestStates(changes);
    const writing = performance.now();
    store.transaction(() => {
      applyJobs(jobs);
      writeState.run(recordId, last, new Date().toISOString());
    });
    applied = last;
    const writeMs = performance.now() - writing;
    options.onApplied?.({ position: applied, changes: changes.length, readMs, writeMs });
    return changes.length === batchSize;
  }

  let recordId: string | undefined;

  async function pass() {
    if (recordId === undefined) {
      const head = await record.head();
      const state = readState.get();
      if (state === undefined) {
        await rebuild('it had never been built');
      } else if (state.record_id !== head.recordId) {
        await rebuild(`it was built from another record (${state.record_id})`);
      } else if (state.position < head.trimmedThrough) {
        await rebuild('its position is older than the retained log');
      } else if (state.position > head.position) {
        await rebuild('its position is ahead of the record (the record was restored)');
      }
      recordId = head.recordId;
    }
    while (!isStopped() && (await applyBatch(recordId))) {
      settleWaiters();
    }
    settleWaiters();
    if (!ready) {
      ready = true;
      resolveReady();
    }
    if (Date.now() - lastReport >= reportEveryMs) {
      lastReport = Date.now();
      await record.reportPosition(name, applied);
    }
  }

  function wake(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running !== undefined) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          try {
            await pass();
          } catch (error) {
            onError(error as Error);
            if (!ready && isPermanent(error)) rejectReady(error as Error);
          }
        } while (again && !isStopped());
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  let resolveReady!: () => void;
  let rejectReady!: (error: Error) => void;
  const readyPromise = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // Nobody may be waiting on `ready`; an unobserved rejection must not end the process.
  readyPromise.catch(() => {});

  async function startListening() {
    if (options.listen === false || listening || stopped) return;
    listening = true;
    try {
      const handle = await record.listen(
        () => void wake(),
        (error) => {
          listener = undefined;
          listening = false;
          listenFailed(error, true);
        },
      );
      if (handle === undefined) return; // no url: nothing to listen on, polling alone
      if (stopped) {
        await handle.close();
        return;
      }
      listener = handle;
      if (toldListening !== true) {
        toldListening = true;
        options.onListenChange?.({ listening: true });
      }
      // A write may have committed before LISTEN took effect.
      void wake();
    } catch (error) {
      listening = false;
      listenFailed(error as Error, false);
    }
  }

  function schedule() {
    timer = setTimeout(() => {
      if (stopped) return;
      // The poll is the fallback for a lost notification connection, and retries it.
      if (listener === undefined) void startListening();
      void wake().finally(() => {
        if (!stopped) schedule();
      });
    }, pollMs);
    timer.unref?.();
  }

  void startListening();
  void wake();
  schedule();

  return {
    ready: readyPromise,
    isReady: () => ready,
    position: () => applied,

    async lag() {
      const head = await record.head();
      const behind = Math.max(0, head.position - applied);
      const oldest = behind > 0 ? await record.oldestChangeAfter(applied) : undefined;
      return {
        ready,
        position: applied,
        head: head.position,
        behind,
        oldestUnappliedMs: oldest === undefined ? 0 : Math.max(0, Date.now() - Date.parse(oldest)),
      };
    },

    waitFor(position, timeoutMs) {
      if (position <= applied) return Promise.resolve(true);
      return new Promise((resolve) => {
        const waiter = {
          position,
          resolve: (ok: boolean) => {
            clearTimeout(timeout);
            resolve(ok);
          },
        };
        const timeout = setTimeout(() => {
          waiters = waiters.filter((each) => each !== waiter);
          resolve(false);
        }, timeoutMs);
        waiters.push(waiter);
        void wake();
      });
    },

    async catchUp() {
      await wake();
      // A pass that was already running may have started before the caller's write.
      await wake();
    },

    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await listener?.close();
      listener = undefined;
      for (const waiter of waiters) waiter.resolve(false);
      waiters = [];
    },
  };
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

/** Errors a retry cannot mend (the record's tables missing): readiness fails with them. */
function isPermanent(error: unknown): boolean {
  return error instanceof Error && /relation .* does not exist/.test(error.message);
}
