import { LRUCache } from 'lru-cache';

/** The most recently used entries, up to a capacity (keyword match sets, whole results). */
export interface RecentCache<V> {
  readonly size: number;
  /** The value, now the most recently used; undefined when absent. */
  get(key: string): V | undefined;
  /** Whether the key is held, without making it more recent. */
  has(key: string): boolean;
  /** The value without making it more recent; undefined when absent. */
  peek(key: string): V | undefined;
  /** Every entry, least recently used first, without making any more recent. */
  entries(): [string, V][];
  /** Stores the value as the most recently used, dropping the least recently used if full. */
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
}

/**
 * A cache of the `capacity` most recently used entries (`lru-cache`); 0 keeps nothing. With
 * `bytes`, it also keeps no more than `bytes.max` in all, each entry weighing `bytes.of(value)`
 * (at least 1): the least recently used go first.
 */
export function recentCache<V extends object>(
  capacity: number,
  bytes?: { max: number; of: (value: V) => number },
): RecentCache<V> {
  const max = Math.floor(capacity);
  if (!(max >= 1)) {
    return {
      size: 0,
      get: () => undefined,
      has: () => false,
      peek: () => undefined,
      entries: () => [],
      set: () => {},
      delete: () => {},
      clear: () => {},
    };
  }
  const cache = new LRUCache<string, V>(
    bytes === undefined
      ? { max }
      : {
          max,
          maxSize: Math.max(1, Math.floor(bytes.max)),
          sizeCalculation: (value) => Math.max(1, Math.ceil(bytes.of(value))),
        },
  );
  return {
    get size() {
      return cache.size;
    },
    get: (key) => cache.get(key),
    has: (key) => cache.has(key),
    peek: (key) => cache.peek(key),
    entries: () => Array.from(cache.rentries()) as [string, V][],
    set: (key, value) => {
      cache.set(key, value);
    },
    delete: (key) => {
      cache.delete(key);
    },
    clear: () => cache.clear(),
  };
}

/**
 * New jobs an `InsertLog` holds at most: an entry is brought up to date before it falls further
 * behind, and the docs every entry has taken in are dropped, so the log (and the scratch index of
 * the new jobs' text) stays small.
 */
export const maxLoggedInserts = 512;

/**
 * The docs of new jobs taken in since the caches started again, in order (a new job's doc is past
 * every doc before it). Entries of a `patchedCache` remember how far into it they are current, so
 * a write only logs its new jobs and each entry takes them in when it is next used.
 */
export class InsertLog {
  #base = 0;
  #docs: number[] = [];

  /** The position after the last logged doc: an entry current here has taken in every one. */
  get end(): number {
    return this.#base + this.#docs.length;
  }

  /** The position of the first doc still held: an entry behind it can no longer catch up. */
  get base(): number {
    return this.#base;
  }

  /** Docs held. */
  get size(): number {
    return this.#docs.length;
  }

  /** The docs logged after position `seen` (not before `base`), ascending. */
  since(seen: number): readonly number[] {
    return seen >= this.end ? [] : this.#docs.slice(Math.max(0, seen - this.#base));
  }

  add(docs: readonly number[]): void {
    const last = this.#docs.length === 0 ? -1 : this.#docs[this.#docs.length - 1]!;
    const ascending = [...docs].sort((a, b) => a - b);
    if (ascending.length > 0 && ascending[0]! <= last) {
      throw new Error(`New doc ${ascending[0]} is not past the last logged doc ${last}`);
    }
    this.#docs.push(...ascending);
  }

  /** Drops the docs before `position` (every entry has taken them in); returns them. */
  trimTo(position: number): number[] {
    const dropped = this.#docs.splice(0, Math.max(0, position - this.#base));
    this.#base += dropped.length;
    return dropped;
  }

  /** Forgets the logged docs: every entry was dropped. */
  restart(): void {
    this.trimTo(this.end);
  }
}

/** A `RecentCache` whose entries are patched with the new jobs of an `InsertLog` when used. */
export interface PatchedCache<V> {
  readonly size: number;
  /** The value taken up to the log's end first (undefined: dropped), now the most recently used. */
  get(key: string): V | undefined;
  has(key: string): boolean;
  /** How many logged docs the entry has not taken in yet (0 when absent), without using it. */
  behind(key: string): number;
  /** Stores a value that is current at the log's end, as the most recently used. */
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
  /**
   * Takes up to `count` of the entries current only before position `behind` up to the log's
   * end, those furthest behind first, without making any more recent.
   */
  catchUp(count: number, behind: number): void;
}

/**
 * A cache of the `capacity` most recently used entries (see `recentCache`) kept current with a
 * log of new jobs lazily: `patch(key, value, docs)` gives the value with the new `docs` (ascending)
 * taken in, or undefined to drop it, and runs when the entry is next read (or `catchUp`), so a
 * write costs the entries nobody reads little.
 */
export function patchedCache<V extends object>(
  log: InsertLog,
  capacity: number,
  bytes: { max: number; of: (value: V) => number } | undefined,
  patch: (key: string, value: V, docs: readonly number[]) => V | undefined,
): PatchedCache<V> {
  const cache = recentCache<{ value: V; seen: number }>(
    capacity,
    bytes === undefined ? undefined : { max: bytes.max, of: (entry) => bytes.of(entry.value) },
  );
  /** No entry is current only before this (entries only move forward, new ones at the end). */
  let oldest = log.end;
  const current = (key: string, entry: { value: V; seen: number }) => {
    if (entry.seen >= log.end) return entry;
    // Behind the docs the log still holds (never, as `logInserts` trims): it cannot catch up.
    if (entry.seen < log.base) return undefined;
    const value = patch(key, entry.value, log.since(entry.seen));
    return value === undefined ? undefined : { value, seen: log.end };
  };
  return {
    get size() {
      return cache.size;
    },
    get(key) {
      const entry = cache.get(key);
      if (entry === undefined) return undefined;
      const next = current(key, entry);
      if (next === undefined) cache.delete(key);
      else if (next !== entry) cache.set(key, next);
      return next?.value;
    },
    has: (key) => cache.has(key),
    behind: (key) => {
      const entry = cache.peek(key);
      return entry === undefined ? 0 : log.end - entry.seen;
    },
    set: (key, value) => cache.set(key, { value, seen: log.end }),
    delete: (key) => cache.delete(key),
    clear: () => cache.clear(),
    catchUp(count, behind) {
      if (count <= 0 || behind <= oldest || cache.size === 0) return;
      const entries = cache.entries();
      const late = entries
        .filter(([, entry]) => entry.seen < behind)
        .sort(([, a], [, b]) => a.seen - b.seen)
        .slice(0, count);
      for (const [key, entry] of late) {
        const next = current(key, entry);
        if (next === undefined) cache.delete(key);
        // In place, so the entry keeps its place in the order (its size is counted again when
        // it is next set).
        else Object.assign(entry, next);
      }
      oldest = entries.reduce(
        (min, [key, entry]) => (entry.seen < min && cache.has(key) ? entry.seen : min),
        log.end,
      );
    },
  };
}

/**
 * Logs new docs for `caches` (whose entries take them in when used). With each write, a few of
 * the entries more than half the log behind are brought up to date, furthest behind first, at a
 * pace that covers every entry within half the log; any about to fall past `maxLoggedInserts`
 * are brought up to date too, and the docs every entry has then taken in are dropped from the
 * log and returned.
 */
export function logInserts(
  log: InsertLog,
  docs: readonly number[],
  caches: readonly PatchedCache<object>[],
): number[] {
  log.add(docs);
  const half = maxLoggedInserts / 2;
  for (const cache of caches) cache.catchUp(Math.ceil(cache.size / half), log.end - half);
  if (log.size <= maxLoggedInserts) return [];
  const kept = log.end - maxLoggedInserts;
  for (const cache of caches) cache.catchUp(Number.POSITIVE_INFINITY, kept);
  return log.trimTo(kept);
}
