import type { JobStore } from '../store/store.ts';
import { iterateJobs } from './generate.ts';

/** Fills a store with `count` generated jobs (upserted in batches; ids are stable per index). */
export async function seedSampleJobs(
  store: JobStore,
  options: {
    count: number;
    seed?: number;
    now?: Date;
    batchSize?: number;
    /** Called after each batch with the number of jobs written so far (progress output). */
    onBatch?: (written: number) => void;
  },
): Promise<number> {
  const { batchSize = 2000, onBatch, ...generate } = options;
  let written = 0;
  let batch = [];
  let total = 0;
  for (const job of iterateJobs(generate)) {
    batch.push(job);
    if (batch.length === batchSize) {
      total += (await store.upsert(batch)).inserted;
      written += batch.length;
      onBatch?.(written);
      batch = [];
    }
  }
  if (batch.length > 0) {
    total += (await store.upsert(batch)).inserted;
    onBatch?.(written + batch.length);
  }
  return total;
}
