/** Prefix of the JSON twins of page routes: `/ui` is also `/api/pages/ui`, `/` is `/api/pages`. */
export const PAGE_API_PREFIX = '/api/pages';

/** The JSON twin of a page path (the query string is kept as it is). */
export function pageApiUrl(pathAndQuery: string): string {
  return pathAndQuery === '/' || pathAndQuery.startsWith('/?')
    ? PAGE_API_PREFIX + pathAndQuery.slice(1)
    : PAGE_API_PREFIX + pathAndQuery;
}

/** The page path a JSON twin URL stands for (inverse of `pageApiUrl`). */
export function pageUrlOf(apiPathAndQuery: string): string {
  const rest = apiPathAndQuery.slice(PAGE_API_PREFIX.length);
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
}

/**
 * The attribute that marks a link to a page with a bundle of its own (a standalone route, such as
 * the kit gallery): in-page navigation leaves it to the browser, which loads a new document.
 */
export const RELOAD_DOCUMENT = 'data-reload-document';
