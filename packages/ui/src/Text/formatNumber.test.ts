import { describe, expect, it } from 'vitest';

import { formatNumber } from './formatNumber.ts';

describe('formatNumber', () => {
  it('groups thousands with commas, never a space', () => {
    expect(formatNumber(3009)).toBe('3,009');
    expect(formatNumber(2024)).toBe('2,024');
    expect(formatNumber(10_000)).toBe('10,000');
    expect(formatNumber(1_234_567)).toBe('1,234,567');
    expect(formatNumber(-2024)).toBe('-2,024');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(12_345)).not.toMatch(/[\s\u00a0\u202f]/u);
  });
});
