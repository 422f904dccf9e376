import * as fc from 'fast-check';
import { decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape.ts';
import { sanitizeDescription } from './richText.ts';
import { htmlToText, plainText } from './text.ts';

/** Pieces that make HTML-ish text: markup, references, attacks, words, odd characters. */
const htmlPiece = fc.oneof(
  fc.constantFrom(
    '<',
    '>',
    '&',
    '"',
    "'",
    '<b>',
    '</b>',
    '<p>',
    '</p>',
    '<br>',
    '<li>',
    '<script>',
    '</script>',
    '<style>',
    '</style>',
    '<!--',
    '-->',
    '<![CDATA[',
    ']]>',
    '&lt;',
    '&amp;',
    '&#60;',
    '&#x3c;',
    '&nbsp;',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">',
    '</a>',
    '<svg onload=alert(1)>',
    '<?php ?>',
    ' ',
    '\n',
    'é',
    '🍵',
  ),
  fc.string({ maxLength: 6 }),
);
const htmlish = fc.array(htmlPiece, { maxLength: 25 }).map((pieces) => pieces.join(''));

/** Elements, comments and processing instructions an HTML parser finds in a string. */
function markupIn(text: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag: (name) => found.push(`<${name}>`),
    onclosetag: (name, implied) => {
      if (!implied) found.push(`</${name}>`);
    },
    oncomment: (data) => found.push(`<!--${data}-->`),
    onprocessinginstruction: (name) => found.push(`<${name}>`),
  });
  parser.end(text);
  return found;
}

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>Pay < 5 & "fun"</a> é`)).toBe(
      '&lt;a href=&quot;x&quot; title=&apos;y&apos;&gt;Pay &lt; 5 &amp; &quot;fun&quot;&lt;/a&gt; é',
    );
  });

  it('leaves no markup and decodes back to the same text (property)', () => {
    fc.assert(
      fc.property(fc.oneof(htmlish, fc.string()), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(decodeHTML(escaped)).toBe(text);
        expect(markupIn(escaped)).toEqual([]);
      }),
    );
  });
});

describe('htmlToText', () => {
  it('reads HTML as a reader does', () => {
    expect(
      htmlToText('<p>Pay &lt; 5 &amp; &quot;fun&quot;</p><ul><li>One</li><li>Two</li></ul>'),
    ).toBe('Pay < 5 & "fun" One Two');
    expect(htmlToText('Hi<script>alert(1)</script><style>p{}</style> <!-- note -->there')).toBe(
      'Hi there',
    );
    expect(htmlToText('Line<br>break&nbsp;here <b>bold</b>ly')).toBe('Line break here boldly');
  });

  it('recovers any text from its escaped form (property)', () => {
    fc.assert(
      fc.property(fc.oneof(htmlish, fc.string()), (text) => {
        expect(htmlToText(escapeHtml(text))).toBe(text.replaceAll(/\s+/g, ' ').trim());
      }),
    );
  });

  it('keeps block edges between words (property)', () => {
    const word = fc.stringMatching(/^[A-Za-z&<>"']{1,8}$/);
    fc.assert(
      fc.property(word, word, fc.constantFrom('p', 'li', 'h3', 'div'), (a, b, tag) => {
        const html = `<${tag}>${escapeHtml(a)}</${tag}><${tag}>${escapeHtml(b)}</${tag}>`;
        expect(htmlToText(html)).toBe(`${a} ${b}`);
      }),
    );
  });

  it('never throws and always returns trimmed single-spaced text (property)', () => {
    fc.assert(
      fc.property(htmlish, (html) => {
        const text = htmlToText(html);
        expect(text).toBe(text.trim());
        expect(text).not.toMatch(/\s\s/);
      }),
    );
  });
});

describe('plainText', () => {
  it('keeps text as typed and removes markup', () => {
    expect(plainText('Pay < 5 & "fun"')).toBe('Pay < 5 & "fun"');
    expect(plainText('AT&amp;T <b>Nurse</b>')).toBe('AT&amp;T Nurse');
    expect(plainText('<script>alert(1)</script>Nurse')).toBe('Nurse');
    expect(plainText('<<b>b>Nurse')).toBe('Nurse');
    expect(plainText('x<3 y')).toBe('x<3 y');
  });

  it('returns text without `<` unchanged (property)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('<')),
        (text) => {
          expect(plainText(text)).toBe(text);
        },
      ),
    );
  });

  it('leaves no markup, and is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.oneof(htmlish, fc.string()), (text) => {
        const plain = plainText(text);
        expect(markupIn(plain)).toEqual([]);
        expect(plainText(plain)).toBe(plain);
      }),
    );
  });
});

describe('sanitizeDescription', () => {
  it('keeps the policy and drops the rest', () => {
    expect(
      sanitizeDescription(
        '<h1>Hi</h1><p onclick="x()">Text <script>alert(1)</script><a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a></p><img src=x onerror=alert(1)><ul><li>One</li></ul>',
      ),
    ).toBe(
      '<h3>Hi</h3><p>Text <a rel="nofollow noopener">bad</a> <a href="https://ok.example" rel="nofollow noopener">ok</a></p><ul><li>One</li></ul>',
    );
  });

  it('is idempotent (property)', () => {
    expect(sanitizeDescription('<li><svg onload=alert(1)><li>')).toBe('<li></li><li></li>');
    fc.assert(
      fc.property(htmlish, (html) => {
        const clean = sanitizeDescription(html);
        expect(sanitizeDescription(clean)).toBe(clean);
      }),
      { numRuns: 2000 },
    );
  });
});
