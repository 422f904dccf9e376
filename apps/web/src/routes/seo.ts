import { classifications } from '@joblane/jobs';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { escapeHtml } from '../document/serialize.ts';
import { jobPath } from './job.ts';

/** Job URLs per sitemap file (the protocol allows 50 000; smaller files are cheaper to build). */
export const SITEMAP_PAGE_SIZE = 10_000;

export interface SeoOptions {
  publicOrigin: string;
  /** Job URLs per sitemap file; `SITEMAP_PAGE_SIZE` by default. */
  pageSize?: number;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * `robots.txt` and the sitemaps: `/sitemap.xml` is an index of `/sitemaps/pages.xml` (home and
 * the classification searches) and `/sitemaps/jobs-N.xml`, 10 000 active jobs each (expired
 * jobs are left out).
 */
export async function seoRoutes(
  app: FastifyInstance,
  { publicOrigin, pageSize = SITEMAP_PAGE_SIZE }: SeoOptions,
) {
  const absolute = (path: string) => escapeHtml(publicOrigin + path);
  const send = (reply: FastifyReply, type: string, body: string) =>
    reply.type(type).header('cache-control', 'public, max-age=3600').send(body);

  app.get(
    '/robots.txt',
    { schema: { querystring: { type: 'object', additionalProperties: false } } },
    (_request, reply) =>
      send(
        reply,
        'text/plain; charset=utf-8',
        `User-agent: *\nDisallow: /api/\nDisallow: /ui\n\nSitemap: ${publicOrigin}/sitemap.xml\n`,
      ),
  );

  app.get(
    '/sitemap.xml',
    { schema: { querystring: { type: 'object', additionalProperties: false } } },
    async (_request, reply) => {
      const total = await app.jobs.countActive({ now: app.now() });
      const files = ['/sitemaps/pages.xml'];
      for (let page = 1; page <= Math.ceil(total / pageSize); page += 1) {
        files.push(`/sitemaps/jobs-${page}.xml`);
      }
      const entries = files.map((file) => `<sitemap><loc>${absolute(file)}</loc></sitemap>`);
      return send(
        reply,
        'application/xml; charset=utf-8',
        xml(`<sitemapindex xmlns="${sitemapNamespace}">${entries.join('')}</sitemapindex>`),
      );
    },
  );

  app.get(
    '/sitemaps/pages.xml',
    { schema: { querystring: { type: 'object', additionalProperties: false } } },
    (_request, reply) => {
      const paths = [
        '/',
        '/jobs',
        ...classifications.map((classification) => `/jobs?classification=${classification.id}`),
      ];
      const entries = paths.map((path) => `<url><loc>${absolute(path)}</loc></url>`);
      return send(
        reply,
        'application/xml; charset=utf-8',
        xml(`<urlset xmlns="${sitemapNamespace}">${entries.join('')}</urlset>`),
      );
    },
  );

  app.get<{ Params: { page: string } }>(
    '/sitemaps/jobs-:page.xml',
    {
      schema: {
        params: {
          type: 'object',
          properties: { page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } },
          required: ['page'],
        },
        querystring: { type: 'object', additionalProperties: false },
      },
    },
    async (request, reply) => {
      const page = Number(request.params.page);
      const jobs = await app.jobs.listActive((page - 1) * pageSize, pageSize, { now: app.now() });
      if (jobs.length === 0 && page > 1) return reply.callNotFound();
      const entries = jobs.map(
        (job) =>
          `<url><loc>${absolute(jobPath(job.id))}</loc><lastmod>${job.listedAt.slice(0, 10)}</lastmod></url>`,
      );
      return send(
        reply,
        'application/xml; charset=utf-8',
        xml(`<urlset xmlns="${sitemapNamespace}">${entries.join('')}</urlset>`),
      );
    },
  );
}
