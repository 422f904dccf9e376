import {
  deleteSavedSearch,
  renameSavedSearch,
  saveJob,
  saveSearch,
  setSearchAlert,
  unsaveJob,
} from '@joblane/seekers';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { FormState } from '../../components/AccountForm.tsx';
import type { SavedViewData } from './saved.page.tsx';
import { httpError } from '../../routing/httpError.ts';
import { formWantsJson, sendPage } from '../../routing/pageResponse.ts';
import {
  formBody,
  ROUTE_PARAM_MAX_LENGTH,
  stringEnum,
  text,
  type SchemaRequest,
} from '../../routing/schemas.ts';
import { JOB_NOT_FOUND_MESSAGE } from '../search/jobRoute.ts';
import {
  loadNewSavedSearch,
  loadSavedSearches,
  newSavedSearchRoute,
  safeReturnTo,
  savedSearchesRoute,
  savedSearchParams,
  searchItemOf,
} from './pageRoutes.ts';
import { seekersOf } from './saving.ts';
import type { PageRoute } from '../../routing/pageRoute.ts';

/** What a save button's background request gets back. */
export interface SaveJobAnswer {
  saved: boolean;
}

const jobParams = Type.Object({
  jobId: Type.String({ minLength: 1, maxLength: ROUTE_PARAM_MAX_LENGTH }),
});
const jobSchema = {
  params: jobParams,
  body: formBody({ returnTo: Type.Optional(text(2000)) }),
};
const saveSearchSchema = {
  body: formBody({
    search: Type.Optional(text(4000)),
    name: Type.Optional(text(1000)),
    // "Email me new jobs": a checkbox, sent (as "on") only while ticked.
    alert: Type.Optional(stringEnum(['on'])),
    frequency: Type.Optional(stringEnum(['daily', 'weekly'])),
  }),
};
const renameSchema = {
  params: savedSearchParams,
  body: formBody({ name: Type.Optional(text(1000)) }),
};
const alertSchema = {
  params: savedSearchParams,
  body: formBody({
    // A checkbox: sent (as "on") only while ticked; without it the alert is off.
    alert: Type.Optional(stringEnum(['on'])),
    frequency: Type.Optional(stringEnum(['daily', 'weekly'])),
  }),
};
const deleteSchema = { params: savedSearchParams };

const notFound = () =>
  httpError(404, 'We could not find that saved search. It may have been deleted already.');

const seeker = { access: 'seeker' } as const;

/** The page again with the form's problems (or, for a script, just them). */
function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  route: PageRoute,
  url: string,
  data: SavedViewData,
  status: number,
  form: FormState,
) {
  reply.code(status).header('cache-control', 'private, no-store');
  if (formWantsJson(request)) return reply.send({ form });
  return sendPage(reply, request.server.renderer, route, request, url, data);
}

/**
 * After success: back to the page (303) with a one-time notice; a script gets where to go
 * (`AccountForm` goes there in place, and the page itself shows what changed), plus `extra`.
 */
function back(
  reply: FastifyReply,
  to: string,
  notice: Parameters<FastifyReply['notify']>[0],
  extra: object = {},
) {
  if (formWantsJson(reply.request)) return reply.send({ redirect: to, ...extra });
  reply.notify(notice);
  return reply.redirect(to, 303);
}

type JobRequest = SchemaRequest<typeof jobSchema>;

/** After a Save button: `{ saved }` for its script, else back where it was. */
function savedAnswer(request: JobRequest, reply: FastifyReply, saved: boolean) {
  if (formWantsJson(request)) return reply.send({ saved } satisfies SaveJobAnswer);
  return back(reply, safeReturnTo(request.body?.returnTo), saved ? 'job-saved' : 'job-unsaved');
}

/** `POST /saved/:jobId`: the job kept (expired ones too: they can still be kept). */
async function keepJob(request: JobRequest, reply: FastifyReply) {
  const { jobId } = request.params;
  // Only jobs that exist (expired ones too: they can still be kept).
  const job = await request.server.jobs.getJob(jobId, { now: request.server.now() });
  if (job === undefined) throw httpError(404, JOB_NOT_FOUND_MESSAGE);
  const result = await saveJob(seekersOf(request), request.viewer!.user.id, jobId);
  if (!result.ok) throw httpError(409, result.message);
  return savedAnswer(request, reply, true);
}

/** `POST /saved/:jobId/delete`: the job no longer kept. */
async function forgetJob(request: JobRequest, reply: FastifyReply) {
  await unsaveJob(seekersOf(request), request.viewer!.user.id, request.params.jobId);
  return savedAnswer(request, reply, false);
}

/** `POST /saved-searches`: "Save this search", with a name. */
async function saveCurrentSearch(
  request: SchemaRequest<typeof saveSearchSchema>,
  reply: FastifyReply,
) {
  const page = await loadNewSavedSearch(request, request.body.search ?? '');
  const result = await saveSearch(seekersOf(request), request.viewer!.user.id, {
    name: request.body.name ?? '',
    query: page.search,
  });
  if (!result.ok) {
    const form = {
      values: {
        name: request.body.name ?? '',
        alert: request.body.alert ?? '',
        frequency: request.body.frequency ?? 'daily',
      },
      errors: { ...result.errors },
    };
    return renderPage(
      request,
      reply,
      newSavedSearchRoute,
      `/saved-searches/new?search=${encodeURIComponent(page.search)}`,
      { ...page, form },
      422,
      form,
    );
  }
  // Its alert, when asked for while saving (for a search saved already too: that is the wish).
  const search =
    request.body.alert === 'on'
      ? ((await setSearchAlert(seekersOf(request), request.viewer!.user.id, result.search.id, {
          on: true,
          frequency: request.body.frequency ?? 'daily',
        })) ?? result.search)
      : result.search;
  return back(
    reply,
    `/saved-searches#search-${search.id}`,
    !result.created
      ? 'search-already-saved'
      : search.alert.on
        ? 'search-saved-alert'
        : 'search-saved',
    { created: result.created, search: searchItemOf(search) },
  );
}

/** `POST /saved-searches/:id/rename`: a saved search's new name. */
async function renameSearch(request: SchemaRequest<typeof renameSchema>, reply: FastifyReply) {
  const { id } = request.params;
  const name = request.body.name ?? '';
  const result = await renameSavedSearch(seekersOf(request), request.viewer!.user.id, id, name);
  if (!result.ok && result.problem === 'not-found') throw notFound();
  if (!result.ok) {
    const form = { values: { name }, errors: { ...result.errors } };
    return renderPage(
      request,
      reply,
      savedSearchesRoute,
      '/saved-searches',
      await loadSavedSearches(request, { [id]: form }),
      422,
      form,
    );
  }
  return back(reply, `/saved-searches#search-${id}`, 'search-renamed');
}

/** `POST /saved-searches/:id/alert`: the search's alert on or off, and how often. */
async function switchSearchAlert(request: SchemaRequest<typeof alertSchema>, reply: FastifyReply) {
  const { id } = request.params;
  const search = await setSearchAlert(seekersOf(request), request.viewer!.user.id, id, {
    on: request.body.alert === 'on',
    ...(request.body.frequency === undefined ? {} : { frequency: request.body.frequency }),
  });
  if (search === undefined) throw notFound();
  if (formWantsJson(request)) return reply.send({ search: searchItemOf(search) });
  return back(reply, `/saved-searches#search-${id}`, search.alert.on ? 'alert-on' : 'alert-off');
}

/** `POST /saved-searches/:id/delete`: the saved search (and its alert) gone. */
async function deleteSearch(request: SchemaRequest<typeof deleteSchema>, reply: FastifyReply) {
  const deleted = await deleteSavedSearch(
    seekersOf(request),
    request.viewer!.user.id,
    request.params.id,
  );
  if (!deleted) throw notFound();
  return back(reply, '/saved-searches', 'search-deleted');
}

/**
 * The POST side of saving: jobs from their Save buttons, searches from "Save this search", and
 * the saved searches' rename, alert and delete forms. Plain forms that redirect (303) back; a
 * request from the page's script (`Accept: application/json`) gets JSON instead. Only seekers
 * (`access: 'seeker'`): employers get 404, signed-out visitors 401.
 */
export const savedFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const job = { config: seeker, schema: jobSchema };
  app.post('/saved/:jobId', job, keepJob);
  app.post('/saved/:jobId/delete', { ...job }, forgetJob);
  app.post('/saved-searches', { config: seeker, schema: saveSearchSchema }, saveCurrentSearch);
  app.post('/saved-searches/:id/rename', { config: seeker, schema: renameSchema }, renameSearch);
  app.post('/saved-searches/:id/alert', { config: seeker, schema: alertSchema }, switchSearchAlert);
  app.post('/saved-searches/:id/delete', { config: seeker, schema: deleteSchema }, deleteSearch);
};
