export {
  changeChannel,
  openJobRecord,
  type Change,
  type FollowerReport,
  type Head,
  type SnapshotSource,
  type JobRecord,
  type OpenJobRecordOptions,
  type TrimOptions,
  type WriteResult,
} from './record.ts';
export {
  followJobRecord,
  type AppliedEvent,
  type Follower,
  type FollowerLag,
  type FollowerOptions,
  type ListenState,
} from './follower.ts';
export { jobRecordMigrations, type JobRecordTables } from './schema.ts';
