import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { renderDetails } from './markup.ts';

describe('renderDetails', () => {
  it('renders paragraphs, bullet lists and bold', () => {
    expect(
      renderDetails(
        'We are **friendly**.\nStill this paragraph.\r\n\r\n- Triage\n- Rosters\n\nApply now.',
      ),
    ).toBe(
      '<p>We are <strong>friendly</strong>.\nStill this paragraph.</p>\n<ul>\n<li>Triage</li>\n<li>Rosters</li>\n</ul>\n<p>Apply now.</p>',
    );
  });

  it('shows numbered lines as a bullet list, single stars as typed, and everything else as text', () => {
    expect(renderDetails('1. One\n2. Two')).toBe('<ul>\n<li>One</li>\n<li>Two</li>\n</ul>');
    expect(renderDetails('a *little* \\*star\\*')).toBe('<p>a *little* *star*</p>');
    // Found by the property below: a backslash before a line break made a <br>.
    expect(renderDetails('one\\\ntwo')).toBe('<p>one\ntwo</p>');
    expect(renderDetails('# Heading\n\n> quote\n\n[link](https://x.example)')).toBe(
      '<p># Heading</p>\n<p>&gt; quote</p>\n<p>[link](https://x.example)</p>',
    );
    expect(renderDetails('<script>alert(1)</script><b onclick="x">hi</b>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;b onclick="x"&gt;hi&lt;/b&gt;</p>',
    );
  });

  it('gives sanitised HTML holding only p, ul, li and strong, whatever is typed', () => {
    const pieces = fc.constantFrom(
      '- ',
      '* ',
      '1. ',
      '**',
      '*',
      '_',
      '__',
      '\n',
      '\n\n',
      '  ',
      '<',
      '>',
      '&',
      '"',
      "'",
      '`',
      '<script>',
      '</p>',
      '<a href="javascript:x">',
      '\\',
      '#',
      '> ',
      '[x](http://a)',
      'text',
      '<img src=x onerror=alert(1)>',
      '&lt;',
      '&#60;',
      '\u0000',
      '\r\n',
    );
    const input = fc.oneof(
      fc.string(),
      fc
        .array(fc.oneof(pieces, fc.string({ maxLength: 4 })), { maxLength: 40 })
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(input, (details) => {
        const html = renderDetails(details);
        const tags = [...html.matchAll(/<\/?([^\s/>]*)([^>]*)>/g)];
        for (const [, name, attributes] of tags) {
          expect(['p', 'ul', 'li', 'strong']).toContain(name);
          expect(attributes).toBe('');
        }
        // Every < left is a tag's: text has its < escaped.
        expect(html.split('<').length - 1).toBe(tags.length);
      }),
      { numRuns: 1000 },
    );
  });
});
