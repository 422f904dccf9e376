import Database from 'better-sqlite3';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundKeywords,
  ftsGroups,
  keywordLimits,
  keywordWalk,
  parseKeywords,
  simplifiedMessage,
  toFtsExpressions,
  type KeywordCostModel,
} from './keywords.ts';

/** A cost model over these postings (every other word: none) of a store of 1 000 jobs. */
const costs = (postings: Record<string, number>, budget = 1_000): KeywordCostModel => ({
  postings: (w) => postings[w] ?? 0,
  documents: 1_000,
  budget,
  commonShare: 0.9,
  commonMinPostings: 100,
});

const word = (text: string) => ({ text, phrase: false });
const phrase = (text: string) => ({ text, phrase: true });

describe('parseKeywords', () => {
  it('ANDs whole words, the last one too (no prefix)', () => {
    expect(parseKeywords('senior java dev')).toEqual({
      groups: [[word('senior')], [word('java')], [word('dev')]],
      excluded: [],
    });
  });

  it('reads phrases, OR groups and exclusions', () => {
    expect(parseKeywords('"project manager" OR coordinator -junior NOT intern')).toEqual({
      groups: [[phrase('project manager'), word('coordinator')]],
      excluded: [word('junior'), word('intern')],
    });
  });

  it('keeps lower-case "or" and "not" as words and drops dangling operators', () => {
    expect(parseKeywords('OR chef or cook NOT')).toEqual({
      groups: [[word('chef')], [word('or')], [word('cook')]],
      excluded: [],
    });
  });

  it('drops terms without letters or digits, and closes an unclosed quote', () => {
    expect(parseKeywords('& - "" "open phrase')).toEqual({
      groups: [[phrase('open phrase')]],
      excluded: [],
    });
  });

  it('builds FTS5 expressions with every term quoted', () => {
    expect(toFtsExpressions(parseKeywords('c# OR "f#" dev -"node.js"'))).toEqual({
      include: '("c#" OR "f#") AND "dev"',
      exclude: '"node.js"',
    });
    expect(toFtsExpressions(parseKeywords('say "hi"'))).toEqual({
      include: '"say" AND "hi"',
      exclude: undefined,
    });
  });

  it('never writes a prefix query, even for a word still being typed', () => {
    expect(toFtsExpressions(parseKeywords('regis'))).toEqual({
      include: '"regis"',
      exclude: undefined,
    });
  });

  it('never produces an expression FTS5 rejects, whatever is typed', () => {
    const db = new Database(':memory:');
    db.exec(
      "CREATE VIRTUAL TABLE t USING fts5(a, tokenize = 'porter unicode61 remove_diacritics 2')",
    );
    db.exec("INSERT INTO t (a) VALUES ('senior java developer'), ('head chef')");
    const match = db.prepare('SELECT count(*) FROM t WHERE t MATCH ?').pluck();
    const typed = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc
        .array(
          fc.constantFrom(
            'OR',
            'NOT',
            'AND',
            '-',
            '"',
            '*',
            '(',
            ')',
            ':',
            '^',
            'java',
            'chef',
            'NEAR',
            '{a}',
          ),
          {
            maxLength: 10,
          },
        )
        .map((parts) => parts.join(' ')),
    );
    fc.assert(
      fc.property(typed, (input) => {
        const { include, exclude } = toFtsExpressions(parseKeywords(input));
        for (const expression of [include, exclude]) {
          if (expression !== undefined) expect(() => match.get(expression)).not.toThrow();
        }
      }),
      { numRuns: 1000 },
    );
    db.close();
  });
});

describe('boundKeywords', () => {
  it('leaves a query within the limits as it is, with no notes', () => {
    const query = parseKeywords('"project manager" OR coordinator sydney -junior');
    expect(boundKeywords(query)).toEqual({ query, notes: [] });
  });

  it('keeps the first terms, alternatives and phrase words, and says what it cut', () => {
    const many = Array.from({ length: 14 }, (_, i) => `w${i}`).join(' ');
    const bounded = boundKeywords(parseKeywords(many));
    expect(bounded.query.groups.flat().map((t) => t.text)).toEqual(
      Array.from({ length: keywordLimits.maxTerms }, (_, i) => `w${i}`),
    );
    expect(bounded.notes).toEqual([
      'only the first 10 terms were searched ("w10", "w11", "w12" and "w13" left out)',
    ]);

    const ors = boundKeywords(parseKeywords('a1 OR a2 OR a3 OR a4 OR a5 OR a6 OR a7 OR a8'));
    expect(ors.query.groups).toEqual([['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map(word)]);
    expect(ors.notes).toEqual(['only the first 6 of 8 alternatives joined by OR were searched']);

    const long = boundKeywords(parseKeywords('"one two three four five six seven eight"'));
    expect(long.query.groups).toEqual([[phrase('one two three four five six')]]);
    expect(long.notes).toEqual([
      '"one two three four five six seven eight" was cut to its first 6 words',
    ]);
  });

  it('leaves out words in almost every job, and an OR group holding one', () => {
    const cost = costs({ the: 1_000, a: 990, nurse: 30, chef: 20, cook: 25 });
    const bounded = boundKeywords(
      parseKeywords('the nurse a -the chef OR the'),
      keywordLimits,
      cost,
    );
    expect(bounded.query).toEqual({ groups: [[word('nurse')]], excluded: [] });
    expect(bounded.notes).toEqual([
      '"chef" OR "the" was left out: it matches almost every job',
      '"the", "a" and "the" were left out: they are in almost every job',
    ]);
    expect(simplifiedMessage(bounded.notes)).toBe(
      'Your search was simplified: "chef" OR "the" was left out: it matches almost every job; "the", "a" and "the" were left out: they are in almost every job.',
    );
    // A phrase keeps its common words.
    expect(
      boundKeywords(
        parseKeywords('"head of the team"'),
        keywordLimits,
        costs({ of: 1_000, the: 1_000 }, 10_000),
      ).query.groups,
    ).toEqual([[phrase('head of the team')]]);
  });

  it('keeps common words when they are few in number (a small store)', () => {
    const small = { ...costs({ nurse: 10 }), documents: 10 };
    expect(boundKeywords(parseKeywords('nurse'), keywordLimits, small).query.groups).toEqual([
      [word('nurse')],
    ]);
  });

  it('leaves out terms past the cost budget, in the order typed, and always searches the first', () => {
    const cost = costs({ big: 800, large: 700, tiny: 5, huge: 850 }, 1_000);
    const bounded = boundKeywords(parseKeywords('big large tiny -huge'), keywordLimits, cost);
    expect(bounded.query).toEqual({ groups: [[word('big')], [word('tiny')]], excluded: [] });
    expect(bounded.notes).toEqual(['"large" and "huge" left out to keep the search fast']);
    const alternatives = boundKeywords(parseKeywords('big OR large OR tiny'), keywordLimits, cost);
    expect(alternatives.query.groups).toEqual([[word('big'), word('tiny')]]);
    // A phrase over the budget is cut to the words that fit (phrase words cost twice).
    const cut = boundKeywords(
      parseKeywords('"tiny big large"'),
      keywordLimits,
      costs({ tiny: 5, big: 300, large: 400 }),
    );
    expect(cut.query.groups).toEqual([[phrase('tiny big')]]);
    expect(cut.notes).toEqual(['"tiny big large" was cut to its first 2 words']);
  });
});

describe('boundKeywords, for anything typed', () => {
  const vocabulary = ['the', 'nurse', 'chef', 'manager', 'team', 'aged', 'care', 'x'];
  const typed = fc
    .array(
      fc.oneof(
        fc.constantFrom(...vocabulary),
        fc.constantFrom(...vocabulary).map((bare) => `-${bare}`),
        fc
          .array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 9 })
          .map((words) => `"${words.join(' ')}"`),
        fc.constantFrom('OR', 'NOT', 'AND'),
      ),
      { maxLength: 30 },
    )
    .map((parts) => parts.join(' '));
  const postings = fc.record(
    Object.fromEntries(vocabulary.map((bare) => [bare, fc.integer({ min: 0, max: 1_000 })])),
  ) as fc.Arbitrary<Record<string, number>>;

  it('stays within every limit and the budget, and says so whenever it changed the query', () => {
    fc.assert(
      fc.property(typed, postings, (input, counts) => {
        const cost = costs(counts, 1_500);
        const parsed = parseKeywords(input);
        const { query, notes } = boundKeywords(parsed, keywordLimits, cost);
        const terms = [...query.groups.flat(), ...query.excluded];
        expect(terms.length).toBeLessThanOrEqual(keywordLimits.maxTerms);
        for (const group of query.groups) {
          expect(group.length).toBeGreaterThan(0);
          expect(group.length).toBeLessThanOrEqual(keywordLimits.maxAlternatives);
        }
        let spent = 0;
        for (const term of terms) {
          const words = term.text.split(/\s+/);
          expect(words.length).toBeLessThanOrEqual(keywordLimits.maxTermWords);
          if (!term.phrase) expect(words.every((w) => (counts[w] ?? 0) >= 900)).toBe(false);
          spent += words.reduce((sum, w) => sum + (counts[w] ?? 0) * (term.phrase ? 2 : 1), 0);
        }
        expect(spent).toBeLessThanOrEqual(cost.budget);
        if (notes.length === 0) expect(query).toEqual(parsed);
        else expect(query).not.toEqual(parsed);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('ftsGroups', () => {
  it('reads back the terms of every expression toFtsExpressions makes, by group', () => {
    const anyText = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
      .filter((text) => /[\p{L}\p{N}]/u.test(text));
    const term = fc.record({ text: anyText, phrase: fc.boolean() });
    const groups = fc.array(fc.array(term, { minLength: 1, maxLength: 4 }), {
      minLength: 1,
      maxLength: 4,
    });
    fc.assert(
      fc.property(groups, (query) => {
        const { include } = toFtsExpressions({ groups: query, excluded: [] });
        const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
        expect(ftsGroups(include!)).toEqual(query.map((group) => group.map((t) => quoted(t.text))));
        // And an OR of terms, as exclusions are written.
        const { exclude } = toFtsExpressions({ groups: [], excluded: query[0]! });
        expect(ftsGroups(exclude!)).toEqual([query[0]!.map((t) => quoted(t.text))]);
      }),
    );
  });

  it('turns down anything else', () => {
    for (const text of [
      '',
      'manager',
      '"manager',
      '"a" OR "b"',
      '("a")',
      '("a" OR "b"',
      '"a" AND',
      '"a"  AND "b"',
      '"a" AND ("b" OR "c") x',
      'NEAR("a" "b")',
      '"a"*',
    ]) {
      expect(ftsGroups(text), text).toBeUndefined();
    }
  });
});

describe('keywordWalk', () => {
  it("sums the index entries of the required terms' words, a phrase's twice", () => {
    const cost = costs({ project: 100, manager: 40, sydney: 7, chef: 3 });
    expect(keywordWalk(parseKeywords('"project manager" OR chef sydney -manager'), cost)).toBe(
      2 * (100 + 40) + 3 + 7,
    );
    expect(keywordWalk(parseKeywords('-project'), cost)).toBe(0);
  });
});
