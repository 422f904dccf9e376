import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { BuildManifest } from '../../document/manifest.ts';
import { emptyQuerystring } from '../../routing/schemas.ts';

export interface AssetsOptions {
  /** The client build folder (`dist/client`), holding `assets/` and the manifest. */
  clientDir: string;
  /** The build's manifest; a function in development, where the dev loop rewrites it. */
  manifest: BuildManifest | (() => BuildManifest);
}

/** Where the hashed client files are served from. */
export const ASSETS_PREFIX = '/assets/';

/**
 * Hashed client files under `/assets/`: cached for a year as immutable (a change makes a new
 * name), served from the brotli or gzip twin the build wrote when the client accepts it.
 */
export const assetsPlugin = fp<AssetsOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(fastifyStatic, {
      root: join(options.clientDir, 'assets'),
      prefix: ASSETS_PREFIX,
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      index: false,
      list: false,
      schemaHide: true,
    });
    // Browsers and crawlers ask for /favicon.ico whatever the document says; answer with the icon.
    const { manifest } = options;
    const icon = () => (typeof manifest === 'function' ? manifest() : manifest).icon;
    app.get('/favicon.ico', { schema: { querystring: emptyQuerystring } }, (_request, reply) =>
      reply.type(icon().type).sendFile(icon().file, { immutable: false, maxAge: '1d' }),
    );
  },
  { name: 'joblane-assets' },
);
