import etag from '@fastify/etag';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { withVersionParam as keepVersionParam } from '@joblane/router-links';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { ClientContext, PageHead } from '../../app/context.ts';
import { pageApiUrl, pageUrlOf } from '../../app/pageApi.ts';
import type { PageRoute, PageSchema } from '../../routing/pageRoute.ts';
import { escapeHtml, serializeContext } from '../../document/serialize.ts';
import type { PageRenderer } from '../../routing/render.ts';
import { viewerOf } from '../../routing/pageResponse.ts';
import type { Access } from '../../routing/pageRoute.ts';
import { versionParamSchema } from '../../routing/schemas.ts';
import { serverTiming } from '../../routing/serverTiming.ts';

export interface PagesOptions {
  routes: readonly PageRoute[];
  renderer: PageRenderer;
}

const string = Type.String();
const nullable = <Schema extends TSchema>(schema: Schema) =>
  Type.Unsafe<Static<Schema> | null>({ ...schema, type: [schema.type as string, 'null'] });

/** What a client-side navigation gets (`/_page/...`): the next page's context, head and styles. */
const navigationResponse = Type.Object({
  context: Type.Object({
    route: string,
    url: string,
    v: nullable(string),
    data: Type.Unknown(),
    viewer: Type.Optional(
      nullable(
        Type.Partial(Type.Object({ name: string, role: string, emailVerified: Type.Boolean() })),
      ),
    ),
    notice: Type.Optional(nullable(Type.Partial(Type.Object({ tone: string, message: string })))),
  }),
  head: Type.Object({ title: string, description: string, canonicalUrl: string }),
  stylesheets: Type.Array(string),
});

function withVersionParam(querystring: PageSchema): PageSchema {
  return { ...querystring, properties: { ...querystring.properties, v: versionParamSchema } };
}

type RouteRequest = Parameters<PageRoute['load']>[0];

async function loadContext(
  route: PageRoute,
  request: FastifyRequest,
  url: string,
): Promise<ClientContext> {
  const data = await route.load(request as RouteRequest);
  const { v } = request.query as { v?: string };
  return {
    route: route.id,
    url,
    // An empty `v` is no pin (as @joblane/router-links reads it).
    v: v === undefined || v === '' ? null : v,
    data,
    viewer: viewerOf(request),
    notice: request.notice,
  };
}

/** Path and query of a request URL without its `v`, in URLSearchParams' spelling. */
function withoutVersionParam(url: string): string {
  const parsed = new URL(url, 'http://host');
  parsed.searchParams.delete('v');
  const query = parsed.searchParams.toString();
  return parsed.pathname + (query === '' ? '' : `?${query}`);
}

/** Where the route says this request's page canonically lives, when that is not here. */
function canonicalElsewhere(
  route: PageRoute,
  request: FastifyRequest,
  pageUrl: string,
): string | undefined {
  const canonical = route.canonicalLocation?.(request as RouteRequest);
  if (canonical === undefined) return undefined;
  return canonical === withoutVersionParam(pageUrl) ? undefined : canonical;
}

/**
 * Head tags the document shell does not write itself: Open Graph and schema.org data. The JSON-LD
 * block is escaped like the context block, so no value can close the element.
 */
export function extraHeadTags(head: PageHead, canonicalUrl: string): string {
  let tags =
    `<meta property="og:type" content="${head.openGraphType ?? 'website'}">` +
    '<meta property="og:site_name" content="Joblane">' +
    `<meta property="og:title" content="${escapeHtml(head.title)}">` +
    `<meta property="og:description" content="${escapeHtml(head.description)}">` +
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}">`;
  if (head.structuredData !== undefined) {
    tags += `<script type="application/ld+json">${serializeContext(head.structuredData)}</script>`;
  }
  return tags;
}

/**
 * Every page route twice: as an HTML document at its path, and as JSON (its client context, head
 * and stylesheets) under `/api/pages` for in-page navigation. Both validate the same schema.
 */
export async function pagesPlugin(app: FastifyInstance, options: PagesOptions) {
  const { renderer } = options;
  // Pages are revalidated on every visit (`no-cache`): an unchanged one is answered 304. Only
  // this plugin's routes carry the hook (it is encapsulated here).
  await app.register(etag, { weak: true });
  for (const route of options.routes) {
    const schema = {
      querystring: withVersionParam(route.schema.querystring),
      ...(route.schema.params === undefined ? {} : { params: route.schema.params }),
    };

    const config: { access?: Access; openToAll?: PageRoute['openToAll'] } = {
      ...(route.access === undefined ? {} : { access: route.access }),
      ...(route.openToAll === undefined ? {} : { openToAll: route.openToAll }),
    };
    app.get(route.path, { schema, config }, async (request, reply) => {
      const canonical = canonicalElsewhere(route, request, request.url);
      if (canonical !== undefined) {
        return reply.redirect(keepVersionParam(canonical, request.url), 302);
      }
      const loading = performance.now();
      const context = await loadContext(route, request, request.url);
      const rendering = performance.now();
      const head = route.head(context.data);
      // The document shell writes the extra tags at the end of <head> (no second pass over it).
      const extraTags = extraHeadTags(head, renderer.canonicalUrl(context, head));
      const html = renderer.document(route.page, context, head, extraTags);
      return reply
        .code(route.status?.(context.data) ?? 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header(
          'server-timing',
          serverTiming({ load: rendering - loading, render: performance.now() - rendering }),
        )
        .send(html);
    });

    // A standalone page is not in the site's bundle: in-page navigation gets a 404 and loads it.
    if (route.standalone === true) continue;
    app.get(
      pageApiUrl(route.path),
      {
        schema: { ...schema, response: { 200: navigationResponse, 410: navigationResponse } },
        config,
      },
      async (request, reply) => {
        // In-page navigation shows (and pushes) the canonical address, as a redirect would.
        const url = pageUrlOf(request.url);
        const canonical = canonicalElsewhere(route, request, url);
        const shown = canonical === undefined ? url : keepVersionParam(canonical, url);
        const context = await loadContext(route, request, shown);
        reply
          .code(route.status?.(context.data) === 410 ? 410 : 200)
          .header('cache-control', 'no-cache');
        return renderer.navigation(context, route.head(context.data));
      },
    );
  }
}
