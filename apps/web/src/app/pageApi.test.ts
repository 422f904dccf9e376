import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { pageApiUrl, pageUrlOf } from './pageApi.ts';

describe('pageApiUrl', () => {
  it('maps pages to their JSON twins', () => {
    expect(pageApiUrl('/')).toBe('/api/pages');
    expect(pageApiUrl('/?v=2')).toBe('/api/pages?v=2');
    expect(pageApiUrl('/ui')).toBe('/api/pages/ui');
    expect(pageApiUrl('/jobs?keywords=nurse&v=2')).toBe('/api/pages/jobs?keywords=nurse&v=2');
  });

  it('is undone by pageUrlOf for every path and query', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
    const query = fc.option(fc.stringMatching(/^[a-z0-9=&]{0,12}$/), { nil: undefined });
    fc.assert(
      fc.property(path, query, (pathname, search) => {
        const url = search === undefined ? pathname : `${pathname}?${search}`;
        expect(pageUrlOf(pageApiUrl(url))).toBe(url);
      }),
    );
  });
});
