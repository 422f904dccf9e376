import type { Static, TObject } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

import type { PageComponent, PageHead } from '../app/context.ts';

/** Who may call a route: everyone by default. */
/**
 * Who may use a route: anyone signed in, seekers, employers, or moderators (`/admin`: everyone
 * else, signed out included, is answered 404).
 */
export type Access = 'signed-in' | 'seeker' | 'employer' | 'moderator';

/** A page route's querystring or params schema: its TypeBox type gives the request's type. */
export type PageSchema = TObject;

/** What a page route's `load` and `canonicalLocation` receive: the request its schemas validated. */
export type PageRequest<Query extends PageSchema, Params extends PageSchema> = FastifyRequest<{
  Querystring: Static<Query>;
  Params: Static<Params>;
}>;

/**
 * One page of the site: where it lives, what it accepts, what it loads and how it renders.
 * `id` names both the route and its page module `src/features/<area>/<id>.page.tsx`, which the browser
 * imports (code split per page) to hydrate and to navigate in place.
 */
interface PageRouteFields<Data, Request, Schema> {
  id: string;
  path: string;
  /** Validation of the query and path parameters; `v` is added to every querystring schema. */
  schema: Schema;
  /** The page's data as plain JSON, loaded on the server for every request. */
  load(request: Request): Promise<NoInfer<Data>> | NoInfer<Data>;
  head(data: NoInfer<Data>): PageHead;
  page: PageComponent<Data>;
  /**
   * A page with a client bundle of its own instead of a page module in its feature folder (the kit
   * gallery, see build/build.ts): it has no JSON twin, so links to it load it in full.
   */
  standalone?: boolean;
  /**
   * Who may see the page: everyone when omitted; otherwise a signed-out visitor is sent to sign
   * in (and back), and someone of the wrong side gets 404. Its responses are never cached.
   */
  access?: Access;
  /**
   * When it answers true, `access` is waived for this request and anyone sees the page (a closed
   * job's apply page says it is closed to everyone, signed in or not). Runs before validation:
   * read only what it can check itself.
   */
  openToAll?(request: FastifyRequest): Promise<boolean>;
  /** The response status for the loaded data (410 for an expired job); 200 when omitted. */
  status?(data: NoInfer<Data>): number;
  /**
   * The canonical path and query (without `v`) when the request spells the same page another
   * way: the HTML request is redirected there (keeping `v`), and in-page navigation shows it.
   */
  canonicalLocation?(request: Request): string | undefined;
}

/** A page route whose request types come from its TypeBox schemas. */
export type TypedPageRoute<
  Data,
  Query extends PageSchema,
  Params extends PageSchema,
> = PageRouteFields<Data, PageRequest<Query, Params>, { querystring: Query; params?: Params }>;

/** A page route in the route table, of any data. */
export type PageRoute<Data = unknown> = TypedPageRoute<Data, PageSchema, PageSchema>;

/**
 * Keeps a route's types together while the route table holds routes of any data: the page's
 * data comes from its page component, the request's query and params from its schemas. An
 * inline `load` returning one member of a union states its return type (`Promise<ViewData>`):
 * TypeScript widens its literal `view` while it infers the call.
 */
export function definePageRoute<
  Data,
  Query extends PageSchema,
  Params extends PageSchema = TObject<{}>,
>(route: TypedPageRoute<Data, Query, Params>): PageRoute {
  return route as unknown as PageRoute;
}

/** Ids of pages that no route serves: the host renders them for 404 and error responses. */
export const NOT_FOUND_PAGE = 'not-found';
export const ERROR_PAGE = 'error';

export interface ErrorPageData {
  statusCode: number;
  title: string;
  message: string;
  /** The request id of a server error, for support; null for other errors. */
  reference: string | null;
}
