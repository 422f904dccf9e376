import type { SqliteJobStore } from '@joblane/jobs';

/** The follower's state in the local SQLite file, beside the jobs it describes. */
const stateTable = `CREATE TABLE IF NOT EXISTS job_record_follower (
  singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
  record_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  built_at TEXT NOT NULL
)`;

/** Which record the local store was built from and the log position it holds. */
export interface FollowerState {
  read(): { record_id: string; position: number } | undefined;
  /** Records the position (call inside `store.transaction`, with the jobs it covers). */
  write(recordId: string, position: number): void;
  /** Forgets the position, in a transaction of its own: a rebuild starts from nothing. */
  clear(): void;
}

/** The follower's state table in the store's file (created when missing). */
export function openFollowerState(store: SqliteJobStore): FollowerState {
  store.db.exec(stateTable);
  const readState = store.db.prepare<[], { record_id: string; position: number }>(
    'SELECT record_id, position FROM job_record_follower',
  );
  const writeState = store.db.prepare<[string, number, string]>(
    `INSERT INTO job_record_follower (singleton, record_id, position, built_at) VALUES (1, ?, ?, ?)
     ON CONFLICT (singleton) DO UPDATE SET record_id = excluded.record_id, position = excluded.position`,
  );
  const clearState = store.db.prepare('DELETE FROM job_record_follower');
  return {
    read: () => readState.get(),
    write: (recordId, position) => {
      writeState.run(recordId, position, new Date().toISOString());
    },
    clear: () => {
      store.transaction(() => clearState.run());
    },
  };
}
