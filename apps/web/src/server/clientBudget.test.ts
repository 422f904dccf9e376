import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ClientBudget } from './clientBudget.ts';

describe('ClientBudget', () => {
  it('lets a client spend its budget, then says how long to wait, and refills at that rate', () => {
    const budget = new ClientBudget(60); // one unit a second
    for (let index = 0; index < 12; index += 1) expect(budget.spend('a', 5, 0)).toBe(0);
    expect(budget.spend('a', 5, 0)).toBe(5);
    expect(budget.spend('a', 1, 0)).toBe(1);
    // Another client is not affected.
    expect(budget.spend('b', 5, 0)).toBe(0);
    expect(budget.spend('a', 5, 4_000)).toBe(1);
    expect(budget.spend('a', 5, 5_000)).toBe(0);
    // A whole minute away refills it to the budget, not beyond.
    expect(budget.spend('a', 60, 3_600_000)).toBe(0);
    expect(budget.spend('a', 1, 3_600_000)).toBe(1);
  });

  it('never lets a client spend more than its budget plus what a minute refills, and the wait it names is enough', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 600 }),
        fc.array(fc.record({ after: fc.nat(20_000), units: fc.integer({ min: 0, max: 10 }) }), {
          maxLength: 200,
        }),
        (perMinute, requests) => {
          const budget = new ClientBudget(perMinute);
          let now = 0;
          let spent = 0;
          for (const { after, units } of requests) {
            now += after;
            const wait = budget.spend('client', units, now);
            if (wait === 0) spent += units;
            else if (units <= perMinute) {
              expect(wait).toBeGreaterThanOrEqual(1);
              // Waiting as told is enough (and spends, so the sum below counts it).
              now += wait * 1000;
              expect(budget.spend('client', units, now)).toBe(0);
              spent += units;
            }
            expect(spent).toBeLessThanOrEqual(perMinute + (now * perMinute) / 60_000 + 1e-9);
          }
        },
      ),
    );
  });

  it('keeps at most maxClients buckets, forgetting the least recently seen', () => {
    const budget = new ClientBudget(10, 2);
    expect(budget.spend('a', 10, 0)).toBe(0);
    expect(budget.spend('b', 10, 0)).toBe(0);
    expect(budget.spend('a', 1, 0)).toBeGreaterThan(0); // a is now the most recent
    expect(budget.spend('c', 10, 0)).toBe(0); // b is forgotten
    expect(budget.spend('b', 10, 0)).toBe(0); // a fresh bucket; a is forgotten
    expect(budget.spend('a', 10, 0)).toBe(0);
  });
});
