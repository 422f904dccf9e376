import {
  createDraft,
  parseAdForm,
  resolveAdPlace,
  type Ad,
  type AdCompany,
  type AdFormErrors,
} from '@joblane/ads';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { httpError, NOT_FOUND_MESSAGE } from '../../routing/httpError.ts';
import { sendPage } from '../../routing/pageResponse.ts';
import { stringEnum, type SchemaRequest } from '../../routing/schemas.ts';
import { endAd } from '../../services/ads.ts';
import {
  isSuspended,
  publishScreenedAd,
  saveScreenedAd,
  SUSPENDED_MESSAGE,
  type ScreenedAdWorkflows,
} from '../../services/screening.ts';
import { adCompanyOf } from '../../services/employerCompany.ts';
import type { EmployerViewData } from './employer.page.tsx';
import {
  adFormOptions,
  adParams,
  adRef,
  editAdRoute,
  employerOrganisation,
  organisationAd,
  reviewedAdRef,
} from './pageRoutes.ts';
import type { AdReview } from './review.ts';

/** The most a posted field may hold before the form is refused outright (the limits are far below). */
const field = () => Type.Optional(Type.String({ maxLength: 40_000 }));

/**
 * The ad form's body: its fields as the HTML form posts them (numbered selling point and question
 * slots, which its type leaves to `parseAdForm`). Lengths over an ad's limits pass here and come
 * back as the field's message; only absurd bodies are refused with 400.
 */
const adFormBody = Type.Object(
  {
    action: Type.Optional(stringEnum(['preview', 'draft', 'save', 'publish', 'close'])),
    title: field(),
    summary: field(),
    details: field(),
    classification: field(),
    subClassification: field(),
    where: field(),
    workType: field(),
    workArrangement: field(),
    payType: field(),
    payCurrency: field(),
    payMin: field(),
    payMax: field(),
    payShow: field(),
    applyMethod: field(),
    applyUrl: field(),
    existingVacancy: field(),
    automatedScreening: field(),
  },
  {
    patternProperties: {
      '^sellingPoint\\.\\d{1,2}$': Type.String({ maxLength: 40_000 }),
      '^question\\.\\d{1,2}\\.(kind|text|options)$': Type.String({ maxLength: 40_000 }),
    },
    additionalProperties: false,
  },
);

const newAdSchema = { body: adFormBody };
const adChangeSchema = { params: adParams, body: adFormBody };

const employer = { access: 'employer' } as const;
/** Details may be 15 000 characters of any script: URL-encoded, that is more than the site's 64 KiB. */
const AD_FORM_BODY_LIMIT = 512 * 1024;

const editPath = (id: string) => `/employer/ads/${encodeURIComponent(id)}/edit`;

/** The ad workflows of this app (services/ads.ts, screening.ts), with what the server holds. */
export function workflowsOf(request: FastifyRequest): ScreenedAdWorkflows {
  const { server } = request;
  if (server.ads === undefined || server.moderation === undefined) {
    throw httpError(404, NOT_FOUND_MESSAGE);
  }
  return {
    ads: server.ads,
    jobWrites: server.jobWrites,
    hiring: server.hiring,
    moderation: server.moderation,
    now: server.now,
    // The pay rule compares the ad with what live jobs of its sub-classification pay.
    typicalPay: (subClassification) =>
      server.jobs.typicalPay(subClassification, { now: server.now() }),
  };
}

/** The ad form again with its problems (400), every value as typed. */
function showForm(
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
  data: EmployerViewData,
) {
  reply.code(400).header('cache-control', 'private, no-store');
  return sendPage(reply, request.server.renderer, editAdRoute, request, url, data);
}

type NewAdRequest = SchemaRequest<typeof newAdSchema>;
type AdChangeRequest = SchemaRequest<typeof adChangeSchema>;

/** `POST /employer/ads/new`: a draft from the form, then its preview (or the dashboard). */
async function createAd(request: NewAdRequest, reply: FastifyReply) {
  const organisation = await employerOrganisation(request);
  const parsed = parseAdForm(request.body, { resolvePlace: resolveAdPlace });
  if (!parsed.ok) {
    return showForm(request, reply, '/employer/ads/new', {
      view: 'form',
      ad: null,
      values: parsed.values,
      errors: parsed.errors,
      options: adFormOptions(),
    });
  }
  const { ads, moderation } = workflowsOf(request);
  if (await isSuspended(moderation, organisation.id)) throw httpError(403, SUSPENDED_MESSAGE);
  const ad = await createDraft(ads, organisation.id, request.viewer!.user.id, parsed.fields);
  if (request.body.action === 'draft') {
    reply.notify('ad-draft-saved');
    return reply.redirect('/employer', 303);
  }
  return reply.redirect(`${editPath(ad.id)}?step=preview`, 303);
}

/** `POST /employer/ads/:id/edit`: publish, close, or save the form (and preview it). */
async function changeAd(request: AdChangeRequest, reply: FastifyReply) {
  const { organisation, ad } = await organisationAd(request, request.params.id);
  const company = await adCompanyOf(request.server.moderation, organisation);
  const action = request.body.action ?? 'save';
  if (action === 'publish') {
    const published = await publishScreenedAd(
      workflowsOf(request),
      organisation.id,
      ad.id,
      company,
    );
    if (!published.ok) {
      if (published.problem !== 'refused') return refused(published);
      reply.notify('ad-refused');
      return reply.redirect(`${editPath(ad.id)}?step=preview`, 303);
    }
    reply.notify(published.outcome === 'hold' ? 'ad-in-review' : 'ad-published');
    return reply.redirect('/employer', 303);
  }
  if (action === 'close') {
    const closed = await endAd(workflowsOf(request), organisation.id, ad.id);
    if (!closed.ok) return refused(closed);
    reply.notify('ad-closed');
    return reply.redirect('/employer', 303);
  }
  return saveAd(request, reply, ad, company, action);
}

/** The form's fields saved on a draft or a live ad (whose job search shows at once). */
async function saveAd(
  request: AdChangeRequest,
  reply: FastifyReply,
  ad: Ad,
  company: AdCompany,
  action: string,
) {
  const url = editPath(ad.id);
  const parsed = parseAdForm(request.body, { resolvePlace: resolveAdPlace });
  const formWith = async (errors: AdFormErrors, review: AdReview | null = null) =>
    showForm(request, reply, url, {
      view: 'form',
      ad: adRef(ad, review ?? (await reviewedAdRef(request, ad)).review),
      values: parsed.values,
      errors,
      options: adFormOptions(),
    });
  if (!parsed.ok) return formWith(parsed.errors);
  const saved = await saveScreenedAd(workflowsOf(request), ad, parsed.fields, company);
  if (!saved.ok) {
    if (saved.problem === 'fixed') return formWith(saved.errors);
    // A live ad's edit that screening refuses changes nothing: the form again, with the rules.
    if (saved.problem === 'refused') {
      const reasons = saved.signals.map((signal) => signal.reason);
      return formWith({}, { state: 'refused', reasons });
    }
    return refused(saved);
  }
  if (action === 'preview') return reply.redirect(`${url}?step=preview`, 303);
  const live = saved.ad.status === 'live';
  reply.notify(
    saved.outcome === 'hold' && live ? 'ad-in-review' : live ? 'ad-updated' : 'ad-draft-saved',
  );
  return reply.redirect('/employer', 303);
}

/**
 * The POST side of posting ads: create (a draft, then its preview), edit, publish, close. Plain
 * forms that redirect after success; a form with problems comes back with status 400, every
 * value as typed and each message at its field.
 */
export const employerFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const options = { config: employer, bodyLimit: AD_FORM_BODY_LIMIT };
  app.post('/employer/ads/new', { ...options, schema: newAdSchema }, createAd);
  app.post('/employer/ads/:id/edit', { ...options, schema: adChangeSchema }, changeAd);
};

/**
 * A change the ad's state does not allow: 404 for none, 409 with the reason for an ended ad, 403
 * for a suspended organisation's.
 */
function refused(
  problem:
    | { problem: 'not-found' }
    | { problem: 'ended'; message: string }
    | { problem: 'suspended'; message: string }
    | { problem: 'fixed' },
): never {
  if (problem.problem === 'ended') throw httpError(409, problem.message);
  if (problem.problem === 'suspended') throw httpError(403, problem.message);
  throw httpError(404, NOT_FOUND_MESSAGE);
}
