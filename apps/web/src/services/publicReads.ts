import { accountsOn, type Accounts } from '@joblane/accounts';
import { openRelationalDatabase, type RelationalDatabase } from '@joblane/database';
import { hiringOn, type Hiring } from '@joblane/hiring';

/** The handles a public read uses: the same packages' stores, on the replica or the primary. */
export interface PublicReadHandles {
  accounts: Accounts;
  hiring: Hiring | undefined;
}

/**
 * Reads anybody may see and that may be a little stale (a company page, the response signal on
 * cards and job pages): never a signed-in person's own data, which is read from the primary. With
 * `DATABASE_REPLICA_URL` they run on the streaming replica, and on the primary when the replica
 * fails them; without it, on the records' database as before.
 */
export interface PublicReads {
  run<T>(read: (handles: PublicReadHandles) => Promise<T>): Promise<T>;
}

/** What `/readyz` says about the replica. */
export interface ReplicaStatus {
  /** The replica answered a `SELECT 1` just now (within 1 s). */
  reachable: boolean;
  /** Where public reads go now: the replica, or the primary while the replica is away. */
  readsFrom: 'replica' | 'primary';
}

export interface ReplicaReads extends PublicReads {
  /** The replica's pool (the follower reads its snapshots there too). */
  database: RelationalDatabase;
  status(): Promise<ReplicaStatus>;
  close(): Promise<void>;
}

/** Public reads on the records' own database (no replica). */
export function primaryReads(handles: PublicReadHandles): PublicReads {
  return { run: (read) => read(handles) };
}

/** How long `/readyz` waits for the replica's answer. */
const REPLICA_CHECK_TIMEOUT_MS = 1000;

export interface OpenReplicaReadsOptions {
  /** `DATABASE_REPLICA_URL`. */
  url: string;
  /** The records' stores on the primary: the fallback, and what the replica's views copy. */
  primary: PublicReadHandles;
  pool?: { poolSize?: number; statementTimeoutMs?: number; connectTimeoutMs?: number };
  onIdleError?: (error: Error) => void;
  /** Told once when the replica starts failing reads (they go to the primary), and once when it serves again. */
  onFallback?: (error: Error) => void;
  onRecovered?: () => void;
}

/**
 * Opens a pool on the streaming replica and the same stores' handles on it (a replica holds the
 * primary's tables, already migrated there; so each package gives its handle on the replica's
 * database without migrating: `accountsOn`, `hiringOn`). A read that fails on the replica for any reason (unreachable,
 * a recovery conflict, a table not replicated yet) is read again on the primary; the pool's
 * circuit breaker keeps an unanswering replica from slowing every read.
 */
export function openReplicaReads(options: OpenReplicaReadsOptions): ReplicaReads {
  const database = openRelationalDatabase({
    url: options.url,
    ...options.pool,
    ...(options.onIdleError === undefined ? {} : { onIdleError: options.onIdleError }),
  });
  const { primary } = options;
  const onReplica: PublicReadHandles = {
    accounts: accountsOn(primary.accounts, database),
    hiring: primary.hiring === undefined ? undefined : hiringOn(primary.hiring, database),
  };
  let failing = false;
  return {
    database,
    async run(read) {
      let result;
      try {
        result = await read(onReplica);
      } catch (error) {
        if (!failing) {
          failing = true;
          options.onFallback?.(error as Error);
        }
        return read(primary);
      }
      if (failing) {
        failing = false;
        options.onRecovered?.();
      }
      return result;
    },
    async status() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('the replica did not answer in time')),
          REPLICA_CHECK_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([database.ping(), timeout]);
        return { reachable: true, readsFrom: 'replica' };
      } catch {
        return { reachable: false, readsFrom: 'primary' };
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => database.close(),
  };
}
