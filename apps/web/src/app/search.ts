// Search URLs the results page builds in the browser. They start from the canonical query
// string the server sends with the page, so the browser needs no query parser or taxonomy.

/** `/jobs?...` of a query string (without `v`; links and redirects add it). */
export function searchPath(queryString: string): string {
  return queryString === '' ? '/jobs' : `/jobs?${queryString}`;
}

/**
 * The canonical URL of another page of the same search: `page` is the last parameter of a
 * canonical query and page 1 leaves it out.
 */
export function searchPagePath(canonicalQuery: string, page: number): string {
  const params = new URLSearchParams(canonicalQuery);
  params.delete('page');
  if (page > 1) params.set('page', String(page));
  return searchPath(params.toString());
}

/** The canonical URL of the same search in another order, from its first page. */
export function searchSortPath(canonicalQuery: string, sortMode: string): string {
  const params = new URLSearchParams(canonicalQuery);
  params.delete('sortmode');
  params.delete('page');
  // `sortmode` follows every parameter left in the canonical order; relevance is the default.
  if (sortMode !== 'relevance') params.set('sortmode', sortMode);
  return searchPath(params.toString());
}
