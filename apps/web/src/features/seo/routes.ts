import { classifications } from '@joblane/jobs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { emptyQuerystring, type SchemaRequest } from '../../routing/schemas.ts';
import { contentPagePaths } from '../info/routes.ts';
import { sitemapNamespace, xml } from './sitemaps.ts';

export { SITEMAP_MAX_AGE_MS, SITEMAP_PAGE_SIZE, Sitemaps, type SeoOptions } from './sitemaps.ts';

const send = (reply: FastifyReply, type: string, body: string) =>
  reply.type(type).header('cache-control', 'public, max-age=3600').send(body);

/** `GET /robots.txt`: everything but the APIs and the component gallery, and the sitemap. */
async function robotsTxt(request: FastifyRequest, reply: FastifyReply) {
  const { publicOrigin } = request.server.sitemaps;
  return send(
    reply,
    'text/plain; charset=utf-8',
    `User-agent: *\nDisallow: /api/\nDisallow: /ui\n\nSitemap: ${publicOrigin}/sitemap.xml\n`,
  );
}

/** `GET /sitemap.xml`: the index of the pages sitemap and every jobs sitemap. */
async function sitemapIndex(request: FastifyRequest, reply: FastifyReply) {
  const { sitemaps, jobs, now } = request.server;
  const total = await sitemaps.current(jobs, now()).total;
  const files = ['/sitemaps/pages.xml'];
  for (let page = 1; page <= Math.ceil(total / sitemaps.pageSize); page += 1) {
    files.push(`/sitemaps/jobs-${page}.xml`);
  }
  const entries = files.map((file) => `<sitemap><loc>${sitemaps.absolute(file)}</loc></sitemap>`);
  return send(
    reply,
    'application/xml; charset=utf-8',
    xml(`<sitemapindex xmlns="${sitemapNamespace}">${entries.join('')}</sitemapindex>`),
  );
}

/** `GET /sitemaps/pages.xml`: home, the search, the classification searches and the site's pages. */
async function pagesSitemap(request: FastifyRequest, reply: FastifyReply) {
  const { sitemaps } = request.server;
  const paths = [
    '/',
    '/jobs',
    ...classifications.map((classification) => `/jobs?classification=${classification.id}`),
    '/employers',
    ...contentPagePaths,
  ];
  const entries = paths.map((path) => `<url><loc>${sitemaps.absolute(path)}</loc></url>`);
  return send(
    reply,
    'application/xml; charset=utf-8',
    xml(`<urlset xmlns="${sitemapNamespace}">${entries.join('')}</urlset>`),
  );
}

const noQuery = { querystring: emptyQuerystring };
const jobsSitemapSchema = {
  params: Type.Object({ page: Type.String({ pattern: '^[1-9][0-9]{0,5}$' }) }),
  ...noQuery,
};

/** `GET /sitemaps/jobs-N.xml`: one file of active jobs; past the last, a 404. */
async function jobsSitemap(request: SchemaRequest<typeof jobsSitemapSchema>, reply: FastifyReply) {
  const { sitemaps, jobs } = request.server;
  const page = Number(request.params.page);
  const built = sitemaps.current(jobs, request.server.now());
  // Page 1 exists even with no job (an empty list), as the index always names it.
  if (page > Math.max(1, Math.ceil((await built.total) / sitemaps.pageSize))) {
    return reply.callNotFound();
  }
  const file = sitemaps.jobsFile(built, page, jobs, request.server.now());
  return send(reply, 'application/xml; charset=utf-8', await file);
}

/**
 * `robots.txt` and the sitemaps: `/sitemap.xml` is an index of `/sitemaps/pages.xml` (home and
 * the classification searches) and `/sitemaps/jobs-N.xml`, 10 000 active jobs each (expired
 * jobs are left out). Each file is built once per data version (and hour) and then served from
 * memory (`request.server.sitemaps`); a job file past the last is a 404 that asks the store
 * nothing.
 */
export const seoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/robots.txt', { schema: noQuery }, robotsTxt);
  app.get('/sitemap.xml', { schema: noQuery }, sitemapIndex);
  app.get('/sitemaps/pages.xml', { schema: noQuery }, pagesSitemap);
  app.get('/sitemaps/jobs-:page.xml', { schema: jobsSitemapSchema }, jobsSitemap);
};
