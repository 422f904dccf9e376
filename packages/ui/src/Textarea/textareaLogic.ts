import { type HighlightRange, normaliseRanges } from '../private/highlightRanges.ts';

/** The spec's default height. */
export const defaultTextareaLines = 3;

/**
 * The ranges to highlight: the caller's, plus everything past the character limit (from the
 * limit to the end), clamped, sorted and merged. Positions are UTF-16 code units, like
 * `maxlength` and `value.length`.
 */
export function textareaHighlightRanges(
  length: number,
  characterLimit: number | undefined,
  highlightRanges: readonly HighlightRange[] = [],
): HighlightRange[] {
  const excess =
    characterLimit !== undefined && length > characterLimit
      ? [{ start: characterLimit, end: length }]
      : [];
  return normaliseRanges([...highlightRanges, ...excess], length);
}

export interface TextareaMeasure {
  /** `scrollHeight` measured at the smallest height: the content plus vertical padding. */
  contentHeight: number;
  lineHeight: number;
  /** Top plus bottom padding. */
  verticalPadding: number;
  /** The initial lines; the field never gets shorter. */
  minLines: number;
  /** Stop growing here (the field then scrolls). */
  maxLines?: number;
}

/** How many lines tall the field should be for its content. */
export function textareaLines({
  contentHeight,
  lineHeight,
  verticalPadding,
  minLines,
  maxLines,
}: TextareaMeasure): number {
  if (!(lineHeight > 0)) return minLines;
  // A little tolerance: sub-pixel rounding must not add a line.
  const contentLines = Math.ceil((contentHeight - verticalPadding) / lineHeight - 0.05);
  const upper = maxLines === undefined ? Number.POSITIVE_INFINITY : Math.max(maxLines, minLines);
  return Math.min(Math.max(contentLines, minLines), upper);
}

export function assertLines(componentName: string, name: string, lines: number): void {
  if (!Number.isInteger(lines) || lines < 1) {
    throw new Error(
      `${componentName} ${name} must be a whole number of at least 1; got ${String(lines)}.`,
    );
  }
}
