import type { JobStore } from '@joblane/jobs';

/**
 * The store reads that run in the search pool, by lane. `search` holds the reads whose cost grows
 * with the query and the store (a search or its count, a seeker's recommendations, the sitemap's
 * count and pages); `quick` the bounded ones a job page or a keystroke waits for (similar jobs,
 * suggestions, the home page's counts), so they never queue behind a slow search. Everything
 * else (`getJob`, writes, `ping`) stays on the main thread's connection.
 */
export const searchLaneMethods = [
  'search',
  'count',
  'recommendJobs',
  'countActive',
  'listActive',
] as const;
export const quickLaneMethods = [
  'similarJobs',
  'suggestPlaces',
  'suggestKeywords',
  'countByClassification',
  'typicalPay',
] as const;
export const pooledMethods = [...searchLaneMethods, ...quickLaneMethods] as const;
export type PooledMethod = (typeof pooledMethods)[number];

/**
 * Keyword match sets this large are read once for every search thread on the file (a broad word:
 * 100-200 ms to read from the full-text index at a million jobs) and handed to the others; smaller
 * ones cost each thread a few ms.
 */
export const SHARED_MATCH_MIN_DOCS = 10_000;

/**
 * The channel on which the main thread tells the threads on a file that its writer committed (a
 * new ad, a closed one): an idle thread takes the write into its index then, so the next search
 * does not wait for that work (a few ms a write at 300 000 jobs: the row, the keyword match sets,
 * the kept searches).
 */
export const writesChannelName = (path: string) => `joblane:writes:${path}`;

/** One store read sent to a worker: the method and its arguments (structured-cloned). */
export interface StoreTask<Method extends PooledMethod = PooledMethod> {
  method: Method;
  args: Parameters<JobStore[Method]>;
  /** When the main thread queued it (ms since the epoch), to measure the queue's wait. */
  queuedAt: number;
}

/** A worker's answer: the read's value and how long the task waited before a thread took it. */
export interface StoreTaskResult {
  value: unknown;
  waitMs: number;
  /** The store call's own time on the thread (ms). */
  workMs: number;
  /** For a search: whether the store's result cache answered it (metrics). */
  cacheHit?: boolean;
  /**
   * Keyword match sets the thread read (`kept`: of them, from the lists kept in the database, not
   * the full-text index), and took from other threads, since its previous answer (absent: none).
   */
  matchSets?: { read: number; adopted: number; kept: number };
}
