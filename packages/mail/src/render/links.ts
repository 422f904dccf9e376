/**
 * The search parameter that pins a visitor to a version of the site (`@joblane/router-links`'
 * `VERSION_PARAM`, repeated here so mail does not load React). Links in email are canonical and
 * never carry it: a mail read next month must open the site as it is then.
 */
export const VERSION_PARAM = 'v';

/**
 * The site paths mail links to. The web serves each of them; the token goes in the `token`
 * query parameter.
 */
export const mailLinkPaths = {
  home: '/',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  forgotPassword: '/forgot-password',
  account: '/account',
  acceptInvitation: '/employer/team/join',
  verifyDomain: '/employer/verify/confirm',
  jobs: '/jobs',
  job: '/job',
  savedSearches: '/saved-searches',
  unsubscribeAlert: '/alerts/unsubscribe',
  applications: '/applications',
  employer: '/employer',
  employerAds: '/employer/ads',
  adStillOpen: '/ads/still-open',
  notMe: '/account/not-me',
} as const;

/**
 * The site's public origin (`PUBLIC_ORIGIN`, such as `https://joblane.example`) as an origin
 * string; anything with a path, query, fragment or credentials is refused, so a link can never
 * point somewhere else by accident.
 */
export function parsePublicOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(
      `publicOrigin must be an http(s) origin such as https://joblane.example; got "${value}".`,
    );
  }
  const bare =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '';
  if (!bare) {
    throw new TypeError(
      `publicOrigin must be an http(s) origin with no path, query or credentials, such as ` +
        `https://joblane.example; got "${value}".`,
    );
  }
  return url.origin;
}

/**
 * An absolute link to a page of the site at `origin`, with `params` as its query (in the given
 * order) and never the version parameter.
 */
export function canonicalLink(
  origin: string,
  path: string,
  params: Readonly<Record<string, string>> = {},
): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) {
    throw new TypeError(`A mail link path must start with one "/" (got "${path}").`);
  }
  const url = new URL(path, origin);
  if (url.origin !== origin) {
    throw new TypeError(`The mail link "${path}" leaves the site (${url.origin}).`);
  }
  for (const [name, value] of Object.entries(params)) url.searchParams.append(name, value);
  url.searchParams.delete(VERSION_PARAM);
  url.hash = '';
  return url.href;
}
