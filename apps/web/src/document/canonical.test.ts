import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { canonicalPathOf } from './canonical.ts';

// What the URL parser makes of it (it throws for a few, such as `//`; so must the fast path).
const urlParserPath = (url: string) => {
  try {
    return new URL(url, 'http://host').pathname;
  } catch {
    return 'throws';
  }
};
const fastPath = (url: string) => {
  try {
    return canonicalPathOf(url);
  } catch {
    return 'throws';
  }
};

describe('canonicalPathOf', () => {
  it('reads plain and tricky paths as the URL parser does', () => {
    for (const url of [
      '/',
      '/jobs',
      '/jobs/',
      '/job/abc-123?v=2&q=a/b',
      '/a/../b',
      '/./a',
      '/a/%2e%2e/b',
      '/%7e',
      '/a b',
      '//evil.example/x',
      '/\\evil.example',
      '/a//b',
      '/ü',
      '/a.b',
      '/a#b',
      '?q=1',
      '',
      '//',
    ]) {
      expect(fastPath(url), url).toBe(urlParserPath(url));
    }
  });

  it('agrees with the URL parser on any path and query', () => {
    const piece = fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%7E', 'a', 'job-1', '_', '~');
    const url = fc
      .tuple(
        fc.array(fc.oneof(piece, fc.string()), { maxLength: 8 }),
        fc.option(fc.string(), { nil: undefined }),
      )
      .map(([parts, query]) => parts.join('') + (query === undefined ? '' : `?${query}`));
    fc.assert(
      fc.property(url, (value) => {
        expect(fastPath(value)).toBe(urlParserPath(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('stays fast on a long path that is not plain', () => {
    const started = performance.now();
    canonicalPathOf(`/${'a'.repeat(100_000)}!`);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
