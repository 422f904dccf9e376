import { listOutbox, readOutboxMessage } from '@joblane/mail';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import DevMailPage, { type DevMailViewData } from './dev-mail.page.tsx';
import { httpError, NOT_FOUND_MESSAGE } from '../../routing/httpError.ts';
import { definePageRoute } from '../../routing/pageRoute.ts';
import { emptyQuerystring, type SchemaRequest } from '../../routing/schemas.ts';

function outboxOf(request: FastifyRequest): string {
  const dir = request.server.outboxDir;
  // Only when mail is not sent over SMTP (see start.ts): otherwise there is no such page.
  if (dir === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
  return dir;
}

/** `/dev/mail`: the mail this server would have sent, newest first (development and demo only). */
export const devMailRoute = definePageRoute({
  id: 'dev-mail',
  path: '/dev/mail',
  schema: { querystring: emptyQuerystring },
  async load(request): Promise<DevMailViewData> {
    const entries = await listOutbox(outboxOf(request));
    return {
      view: 'outbox',
      messages: entries.map((entry) => ({
        id: entry.id,
        to: entry.to,
        subject: entry.subject,
        date: entry.date,
      })),
    };
  },
  head: () => ({
    title: 'Outbox · Joblane',
    description: 'Mail this Joblane server has written instead of sending.',
  }),
  page: DevMailPage,
});

/** An outbox message's id in a path. */
function outboxMessageParams() {
  return Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' }) });
}

export const devMailMessageRoute = definePageRoute({
  id: 'dev-mail',
  path: '/dev/mail/:id',
  schema: {
    querystring: emptyQuerystring,
    params: outboxMessageParams(),
  },
  async load(request): Promise<DevMailViewData> {
    const message = await readOutboxMessage(outboxOf(request), request.params.id);
    if (message === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
    return {
      view: 'message',
      id: request.params.id,
      to: message.to,
      from: message.from,
      subject: message.subject,
      date: message.date,
      text: message.text,
      headers: message.headers,
    };
  },
  head: (data) => ({
    title: `${data.view === 'message' ? data.subject : 'Mail'} · Outbox · Joblane`,
    description: 'One message of the outbox.',
  }),
  page: DevMailPage,
});

const messageSchema = { params: outboxMessageParams() };

type MessageRequest = SchemaRequest<typeof messageSchema>;

/** The outbox message of the URL (404 when there is none). */
async function messageOf(request: MessageRequest) {
  const message = await readOutboxMessage(outboxOf(request), request.params.id);
  if (message === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
  return message;
}

/** `GET /dev/mail/:id/html`: the message's HTML alternative, sandboxed. */
async function showMessageHtml(request: MessageRequest, reply: FastifyReply) {
  const message = await messageOf(request);
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-ancestors 'none'",
    )
    .send(message.html);
}

/** `GET /dev/mail/:id/eml`: the raw message, as a download. */
async function downloadMessage(request: MessageRequest, reply: FastifyReply) {
  const message = await messageOf(request);
  return reply
    .type('message/rfc822')
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${request.params.id}.eml"`)
    .send(message.eml);
}

/**
 * A message's HTML alternative as the mail client would render it, and its raw `.eml`. The HTML
 * is mail, not a page of the site: it is served sandboxed (no scripts, no plugins, no forms, no
 * requests but inline styles and images), so a message can never act as the site.
 */
export const devMailFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/dev/mail/:id/html', { schema: messageSchema }, showMessageHtml);
  app.get('/dev/mail/:id/eml', { schema: messageSchema }, downloadMessage);
};
