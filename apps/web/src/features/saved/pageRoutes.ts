import type { Job, JobCard } from '@joblane/jobs';
import {
  findSavedSearchByQuery,
  getSavedSearch,
  listSavedJobs,
  listSavedSearches,
  savedJobIds,
  type SavedSearch,
} from '@joblane/seekers';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

import { searchPath } from '../../app/search.ts';
import { hiddenFromSeeker, seekersOf } from './saving.ts';
import { emptyForm, type FormState } from '../../components/AccountForm.tsx';
import SavedPage, {
  type SavedJobItem,
  type SavedSearchItem,
  type SavedViewData,
} from './saved.page.tsx';
import { httpError, NOT_FOUND_MESSAGE } from '../../routing/httpError.ts';
import { emptyQuerystring, ROUTE_PARAM_MAX_LENGTH, text } from '../../routing/schemas.ts';
import { JOB_NOT_FOUND_MESSAGE } from '../search/jobRoute.ts';
import { readSearchQuery, savedSearchName, searchQuerystring } from '../search/searchQuery.ts';
import { definePageRoute, type PageRoute } from '../../routing/pageRoute.ts';

/** Saved jobs per page of `/saved`. */
export const SAVED_JOBS_PER_PAGE = 20;
/** Similar live jobs offered under a saved job that has expired. */
export const SIMILAR_TO_EXPIRED = 3;

/**
 * A `returnTo` is followed only when it is a path of this site (no open redirect); a fragment
 * is kept, so the page comes back at the card.
 */
export function safeReturnTo(returnTo: unknown, fallback = '/saved'): string {
  if (
    typeof returnTo !== 'string' ||
    returnTo.length > 2000 ||
    !returnTo.startsWith('/') ||
    returnTo.startsWith('//') ||
    returnTo.startsWith('/\\') ||
    // Control characters (a header split) and backslashes, which browsers read as slashes.
    // oxlint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f\\]/.test(returnTo)
  ) {
    return fallback;
  }
  return returnTo;
}

const cardOf = (job: Job): SavedJobItem['job'] => ({
  id: job.id,
  title: job.title,
  companyName: job.company.name,
  locationLabel: job.location.label,
  salaryLabel: job.salary === undefined || job.salary.hidden ? null : job.salary.label,
  listedAt: job.listedAt,
});

const similarOf = (card: JobCard) => ({
  id: card.id,
  title: card.title,
  companyName: card.companyName,
  locationLabel: card.locationLabel,
  salaryLabel: card.salaryLabel,
  listedAt: card.listedAt,
});

export async function loadSavedJobs(
  request: FastifyRequest,
  page: number,
): Promise<Extract<SavedViewData, { view: 'saved-jobs' }>> {
  const seekers = seekersOf(request);
  const now = request.server.now();
  const { jobs } = request.server;
  const saved = await listSavedJobs(seekers, request.viewer!.user.id, {
    page,
    pageSize: SAVED_JOBS_PER_PAGE,
  });
  // An expired job's suggestions leave out what the seeker hid, as every similar-jobs list does.
  const hidden = await hiddenFromSeeker(request);
  const items = await Promise.all(
    saved.items.map(async (item): Promise<SavedJobItem> => {
      const job = await jobs.getJob(item.jobId, { now });
      if (job === undefined) return { ...item, job: null, expired: true, similar: [] };
      const expired = job.status === 'expired';
      const similar = expired
        ? await jobs.similarJobs(job, SIMILAR_TO_EXPIRED, { now, ...hidden })
        : [];
      return { ...item, job: cardOf(job), expired, similar: similar.map(similarOf) };
    }),
  );
  return {
    view: 'saved-jobs',
    items,
    total: saved.total,
    page: saved.page,
    pageCount: saved.pageCount,
    now: now.toISOString(),
  };
}

export const savedJobsRoute = definePageRoute({
  id: 'saved',
  path: '/saved',
  access: 'seeker',
  schema: {
    querystring: Type.Object(
      { page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$' })) },
      { additionalProperties: false },
    ),
  },
  load: (request) => loadSavedJobs(request, Number(request.query.page ?? '1')),
  head: (data) => ({
    title:
      data.view === 'saved-jobs' && data.page > 1
        ? `Saved jobs (page ${data.page}) · Joblane`
        : 'Saved jobs · Joblane',
    description: 'The jobs you saved on Joblane.',
  }),
  page: SavedPage,
});

const jobIdParams = Type.Object({
  jobId: Type.String({ minLength: 1, maxLength: ROUTE_PARAM_MAX_LENGTH }),
});

/**
 * Saving a job after signing in: the Save button of a signed-out visitor links here, sign-in
 * brings them back, and this page's button (a POST) completes the save and returns them to
 * `returnTo`. A GET never saves anything.
 */
export const saveJobRoute = definePageRoute({
  id: 'saved',
  path: '/saved/:jobId',
  access: 'seeker',
  schema: {
    querystring: Type.Object(
      { returnTo: Type.Optional(text(2000)) },
      { additionalProperties: false },
    ),
    params: jobIdParams,
  },
  async load(request): Promise<SavedViewData> {
    const now = request.server.now();
    const job = await request.server.jobs.getJob(request.params.jobId, { now });
    if (job === undefined) throw httpError(404, JOB_NOT_FOUND_MESSAGE);
    const saved = await savedJobIds(seekersOf(request), request.viewer!.user.id, [job.id]);
    return {
      view: 'save-job',
      job: { id: job.id, title: job.title, companyName: job.company.name },
      returnTo: safeReturnTo(request.query.returnTo, `/job/${encodeURIComponent(job.id)}`),
      alreadySaved: saved.has(job.id),
    };
  },
  head: (data) => ({
    title: data.view === 'save-job' ? `Save ${data.job.title} · Joblane` : 'Save a job · Joblane',
    description: 'Save a job to come back to it.',
  }),
  page: SavedPage,
});

export const searchItemOf = (search: SavedSearch): SavedSearchItem => ({
  id: search.id,
  name: search.name,
  href: searchPath(search.query),
  alertOn: search.alert.on,
  frequency: search.alert.frequency,
});

export async function loadSavedSearches(
  request: FastifyRequest,
  forms: Record<string, FormState> = {},
): Promise<Extract<SavedViewData, { view: 'saved-searches' }>> {
  const searches = await listSavedSearches(seekersOf(request), request.viewer!.user.id);
  return { view: 'saved-searches', searches: searches.map(searchItemOf), forms };
}

export const savedSearchesRoute = definePageRoute({
  id: 'saved',
  path: '/saved-searches',
  access: 'seeker',
  schema: { querystring: emptyQuerystring },
  load: (request) => loadSavedSearches(request),
  head: () => ({
    title: 'Saved searches · Joblane',
    description: 'Your saved searches on Joblane, and their email alerts.',
  }),
  page: SavedPage,
});

/** The name a saved search gets unless its person gives another: what, where and main filters. */
export function defaultSearchName(canonicalQuery: string): string {
  const { query } = readSearchQuery(Object.fromEntries(new URLSearchParams(canonicalQuery)));
  return savedSearchName(query, query.where === '' ? null : query.where);
}

/** The canonical query of a search given as a query string (as the results page links it). */
export function canonicalSearch(search: string): string {
  const params = new URLSearchParams(search);
  const querystring: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    if (!(key in searchQuerystring.properties)) continue;
    const values = params.getAll(key);
    querystring[key] = values.length === 1 ? values[0]! : values;
  }
  const { canonicalQuery } = readSearchQuery(querystring);
  const canonical = new URLSearchParams(canonicalQuery);
  canonical.delete('page');
  return canonical.toString();
}

export async function loadNewSavedSearch(
  request: FastifyRequest,
  search: string,
  form: FormState = emptyForm,
): Promise<Extract<SavedViewData, { view: 'new-saved-search' }>> {
  const canonical = canonicalSearch(search);
  const existing = await findSavedSearchByQuery(
    seekersOf(request),
    request.viewer!.user.id,
    canonical,
  );
  return {
    view: 'new-saved-search',
    search: canonical,
    href: searchPath(canonical),
    defaultName: defaultSearchName(canonical),
    existing: existing === undefined ? null : { id: existing.id, name: existing.name },
    form,
  };
}

/** "Save this search" without JavaScript: a page naming the search (the results page links it). */
export const newSavedSearchRoute = definePageRoute({
  id: 'saved',
  path: '/saved-searches/new',
  access: 'seeker',
  schema: {
    querystring: Type.Object(
      { search: Type.Optional(text(4000)) },
      { additionalProperties: false },
    ),
  },
  load: (request) => loadNewSavedSearch(request, request.query.search ?? ''),
  head: () => ({
    title: 'Save this search · Joblane',
    description: 'Save a search on Joblane and get its new jobs by email.',
  }),
  page: SavedPage,
});

/** Deleting a saved search without JavaScript: this page asks first. */
/** A saved search's id in a path. */
export const savedSearchParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

export const deleteSavedSearchRoute = definePageRoute({
  id: 'saved',
  path: '/saved-searches/:id/delete',
  access: 'seeker',
  schema: { querystring: emptyQuerystring, params: savedSearchParams },
  async load(request): Promise<SavedViewData> {
    const search = await getSavedSearch(
      seekersOf(request),
      request.viewer!.user.id,
      request.params.id,
    );
    if (search === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
    return { view: 'delete-saved-search', search: searchItemOf(search) };
  },
  head: () => ({
    title: 'Delete a saved search · Joblane',
    description: 'Delete one of your saved searches.',
  }),
  page: SavedPage,
});

export const savedRoutes: readonly PageRoute[] = [
  savedJobsRoute,
  newSavedSearchRoute,
  deleteSavedSearchRoute,
  savedSearchesRoute,
  saveJobRoute,
];
