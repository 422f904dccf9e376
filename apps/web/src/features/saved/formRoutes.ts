import {
  deleteSavedSearch,
  renameSavedSearch,
  saveJob,
  saveSearch,
  setSearchAlert,
  unsaveJob,
  type Seekers,
} from '@joblane/seekers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { FormState } from '../../components/AccountForm.tsx';
import type { SavedViewData } from './saved.page.tsx';
import { httpError } from '../../routing/httpError.ts';
import { formWantsJson, sendPage } from '../../routing/pageResponse.ts';
import type { PageRenderer } from '../../routing/render.ts';
import { ROUTE_PARAM_MAX_LENGTH } from '../../routing/schemas.ts';
import { JOB_NOT_FOUND_MESSAGE } from '../search/jobRoute.ts';
import {
  loadNewSavedSearch,
  loadSavedSearches,
  newSavedSearchRoute,
  safeReturnTo,
  savedSearchesRoute,
  searchItemOf,
} from './pageRoutes.ts';
import type { PageRoute } from '../../routing/pageRoute.ts';

export interface SavedFormsOptions {
  seekers: Seekers;
  renderer: PageRenderer;
}

/** What a save button's background request gets back. */
export interface SaveJobAnswer {
  saved: boolean;
}

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const formBody = (properties: Record<string, object>) => ({
  type: 'object',
  properties,
  additionalProperties: false,
});
const jobParams = {
  type: 'object',
  properties: { jobId: { type: 'string', minLength: 1, maxLength: ROUTE_PARAM_MAX_LENGTH } },
  required: ['jobId'],
} as const;
const searchParams = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['id'],
} as const;

const notFound = () =>
  httpError(404, 'We could not find that saved search. It may have been deleted already.');

/**
 * The POST side of saving: jobs from their Save buttons, searches from "Save this search", and
 * the saved searches' rename, alert and delete forms. Plain forms that redirect (303) back; a
 * request from the page's script (`Accept: application/json`) gets JSON instead. Only seekers
 * (`access: 'seeker'`): employers get 404, signed-out visitors 401.
 */
export async function savedFormRoutes(app: FastifyInstance, options: SavedFormsOptions) {
  const { seekers, renderer } = options;
  const seeker = { access: 'seeker' } as const;

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
    return sendPage(reply, renderer, route, request, url, data);
  }

  /**
   * After success: back to the page (303) with a one-time notice; a script gets where to go
   * (`AccountForm` goes there in place, and the page itself shows what changed), plus `extra`.
   */
  const back = (
    reply: FastifyReply,
    to: string,
    notice: Parameters<FastifyReply['notify']>[0],
    extra: object = {},
  ) => {
    if (formWantsJson(reply.request)) return reply.send({ redirect: to, ...extra });
    reply.notify(notice);
    return reply.redirect(to, 303);
  };

  // Saving and unsaving a job.
  for (const save of [true, false]) {
    app.post<{ Params: { jobId: string }; Body: { returnTo?: string } }>(
      save ? '/saved/:jobId' : '/saved/:jobId/delete',
      { config: seeker, schema: { params: jobParams, body: formBody({ returnTo: text(2000) }) } },
      async (request, reply) => {
        const userId = request.viewer!.user.id;
        const { jobId } = request.params;
        if (save) {
          // Only jobs that exist (expired ones too: they can still be kept).
          const job = await request.server.jobs.getJob(jobId, { now: request.server.now() });
          if (job === undefined) throw httpError(404, JOB_NOT_FOUND_MESSAGE);
          const result = await saveJob(seekers, userId, jobId);
          if (!result.ok) throw httpError(409, result.message);
        } else {
          await unsaveJob(seekers, userId, jobId);
        }
        if (formWantsJson(request)) return reply.send({ saved: save } satisfies SaveJobAnswer);
        return back(
          reply,
          safeReturnTo(request.body?.returnTo),
          save ? 'job-saved' : 'job-unsaved',
        );
      },
    );
  }

  app.post<{ Body: { search?: string; name?: string } }>(
    '/saved-searches',
    { config: seeker, schema: { body: formBody({ search: text(4000), name: text(1000) }) } },
    async (request, reply) => {
      const page = await loadNewSavedSearch(request, request.body.search ?? '');
      const result = await saveSearch(seekers, request.viewer!.user.id, {
        name: request.body.name ?? '',
        query: page.search,
      });
      if (!result.ok) {
        const form = { values: { name: request.body.name ?? '' }, errors: { ...result.errors } };
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
      return back(
        reply,
        `/saved-searches#search-${result.search.id}`,
        result.created ? 'search-saved' : 'search-already-saved',
        { created: result.created, search: searchItemOf(result.search) },
      );
    },
  );

  app.post<{ Params: { id: string }; Body: { name?: string } }>(
    '/saved-searches/:id/rename',
    { config: seeker, schema: { params: searchParams, body: formBody({ name: text(1000) }) } },
    async (request, reply) => {
      const { id } = request.params;
      const name = request.body.name ?? '';
      const result = await renameSavedSearch(seekers, request.viewer!.user.id, id, name);
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
    },
  );

  app.post<{ Params: { id: string }; Body: { alert?: string; frequency?: string } }>(
    '/saved-searches/:id/alert',
    {
      config: seeker,
      schema: {
        params: searchParams,
        body: formBody({
          // A checkbox: sent (as "on") only while ticked; without it the alert is off.
          alert: { type: 'string', enum: ['on'] },
          frequency: { type: 'string', enum: ['daily', 'weekly'] },
        }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const search = await setSearchAlert(seekers, request.viewer!.user.id, id, {
        on: request.body.alert === 'on',
        ...(request.body.frequency === undefined
          ? {}
          : { frequency: request.body.frequency as 'daily' | 'weekly' }),
      });
      if (search === undefined) throw notFound();
      if (formWantsJson(request)) return reply.send({ search: searchItemOf(search) });
      return back(
        reply,
        `/saved-searches#search-${id}`,
        search.alert.on ? 'alert-on' : 'alert-off',
      );
    },
  );

  app.post<{ Params: { id: string } }>(
    '/saved-searches/:id/delete',
    { config: seeker, schema: { params: searchParams } },
    async (request, reply) => {
      const deleted = await deleteSavedSearch(seekers, request.viewer!.user.id, request.params.id);
      if (!deleted) throw notFound();
      return back(reply, '/saved-searches', 'search-deleted');
    },
  );
}
