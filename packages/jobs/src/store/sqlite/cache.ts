import { LRUCache } from 'lru-cache';

/** The most recently used entries, up to a capacity (keyword match sets, whole results). */
export interface RecentCache<V> {
  readonly size: number;
  /** The value, now the most recently used; undefined when absent. */
  get(key: string): V | undefined;
  /** Stores the value as the most recently used, dropping the least recently used if full. */
  set(key: string, value: V): void;
  clear(): void;
  /**
   * Replaces each value with what `change` returns (undefined: drops it) without making any
   * entry more recent: extending cached matches is not a use of them.
   */
  patch(change: (key: string, value: V) => V | undefined): void;
}

/** A cache of the `capacity` most recently used entries (`lru-cache`); 0 keeps nothing. */
export function recentCache<V extends object>(capacity: number): RecentCache<V> {
  const max = Math.floor(capacity);
  if (!(max >= 1)) {
    return { size: 0, get: () => undefined, set: () => {}, clear: () => {}, patch: () => {} };
  }
  const cache = new LRUCache<string, V>({ max });
  return {
    get size() {
      return cache.size;
    },
    get: (key) => cache.get(key),
    set: (key, value) => {
      cache.set(key, value);
    },
    clear: () => cache.clear(),
    patch(change) {
      // Least recently used first: setting every kept entry again in that order keeps the order.
      // The keys are listed first: setting an entry moves it while the cache is walked.
      const keys = Array.from(cache.rkeys());
      for (const key of keys) {
        const value = cache.peek(key)!;
        const next = change(key, value);
        if (next === undefined) cache.delete(key);
        else cache.set(key, next);
      }
    },
  };
}
