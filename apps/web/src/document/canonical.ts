// A path of plain segments, which the URL parser keeps byte for byte: no dots, percent escapes,
// backslashes or empty segments for it to normalise. Linear to match (each repetition starts
// with its own `/`).
const PLAIN_PATH = /^(?:\/[\w~-]+)+\/?$|^\/$/;

/**
 * The path of a request URL (path and query), exactly as `new URL(url, base).pathname` reads it:
 * the path of the page's canonical URL. Plain paths, most of them, skip the URL parser (it cost
 * about 1 % of a page's server time).
 */
export function canonicalPathOf(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  return PLAIN_PATH.test(path) ? path : new URL(url, 'http://host').pathname;
}
