import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { InsertLog, logInserts, maxLoggedInserts, patchedCache, recentCache } from './cache.ts';

const box = (n: number) => ({ n });

describe('recentCache', () => {
  it('keeps the most recently used entries up to its capacity', () => {
    const cache = recentCache<{ n: number }>(2);
    cache.set('a', box(1));
    cache.set('b', box(2));
    expect(cache.get('a')).toEqual(box(1)); // a is now more recent than b
    cache.set('c', box(3));
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(box(1));
    expect(cache.get('c')).toEqual(box(3));
  });

  it('keeps nothing with capacity 0 (caching switched off)', () => {
    const cache = recentCache<{ n: number }>(0);
    cache.set('a', box(1));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets everything on clear', () => {
    const cache = recentCache<{ n: number }>(2);
    cache.set('a', box(1));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps no more than its byte budget, dropping the least recently used, and has() leaves the order', () => {
    const cache = recentCache<{ n: number }>(100, { max: 10, of: (value) => value.n });
    cache.set('a', box(4));
    cache.set('b', box(4));
    expect(cache.has('a')).toBe(true); // not a use: a stays the least recently used
    cache.set('c', box(4)); // 12 > 10: a goes
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c')]).toEqual([box(4), box(4)]);
    // An entry larger than the whole budget is not kept, and evicts nothing.
    cache.set('huge', box(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});

describe('patchedCache', () => {
  /** Each value lists the docs it took in; a value holding 13 is dropped. */
  const opened = () => {
    const log = new InsertLog();
    const patched: string[] = [];
    const cache = patchedCache<{ docs: number[] }>(log, 3, undefined, (key, value, docs) => {
      patched.push(`${key}:${docs.join(',')}`);
      return docs.includes(13) ? undefined : { docs: [...value.docs, ...docs] };
    });
    return { log, cache, patched };
  };

  it('takes in the docs logged since each entry was current, when it is used', () => {
    const { log, cache, patched } = opened();
    cache.set('a', { docs: [] });
    log.add([4, 2]);
    cache.set('b', { docs: [] });
    log.add([7]);
    expect(patched).toEqual([]);
    expect(cache.get('a')).toEqual({ docs: [2, 4, 7] });
    expect(cache.get('b')).toEqual({ docs: [7] });
    expect(cache.get('a')).toEqual({ docs: [2, 4, 7] });
    expect(patched).toEqual(['a:2,4,7', 'b:7']);
    log.add([13]);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.has('a')).toBe(false);
  });

  it('brings entries behind a position up to date, furthest behind first, keeping their order', () => {
    const { log, cache, patched } = opened();
    cache.set('a', { docs: [] });
    cache.set('b', { docs: [] });
    log.add([1]);
    cache.set('c', { docs: [] });
    log.add([2]);
    cache.catchUp(1, log.end);
    expect(patched).toEqual(['a:1,2']);
    cache.catchUp(Number.POSITIVE_INFINITY, 1);
    expect(patched).toEqual(['a:1,2', 'b:1,2']);
    cache.set('d', { docs: [] });
    // a is the least recently used still: d pushes it out.
    expect(cache.has('a')).toBe(false);
    expect(cache.get('b')).toEqual({ docs: [1, 2] });
    expect(cache.get('c')).toEqual({ docs: [2] });
  });

  it('logs new docs so that each entry takes in every one once, in order, and the log stays small', () => {
    const action = fc.oneof(
      fc.integer({ min: 1, max: 3 }).map((count) => ({ insert: count })),
      fc.nat(9).map((key) => ({ set: key })),
      fc.nat(9).map((key) => ({ get: key })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 400 }), (actions) => {
        const log = new InsertLog();
        const cache = patchedCache<{ docs: number[] }>(log, 10, undefined, (_, value, docs) => ({
          docs: [...value.docs, ...docs],
        }));
        const all: number[] = [];
        const setAt = new Map<number, number>();
        for (const step of actions) {
          if ('insert' in step) {
            const docs = Array.from({ length: step.insert }, (_, i) => all.length + i + 1);
            all.push(...docs);
            const dropped = logInserts(log, docs, [cache]);
            expect(log.size).toBeLessThanOrEqual(maxLoggedInserts);
            expect(dropped.every((doc) => doc < (log.since(log.base)[0] ?? Infinity))).toBe(true);
          } else if ('set' in step) {
            cache.set(String(step.set), { docs: [] });
            setAt.set(step.set, all.length);
          } else if (setAt.has(step.get)) {
            expect(cache.get(String(step.get))).toEqual({ docs: all.slice(setAt.get(step.get)) });
          }
        }
      }),
    );
  });

  it('refuses a doc that is not past the last one logged', () => {
    const log = new InsertLog();
    log.add([5]);
    expect(() => log.add([5])).toThrow(/not past/);
    expect(log.since(0)).toEqual([5]);
  });
});
