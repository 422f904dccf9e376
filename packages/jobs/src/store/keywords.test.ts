import Database from 'better-sqlite3';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseKeywords, toFtsExpressions } from './keywords.ts';

const word = (text: string, prefix = false) => ({ text, phrase: false, prefix });
const phrase = (text: string) => ({ text, phrase: true, prefix: false });

describe('parseKeywords', () => {
  it('ANDs words and prefixes the last one', () => {
    expect(parseKeywords('senior java dev')).toEqual({
      groups: [[word('senior')], [word('java')], [word('dev', true)]],
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

  it('gives no prefix to a last word that is a phrase or excluded', () => {
    expect(
      parseKeywords('nurse "aged care"')
        .groups.flat()
        .some((t) => t.prefix),
    ).toBe(false);
    expect(
      parseKeywords('nurse -agency')
        .groups.flat()
        .some((t) => t.prefix),
    ).toBe(false);
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
