import { listOutbox, readOutboxMessage } from '@joblane/mail';
import type { FastifyRequest } from 'fastify';

import DevMailPage, { type DevMailViewData } from '../pages/dev-mail.page.tsx';
import { httpError } from '../server/httpError.ts';
import { definePageRoute } from './types.ts';

const NOT_HERE = 'We could not find that page. It may have moved, or the address may be mistyped.';

function outboxOf(request: FastifyRequest): string {
  const dir = request.server.outboxDir;
  // Only when mail is not sent over SMTP (see start.ts): otherwise there is no such page.
  if (dir === undefined) throw httpError(404, NOT_HERE);
  return dir;
}

/** `/dev/mail`: the mail this server would have sent, newest first (development and demo only). */
export const devMailRoute = definePageRoute<DevMailViewData>({
  id: 'dev-mail',
  path: '/dev/mail',
  schema: { querystring: { type: 'object', properties: {}, additionalProperties: false } },
  async load(request) {
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

export const devMailMessageRoute = definePageRoute<
  DevMailViewData,
  Record<string, string>,
  { id: string }
>({
  id: 'dev-mail',
  path: '/dev/mail/:id',
  schema: {
    querystring: { type: 'object', properties: {}, additionalProperties: false },
    params: {
      type: 'object',
      properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' } },
      required: ['id'],
    },
  },
  async load(request) {
    const message = await readOutboxMessage(outboxOf(request), request.params.id);
    if (message === undefined) throw httpError(404, NOT_HERE);
    return {
      view: 'message',
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
