import { migrateToLatest } from '@joblane/database';

import { listenForChanges } from './listen.ts';
import { readChangesAfter, readHead, readJob, readOldestChangeAfter } from './recordReads.ts';
import type { JobRecord, OpenJobRecordOptions } from './recordTypes.ts';
import { expireJobsIn, recordTransaction, upsertJobsIn } from './recordWrites.ts';
import { jobRecordMigrations, type JobRecordTables } from './schema.ts';
import { snapshotReader } from './snapshot.ts';
import { readFollowers, reportFollowerPosition, trimLog } from './trim.ts';

export { changeChannel } from './schema.ts';
export type {
  Change,
  FollowerReport,
  Head,
  JobRecord,
  OpenJobRecordOptions,
  SnapshotSource,
  TrimOptions,
  WriteResult,
} from './recordTypes.ts';

/** Opens the job record on PostgreSQL, creating or migrating its tables. */
export async function openJobRecord(options: OpenJobRecordOptions): Promise<JobRecord> {
  const { database, url } = options;
  if (database.dialect !== 'postgres') {
    throw new Error(
      'The job record needs PostgreSQL (DATABASE_URL=postgres://...). Without it the embedded ' +
        "SQLite job store is the record and the index, and there's nothing to follow.",
    );
  }
  await migrateToLatest(database, jobRecordMigrations);
  const db = database.as<JobRecordTables>();
  const clock = options.now ?? (() => new Date());

  const expireWithPosition: JobRecord['expireWithPosition'] = async (target) => {
    if (target instanceof Date && Number.isNaN(target.getTime())) {
      throw new RangeError('expire: the date is not a valid date');
    }
    if (!(target instanceof Date) && target.length === 0) {
      return { expired: 0, position: (await readHead(db)).position };
    }
    return db.transaction().execute((trx) => expireJobsIn(trx, target, clock));
  };

  return {
    database,
    upsert: async (jobs) => db.transaction().execute((trx) => upsertJobsIn(trx, jobs, clock)),
    upsertIn: async (trx, jobs) => upsertJobsIn(recordTransaction(trx, 'upsertIn'), jobs, clock),
    expireIn: async (trx, target) =>
      expireJobsIn(recordTransaction(trx, 'expireIn'), target, clock),
    expire: async (target) => (await expireWithPosition(target)).expired,
    expireWithPosition,
    getJob: (id, getOptions = {}) => readJob(db, id, () => (getOptions.now ?? clock()).getTime()),
    head: () => readHead(db),
    changesAfter: (position, limit) => readChangesAfter(db, position, limit),
    oldestChangeAfter: (position) => readOldestChangeAfter(db, position),
    snapshot: snapshotReader(db, options.replica, options.onReplicaError),
    reportPosition: (name, position, now = clock()) =>
      reportFollowerPosition(db, name, position, now),
    followers: (now = clock()) => readFollowers(db, now),
    trim: (trimOptions = {}) => trimLog(db, trimOptions, clock),
    listen: async (onChange, onError) =>
      url === undefined
        ? undefined
        : listenForChanges(url, options.listenConnectTimeoutMs ?? 5000, onChange, onError),
    close: () => database.close(),
  };
}
