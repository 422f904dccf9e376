import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closestWord, editDistance } from './spelling.ts';

/** The textbook full-table version, as the reference. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_row, i) =>
    Array.from({ length: b.length + 1 }, (_cell, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[a.length]![b.length]!;
}

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours', () => {
    expect(editDistance('nurse', 'nurse', 2)).toBe(0);
    expect(editDistance('nrse', 'nurse', 2)).toBe(1);
    expect(editDistance('nusre', 'nurse', 2)).toBe(1);
    expect(editDistance('nuser', 'nurse', 2)).toBe(2);
    expect(editDistance('nurce', 'nurse', 2)).toBe(1);
    expect(editDistance('chef', 'nurse', 2)).toBe(3);
  });

  it('agrees with the full-table reference up to its cap', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 8 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, max) => {
        expect(editDistance(a, b, max)).toBe(Math.min(reference(a, b), max + 1));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('closestWord', () => {
  const vocabulary = new Map([
    ['nurse', 120],
    ['purse', 3],
    ['manager', 400],
    ['chef', 30],
  ]);
  it('picks the fewest edits, then the most used word', () => {
    expect(closestWord('nurce', vocabulary)).toBe('nurse');
    expect(closestWord('murse', vocabulary)).toBe('nurse');
    expect(closestWord('mangaer', vocabulary)).toBe('manager');
  });
  it('gives nothing when every word is too far, short words allowing one typo', () => {
    expect(closestWord('xylophone', vocabulary)).toBeUndefined();
    expect(closestWord('chaf', vocabulary)).toBe('chef');
    expect(closestWord('shaf', vocabulary)).toBeUndefined();
  });
});
