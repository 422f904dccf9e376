// A search-pool worker thread (bundled as dist/server/searchWorker.js): its own read connection to
// the SQLite file, answering the store reads the main thread hands it (see searchPool.ts).
import { workerData } from 'node:worker_threads';

import { openSqliteJobStore, type JobStore } from '@joblane/jobs';

import {
  pooledMethods,
  type PooledMethod,
  type StoreTask,
  type StoreTaskResult,
} from './storeTasks.ts';

export interface SearchWorkerData {
  /** The SQLite file (WAL); never `':memory:'`, which a second connection could not see. */
  path: string;
}

/**
 * Runs one store read. Exported for wrappers (a test worker that delays inside the worker, say):
 * they import this module and call it from their own default export.
 */
export function createStoreTaskRunner(store: JobStore) {
  return async function runStoreTask(task: StoreTask): Promise<StoreTaskResult> {
    const waitMs = Math.max(0, Date.now() - task.queuedAt);
    if (!pooledMethods.includes(task.method as PooledMethod)) {
      throw new Error(`search worker: ${String(task.method)} is not a pooled store read`);
    }
    const method = store[task.method] as (...args: unknown[]) => Promise<unknown>;
    return { value: await method.apply(store, task.args), waitMs };
  };
}

const { path } = workerData as SearchWorkerData;
// Opened when the thread starts (the pool starts every thread up front), not on the first task.
export const store = openSqliteJobStore({ path });
export default createStoreTaskRunner(store);
