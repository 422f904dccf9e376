// A search-pool worker thread (bundled as dist/server/searchWorker.js): its own read connection to
// the SQLite file, answering the store reads the main thread hands it (see searchPool.ts).
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { BroadcastChannel, workerData } from 'node:worker_threads';

import {
  openSqliteJobStore,
  type JobStore,
  type SharedMatchSet,
  type SqliteJobStore,
} from '@joblane/jobs';

import {
  pooledMethods,
  type PooledMethod,
  type StoreTask,
  type StoreTaskResult,
  writesChannelName,
} from './storeTasks.ts';

export interface SearchWorkerData {
  /** The SQLite file (WAL); never `':memory:'`, which a second connection could not see. */
  path: string;
  /** Which lane the thread serves: only the search lane runs keyword searches. */
  lane: 'search' | 'quick';
  /** Added to this thread's nice value, so searches yield the CPU to the main thread. */
  niceIncrement: number;
  /** Keyword match sets of at least this many jobs are shared with the other threads. */
  sharedMatchMinDocs: number;
}

/**
 * Lowers this thread's scheduling priority (Linux: `setpriority` on a thread id applies to that
 * thread only). On a machine whose cores the searches fill, the main thread, which answers job
 * pages, assets and probes, then still gets the CPU at once; alone, searches use every core.
 * Elsewhere, or when not permitted, the thread keeps its priority. Returns the nice value.
 */
export function lowerThreadPriority(increment: number): number | undefined {
  if (process.platform !== 'linux' || increment === 0) return undefined;
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    setPriority(threadId, Math.min(19, getPriority(threadId) + increment));
    return getPriority(threadId);
  } catch {
    return undefined;
  }
}

/**
 * Runs one store read. Exported for wrappers (a test worker that delays inside the worker, say):
 * they import this module and call it from their own default export.
 */
export function createStoreTaskRunner(
  store: JobStore & Partial<Pick<SqliteJobStore, 'searchCacheCounts' | 'matchSetCounts'>>,
) {
  /** The match-set counts the last answer reported: each answer carries what changed since. */
  let reported = { read: 0, adopted: 0, kept: 0 };
  function matchSetsSince() {
    const now = store.matchSetCounts?.();
    if (now === undefined) return undefined;
    const change = {
      read: now.read - reported.read,
      adopted: now.adopted - reported.adopted,
      kept: now.kept - reported.kept,
    };
    reported = now;
    return change.read === 0 && change.adopted === 0 ? undefined : change;
  }

  return async function runStoreTask(task: StoreTask): Promise<StoreTaskResult> {
    const waitMs = Math.max(0, Date.now() - task.queuedAt);
    if (!pooledMethods.includes(task.method as PooledMethod)) {
      throw new Error(`search worker: ${String(task.method)} is not a pooled store read`);
    }
    const method = store[task.method] as (...args: unknown[]) => Promise<unknown>;
    // A search is answered synchronously inside the call: the hit counter moves or it does not.
    const hitsBefore = task.method === 'search' ? store.searchCacheCounts?.().hits : undefined;
    const called = performance.now();
    const value = await method.apply(store, task.args);
    const workMs = performance.now() - called;
    const matchSets = matchSetsSince();
    return {
      value,
      waitMs,
      workMs,
      ...(hitsBefore === undefined
        ? {}
        : { cacheHit: store.searchCacheCounts!().hits > hitsBefore }),
      ...(matchSets === undefined ? {} : { matchSets }),
    };
  };
}

const { path, lane, niceIncrement, sharedMatchMinDocs } = workerData as SearchWorkerData;
lowerThreadPriority(niceIncrement);
// The threads on one file hand each other the large keyword match sets they read (shared memory,
// not copies); a thread takes one in between tasks, when its index is at the same revision.
const matchSets = new BroadcastChannel(`joblane:match-sets:${path}`);
matchSets.unref();
// Opened, and its in-memory index built, when the thread starts (the pool starts every thread up
// front), not on the first task.
export const store = openSqliteJobStore({
  path,
  matchSharing: {
    minDocs: sharedMatchMinDocs,
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel, not a window
    publish: (set) => matchSets.postMessage(set),
  },
});
matchSets.addEventListener('message', (event) => {
  store.adoptMatchSet((event as unknown as { data: SharedMatchSet }).data);
});
// The keyword cost model's sample only where keyword searches run.
store.loadIndex({ keywordSample: lane === 'search' });
// The main thread's writes, taken in while the thread waits for its next task; then the broad
// terms' lists kept in the database that they left behind are kept again from this thread's sets.
const writes = new BroadcastChannel(writesChannelName(path));
writes.unref();
writes.addEventListener('message', () => {
  store.loadIndex();
  store.keepMatchLists();
});
export default createStoreTaskRunner(store);
