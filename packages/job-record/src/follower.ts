import { hostname } from 'node:os';

import type { SqliteJobStore } from '@joblane/jobs';

import { applyBatch, buildFromSnapshot, checkBatch, rebuildReason } from './followerApply.ts';
import { openFollowerState } from './followerState.ts';
import { followerNotifications, type ListenState } from './notifications.ts';
import { positionWaiters } from './positionWaiters.ts';
import type { JobRecord, SnapshotSource } from './recordTypes.ts';

export type { ListenState } from './notifications.ts';

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

  const state = openFollowerState(store);
  let applied = state.read()?.position ?? 0;
  let ready = false;
  let stopped = false;
  /** Read through a call: loops re-check it after each await. */
  const isStopped = () => stopped;
  let lastReport = 0;
  const waiters = positionWaiters();
  let timer: NodeJS.Timeout | undefined;
  const notifications = followerNotifications({
    record,
    enabled: options.listen !== false,
    wake: () => void wake(),
    isStopped,
    onError,
    onListenChange: options.onListenChange,
  });

  async function rebuild(reason: string) {
    // A rebuild killed half way starts again: no position is trusted until it completes.
    state.clear();
    applied = 0;
    const built = await buildFromSnapshot(record, store, state, snapshotBatchSize);
    applied = built.head.position;
    const { from, readMs, writeMs } = built;
    options.onApplied?.({ position: applied, changes: 0, rebuilt: reason, from, readMs, writeMs });
  }

  /** Applies one batch of changes (or none); true when there may be more. */
  async function nextBatch(recordId: string): Promise<boolean> {
    const reading = performance.now();
    const changes = await record.changesAfter(applied, batchSize);
    const readMs = performance.now() - reading;
    const problem = await checkBatch(record, applied, changes);
    if (problem !== undefined) {
      if (problem.rebuild !== undefined) await rebuild(problem.rebuild);
      return problem.more;
    }
    const writing = performance.now();
    applied = applyBatch(store, state, recordId, changes);
    const writeMs = performance.now() - writing;
    options.onApplied?.({ position: applied, changes: changes.length, readMs, writeMs });
    return changes.length === batchSize;
  }

  let recordId: string | undefined;

  async function pass() {
    if (recordId === undefined) {
      const head = await record.head();
      const reason = rebuildReason(state.read(), head);
      if (reason !== undefined) await rebuild(reason);
      recordId = head.recordId;
    }
    while (!isStopped() && (await nextBatch(recordId))) {
      waiters.settle(applied);
    }
    waiters.settle(applied);
    if (!ready) {
      ready = true;
      readiness.resolve();
    }
    if (Date.now() - lastReport >= reportEveryMs) {
      lastReport = Date.now();
      await record.reportPosition(name, applied);
    }
  }

  const readiness = deferred();
  const wake = serialPasses(pass, isStopped, (error) => {
    onError(error);
    if (!ready && isPermanent(error)) readiness.reject(error);
  });

  function schedule() {
    timer = setTimeout(() => {
      if (stopped) return;
      // The poll is the fallback for a lost notification connection, and retries it.
      if (!notifications.isOpen()) void notifications.start();
      void wake().finally(() => {
        if (!stopped) schedule();
      });
    }, pollMs);
    timer.unref?.();
  }

  void notifications.start();
  void wake();
  schedule();

  return {
    ready: readiness.promise,
    isReady: () => ready,
    position: () => applied,

    lag: () =>
      lagBehind(
        record,
        () => applied,
        () => ready,
      ),

    waitFor(position, timeoutMs) {
      if (position <= applied) return Promise.resolve(true);
      const reached = waiters.add(position, timeoutMs);
      void wake();
      return reached;
    },

    async catchUp() {
      await wake();
      // A pass that was already running may have started before the caller's write.
      await wake();
    },

    async stop() {
      stopped = true;
      clearTimeout(timer);
      await wake.running();
      await notifications.close();
      waiters.releaseAll();
    },
  };
}

/**
 * `pass` one at a time: a wake-up during a pass asks for one more after it (the pass under way
 * may have read before the change that woke it). Failures go to `onFailure`; none is thrown.
 */
function serialPasses(
  pass: () => Promise<void>,
  isStopped: () => boolean,
  onFailure: (error: Error) => void,
): (() => Promise<void>) & { running(): Promise<void> | undefined } {
  let running: Promise<void> | undefined;
  let again = false;
  const wake = () => {
    if (isStopped()) return Promise.resolve();
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
            onFailure(error as Error);
          }
        } while (again && !isStopped());
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  return Object.assign(wake, { running: () => running });
}

/** How far the local store (its position read at each step, as it may move) is behind. */
async function lagBehind(
  record: JobRecord,
  applied: () => number,
  ready: () => boolean,
): Promise<FollowerLag> {
  const head = await record.head();
  const behind = Math.max(0, head.position - applied());
  const oldest = behind > 0 ? await record.oldestChangeAfter(applied()) : undefined;
  return {
    ready: ready(),
    position: applied(),
    head: head.position,
    behind,
    oldestUnappliedMs: oldest === undefined ? 0 : Math.max(0, Date.now() - Date.parse(oldest)),
  };
}

/** The `ready` promise with its settlers. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  // Nobody may be waiting on `ready`; an unobserved rejection must not end the process.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/** Errors a retry cannot mend (the record's tables missing): readiness fails with them. */
function isPermanent(error: unknown): boolean {
  return error instanceof Error && /relation .* does not exist/.test(error.message);
}
