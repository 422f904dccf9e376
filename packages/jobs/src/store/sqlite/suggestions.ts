import { closestWord } from '../spelling.ts';
import type { KeywordSuggestion } from '../store.ts';
import { minKeywordSuggestionPrefix } from '../keywords.ts';
import { titleKey, type FacetColumns } from './facetColumns.ts';

/**
 * Keyword suggestions and "did you mean" spelling corrections, from the titles of live jobs in
 * the index. `isIndexedWord` says whether the full-text index holds a word at all (any field).
 * What each derives from the titles is rebuilt only when the index has changed.
 */
export function titleSuggestions(index: FacetColumns, isIndexedWord: (word: string) => boolean) {
  let rankedTitles: { version: number; ids: number[] } | undefined;
  let titleVocabulary: { version: number; words: Map<string, number> } | undefined;

  /** Live jobs per lower-cased title word of three letters or more. */
  function vocabulary(): Map<string, number> {
    if (!titleVocabulary || titleVocabulary.version !== index.version) {
      const words = new Map<string, number>();
      index.titles.forEach((title, id) => {
        const count = index.titleCounts[id]!;
        if (count <= 0) return;
        for (const word of title.toLowerCase().match(/\p{L}{3,}/gu) ?? []) {
          words.set(word, (words.get(word) ?? 0) + count);
        }
      });
      titleVocabulary = { version: index.version, words };
    }
    return titleVocabulary.words;
  }

  /**
   * The keywords with each word the index has never seen replaced by the closest word of live
   * job titles (fewest typos, then most jobs), or null when there is nothing to correct. Title
   * words, not fts5vocab's terms: those are Porter stems (`nurs`, `manag`), not words to show,
   * and listing them at a million jobs walks the whole index.
   */
  function spellingSuggestion(keywords: string): string | null {
    const words = vocabulary();
    let changed = false;
    const corrected = keywords.replaceAll(/[\p{L}\p{N}]+/gu, (word) => {
      if (word === 'OR' || word === 'AND' || word === 'NOT') return word;
      const lower = word.toLowerCase();
      if (lower.length < 3 || /\p{N}/u.test(lower) || words.has(lower)) return word;
      if (isIndexedWord(lower)) return word;
      const closest = closestWord(lower, words);
      if (closest === undefined) return word;
      changed = true;
      return closest;
    });
    return changed ? corrected : null;
  }

  /**
   * Titles of live jobs that start with the prefix, then titles with a later word that does,
   * each by most jobs; nothing below `minKeywordSuggestionPrefix` characters.
   */
  function suggestKeywords(prefix: string, limit: number): KeywordSuggestion[] {
    const text = titleKey(prefix);
    if ([...text].length < minKeywordSuggestionPrefix) return [];
    if (!rankedTitles || rankedTitles.version !== index.version) {
      const ids = index.titles.map((_, i) => i).filter((i) => index.titleCounts[i]! > 0);
      ids.sort((a, b) => index.titleCounts[b]! - index.titleCounts[a]!);
      rankedTitles = { version: index.version, ids };
    }
    const starts: KeywordSuggestion[] = [];
    const inside: KeywordSuggestion[] = [];
    for (const id of rankedTitles.ids) {
      const key = titleKey(index.titles[id]!);
      if (key.startsWith(text)) {
        starts.push({ text: index.titles[id]!, count: index.titleCounts[id]! });
        if (starts.length >= limit) break;
      } else if (inside.length < limit && key.includes(` ${text}`)) {
        inside.push({ text: index.titles[id]!, count: index.titleCounts[id]! });
      }
    }
    return [...starts, ...inside].slice(0, limit);
  }

  return { spellingSuggestion, suggestKeywords };
}
