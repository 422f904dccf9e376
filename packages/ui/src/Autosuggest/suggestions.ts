import type { HighlightRange } from '../private/highlightRanges.ts';

export interface AutosuggestSuggestion {
  /** What the option shows and what the field holds once it is chosen. */
  text: string;
  /** An identifier for `onSelect` (a place id); the form still submits `text`. */
  value?: string;
  /** A second, quieter line. */
  description?: string;
  /** Ranges of `text` to emphasise. Default: where the typed text occurs. */
  highlights?: readonly HighlightRange[];
}

export interface AutosuggestGroup {
  /** The group's heading, which also names it for screen readers. */
  label: string;
  suggestions: readonly AutosuggestSuggestion[];
}

export type AutosuggestItem = AutosuggestSuggestion | AutosuggestGroup;

export function isGroup(item: AutosuggestItem): item is AutosuggestGroup {
  return 'suggestions' in item && Array.isArray(item.suggestions);
}

/** Every suggestion in display order (groups opened up). */
export function flattenSuggestions(items: readonly AutosuggestItem[]): AutosuggestSuggestion[] {
  return items.flatMap((item) => (isGroup(item) ? item.suggestions : [item]));
}

/** Where `query` (trimmed, any case) occurs in `text`, without overlaps. */
export function matchHighlights(text: string, query: string): HighlightRange[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [];
  const haystack = text.toLocaleLowerCase();
  const ranges: HighlightRange[] = [];
  let from = 0;
  for (;;) {
    const start = haystack.indexOf(needle, from);
    if (start === -1) return ranges;
    ranges.push({ start, end: start + needle.length });
    from = start + needle.length;
  }
}

/**
 * A ready-made filter for a fixed list: keeps the suggestions whose text contains `query` (any
 * case), and the groups that still have one. An empty query keeps everything.
 */
export function filterSuggestions<Item extends AutosuggestItem>(
  items: readonly Item[],
  query: string,
): Item[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...items];
  const matches = (suggestion: AutosuggestSuggestion) =>
    suggestion.text.toLocaleLowerCase().includes(needle);
  return items.flatMap((item) => {
    if (!isGroup(item)) return matches(item) ? [item] : [];
    const suggestions = item.suggestions.filter(matches);
    return suggestions.length > 0 ? [{ ...item, suggestions }] : [];
  });
}
