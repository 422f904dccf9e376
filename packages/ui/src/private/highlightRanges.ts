/** A half-open range of UTF-16 positions in a string: `start` included, `end` not. */
export interface HighlightRange {
  start: number;
  end: number;
}

/**
 * Clamps ranges to `[0, length]`, drops empty ones, sorts them and merges overlapping or
 * touching ones, so they can be drawn without double highlights.
 */
export function normaliseRanges(
  ranges: readonly HighlightRange[],
  length: number,
): HighlightRange[] {
  const clamped = ranges
    .map(({ start, end }) => ({
      start: Math.max(0, Math.min(length, Math.floor(start))),
      end: Math.max(0, Math.min(length, Math.floor(end))),
    }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start);
  const merged: HighlightRange[] = [];
  for (const range of clamped) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

export interface TextSegment {
  text: string;
  highlighted: boolean;
}

/** Cuts `text` into plain and highlighted pieces that join back to exactly `text`. */
export function splitByRanges(text: string, ranges: readonly HighlightRange[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let position = 0;
  for (const { start, end } of normaliseRanges(ranges, text.length)) {
    if (start > position) segments.push({ text: text.slice(position, start), highlighted: false });
    segments.push({ text: text.slice(start, end), highlighted: true });
    position = end;
  }
  if (position < text.length) segments.push({ text: text.slice(position), highlighted: false });
  return segments;
}
