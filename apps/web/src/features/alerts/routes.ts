import { findAlertByToken, unsubscribeAlert } from '@joblane/seekers';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import AlertsUnsubscribePage, { type UnsubscribeViewData } from './alerts-unsubscribe.page.tsx';
import { sendPage } from '../../routing/pageResponse.ts';
import { definePageRoute, type PageRoute } from '../../routing/pageRoute.ts';
import { formBody, text, type SchemaRequest } from '../../routing/schemas.ts';

/** Longer than any token Joblane makes (`<base64url id>.<43-character MAC>`). */
const tokenQuerystring = Type.Object(
  { token: Type.Optional(text(1024)) },
  { additionalProperties: false },
);

const head = (data: UnsubscribeViewData) => ({
  title:
    data.state === 'invalid'
      ? 'Unsubscribe link does not work · Joblane'
      : 'Stop job alerts · Joblane',
  description: 'Stop the email alerts of a saved search on Joblane.',
});

const missingAlerts = (): never => {
  throw new Error('buildApp was given no alerts: pass `alerts: { secret }` with `domain`.');
};

/**
 * `GET /alerts/unsubscribe?token=`: the page an unsubscribe link opens. It only shows a button
 * (mail scanners follow links, and following one must change nothing); a bad token is a 400 page.
 */
export const alertsUnsubscribeRoute = definePageRoute({
  id: 'alerts-unsubscribe',
  path: '/alerts/unsubscribe',
  schema: { querystring: tokenQuerystring },
  async load(request): Promise<UnsubscribeViewData> {
    const alerts = request.server.alerts ?? missingAlerts();
    const found = await findAlertByToken(alerts.seekers, alerts.secret, request.query.token);
    switch (found.status) {
      case 'invalid':
      case 'gone':
        return { state: found.status };
      case 'found':
        return found.alertOn
          ? { state: 'confirm', token: request.query.token ?? '', name: found.name }
          : { state: 'stopped', name: found.name, alreadyOff: true };
    }
  },
  status: (data) => (data.state === 'invalid' ? 400 : 200),
  head,
  page: AlertsUnsubscribePage,
});

export const alertRoutes: readonly PageRoute[] = [alertsUnsubscribeRoute];

/** The unsubscribe page with this outcome. */
function showOutcome(
  request: FastifyRequest,
  reply: FastifyReply,
  data: UnsubscribeViewData,
  status: number,
) {
  reply.code(status).header('cache-control', 'private, no-store');
  const { renderer } = request.server;
  return sendPage(reply, renderer, alertsUnsubscribeRoute, request, '/alerts/unsubscribe', data);
}

const unsubscribeSchema = {
  querystring: tokenQuerystring,
  body: Type.Union([formBody({ 'List-Unsubscribe': Type.Optional(text(100)) }), text(4096)]),
};

/** `POST /alerts/unsubscribe?token=`: the signed token's alert switched off. */
async function unsubscribe(request: SchemaRequest<typeof unsubscribeSchema>, reply: FastifyReply) {
  const alerts = request.server.alerts ?? missingAlerts();
  const outcome = await unsubscribeAlert(alerts.seekers, alerts.secret, request.query.token);
  switch (outcome.status) {
    case 'invalid':
      return showOutcome(request, reply, { state: 'invalid' }, 400);
    case 'gone':
      return showOutcome(request, reply, { state: 'gone' }, 200);
    case 'stopped':
      return showOutcome(
        request,
        reply,
        { state: 'stopped', name: outcome.name, alreadyOff: outcome.alreadyOff },
        200,
      );
  }
}

/**
 * `POST /alerts/unsubscribe?token=`: RFC 8058 one-click unsubscribe (mail providers post
 * `List-Unsubscribe=One-Click`, as a form or as multipart) and the page's button. The signed
 * token is the proof, so it needs no session, and other sites may post it (`crossSite: 'allow'`):
 * the provider's servers do. A bad token answers the 400 page and changes nothing.
 */
export const alertFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Some providers post the one-click body as multipart/form-data: it is read as text and not
  // needed (the token in the URL says which alert). Only this plugin's routes accept it.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/alerts/unsubscribe',
    { config: { crossSite: 'allow' }, schema: unsubscribeSchema },
    unsubscribe,
  );
};
