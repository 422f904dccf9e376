import type { SqliteJobStore } from './sqliteStore.ts';

/** No job at all, expired ones included: only then is the store new (the quick start seeds it). */
export function isEmptyJobStore(store: SqliteJobStore): boolean {
  return (
    store.db.prepare<[], { found: number }>('SELECT 1 AS found FROM jobs LIMIT 1').get() ===
    undefined
  );
}

/**
 * A reader of a counter that moves when another connection (an importer, another process)
 * commits to the store's file; this connection's own writes leave it as it is, so a caller counts
 * those itself. Together they make a version for caches of what the store answered.
 */
export function externalWriteCounter(store: SqliteJobStore): () => number {
  const dataVersion = store.db.prepare<[], number>('PRAGMA data_version').pluck();
  return () => dataVersion.get()!;
}
