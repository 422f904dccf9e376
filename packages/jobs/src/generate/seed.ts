import type { JobStore } from '../store/store.ts';
import { iterateJobs } from './generate.ts';

/** Fills a store with `count` generated jobs (upserted in batches; ids are stable per index). */
export async function seedSampleJobs(
  store: JobStore,
  options: { count: number; seed?: number; now?: Date; batchSize?: number },
): Promise<number> {
  const { batchSize = 2000, ...generate } = options;
  let batch = [];
  let total = 0;
  for (const job of iterateJobs(generate)) {
    batch.push(job);
    if (batch.length === batchSize) {
      total += (await store.upsert(batch)).inserted;
      batch = [];
    }
  }
  if (batch.length > 0) total += (await store.upsert(batch)).inserted;
  return total;
}
