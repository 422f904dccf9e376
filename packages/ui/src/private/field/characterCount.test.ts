import { describe, expect, it } from 'vitest';

import {
  assertCharacterLimit,
  characterCount,
  characterCountThreshold,
  defaultCharacterCountMessage,
} from './characterCount.ts';

describe('characterCountThreshold', () => {
  it.each([
    [50, 40],
    [100, 70],
    [200, 140],
    [25, 20],
    [10, 10],
    [1, 10],
    [143, 110],
    [1000, 700],
  ])('limit %i shows the count from %i characters', (limit, threshold) => {
    expect(characterCountThreshold(limit)).toBe(threshold);
  });
});

describe('characterCount', () => {
  it.each([
    // [limit, length, visible, remaining]: each spec example at its threshold and either side
    [50, 39, false, 11],
    [50, 40, true, 10],
    [50, 41, true, 9],
    [100, 69, false, 31],
    [100, 70, true, 30],
    [100, 71, true, 29],
    [200, 139, false, 61],
    [200, 140, true, 60],
    [200, 141, true, 59],
    [25, 19, false, 6],
    [25, 20, true, 5],
    [25, 21, true, 4],
    [10, 9, false, 1],
    [10, 10, true, 0],
    [10, 11, true, -1],
    [25, 40, true, -15],
  ])('limit %i, length %i: visible %s, remaining %i', (limit, length, visible, remaining) => {
    expect(characterCount(length, limit)).toEqual({ visible, remaining });
  });
});

describe('defaultCharacterCountMessage', () => {
  it('words the remaining and the excess count, singular for one', () => {
    expect(defaultCharacterCountMessage(12)).toBe('12 characters remaining');
    expect(defaultCharacterCountMessage(1)).toBe('1 character remaining');
    expect(defaultCharacterCountMessage(0)).toBe('0 characters remaining');
    expect(defaultCharacterCountMessage(-1)).toBe('1 character too many');
    expect(defaultCharacterCountMessage(-7)).toBe('7 characters too many');
    expect(defaultCharacterCountMessage(1976)).toBe('1,976 characters remaining');
    expect(defaultCharacterCountMessage(-2024)).toBe('2,024 characters too many');
  });
});

describe('assertCharacterLimit', () => {
  it('rejects a limit that is not a positive whole number', () => {
    expect(() => assertCharacterLimit('TextField', 0)).toThrow(
      'TextField characterLimit must be a whole number of at least 1; got 0.',
    );
    expect(() => assertCharacterLimit('Textarea', 2.5)).toThrow('got 2.5');
    expect(() => assertCharacterLimit('TextField', 10)).not.toThrow();
  });
});
