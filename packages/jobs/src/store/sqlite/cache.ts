import { LRUCache } from 'lru-cache';

/** The most recently used entries, up to a capacity (keyword match sets, whole results). */
export interface RecentCache<V> {
  readonly size: number;
  /** The value, now the most recently used; undefined when absent. */
  get(key: string): V | undefined;
  /** Whether the key is held, without making it more recent. */
  has(key: string): boolean;
  /** Stores the value as the most recently used, dropping the least recently used if full. */
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
  /**
   * Replaces each value with what `change` returns (undefined: drops it) without making any
   * entry more recent: extending cached matches is not a use of them.
   */
  patch(change: (key: string, value: V) => V | undefined): void;
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
      set: () => {},
      delete: () => {},
      clear: () => {},
      patch: () => {},
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
    set: (key, value) => {
      cache.set(key, value);
    },
    delete: (key) => {
      cache.delete(key);
    },
    clear: () => cache.clear(),
    patch(change) {
      // Least recently used first: setting every kept entry again in that order keeps the order.
      // The keys are listed first: setting an entry moves it while the cache is walked.
      const keys = Array.from(cache.rkeys());
      for (const key of keys) {
        const value = cache.peek(key);
        // A value that grew may have pushed a later one out of a byte budget.
        if (value === undefined) continue;
        const next = change(key, value);
        if (next === undefined) cache.delete(key);
        else cache.set(key, next);
      }
    },
  };
}
