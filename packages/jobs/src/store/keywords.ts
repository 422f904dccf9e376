/** One searchable term: a word or a "quoted phrase". */
export interface KeywordTerm {
  text: string;
  phrase: boolean;
  /** Prefix match (only the last bare word of the input gets one). */
  prefix: boolean;
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
 * between terms, `NOT term` or `-term` to exclude, and the last word matches as a prefix. The
 * operators are recognised in capitals only, so "or" and "not" stay ordinary words.
 */
export function parseKeywords(input: string): KeywordQuery {
  const tokens = input.match(/-?"[^"]*"?|[^\s"]+/g) ?? [];
  const groups: KeywordTerm[][] = [];
  const excluded: KeywordTerm[] = [];
  let negateNext = false;
  let orPending = false;
  let lastBareWord: KeywordTerm | undefined;

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
    const term: KeywordTerm = { text, phrase, prefix: false };
    if (negate) {
      excluded.push(term);
      orPending = false;
      lastBareWord = undefined;
      continue;
    }
    if (orPending) groups.at(-1)!.push(term);
    else groups.push([term]);
    orPending = false;
    lastBareWord = phrase ? undefined : term;
  }
  // Prefix on the last word, only when it ends the input (someone is still typing it).
  const lastToken = tokens.at(-1);
  if (lastBareWord && lastToken !== undefined && lastToken.endsWith(lastBareWord.text)) {
    lastBareWord.prefix = true;
  }
  return { groups, excluded };
}

function ftsTerm(term: KeywordTerm): string {
  return `"${term.text.replaceAll('"', '""')}"${term.prefix ? '*' : ''}`;
}

function ftsAny(terms: readonly KeywordTerm[]): string {
  const inner = terms.map(ftsTerm).join(' OR ');
  return terms.length > 1 ? `(${inner})` : inner;
}

/**
 * The FTS5 MATCH expressions for a keyword query: `include` (undefined when nothing is required)
 * and `exclude` (undefined when nothing is excluded). Every term is a quoted FTS5 string, so no
 * input can inject FTS5 syntax.
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
