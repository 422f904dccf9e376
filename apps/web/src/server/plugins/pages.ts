import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { ClientContext } from '../../app/context.ts';
import { pageApiUrl, pageUrlOf } from '../../app/pageApi.ts';
import type { ObjectSchema, PageRoute } from '../../routes/types.ts';
import type { PageRenderer } from '../render.ts';
import { versionParamSchema } from '../schemas.ts';

export interface PagesOptions {
  routes: readonly PageRoute[];
  renderer: PageRenderer;
}

const navigationResponse = {
  type: 'object',
  properties: {
    context: {
      type: 'object',
      properties: {
        route: { type: 'string' },
        url: { type: 'string' },
        v: { type: ['string', 'null'] },
        data: {},
      },
      required: ['route', 'url', 'v', 'data'],
    },
    head: {
      type: 'object',
      properties: {
        title: { type: 'string' },
        description: { type: 'string' },
        canonicalUrl: { type: 'string' },
      },
      required: ['title', 'description', 'canonicalUrl'],
    },
    stylesheets: { type: 'array', items: { type: 'string' } },
  },
  required: ['context', 'head', 'stylesheets'],
} as const;

function withVersionParam(querystring: ObjectSchema): ObjectSchema {
  return { ...querystring, properties: { ...querystring.properties, v: versionParamSchema } };
}

async function loadContext(
  route: PageRoute,
  request: FastifyRequest,
  url: string,
): Promise<ClientContext> {
  const data = await route.load(request as Parameters<PageRoute['load']>[0]);
  const { v } = request.query as { v?: string };
  // An empty `v` is no pin (as @joblane/router-links reads it).
  return { route: route.id, url, v: v === undefined || v === '' ? null : v, data };
}

/**
 * Every page route twice: as an HTML document at its path, and as JSON (its client context, head
 * and stylesheets) under `/api/pages` for in-page navigation. Both validate the same schema.
 */
export async function pagesPlugin(app: FastifyInstance, options: PagesOptions) {
  const { renderer } = options;
  for (const route of options.routes) {
    const schema = {
      querystring: withVersionParam(route.schema.querystring),
      ...(route.schema.params === undefined ? {} : { params: route.schema.params }),
    };

    app.get(route.path, { schema }, async (request, reply) => {
      const context = await loadContext(route, request, request.url);
      const html = renderer.document(route.page, context, route.head(context.data));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });

    app.get(
      pageApiUrl(route.path),
      {
        schema: { ...schema, response: { 200: navigationResponse } },
        // The security plugin's per-client limit for JSON APIs.
        config: { rateLimit: {} },
      },
      async (request, reply) => {
        const context = await loadContext(route, request, pageUrlOf(request.url));
        reply.header('cache-control', 'no-cache');
        return renderer.navigation(context, route.head(context.data));
      },
    );
  }
}
