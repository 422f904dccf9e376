import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { escapeHtml, serializeContext } from './serialize.ts';

describe('serializeContext', () => {
  it('round-trips any JSON value through JSON.parse', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.parse(serializeContext(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('never writes a character that could end the script element or start markup', () => {
    const risky = fc.constantFrom(
      '<',
      '>',
      '&',
      '\u2028',
      '\u2029',
      '</script>',
      '<!--',
      '"',
      '\\',
    );
    const text = fc
      .array(fc.oneof(risky, fc.string()), { maxLength: 12 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.dictionary(text, text), (value) => {
        const json = serializeContext(value);
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(json)).toEqual(value);
      }),
    );
  });

  it('escapes a script-breaking value', () => {
    expect(serializeContext({ text: '</script><!--<script>\u2028' })).toBe(
      '{"text":"\\u003c/script\\u003e\\u003c!--\\u003cscript\\u003e\\u2028"}',
    );
  });

  it('says what to do with a value that is not JSON', () => {
    expect(() => serializeContext(undefined)).toThrow(
      "The client context must be a JSON value; got undefined. Return plain data from the route's load().",
    );
  });
});

describe('escapeHtml', () => {
  it('escapes text and attribute values', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&apos;y&apos;&gt;&amp;&lt;/a&gt;',
    );
  });
});
