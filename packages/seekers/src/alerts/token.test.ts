import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { alertUnsubscribeToken, readAlertUnsubscribeToken } from './token.ts';

const secret = 'a server secret of at least thirty-two bytes';

describe('alert unsubscribe tokens', () => {
  it('name the saved search they were made for, in URL-safe characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 100, unit: 'grapheme' }), (searchId) => {
        const token = alertUnsubscribeToken(secret, searchId);
        expect(token).toMatch(/^[\w.~-]{16,512}$/u);
        expect(readAlertUnsubscribeToken(secret, token)).toBe(searchId);
      }),
    );
  });

  it('refuse any changed character, another secret, another id with this MAC (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.nat(),
        fc.constantFrom(...'ABCabc019-_.'),
        (searchId, at, replacement) => {
          const token = alertUnsubscribeToken(secret, searchId);
          const position = at % token.length;
          fc.pre(token[position] !== replacement);
          const altered = token.slice(0, position) + replacement + token.slice(position + 1);
          expect(readAlertUnsubscribeToken(secret, altered)).not.toBe(searchId);
        },
      ),
    );
    const token = alertUnsubscribeToken(secret, 'search-1');
    expect(readAlertUnsubscribeToken('another secret, also thirty-two bytes long', token)).toBe(
      undefined,
    );
    const [, mac] = token.split('.');
    // The same MAC bytes spelt with other spare bits in the last character.
    const last = 'AEIMQUYcgkosw048'.indexOf(token.at(-1)!);
    expect(last).toBeGreaterThanOrEqual(0);
    const respelt = `${token.slice(0, -1)}${'BFJNRVZdhlptx159'[last]}`;
    expect(Buffer.from(respelt.split('.')[1]!, 'base64url')).toEqual(
      Buffer.from(mac!, 'base64url'),
    );
    expect(readAlertUnsubscribeToken(secret, respelt)).toBeUndefined();
    const other = `${Buffer.from('search-2').toString('base64url')}.${mac}`;
    expect(readAlertUnsubscribeToken(secret, other)).toBeUndefined();
  });

  it('read nothing from malformed input', () => {
    for (const input of [undefined, 42, '', '.', 'abc', 'abc.def', `${'a'.repeat(2000)}.x`]) {
      expect(readAlertUnsubscribeToken(secret, input)).toBeUndefined();
    }
  });

  it('need a secret of 32 bytes or more, and say how to make one', () => {
    expect(() => alertUnsubscribeToken('short', 'search-1')).toThrow(/at least 32 bytes.*openssl/u);
  });
});
