import { classifications } from '@joblane/jobs';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { escapeHtml } from '../../document/serialize.ts';
import { jobPath } from '../search/jobRoute.ts';

/** Job URLs per sitemap file (the protocol allows 50 000; smaller files are cheaper to build). */
export const SITEMAP_PAGE_SIZE = 10_000;

export interface SeoOptions {
  publicOrigin: string;
  /** Job URLs per sitemap file; `SITEMAP_PAGE_SIZE` by default. */
  pageSize?: number;
  /** Moves when the jobs may have change (see `Database.version`); never, by default. */
  dataVersion?: () => string;
}

/** Sitemaps are rebuilt at least this often: jobs leave them when their `validThrough` passes. */
export const SITEMAP_MAX_AGE_MS = 60 * 60 * 1000;

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * `robots.txt` and the sitemaps: `/sitemap.xml` is an index of `/sitemaps/pages.xml` (home and
 * the classification searches) and `/sitemaps/jobs-N.xml`, 10 000 active jobs each (expired
 * jobs are left out). Each file is built once per data version (and hour) and then served from
 * memory; a job file past the last is a 404 that asks the store nothing.
 */
export async function seoRoutes(
  app: FastifyInstance,
  { publicOrigin, pageSize = SITEMAP_PAGE_SIZE, dataVersion = () => '' }: SeoOptions,
) {
  const absolute = (path: string) => escapeHtml(publicOrigin + path);
  const send = (reply: FastifyReply, type: string, body: string) =>
    reply.type(type).header('cache-control', 'public, max-age=3600').send(body);

  /** The sitemaps of one data version: the active-job count, then each file as it is asked for. */
  interface Built {
    key: string;
    total: Promise<number>;
    files: Map<number, Promise<string>>;
  }
  let built: Built | undefined;
  function current(): Built {
    const key = `${dataVersion()}@${Math.floor(app.now().getTime() / SITEMAP_MAX_AGE_MS)}`;
    if (built?.key !== key) {
      const total = app.jobs.countActive({ now: app.now() });
      built = { key, total, files: new Map() };
      // A failed count is not kept: the next request tries again.
      const failed = built;
      total.catch(() => {
        if (built === failed) built = undefined;
      });
    }
    return built;
  }
  function jobsFile(sitemaps: Built, page: number): Promise<string> {
    let file = sitemaps.files.get(page);
    if (file === undefined) {
      file = app.jobs
        .listActive((page - 1) * pageSize, pageSize, { now: app.now() })
        .then((jobs) => {
          const entries = jobs.map(
            (job) =>
              `<url><loc>${absolute(jobPath(job.id))}</loc><lastmod>${job.listedAt.slice(0, 10)}</lastmod></url>`,
          );
          return xml(`<urlset xmlns="${sitemapNamespace}">${entries.join('')}</urlset>`);
        });
      sitemaps.files.set(page, file);
      file.catch(() => sitemaps.files.delete(page));
    }
    return file;
  }

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
      const total = await current().total;
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
      const sitemaps = current();
      // Page 1 exists even with no job (an empty list), as the index always names it.
      if (page > Math.max(1, Math.ceil((await sitemaps.total) / pageSize))) {
        return reply.callNotFound();
      }
      return send(reply, 'application/xml; charset=utf-8', await jobsFile(sitemaps, page));
    },
  );
}
