/** One searchable term: a whole word or a "quoted phrase". */
export interface KeywordTerm {
  text: string;
  phrase: boolean;
}

/**
 * Keywords as a search means them: every group must match (AND), a group matches when any of
 * its terms does (OR), and no excluded term may match (NOT / leading `-`).
 */
export interface KeywordQuery {
  groups: KeywordTerm[][];
  excluded: KeywordTerm[];
}

const hasSearchableText = (text: string) => /[\p{L}\p{N}]/u.test(text);

/**
 * Reads keywords the way SEEK users write them: words are ANDed, `"quoted phrases"`, `OR`
 * between terms, `NOT term` or `-term` to exclude. Every term matches whole words (stemmed by
 * the index), never as a prefix: prefixes belong to type-ahead suggestions. The operators are
 * recognised in capitals only, so "or" and "not" stay ordinary words.
 */
export function parseKeywords(input: string): KeywordQuery {
  const tokens = input.match(/-?"[^"]*"?|[^\s"]+/g) ?? [];
  const groups: KeywordTerm[][] = [];
  const excluded: KeywordTerm[] = [];
  let negateNext = false;
  let orPending = false;

  for (const token of tokens) {
    if (token === 'OR') {
      orPending = groups.length > 0;
      continue;
    }
    if (token === 'AND') continue;
    if (token === 'NOT') {
      negateNext = true;
      continue;
    }
    let raw = token;
    let negate = negateNext;
    negateNext = false;
    if (raw.startsWith('-') && raw.length > 1) {
      negate = true;
      raw = raw.slice(1);
    }
    const phrase = raw.startsWith('"');
    const text = (phrase ? raw.replaceAll('"', '') : raw).trim();
    if (!hasSearchableText(text)) {
      orPending = false;
      continue;
    }
    const term: KeywordTerm = { text, phrase };
    if (negate) {
      excluded.push(term);
      orPending = false;
      continue;
    }
    if (orPending) groups.at(-1)!.push(term);
    else groups.push([term]);
    orPending = false;
  }
  return { groups, excluded };
}

/**
 * The words of a term as the full-text index splits it (unicode61: runs of letters, digits and
 * marks), lower-cased: `node.js` is `node` `js`, `c#` is `c`.
 */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
}

/** Type-ahead keyword suggestions start at this many characters (one letter suggests noise). */
export const minKeywordSuggestionPrefix = 2;

/** Structural limits on what one search may ask; see `boundKeywords`. */
export interface KeywordLimits {
  /** Terms searched in all (words, phrases and exclusions); later ones are left out. */
  maxTerms: number;
  /** Alternatives in one `a OR b OR ...` group; later ones are left out. */
  maxAlternatives: number;
  /** Words in one term (a quoted phrase, or `a.b.c`); longer ones are cut. */
  maxTermWords: number;
}

export const keywordLimits: KeywordLimits = {
  maxTerms: 10,
  maxAlternatives: 6,
  maxTermWords: 6,
};

/** How costly each word is in the index at hand; see `boundKeywords`. */
export interface KeywordCostModel {
  /** Index entries (jobs) the word is expected to occur in. */
  postings(word: string): number;
  /** Jobs in the index (live or not: the index walks them all). */
  documents: number;
  /** Index entries one search may walk, summed over its words. */
  budget: number;
  /** A word in at least this share of jobs narrows nothing and is left out... */
  commonShare: number;
  /** ...when it also occurs in at least this many jobs (in small stores every word is cheap). */
  commonMinPostings: number;
  /**
   * Index entries FTS5's bm25 ranking may walk for a search (its words' entries, summed): beyond
   * this its matches rank title-first however few they are (`keywordWalk`). None: no bound.
   */
  exactRankWalk?: number;
}

/**
 * Index entries FTS5 walks for a word: its postings; in a phrase about twice that, for their
 * positions (measured).
 */
function wordWalk(word: string, phrase: boolean, cost: KeywordCostModel): number {
  return cost.postings(word) * (phrase ? 2 : 1);
}

/** Index entries FTS5 walks for a term: its words' (`wordWalk`). */
export function termWalk(term: KeywordTerm, cost: KeywordCostModel): number {
  return wordsOf(term.text).reduce((sum, word) => sum + wordWalk(word, term.phrase, cost), 0);
}

/** Index entries FTS5 walks to match a query's required terms (exclusions not counted). */
export function keywordWalk(query: KeywordQuery, cost: KeywordCostModel): number {
  return query.groups.flat().reduce((sum, term) => sum + termWalk(term, cost), 0);
}

export interface BoundedKeywords {
  query: KeywordQuery;
  /** Sentences saying what was left out or cut, e.g. `"the" was left out: ...`; empty if nothing. */
  notes: string[];
}

const quoted = (term: KeywordTerm) => `"${term.text}"`;
const listOf = (texts: string[]) =>
  texts.length === 1 ? texts[0]! : `${texts.slice(0, -1).join(', ')} and ${texts.at(-1)!}`;

/**
 * Bounds what one search costs, so that any keywords a person can type are answered quickly at
 * a million jobs: at most `maxTerms` terms, `maxAlternatives` per OR group, `maxTermWords` words
 * per term; with a cost model, words in nearly every job (`the`, `a`, boilerplate such as
 * `experience`) are left out (they narrow nothing and cost the most), and terms that would take
 * the words walked over `budget` are left out, in the order typed. An OR group that holds a
 * common word would match nearly every job, so the whole group is left out. The notes say what
 * changed, for the "Your search was simplified" message.
 */
export function boundKeywords(
  query: KeywordQuery,
  limits: KeywordLimits = keywordLimits,
  cost?: KeywordCostModel,
): BoundedKeywords {
  const notes: string[] = [];
  let terms = 0;
  const cutTerm = (term: KeywordTerm): KeywordTerm => {
    const words = wordsOf(term.text);
    if (words.length <= limits.maxTermWords) return term;
    const text = words.slice(0, limits.maxTermWords).join(' ');
    notes.push(`${quoted(term)} was cut to its first ${limits.maxTermWords} words`);
    return { text, phrase: true };
  };
  const overLimit: KeywordTerm[] = [];

  const groups: KeywordTerm[][] = [];
  for (const group of query.groups) {
    let alternatives = group;
    if (alternatives.length > limits.maxAlternatives) {
      notes.push(
        `only the first ${limits.maxAlternatives} of ${alternatives.length} alternatives joined by OR were searched`,
      );
      alternatives = alternatives.slice(0, limits.maxAlternatives);
    }
    const room = limits.maxTerms - terms;
    if (room <= 0) {
      overLimit.push(...alternatives);
      continue;
    }
    if (alternatives.length > room) {
      overLimit.push(...alternatives.slice(room));
      alternatives = alternatives.slice(0, room);
    }
    terms += alternatives.length;
    groups.push(alternatives.map(cutTerm));
  }
  const excluded: KeywordTerm[] = [];
  for (const term of query.excluded) {
    if (terms >= limits.maxTerms) overLimit.push(term);
    else {
      terms += 1;
      excluded.push(cutTerm(term));
    }
  }
  if (overLimit.length > 0) {
    notes.push(
      `only the first ${limits.maxTerms} terms were searched (${listOf(overLimit.map(quoted))} left out)`,
    );
  }
  if (cost === undefined) return { query: { groups, excluded }, notes };

  // Words in nearly every job: a bare word of them is left out (a phrase keeps its words).
  const isCommon = (word: string) => {
    const postings = cost.postings(word);
    return (
      postings >= cost.commonMinPostings &&
      postings >= cost.commonShare * Math.max(1, cost.documents)
    );
  };
  const common = (term: KeywordTerm) => {
    if (term.phrase) return false;
    const words = wordsOf(term.text);
    return words.length > 0 && words.every(isCommon);
  };
  const commonLeftOut: KeywordTerm[] = [];
  let spent = 0;
  const wordCost = (word: string, phrase: boolean) => wordWalk(word, phrase, cost);
  const termCost = (term: KeywordTerm) => termWalk(term, cost);
  /** The term, or its longest leading words that fit in what is left of the budget. */
  const fitted = (term: KeywordTerm): KeywordTerm | undefined => {
    if (spent + termCost(term) <= cost.budget) return term;
    const words = wordsOf(term.text);
    let fits = 0;
    let sum = 0;
    while (
      fits < words.length &&
      spent + sum + wordCost(words[fits]!, term.phrase) <= cost.budget
    ) {
      sum += wordCost(words[fits]!, term.phrase);
      fits += 1;
    }
    if (fits === 0) return undefined;
    notes.push(`${quoted(term)} was cut to its first ${fits === 1 ? 'word' : `${fits} words`}`);
    return { text: words.slice(0, fits).join(' '), phrase: fits > 1 };
  };
  const overBudget: KeywordTerm[] = [];
  const boundedGroups: KeywordTerm[][] = [];
  for (const group of groups) {
    if (group.some(common)) {
      if (group.length === 1) commonLeftOut.push(group[0]!);
      else {
        const either = group.map((term) => quoted(term)).join(' OR ');
        notes.push(`${either} was left out: it matches almost every job`);
      }
      continue;
    }
    const groupCost = group.reduce((sum, term) => sum + termCost(term), 0);
    if (spent + groupCost > cost.budget && boundedGroups.length > 0) {
      overBudget.push(...group);
      continue;
    }
    // The first group is always searched: alternatives and phrases cut to the budget.
    const kept: KeywordTerm[] = [];
    for (const term of group) {
      const fit = fitted(term);
      if (fit === undefined || (fit !== term && common(fit))) overBudget.push(term);
      else {
        kept.push(fit);
        spent += termCost(fit);
      }
    }
    if (kept.length > 0) boundedGroups.push(kept);
  }
  const boundedExcluded: KeywordTerm[] = [];
  for (const term of excluded) {
    if (common(term)) {
      commonLeftOut.push(term);
      continue;
    }
    const fit = fitted(term);
    if (fit === undefined || (fit !== term && common(fit))) overBudget.push(term);
    else {
      spent += termCost(fit);
      boundedExcluded.push(fit);
    }
  }
  if (commonLeftOut.length > 0) {
    const texts = commonLeftOut.map(quoted);
    notes.push(
      `${listOf(texts)} ${texts.length === 1 ? 'was' : 'were'} left out: ${texts.length === 1 ? 'it is' : 'they are'} in almost every job`,
    );
  }
  if (overBudget.length > 0) {
    notes.push(`${listOf(overBudget.map(quoted))} left out to keep the search fast`);
  }
  return { query: { groups: boundedGroups, excluded: boundedExcluded }, notes };
}

/** The one message a simplified search shows, or undefined when nothing was simplified. */
export function simplifiedMessage(notes: readonly string[]): string | undefined {
  return notes.length === 0 ? undefined : `Your search was simplified: ${notes.join('; ')}.`;
}

function ftsTerm(term: KeywordTerm): string {
  return `"${term.text.replaceAll('"', '""')}"`;
}

function ftsAny(terms: readonly KeywordTerm[]): string {
  const inner = terms.map(ftsTerm).join(' OR ');
  return terms.length > 1 ? `(${inner})` : inner;
}

/**
 * The FTS5 MATCH expressions for a keyword query: `include` (undefined when nothing is required)
 * and `exclude` (undefined when nothing is excluded). Every term is a quoted FTS5 string, so no
 * input can inject FTS5 syntax, and none is a prefix query.
 */
export function toFtsExpressions(query: KeywordQuery): {
  include: string | undefined;
  exclude: string | undefined;
} {
  const include =
    query.groups.length > 0 ? query.groups.map((group) => ftsAny(group)).join(' AND ') : undefined;
  const exclude = query.excluded.length > 0 ? ftsAny(query.excluded) : undefined;
  return { include, exclude };
}

/**
 * The terms of an expression `toFtsExpressions` made, by group: every group must match, a group
 * matches when any of its terms does (each term a quoted FTS5 string, as written). Undefined
 * for any other text.
 */
export function ftsGroups(expression: string): string[][] | undefined {
  const groups: string[][] = [];
  let at = 0;
  /** A quoted term from `at` (doubled quotes inside), or undefined. */
  const term = (): string | undefined => {
    if (expression[at] !== '"') return undefined;
    let end = at + 1;
    for (;;) {
      const quote = expression.indexOf('"', end);
      if (quote === -1) return undefined;
      if (expression[quote + 1] === '"') end = quote + 2;
      else {
        const text = expression.slice(at, quote + 1);
        at = quote + 1;
        return text;
      }
    }
  };
  const take = (text: string) => {
    if (!expression.startsWith(text, at)) return false;
    at += text.length;
    return true;
  };
  do {
    const bracketed = take('(');
    const group: string[] = [];
    for (;;) {
      const next = term();
      if (next === undefined) return undefined;
      group.push(next);
      if (!bracketed || !take(' OR ')) break;
    }
    if (bracketed && (!take(')') || group.length < 2)) return undefined;
    groups.push(group);
  } while (take(' AND '));
  return at === expression.length ? groups : undefined;
}
