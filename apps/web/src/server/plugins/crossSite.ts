import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { httpError } from '../../routing/httpError.ts';

export interface CrossSiteOptions {
  /** The site's public origin (`PUBLIC_ORIGIN`): a form sent from it is same-site. */
  publicOrigin: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'allow'` for the rare state-changing route that other sites must reach (RFC 8058
     * one-click unsubscribe, posted by mail providers). Every other POST is same-site only.
     */
    crossSite?: 'allow';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_MESSAGE =
  'This form was sent from another site, so Joblane did not act on it. Go back to Joblane and try again.';

/**
 * What the browser says about where a state-changing request came from. Browsers send
 * `Sec-Fetch-Site` (all current ones) or at least `Origin` on every POST; a request with
 * neither is not from a browser form, so it cannot carry a victim's cookies by surprise.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`;
}

/** Refuses state-changing requests from other sites with 403, before any handler runs. */
export const crossSitePlugin = fp<CrossSiteOptions>(
  async (app: FastifyInstance, { publicOrigin }) => {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (request.routeOptions.config.crossSite === 'allow') return;
      if (isCrossSite(request, publicOrigin)) {
        request.log.warn(
          { origin: request.headers.origin, site: request.headers['sec-fetch-site'] },
          'cross-site request refused',
        );
        throw httpError(403, CROSS_SITE_MESSAGE);
      }
    });
  },
  { name: 'joblane-cross-site' },
);
