import type { JobStore } from '@joblane/jobs';

import { escapeHtml } from '../../document/serialize.ts';
import { jobPath } from '../search/jobRoute.ts';

/** Job URLs per sitemap file (the protocol allows 50 000; smaller files are cheaper to build). */
export const SITEMAP_PAGE_SIZE = 10_000;

/** Sitemaps are rebuilt at least this often: jobs leave them when their `validThrough` passes. */
export const SITEMAP_MAX_AGE_MS = 60 * 60 * 1000;

export interface SeoOptions {
  publicOrigin: string;
  /** Job URLs per sitemap file; `SITEMAP_PAGE_SIZE` by default. */
  pageSize?: number;
  /** Moves when the jobs may have change (see `JobDatabase.version`); never, by default. */
  dataVersion?: () => string;
}

export const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
export const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The sitemaps of one data version: the active-job count, then each file as it is asked for. */
export interface BuiltSitemaps {
  key: string;
  total: Promise<number>;
  files: Map<number, Promise<string>>;
}

/**
 * The site's sitemaps, built once per data version (and hour) and then served from memory; a
 * failed build is not kept, so the next request tries again.
 */
export class Sitemaps {
  readonly publicOrigin: string;
  readonly pageSize: number;
  readonly #dataVersion: () => string;
  #built: BuiltSitemaps | undefined;

  constructor({ publicOrigin, pageSize = SITEMAP_PAGE_SIZE, dataVersion = () => '' }: SeoOptions) {
    this.publicOrigin = publicOrigin;
    this.pageSize = pageSize;
    this.#dataVersion = dataVersion;
  }

  /** A path of the site as an absolute URL, escaped for XML. */
  absolute(path: string): string {
    return escapeHtml(this.publicOrigin + path);
  }

  /** The sitemaps of the current data version (and hour). */
  current(jobs: JobStore, now: Date): BuiltSitemaps {
    const key = `${this.#dataVersion()}@${Math.floor(now.getTime() / SITEMAP_MAX_AGE_MS)}`;
    if (this.#built?.key !== key) {
      const total = jobs.countActive({ now });
      const built: BuiltSitemaps = { key, total, files: new Map() };
      this.#built = built;
      // A failed count is not kept: the next request tries again.
      total.catch(() => {
        if (this.#built === built) this.#built = undefined;
      });
    }
    return this.#built!;
  }

  /** `/sitemaps/jobs-N.xml` of these sitemaps, built on first request. */
  jobsFile(sitemaps: BuiltSitemaps, page: number, jobs: JobStore, now: Date): Promise<string> {
    let file = sitemaps.files.get(page);
    if (file === undefined) {
      file = jobs.listActive((page - 1) * this.pageSize, this.pageSize, { now }).then((listed) => {
        const entries = listed.map(
          (job) =>
            `<url><loc>${this.absolute(jobPath(job.id))}</loc><lastmod>${job.listedAt.slice(0, 10)}</lastmod></url>`,
        );
        return xml(`<urlset xmlns="${sitemapNamespace}">${entries.join('')}</urlset>`);
      });
      sitemaps.files.set(page, file);
      file.catch(() => sitemaps.files.delete(page));
    }
    return file;
  }
}
