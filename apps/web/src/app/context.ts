import type { ComponentType } from 'react';

/**
 * What the server hands to the browser with every page: enough to render the same tree again.
 * It travels as a JSON data block in the document and as the body of `/api/pages/...` responses.
 */
export interface ClientContext<Data = unknown> {
  /** The page to render: a route id, the name of its page module `src/features/<area>/<route>.page.tsx`. */
  route: string;
  /** The current URL as path and query (`/jobs?keywords=nurse`): links resolve against it. */
  url: string;
  /** The `v` pin of the current URL, carried on every internal link; null when absent. */
  v: string | null;
  /** What the route's `load` returned (plain JSON). */
  data: Data;
  /** Who is signed in (for the header); null or absent when nobody is. */
  viewer?: Viewer | null;
  /** A one-time message from the previous action ("You are signed in"); null when none. */
  notice?: Notice | null;
}

/** What every page may show of the signed-in person. */
export interface Viewer {
  name: string;
  role: 'seeker' | 'employer';
  emailVerified: boolean;
}

export interface Notice {
  tone: 'positive' | 'info';
  message: string;
}

/** Props every page component receives. */
export interface PageProps<Data> {
  data: Data;
}

export type PageComponent<Data = unknown> = ComponentType<PageProps<Data>> & {
  /**
   * The data the document's context block carries, when hydration needs less than the render
   * did (content the page keeps from the server's markup instead of rendering it again). The
   * JSON twin of in-page navigation always carries the whole data.
   */
  hydrationData?: (data: Data) => Data;
};

/** The head of a page: what the route says about itself beside its markup. */
export interface PageHead {
  title: string;
  description: string;
  /** Path and query of the canonical URL; the request's path when omitted. */
  canonicalPath?: string;
  /** Open Graph `og:type`; `website` when omitted. */
  openGraphType?: 'website' | 'article';
  /** schema.org data, written into the document as `<script type="application/ld+json">`. */
  structuredData?: object;
}

/** What a client-side navigation receives from `/api/pages/...`. */
export interface PageNavigation {
  context: ClientContext;
  head: { title: string; description: string; canonicalUrl: string };
  /** Stylesheets the page needs beyond those already in the document. */
  stylesheets: string[];
}
