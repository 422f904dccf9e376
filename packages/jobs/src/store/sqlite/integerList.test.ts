import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIntegerList } from './integerList.ts';

describe('parseIntegerList', () => {
  it("reads SQLite's group_concat of integers, negative scores included", () => {
    expect([...parseIntegerList('3,17,1024')]).toEqual([3, 17, 1024]);
    expect([...parseIntegerList('-250000,0,42')]).toEqual([-250000, 0, 42]);
  });

  it('reads no matches (NULL or empty) as an empty list', () => {
    expect(parseIntegerList(null)).toHaveLength(0);
    expect(parseIntegerList('')).toHaveLength(0);
  });

  it('gives back any list of 32-bit integers joined with commas', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -(2 ** 31) + 1, max: 2 ** 31 - 1 }), { minLength: 1 }),
        (values) => {
          expect([...parseIntegerList(values.join(','))]).toEqual(values);
        },
      ),
    );
  });
});
