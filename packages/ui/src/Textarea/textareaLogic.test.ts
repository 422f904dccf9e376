import { describe, expect, it } from 'vitest';

import { splitByRanges } from '../private/highlightRanges.ts';
import { assertLines, textareaHighlightRanges, textareaLines } from './textareaLogic.ts';

describe('textareaHighlightRanges', () => {
  it('highlights nothing within the limit and exactly the excess past it', () => {
    expect(textareaHighlightRanges(10, 10)).toEqual([]);
    expect(textareaHighlightRanges(9, 10)).toEqual([]);
    expect(textareaHighlightRanges(11, 10)).toEqual([{ start: 10, end: 11 }]);
    expect(textareaHighlightRanges(250, 200)).toEqual([{ start: 200, end: 250 }]);
    expect(textareaHighlightRanges(5, undefined)).toEqual([]);
  });

  it('cuts the text so that the highlighted part is the text from the limit to the end', () => {
    const text = 'Seeking a senior engineer';
    const segments = splitByRanges(text, textareaHighlightRanges(text.length, 16));
    expect(segments).toEqual([
      { text: 'Seeking a senior', highlighted: false },
      { text: ' engineer', highlighted: true },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });

  it('merges caller ranges with the excess, clamping, sorting and joining overlaps', () => {
    expect(
      textareaHighlightRanges(30, 20, [
        { start: 25, end: 40 },
        { start: 2, end: 4 },
        { start: 3, end: 6 },
        { start: 8, end: 8 },
        { start: -5, end: 1 },
      ]),
    ).toEqual([
      { start: 0, end: 1 },
      { start: 2, end: 6 },
      { start: 20, end: 30 },
    ]);
  });

  it('joins touching ranges and keeps separate ones apart', () => {
    expect(
      textareaHighlightRanges(12, undefined, [
        { start: 0, end: 3 },
        { start: 3, end: 5 },
        { start: 7, end: 9 },
      ]),
    ).toEqual([
      { start: 0, end: 5 },
      { start: 7, end: 9 },
    ]);
  });
});

describe('textareaLines', () => {
  const base = { lineHeight: 24, verticalPadding: 24, minLines: 3 };

  it('never goes below the initial lines', () => {
    expect(textareaLines({ ...base, contentHeight: 24 + 24 })).toBe(3);
    expect(textareaLines({ ...base, contentHeight: 3 * 24 + 24 })).toBe(3);
  });

  it('grows a line for each line of content past the initial ones', () => {
    expect(textareaLines({ ...base, contentHeight: 4 * 24 + 24 })).toBe(4);
    expect(textareaLines({ ...base, contentHeight: 9 * 24 + 24 })).toBe(9);
  });

  it('ignores sub-pixel rounding but counts a partly used line', () => {
    expect(textareaLines({ ...base, contentHeight: 4 * 24 + 24 + 0.5 })).toBe(4);
    expect(textareaLines({ ...base, contentHeight: 4 * 24 + 24 + 6 })).toBe(5);
  });

  it('stops at the line limit', () => {
    expect(textareaLines({ ...base, maxLines: 6, contentHeight: 5 * 24 + 24 })).toBe(5);
    expect(textareaLines({ ...base, maxLines: 6, contentHeight: 20 * 24 + 24 })).toBe(6);
    // A limit below the initial lines cannot make it shorter than them.
    expect(textareaLines({ ...base, maxLines: 2, contentHeight: 20 * 24 + 24 })).toBe(3);
  });

  it('keeps the initial lines when nothing can be measured (no layout)', () => {
    expect(textareaLines({ ...base, lineHeight: 0, contentHeight: 0 })).toBe(3);
    expect(textareaLines({ ...base, lineHeight: Number.NaN, contentHeight: 500 })).toBe(3);
  });
});

describe('assertLines', () => {
  it('rejects line counts that are not positive whole numbers', () => {
    expect(() => assertLines('Textarea', 'lines', 0)).toThrow(
      'Textarea lines must be a whole number of at least 1; got 0.',
    );
    expect(() => assertLines('Textarea', 'lineLimit', 1.5)).toThrow('got 1.5');
    expect(() => assertLines('Textarea', 'lines', 3)).not.toThrow();
  });
});
