/** The search parameter that pins the version or variant of the site a visitor is on. */
export const VERSION_PARAM = 'v';

// Any base works for reading a query: only the search part of the current location is used.
const PLACEHOLDER_BASE = 'http://current.invalid/';

// A scheme as the URL standard reads it: letter *(letter / digit / "+" / "-" / ".") ":".
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
// Two slashes in either direction start an authority (another host) in http(s) URLs.
const NETWORK_PATH = /^[/\\]{2}/;
// Browsers strip leading and trailing C0 controls and spaces, then every tab and newline.
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_SPACE = /[\u0000-\u0020]/g;

function assertString(value: unknown, name: string, fn: string): asserts value is string {
  if (typeof value !== 'string') {
    throw new TypeError(
      `${fn}: ${name} must be a string, got ${value === null ? 'null' : typeof value}. ` +
        (name === 'target'
          ? 'Pass the link target as written in the href (e.g. "/jobs?q=nurse").'
          : 'Pass the URL of the current page (e.g. the request URL "/jobs?v=2").'),
    );
  }
}

/** The target as a browser's URL parser sees it before it reads a single character. */
function normaliseLikeBrowsers(target: string): string {
  return target.replace(EDGE_CONTROLS, '').replace(TAB_OR_NEWLINE, '');
}

function isExternalNormalised(normalised: string): boolean {
  return SCHEME.test(normalised) || NETWORK_PATH.test(normalised);
}

/**
 * True when a link target leaves the site or is not a plain URL: it has a scheme
 * (`https:`, `mailto:`, `javascript:`, any case) or starts with two slashes in either direction
 * (`//host`, `\\host`, `/\host`, `\/host`), after the stripping browsers do (leading control
 * characters and spaces; tabs and newlines anywhere). External targets are never rewritten.
 */
export function isExternalTarget(target: string): boolean {
  assertString(target, 'target', 'isExternalTarget');
  return isExternalNormalised(normaliseLikeBrowsers(target));
}

/**
 * A query pair with its controls and spaces percent-encoded, as the URL parser would encode them:
 * dropping the pairs after it must not leave a trailing control character for browsers to strip.
 */
function encodeControls(pair: string): string {
  return pair.replace(
    CONTROL_OR_SPACE,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** The decoded name of one `name=value` pair, read exactly as a URL's `searchParams` reads it. */
function pairName(pair: string): string {
  // The leading `&` stops the constructor from dropping a `?` that starts the pair (`??v=1`).
  const first = new URLSearchParams(`&${pair}`).keys().next();
  return first.done === true ? '' : first.value;
}

/** A location as links need it: its pin, and its query for fragment-only targets. */
export interface PinnedLocation {
  /** The first non-empty `v`, or null. */
  pin: string | null;
  /** The location's query without the `?`, as the URL parser serialises it ("" when none). */
  query: string;
}

const UNPINNED: PinnedLocation = { pin: null, query: '' };

/**
 * The pin and query of a location (see `readVersionParam`), read once for many links. Never
 * throws: an unparsable href has no pin.
 */
export function readPinnedLocation(href: string): PinnedLocation {
  assertString(href, 'href', 'readVersionParam');
  let url: URL;
  try {
    url = new URL(href, PLACEHOLDER_BASE);
  } catch {
    return UNPINNED;
  }
  const pin = url.searchParams.get(VERSION_PARAM);
  return pin === null || pin === '' ? UNPINNED : { pin, query: url.search.slice(1) };
}

/**
 * The pin (`v`) of a location, or null when it has none. The first `v` counts, as with
 * `URLSearchParams.get`; an empty `v` is no pin. Never throws: an unparsable href has no pin.
 */
export function readVersionParam(href: string): string | null {
  return readPinnedLocation(href).pin;
}

/**
 * Carries the `v` pin of `currentHref` into a relative link `target`.
 *
 * - No pin in `currentHref`, or an external target (see `isExternalTarget`): `target` is returned
 *   byte-identical.
 * - A fragment-only target (`#top`) gets the current page's query, pin included, in front of
 *   its hash (`?q=nurse&v=2#top`): the pin is written into the link, yet the link still resolves
 *   to the current page with its other parameters, so following it stays an in-page jump.
 * - The empty target (`""`) is the current page itself, pin included, and is returned as it is.
 * - Otherwise the result is the target as browsers read it, still relative, with its path, its
 *   other parameters (bytes and order) and its hash unchanged, and exactly one `v`: the target's
 *   own first `v` when it has one (an explicit link to another variant wins), else the pin.
 */
export function mergeVersionParam(target: string, currentHref: string): string {
  assertString(target, 'target', 'mergeVersionParam');
  assertString(currentHref, 'currentHref', 'mergeVersionParam');
  return mergeVersionPin(target, readPinnedLocation(currentHref));
}

/**
 * `mergeVersionParam` with the current location already read (`readPinnedLocation`), for
 * callers that merge many targets against one location: a page's links read it once.
 */
export function mergeVersionPin(target: string, location: PinnedLocation): string {
  assertString(target, 'target', 'mergeVersionParam');
  const { pin } = location;
  if (pin === null) return target;

  let normalised = normaliseLikeBrowsers(target);
  if (isExternalNormalised(normalised)) return target;
  if (normalised === '') return target;
  // `#top` means this page at `top`: spell the page's query out so the link carries the pin.
  if (normalised.startsWith('#')) normalised = `?${location.query}${normalised}`;

  const hashStart = normalised.indexOf('#');
  const beforeHash = hashStart === -1 ? normalised : normalised.slice(0, hashStart);
  const hash = hashStart === -1 ? '' : normalised.slice(hashStart);
  const queryStart = beforeHash.indexOf('?');
  // The path is kept byte for byte: it did not start with two slashes, so the result cannot either.
  const path = queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart);
  const query = queryStart === -1 ? '' : beforeHash.slice(queryStart + 1);

  const pairs: string[] = [];
  let hasOwnVersion = false;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    if (pairName(pair) === VERSION_PARAM) {
      if (hasOwnVersion) continue;
      hasOwnVersion = true;
    }
    pairs.push(encodeControls(pair));
  }
  if (!hasOwnVersion) pairs.push(new URLSearchParams([[VERSION_PARAM, pin]]).toString());

  return `${path}?${pairs.join('&')}${hash}`;
}

/** `mergeVersionParam` under the name server code reads best: `reply.redirect(withVersionParam(...))`. */
export const withVersionParam = mergeVersionParam;
