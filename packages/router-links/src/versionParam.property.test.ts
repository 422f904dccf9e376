import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isExternalTarget, mergeVersionParam } from './versionParam.ts';

// Pieces that matter to URL parsers, so generated targets hit the hostile cases often.
const piece = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom('/', '\\', '//', '\\\\', '/\\', '.', '..', '?', '#', '&', '='),
  },
  { weight: 4, arbitrary: fc.constantFrom('\t', '\n', '\r', '\u0000', ' ', '\u001f', '\u007f') },
  {
    weight: 4,
    arbitrary: fc.constantFrom('v=', 'v', 'v=a', '%76=b', 'V=c', 'vv=1', '%2F', '%2f%2F', '%', '+'),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'https:',
      'HTTP:',
      'mailto:',
      'JavaScript:',
      'data:',
      'x+y.z-1:',
      ':',
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'jobs',
      'example.com',
      '@',
      'a',
      'b=2',
      'é',
      '\u{1F600}',
      '[::1]',
      ':8080',
    ),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 4, unit: 'binary' }) },
);
const target = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));

const origin = fc.constantFrom(
  'https://joblane.test',
  'http://localhost:3000',
  'https://a.b.example:8443',
);
const currentWithPin = fc
  .record({
    origin,
    path: fc.constantFrom('/', '/jobs', '/jobs/123/', '/a/b/c'),
    pin: fc.string({ minLength: 1, maxLength: 8, unit: 'binary' }),
    others: fc.array(
      fc.tuple(fc.constantFrom('q', 'where', 'page', 'vv'), fc.string({ maxLength: 4 })),
      {
        maxLength: 3,
      },
    ),
  })
  .map(({ origin: o, path, pin, others }) => {
    const query = new URLSearchParams([...others, ['v', pin]]).toString();
    return `${o}${path}?${query}`;
  });

function otherParams(url: URL): [string, string][] {
  return [...url.searchParams].filter(([name]) => name !== 'v');
}

describe('mergeVersionParam properties', () => {
  it('never throws, whatever the strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(target, fc.string({ unit: 'binary' })),
        fc.oneof(currentWithPin, fc.string({ unit: 'binary' })),
        (t, c) => {
          expect(() => mergeVersionParam(t, c)).not.toThrow();
          expect(() => isExternalTarget(t)).not.toThrow();
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('returns external targets byte-identical', () => {
    fc.assert(
      fc.property(target, currentWithPin, (t, current) => {
        fc.pre(isExternalTarget(t));
        expect(mergeVersionParam(t, current)).toBe(t);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps internal targets relative, on the current origin, pointing where they pointed, with one v', () => {
    fc.assert(
      fc.property(target, currentWithPin, (t, current) => {
        fc.pre(!isExternalTarget(t));
        const result = mergeVersionParam(t, current);
        const here = new URL(current);
        const before = new URL(t, current);
        const after = new URL(result, current);

        // Classification agrees with the URL parser: a target called internal never left the site.
        expect(before.origin).toBe(here.origin);
        // The result is still relative: no scheme, no authority, even after browser stripping.
        expect(isExternalTarget(result)).toBe(false);
        expect(after.origin).toBe(here.origin);
        expect(after.pathname).toBe(before.pathname);
        expect(after.hash).toBe(before.hash);
        expect(otherParams(after)).toEqual(otherParams(before));
        expect(after.searchParams.getAll('v')).toHaveLength(1);
        const ownVersion = before.searchParams.get('v');
        expect(after.searchParams.get('v')).toBe(ownVersion ?? here.searchParams.get('v'));
      }),
      { numRuns: 5000 },
    );
  });

  it('leaves every target byte-identical when the current location has no v', () => {
    fc.assert(
      fc.property(
        target,
        origin,
        fc.constantFrom('/', '/?q=1', '/?vv=2', '/?v=', '/#v=3'),
        (t, o, rest) => {
          expect(mergeVersionParam(t, `${o}${rest}`)).toBe(t);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
