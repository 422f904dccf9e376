import { describe, expect, it } from 'vitest';

import { ResponseSignalCache } from './responseSignals.ts';

describe('ResponseSignalCache', () => {
  it('keeps a text, and a slug without a signal, for its time; then asks again', () => {
    let now = 1_000;
    const cache = new ResponseSignalCache(60_000, () => now);
    expect(cache.lookUp(['harbour', 'quay'])).toEqual({
      texts: new Map(),
      missing: ['harbour', 'quay'],
    });
    cache.keep('harbour', 'Usually responds within 2 days; 90 % of applicants hear back');
    cache.keep('quay', undefined);
    // Kept for its whole time (lru-cache's ttl: stale only past it), asked again after it.
    now += 60_000;
    expect(cache.lookUp(['harbour', 'quay', 'harbour', 'reef'])).toEqual({
      texts: new Map([['harbour', 'Usually responds within 2 days; 90 % of applicants hear back']]),
      missing: ['reef'],
    });
    now += 1;
    expect(cache.lookUp(['harbour', 'quay']).missing).toEqual(['harbour', 'quay']);
  });

  it('keeps nothing with a time of 0', () => {
    const cache = new ResponseSignalCache(0);
    cache.keep('harbour', 'Usually responds within 2 days; 90 % of applicants hear back');
    expect(cache.lookUp(['harbour']).missing).toEqual(['harbour']);
  });

  it('lets the least recently used entry go when full', () => {
    const cache = new ResponseSignalCache(60_000, () => 0, 2);
    cache.keep('a', 'A');
    cache.keep('b', 'B');
    cache.lookUp(['a']);
    cache.keep('c', 'C');
    expect(cache.lookUp(['a', 'b', 'c'])).toEqual({
      texts: new Map([
        ['a', 'A'],
        ['c', 'C'],
      ]),
      missing: ['b'],
    });
  });
});
