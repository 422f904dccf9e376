import { describe, expect, it } from 'vitest';
import { recentCache } from './cache.ts';

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

  it('patches values and drops the ones patched to undefined, without making any more recent', () => {
    const cache = recentCache<{ n: number }>(3);
    cache.set('a', box(1));
    cache.set('b', box(2));
    cache.set('c', box(3));
    const seen: string[] = [];
    cache.patch((key, value) => {
      seen.push(key);
      if (key === 'b') return undefined;
      return key === 'a' ? box(value.n * 10) : value;
    });
    expect(seen.sort()).toEqual(['a', 'b', 'c']);
    expect(cache.size).toBe(2);
    // `a` was patched but is still the least recently used: the next entry evicts it, not `c`.
    cache.set('d', box(4));
    cache.set('e', box(5));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toEqual(box(3));
  });

  it('patches a value that a later get returns', () => {
    const cache = recentCache<{ n: number }>(2);
    cache.set('a', box(1));
    cache.patch(() => box(7));
    expect(cache.get('a')).toEqual(box(7));
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
    // A patch that grows a value counts its new weight.
    cache.patch((key, value) => (key === 'b' ? box(8) : value));
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('b')).toEqual(box(8));
  });
});
