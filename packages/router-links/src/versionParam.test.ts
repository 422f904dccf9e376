import { describe, expect, it } from 'vitest';
import {
  isExternalTarget,
  mergeVersionParam,
  readVersionParam,
  withVersionParam,
} from './versionParam.ts';

const pinned = 'https://joblane.test/jobs?q=nurse&v=preview-7';

describe('mergeVersionParam with relative targets', () => {
  it.each([
    ['/jobs', '/jobs?v=preview-7'],
    ['/jobs/123', '/jobs/123?v=preview-7'],
    ['jobs', 'jobs?v=preview-7'],
    ['./jobs', './jobs?v=preview-7'],
    ['../companies/acme', '../companies/acme?v=preview-7'],
    ['/', '/?v=preview-7'],
    ['?q=1', '?q=1&v=preview-7'],
    ['/jobs?q=nurse&where=Sydney', '/jobs?q=nurse&where=Sydney&v=preview-7'],
    ['/jobs#results', '/jobs?v=preview-7#results'],
    ['/jobs?q=1#results', '/jobs?q=1&v=preview-7#results'],
    ['/jobs?', '/jobs?v=preview-7'],
    ['/jobs?a=1&&b=2&', '/jobs?a=1&b=2&v=preview-7'],
    ['/jobs?a=b+c&d=%2F%26', '/jobs?a=b+c&d=%2F%26&v=preview-7'],
    ['/a%2F%2Fb', '/a%2F%2Fb?v=preview-7'],
    ['/jobs?next=/a?b#c?d', '/jobs?next=/a?b&v=preview-7#c?d'],
    ['/jobs?vv=1&xv=2&v2=3', '/jobs?vv=1&xv=2&v2=3&v=preview-7'],
    ['??v=1', '??v=1&v=preview-7'],
    ['/jobs?q=a b\u0000c', '/jobs?q=a%20b%00c&v=preview-7'],
  ])('%j becomes %j', (target, expected) => {
    expect(mergeVersionParam(target, pinned)).toBe(expected);
  });

  it('writes the pin into fragment-only targets and keeps them on the current page', () => {
    expect(mergeVersionParam('#top', pinned)).toBe('?q=nurse&v=preview-7#top');
    expect(mergeVersionParam('#top', '/jobs?v=2')).toBe('?v=2#top');
    expect(mergeVersionParam('#', '/?v=2&v=3')).toBe('?v=2#');
    // Same URL but the fragment: browsers scroll within the page instead of loading it again.
    expect(new URL(mergeVersionParam('#top', pinned), pinned).href).toBe(`${pinned}#top`);
  });

  it('leaves the empty target alone: it is the current page, pin included', () => {
    expect(mergeVersionParam('', pinned)).toBe('');
  });

  it('reads the target as browsers do: edge controls and spaces stripped, tabs and newlines removed', () => {
    expect(mergeVersionParam('  /jobs  ', pinned)).toBe('/jobs?v=preview-7');
    expect(mergeVersionParam('\u0000\u001f/jobs\u0000', pinned)).toBe('/jobs?v=preview-7');
    expect(mergeVersionParam('/jo\tbs?q=\n1', pinned)).toBe('/jobs?q=1&v=preview-7');
    expect(mergeVersionParam('\r\n#top', pinned)).toBe('?q=nurse&v=preview-7#top');
  });

  it('keeps the pin value encoded so it reads back unchanged', () => {
    const current = `/jobs?v=${encodeURIComponent('arm b&c=d/é')}`;
    const result = mergeVersionParam('/x', current);
    expect(result).toBe('/x?v=arm+b%26c%3Dd%2F%C3%A9');
    expect(new URL(result, 'https://joblane.test').searchParams.get('v')).toBe('arm b&c=d/é');
  });

  it('accepts a path-and-query current location, as the server has it', () => {
    expect(mergeVersionParam('/jobs', '/?v=2')).toBe('/jobs?v=2');
  });
});

describe('mergeVersionParam precedence', () => {
  it("keeps the target's own v (an explicit link to another variant)", () => {
    expect(mergeVersionParam('/jobs?v=control', pinned)).toBe('/jobs?v=control');
    expect(mergeVersionParam('/jobs?a=1&v=control&b=2', pinned)).toBe('/jobs?a=1&v=control&b=2');
  });

  it("keeps the target's own empty v: an explicit link back to the default site", () => {
    expect(mergeVersionParam('/jobs?v=', pinned)).toBe('/jobs?v=');
    expect(mergeVersionParam('/jobs?v', pinned)).toBe('/jobs?v');
  });

  it('collapses repeated v values to the first, wherever they sit', () => {
    expect(mergeVersionParam('/jobs?v=a&q=1&v=b&v=c', pinned)).toBe('/jobs?v=a&q=1');
    expect(mergeVersionParam('/jobs?%76=a&v=b', pinned)).toBe('/jobs?%76=a');
    // Browsers strip a trailing control character; the kept v must not end in one.
    expect(mergeVersionParam('/jobs?v=\u0000&v=b', pinned)).toBe('/jobs?v=%00');
  });

  it('uses the first v of the current location and ignores an empty one', () => {
    expect(mergeVersionParam('/jobs', '/?v=first&v=second')).toBe('/jobs?v=first');
    expect(mergeVersionParam('/jobs', '/?v=&v=second')).toBe('/jobs');
  });
});

describe('mergeVersionParam without a pin', () => {
  it.each(['/', '/?q=1', '/?vv=1', '/?v=', '#v=1', 'http://[broken', ''])(
    'leaves targets byte-identical when the current location is %j',
    (current) => {
      for (const target of ['/jobs', ' /jobs?v=a&v=b ', '?q=1', '../x\t']) {
        expect(mergeVersionParam(target, current)).toBe(target);
      }
    },
  );
});

const schemeTargets = [
  'https://example.com/jobs',
  'http://example.com',
  'HTTPS://EXAMPLE.COM',
  'HtTp://example.com/?v=1',
  'mailto:jobs@example.com',
  'tel:+61255501234',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'ftp://example.com/file',
  'web+app:whatever',
  'x-custom.scheme:1',
  'c:/windows',
  'https:example.com',
  ' https://example.com',
  '\u0000\u0001 javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javas\r\ncript:alert(1)',
];
const otherHostTargets = [
  '//example.com',
  '///example.com',
  '\\\\example.com',
  '/\\example.com',
  '\\/example.com',
  '/\t/example.com',
  '/\n/example.com',
  '\t//example.com',
  ' \\\\example.com/path?q=1#x',
  '\u001f/\r\\example.com',
];
const externalTargets = [...schemeTargets, ...otherHostTargets];

describe('external targets', () => {
  it.each(externalTargets)('%j is external and comes back byte-identical', (target) => {
    expect(isExternalTarget(target)).toBe(true);
    expect(mergeVersionParam(target, pinned)).toBe(target);
  });

  it.each(['/jobs', 'jobs', '../jobs', '?q=1', '#top', '', '/a//b', '/%2F/x', '1http:x', '+a:b'])(
    '%j is not external',
    (target) => {
      expect(isExternalTarget(target)).toBe(false);
    },
  );

  it('agrees with the URL parser about leaving the site', () => {
    const base = 'https://joblane.test/a/b';
    for (const target of otherHostTargets) {
      expect(new URL(target, base).origin).toBe('https://example.com');
    }
  });
});

describe('readVersionParam', () => {
  it('returns the first non-empty v, or null', () => {
    expect(readVersionParam('https://joblane.test/?v=a&v=b')).toBe('a');
    expect(readVersionParam('/?v=b+c')).toBe('b c');
    expect(readVersionParam('/?v=')).toBeNull();
    expect(readVersionParam('/')).toBeNull();
    expect(readVersionParam('http://[broken')).toBeNull();
  });
});

describe('developer errors', () => {
  it('names the argument that was not a string', () => {
    expect(() => mergeVersionParam(undefined as unknown as string, pinned)).toThrow(
      /mergeVersionParam: target must be a string, got undefined/,
    );
    expect(() => mergeVersionParam('/x', null as unknown as string)).toThrow(
      /mergeVersionParam: currentHref must be a string, got null\. Pass the URL of the current page/,
    );
    expect(() => isExternalTarget(42 as unknown as string)).toThrow(/got number/);
  });

  it('offers withVersionParam for server code', () => {
    expect(withVersionParam('/jobs', '/?v=2')).toBe('/jobs?v=2');
  });
});
