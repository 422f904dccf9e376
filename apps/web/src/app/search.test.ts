import { serializeJobSearchQuery, type JobSearchQuery } from '@joblane/jobs';
import { jobSearchQueryArbitrary as queries } from '@joblane/jobs/testing';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { searchPagePath, searchPath, searchSortPath } from './search.ts';

// The browser builds these links from the page's canonical query string; the server builds the
// same links from the typed query. They must agree, or links would go through redirects.

const canonicalPath = (query: JobSearchQuery) => searchPath(serializeJobSearchQuery(query));

describe('search links made in the browser', () => {
  it('link another page of a search to its canonical URL', () => {
    fc.assert(
      fc.property(queries, fc.integer({ min: 1, max: 1000 }), (query, page) => {
        expect(searchPagePath(serializeJobSearchQuery(query), page)).toBe(
          canonicalPath({ ...query, page }),
        );
      }),
    );
  });

  it('link another order of a search to its canonical URL, from the first page', () => {
    fc.assert(
      fc.property(
        queries,
        fc.constantFrom('relevance' as const, 'date' as const),
        (query, sort) => {
          expect(searchSortPath(serializeJobSearchQuery(query), sort)).toBe(
            canonicalPath({ ...query, sortMode: sort, page: 1 }),
          );
        },
      ),
    );
  });

  it('spell the search without parameters as /jobs', () => {
    expect(searchPath('')).toBe('/jobs');
    expect(searchPagePath('page=3', 1)).toBe('/jobs');
    expect(searchSortPath('sortmode=date&page=2', 'relevance')).toBe('/jobs');
  });
});
