import type { Recommendation } from '@joblane/jobs';
import { describe, expect, it } from 'vitest';

import { ForYouCache } from './cache.ts';

const items = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ job: { id: `j${index}` } }) as Recommendation);

describe('ForYouCache', () => {
  it('answers a shorter list from a longer one, and asks again for a longer one than it kept', async () => {
    const cache = new ForYouCache(60_000);
    let asked = 0;
    const compute = (limit: number) => async () => {
      asked += 1;
      return { hasSignals: true, items: items(limit) };
    };
    expect((await cache.through('u', 20, compute(20))).items).toHaveLength(20);
    expect((await cache.through('u', 3, compute(3))).items.map((item) => item.job.id)).toEqual([
      'j0',
      'j1',
      'j2',
    ]);
    expect(asked).toBe(1);
    await cache.through('u', 3, compute(3));
    await cache.through('v', 3, compute(3));
    await cache.through('v', 20, compute(20));
    expect(asked).toBe(3);
  });

  it('keeps fewer than asked as all there are, and nothing when the ttl is 0', async () => {
    const cache = new ForYouCache(60_000);
    let asked = 0;
    const few = async () => {
      asked += 1;
      return { hasSignals: true, items: items(2) };
    };
    await cache.through('u', 3, few);
    await cache.through('u', 20, few);
    expect(asked).toBe(1);
    const off = new ForYouCache(0);
    await off.through('u', 3, few);
    await off.through('u', 3, few);
    expect(asked).toBe(3);
  });

  it('asks again once the jobs changed, or after the seeker acted, even mid-computation', async () => {
    let version = 'a';
    const cache = new ForYouCache(60_000, () => version);
    let asked = 0;
    const compute = async () => {
      asked += 1;
      return { hasSignals: true, items: items(3) };
    };
    await cache.through('u', 3, compute);
    version = 'b';
    await cache.through('u', 3, compute);
    expect(asked).toBe(2);
    // Forgotten while it was being computed: that answer (from before the act) is not kept.
    cache.forget('u');
    await cache.through('u', 3, async () => {
      cache.forget('u');
      return compute();
    });
    await cache.through('u', 3, compute);
    expect(asked).toBe(4);
  });
});
