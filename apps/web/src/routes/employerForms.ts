import {
  adToJob,
  closeAd,
  createDraft,
  parseAdForm,
  publishAd,
  resolveAdPlace,
  updateAd,
  type Ad,
  type Ads,
  type FormBody,
} from '@joblane/ads';
import { adClosed } from '@joblane/hiring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { EmployerViewData } from '../pages/employer.page.tsx';
import { onAdEnded } from '../server/adLifecycle.ts';
import { httpError } from '../server/httpError.ts';
import { sendPage } from '../server/plugins/pages.ts';
import type { PageRenderer } from '../server/render.ts';
import {
  adFormOptions,
  adParams,
  adRef,
  editAdRoute,
  employerOrganisation,
  NOT_FOUND,
  organisationAd,
} from './employer.ts';

export interface EmployerFormsOptions {
  ads: Ads;
  renderer: PageRenderer;
}

/** The most a posted field may hold before the form is refused outright (the limits are far below). */
const field = { type: 'string', maxLength: 40_000 } as const;

/**
 * The ad form's body: its fields as the HTML form posts them (numbered selling point and question
 * slots). Lengths over an ad's limits pass here and come back as the field's message;
 * only absurd bodies are refused with 400.
 */
const adFormBody = {
  type: 'object',
  properties: {
    action: { type: 'string', enum: ['preview', 'draft', 'save', 'publish', 'close'] },
    title: field,
    summary: field,
    details: field,
    classification: field,
    subClassification: field,
    where: field,
    workType: field,
    workArrangement: field,
    payType: field,
    payCurrency: field,
    payMin: field,
    payMax: field,
    payShow: field,
    applyMethod: field,
    applyUrl: field,
  },
  patternProperties: {
    '^sellingPoint\\.\\d{1,2}$': field,
    '^question\\.\\d{1,2}\\.(kind|text|options)$': field,
  },
  additionalProperties: false,
} as const;

type AdFormPost = FormBody & { action?: string };

const employer = { access: 'employer' } as const;
/** Details may be 15 000 characters of any script: URL-encoded, that is more than the site's 64 KiB. */
const AD_FORM_BODY_LIMIT = 512 * 1024;

const editPath = (id: string) => `/employer/ads/${encodeURIComponent(id)}/edit`;

/**
 * The POST side of posting ads: create (a draft, then its preview), edit, publish, close. Plain
 * forms that redirect after success; a form with problems comes back with status 400, every
 * value as typed and each message at its field.
 */
export async function employerFormRoutes(
  app: FastifyInstance,
  { ads, renderer }: EmployerFormsOptions,
) {
  function showForm(
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    data: EmployerViewData,
    status: number,
  ) {
    reply.code(status).header('cache-control', 'private, no-store');
    return sendPage(reply, renderer, editAdRoute, request, url, data);
  }

  /** The job of a live ad, written to the store (search finds it at once). */
  async function putInStore(
    request: FastifyRequest,
    ad: Ad,
    company: { name: string; slug: string },
  ) {
    await request.server.jobs.upsert([adToJob(ad, company, { now: request.server.now() })]);
  }

  app.post<{ Body: AdFormPost }>(
    '/employer/ads/new',
    { config: employer, bodyLimit: AD_FORM_BODY_LIMIT, schema: { body: adFormBody } },
    async (request, reply) => {
      const organisation = await employerOrganisation(request);
      const parsed = parseAdForm(request.body, { resolvePlace: resolveAdPlace });
      if (!parsed.ok) {
        return showForm(
          request,
          reply,
          '/employer/ads/new',
          {
            view: 'form',
            ad: null,
            values: parsed.values,
            errors: parsed.errors,
            options: adFormOptions(),
          },
          400,
        );
      }
      const ad = await createDraft(ads, organisation.id, request.viewer!.user.id, parsed.fields);
      if (request.body.action === 'draft') {
        reply.notify('ad-draft-saved');
        return reply.redirect('/employer', 303);
      }
      return reply.redirect(`${editPath(ad.id)}?step=preview`, 303);
    },
  );

  app.post<{ Params: { id: string }; Body: AdFormPost }>(
    '/employer/ads/:id/edit',
    {
      config: employer,
      bodyLimit: AD_FORM_BODY_LIMIT,
      schema: { params: adParams, body: adFormBody },
    },
    async (request, reply) => {
      const { organisation, ad } = await organisationAd(request, request.params.id);
      const company = { name: organisation.name, slug: organisation.slug };
      const url = editPath(ad.id);
      const action = request.body.action ?? 'save';

      if (action === 'publish') {
        // With the job record, the ad goes live and its job is written in one transaction: a
        // publish that fails (the database went away) leaves a draft and no job.
        const { recordJobs } = request.server;
        let position: number | undefined;
        const published = await publishAd(
          ads,
          organisation.id,
          ad.id,
          recordJobs === undefined
            ? {}
            : {
                alongside: async (trx, live) => {
                  const job = adToJob(live, company, { now: request.server.now() });
                  ({ position } = await recordJobs.upsertIn(trx, [job]));
                },
              },
        );
        if (!published.ok) return refused(published);
        if (recordJobs !== undefined && position !== undefined) await recordJobs.shown(position);
        // Already live (published before; its job written then, or an old half-done publish).
        else await putInStore(request, published.ad, company);
        reply.notify('ad-published');
        return reply.redirect('/employer', 303);
      }
      if (action === 'close') {
        const { recordJobs, hiring } = request.server;
        const endedAt = request.server.now();
        if (recordJobs !== undefined) {
          // With the job record: the ad closing, its job leaving the record and its
          // applications' Ad closed commit together, or none does (a 503 leaves it live).
          let position: number | undefined;
          const closed = await closeAd(ads, organisation.id, ad.id, {
            alongside: async (trx, ended) => {
              ({ position } = await recordJobs.expireIn(trx, [ended.id]));
              if (hiring !== undefined) await adClosed(hiring, ended.id, endedAt, { within: trx });
            },
          });
          if (!closed.ok) return refused(closed);
          if (position !== undefined) await recordJobs.shown(position);
          reply.notify('ad-closed');
          return reply.redirect('/employer', 303);
        }
        const closed = await closeAd(ads, organisation.id, ad.id);
        if (!closed.ok) return refused(closed);
        await onAdEnded({ jobs: request.server.jobs, hiring }, closed.ad, endedAt);
        reply.notify('ad-closed');
        return reply.redirect('/employer', 303);
      }

      const parsed = parseAdForm(request.body, { resolvePlace: resolveAdPlace });
      if (!parsed.ok) {
        return showForm(
          request,
          reply,
          url,
          {
            view: 'form',
            ad: adRef(ad),
            values: parsed.values,
            errors: parsed.errors,
            options: adFormOptions(),
          },
          400,
        );
      }
      const updated = await updateAd(ads, organisation.id, ad.id, parsed.fields);
      if (!updated.ok) {
        if (updated.problem === 'fixed') {
          return showForm(
            request,
            reply,
            url,
            {
              view: 'form',
              ad: adRef(ad),
              values: parsed.values,
              errors: updated.errors,
              options: adFormOptions(),
            },
            400,
          );
        }
        return refused(updated);
      }
      if (updated.ad.status === 'live') await putInStore(request, updated.ad, company);
      if (action === 'preview') return reply.redirect(`${url}?step=preview`, 303);
      reply.notify(updated.ad.status === 'live' ? 'ad-updated' : 'ad-draft-saved');
      return reply.redirect('/employer', 303);
    },
  );
}

/** A change the ad's state does not allow: 404 for none, 409 with the reason for an ended ad. */
function refused(
  problem: { problem: 'not-found' } | { problem: 'ended'; message: string } | { problem: 'fixed' },
): never {
  if (problem.problem === 'ended') throw httpError(409, problem.message);
  throw httpError(404, NOT_FOUND);
}
