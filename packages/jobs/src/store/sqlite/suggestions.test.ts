import { describe, expect, it } from 'vitest';
import { FacetColumns, type FacetRow } from './facetColumns.ts';
import { titleSuggestions } from './suggestions.ts';

let nextDoc = 1;
/** An index row of an active job with this title (the other columns any valid values). */
function row(title: string, changes: Partial<FacetRow> = {}): FacetRow {
  return {
    doc: nextDoc++,
    expired: 0,
    title,
    place: 'sydney-nsw-au',
    classification: 'administration-and-office-support',
    subClassification: 'administration-and-office-support.administrative-assistants',
    workType: 'full-time',
    verifiedEmployer: false,
    workArrangement: 'on-site',
    salaryMin: null,
    salaryMax: null,
    salaryPeriod: null,
    listedAt: 0,
    validThrough: Number.MAX_SAFE_INTEGER,
    companySlug: null,
    companyKey: '',
    fingerprint: '',
    ...changes,
  };
}

function indexOf(titles: Record<string, number>): FacetColumns {
  const index = new FacetColumns();
  for (const [title, count] of Object.entries(titles)) {
    for (let i = 0; i < count; i += 1) index.set(row(title));
  }
  return index;
}

describe('suggestKeywords', () => {
  const index = indexOf({
    'Registered Nurse': 5,
    'Senior Registered Nurse': 2,
    'Nurse Unit Manager': 3,
    'Registered Nurse ': 1, // the same title as far as suggestions go
  });
  const { suggestKeywords } = titleSuggestions(index, () => false);

  it('suggests the titles that start with the prefix, counting spellings of a title as one', () => {
    expect(suggestKeywords('nurse u', 8)).toEqual([{ text: 'Nurse Unit Manager', count: 3 }]);
    expect(suggestKeywords('Registered N', 8)).toEqual([
      { text: 'Registered Nurse', count: 6 },
      { text: 'Senior Registered Nurse', count: 2 },
    ]);
  });

  it('adds titles whose later words start with the prefix after the starting ones', () => {
    expect(suggestKeywords('nurse', 8)).toEqual([
      { text: 'Nurse Unit Manager', count: 3 },
      { text: 'Registered Nurse', count: 6 },
      { text: 'Senior Registered Nurse', count: 2 },
    ]);
    expect(suggestKeywords('nurse', 2)).toHaveLength(2);
  });

  it('suggests nothing below two characters', () => {
    expect(suggestKeywords('n', 8)).toEqual([]);
  });

  it('follows the index: titles of expired jobs are no longer suggested', () => {
    const live = new FacetColumns();
    live.set(row('Barista', { doc: 1 }));
    const suggestions = titleSuggestions(live, () => false);
    expect(suggestions.suggestKeywords('bar', 8)).toEqual([{ text: 'Barista', count: 1 }]);
    live.set(row('Barista', { doc: 1, expired: 1 }));
    expect(suggestions.suggestKeywords('bar', 8)).toEqual([]);
  });
});

describe('spellingSuggestion', () => {
  const index = indexOf({ 'Senior Nurse': 4, 'Senior Chef': 1 });

  it('replaces words no job holds with the closest title word', () => {
    const { spellingSuggestion } = titleSuggestions(index, () => false);
    expect(spellingSuggestion('senoir nurce')).toBe('senior nurse');
  });

  it('keeps operators, short words, numbers and words the full-text index holds', () => {
    const indexed = new Set(['sydney']);
    const { spellingSuggestion } = titleSuggestions(index, (word) => indexed.has(word));
    expect(spellingSuggestion('nurce OR sydney')).toBe('nurse OR sydney');
    expect(spellingSuggestion('rn 24h nurse')).toBeNull();
  });

  it('suggests nothing when no title word is close', () => {
    const { spellingSuggestion } = titleSuggestions(index, () => false);
    expect(spellingSuggestion('xylophone')).toBeNull();
  });
});
