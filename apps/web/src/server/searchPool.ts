import { availableParallelism } from 'node:os';
import { BroadcastChannel } from 'node:worker_threads';

import type { JobStore, SqliteJobStore } from '@joblane/jobs';
import { Piscina } from 'piscina';

import type { SearchWorkerData } from './searchWorker.ts';
import {
  quickLaneMethods,
  searchLaneMethods,
  SHARED_MATCH_MIN_DOCS,
  type PooledMethod,
  type StoreTask,
  type StoreTaskResult,
  writesChannelName,
} from './storeTasks.ts';

/** Worker threads for searches by default: one per core the process may use. */
export const defaultSearchThreads = () => availableParallelism();

export interface SearchPoolOptions {
  /** The SQLite file every worker opens its own read connection to (WAL). */
  path: string;
  /** The main thread's connection: writes, `getJob` (a primary-key read) and `ping`. */
  writer: SqliteJobStore;
  /** The worker module (`dist/server/searchWorker.js`, or a test's wrapper of it). */
  workerFile: string;
  /** Threads for searches and sitemap reads; `availableParallelism()` by default. */
  threads?: number;
  /** A task not answered within this long is dropped and its request answered 503. */
  taskTimeoutMs: number;
  /** Added to the workers' nice value (Linux); `SEARCH_NICE_INCREMENT` by default. */
  niceIncrement?: number;
  /** Match sets shared between the threads from this size (`SHARED_MATCH_MIN_DOCS` by default). */
  sharedMatchMinDocs?: number;
  /** Told of each task that ended (metrics): its lane, wait, whole time and cache outcome. */
  onTask?: (event: PoolTaskEvent) => void;
}

/** One pooled read that ended, as `onTask` hears of it. */
export interface PoolTaskEvent {
  lane: 'search' | 'quick';
  /** The wait before a thread took it (undefined when it never ran: dropped or refused). */
  waitMs: number | undefined;
  /** From queueing to the answer. */
  runMs: number;
  /**
   * The store call's own time on the thread (when it ran): what is left of `runMs` after it and
   * `waitMs` is the hand-over both ways (the main thread busy meanwhile, say).
   */
  workMs?: number;
  ok: boolean;
  /** For a search: whether the result cache answered it. */
  cache?: 'hit' | 'miss';
  /** Keyword match sets the thread read, and took from other threads, since its last answer. */
  matchSets?: { read: number; adopted: number; kept: number };
}

/**
 * Search threads run at nice 10: when searches fill every core, the main thread (job pages,
 * assets, probes, shutdown) still gets the CPU first; alone, searches still use every core.
 */
export const SEARCH_NICE_INCREMENT = 10;

/** How busy the search lane is, for load shedding and `/readyz`. */
export interface PoolLoad {
  threads: number;
  /** Search-lane tasks waiting for a thread. */
  queued: number;
  /** Recent wait before a thread took a search task (ms, exponentially weighted). */
  waitMs: number;
}

export interface PooledJobStore extends JobStore {
  /** Resolves once every lane has answered a read (rejects when a worker cannot start). */
  ready(): Promise<void>;
  load(): PoolLoad;
  /** Drops every queued and running task (their callers get a 503 error): shutdown's last step. */
  abortAll(): void;
}

/** The error a dropped task rejects with: the request is answered 503 ("busy or restarting"). */
export class PoolTaskDropped extends Error {
  override name = 'PoolTaskDropped';
  readonly statusCode = 503;
}

/** Tasks per thread that may wait in a lane before it refuses more (piscina's `maxQueue`). */
const QUEUE_PER_THREAD = 64;

class Lane {
  readonly pool: Piscina<StoreTask, StoreTaskResult>;
  pending = 0;
  waitMs = 0;

  private readonly onTask: SearchPoolOptions['onTask'] | undefined;

  constructor(
    readonly name: 'search' | 'quick',
    readonly threads: number,
    options: SearchPoolOptions,
    niceIncrement: number,
  ) {
    this.onTask = options.onTask;
    this.pool = new Piscina({
      filename: options.workerFile,
      minThreads: threads,
      maxThreads: threads,
      maxQueue: threads * QUEUE_PER_THREAD,
      // Threads stay up (each holds an open store and its in-memory index).
      idleTimeout: Number.MAX_SAFE_INTEGER,
      // An idle thread waits for its next task without blocking its event loop, so it takes in
      // the match sets other threads send it (piscina's default, 'sync', blocks it until a task).
      atomics: 'async',
      workerData: {
        path: options.path,
        lane: name,
        niceIncrement,
        sharedMatchMinDocs: options.sharedMatchMinDocs ?? SHARED_MATCH_MIN_DOCS,
      } satisfies SearchWorkerData,
    });
  }

  get queued() {
    return Math.max(0, this.pending - this.threads);
  }

  async run(task: StoreTask, signal: AbortSignal): Promise<unknown> {
    this.pending += 1;
    const started = performance.now();
    try {
      const { value, waitMs, workMs, cacheHit, matchSets } = await this.pool.run(task, { signal });
      this.waitMs = this.waitMs * 0.8 + waitMs * 0.2;
      this.onTask?.({
        lane: this.name,
        waitMs,
        workMs,
        runMs: performance.now() - started,
        ok: true,
        ...(cacheHit === undefined ? {} : { cache: cacheHit ? 'hit' : 'miss' }),
        ...(matchSets === undefined ? {} : { matchSets }),
      });
      return value;
    } catch (error) {
      this.onTask?.({
        lane: this.name,
        waitMs: undefined,
        runMs: performance.now() - started,
        ok: false,
      });
      if (signal.aborted) {
        throw new PoolTaskDropped(
          signal.reason instanceof Error && signal.reason.name === 'TimeoutError'
            ? `${task.method} did not finish in time`
            : `${task.method} was dropped: the server is shutting down`,
          { cause: error },
        );
      }
      if (error instanceof Error && error.message === 'Task queue is at limit') {
        throw new PoolTaskDropped(`${task.method}: the ${this.name} queue is full`, {
          cause: error,
        });
      }
      throw error;
    } finally {
      this.pending -= 1;
    }
  }
}

/**
 * The job store the server uses on a database file: searches and the other heavy reads run in a
 * piscina pool of worker threads, each with its own read connection (`searchWorker.ts`), so the
 * event loop stays free for probes, assets, job pages and shutdown; writes stay on the one writer
 * connection of the main thread. Workers see the writer's commits (SQLite WAL; the store reloads
 * its index when `data_version` moves).
 */
export function createPooledJobStore(options: SearchPoolOptions): PooledJobStore {
  const { writer } = options;
  const threads = options.threads ?? defaultSearchThreads();
  const searchLane = new Lane(
    'search',
    threads,
    options,
    options.niceIncrement ?? SEARCH_NICE_INCREMENT,
  );
  // One thread for the bounded reads, at the main thread's priority, so a job page's similar
  // jobs never wait for a search.
  const quickLane = new Lane('quick', 1, options, 0);
  const shutdown = new AbortController();
  // Each commit is announced to the threads, which take it in while idle (`searchWorker.ts`).
  const writes = new BroadcastChannel(writesChannelName(options.path));
  writes.unref();
  const announced = async <T>(write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } finally {
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel, not a window
      writes.postMessage(null);
    }
  };

  function run<Method extends PooledMethod>(method: Method, args: unknown[]) {
    const lane = (searchLaneMethods as readonly string[]).includes(method) ? searchLane : quickLane;
    const signal = AbortSignal.any([shutdown.signal, AbortSignal.timeout(options.taskTimeoutMs)]);
    const task = { method, args, queuedAt: Date.now() } as unknown as StoreTask;
    return lane.run(task, signal) as ReturnType<JobStore[Method]>;
  }

  const pooled = Object.fromEntries(
    [...searchLaneMethods, ...quickLaneMethods].map((method) => [
      method,
      (...args: unknown[]) => run(method, args),
    ]),
  ) as Pick<JobStore, PooledMethod>;

  return {
    ...pooled,
    // Only what the read uses crosses to the worker (not the job's description).
    similarJobs: (job, ...rest) =>
      pooled.similarJobs(
        {
          id: job.id,
          classification: job.classification,
          subClassification: job.subClassification,
          location: job.location,
        },
        ...rest,
      ),
    getJob: (...args) => writer.getJob(...args),
    upsert: (...args) => announced(writer.upsert(...args)),
    expire: (...args) => announced(writer.expire(...args)),
    ping: () => writer.ping(),
    async ready() {
      const signal = AbortSignal.timeout(60_000);
      const task = (method: PooledMethod): StoreTask =>
        ({ method, args: [{}], queuedAt: Date.now() }) as unknown as StoreTask;
      await Promise.all([
        searchLane.run(task('countActive'), signal),
        quickLane.run(task('countByClassification'), signal),
      ]);
    },
    load: () => ({ threads, queued: searchLane.queued, waitMs: searchLane.waitMs }),
    abortAll: () => shutdown.abort(new PoolTaskDropped('the server is shutting down')),
    async close() {
      // Tasks still running at close are the ones shutdown gave up waiting for.
      await Promise.all([searchLane.pool.destroy(), quickLane.pool.destroy()]);
      writes.close();
      await writer.close();
    },
  };
}
