export {
  isPostgresUrl,
  openRelationalDatabase,
  type Dialect,
  type OpenOptions,
  type PoolStats,
  type RelationalDatabase,
  type SchemaOnly,
} from './open.ts';
export {
  columnTypes,
  migrateToLatest,
  MigrationError,
  type ColumnTypes,
  type DomainMigration,
  type MigrationSet,
} from './migrate.ts';
export { isUniqueViolation } from './errors.ts';
export {
  CircuitBreaker,
  classifyConnectError,
  DatabaseUnavailableError,
  type Attempt,
  type AttemptOutcome,
  type BreakerState,
  type CircuitBreakerOptions,
} from './breaker.ts';
export { addMilliseconds, toInstant } from './time.ts';
export { withExclusiveLock, type ExclusiveOptions } from './exclusive.ts';
