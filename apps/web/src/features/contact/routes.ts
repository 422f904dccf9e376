import { maxContactMessageLength } from '@joblane/mail';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';

import { emptyForm, type FormState } from '../../components/AccountForm.tsx';
import { httpError, NOT_FOUND_MESSAGE } from '../../routing/httpError.ts';
import { formWantsJson, sendPage } from '../../routing/pageResponse.ts';
import { definePageRoute, type PageRoute } from '../../routing/pageRoute.ts';
import { emptyQuerystring, formBody, text, type SchemaRequest } from '../../routing/schemas.ts';
import { Type } from '@sinclair/typebox';
import { clientKeyOf } from '../reports/formRoutes.ts';
import ContactPage, {
  contactTopics,
  type ContactData,
  type ContactTopic,
} from './contact.page.tsx';

/** Messages one network address may send in `CONTACT_WINDOW_MS`: enough for a person, not a script. */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 60 * 60_000;

export const contactMessages = {
  name: 'Enter a name of at most 100 characters, or leave it empty.',
  email: 'Enter an email address like name@example.com, so we can reply.',
  topic: 'Choose what your message is about.',
  messageEmpty: 'Write your message.',
  messageLong: `Shorten your message to ${maxContactMessageLength.toLocaleString('en-AU')} characters or fewer.`,
} as const;

const emailAddress = z.email().max(254);

/** The form as the page starts it: a signed-in person's name and address filled in. */
function contactPageData(request: FastifyRequest, form?: FormState): ContactData {
  const user = request.viewer?.user;
  return {
    view: 'form',
    form:
      form ??
      (user === undefined
        ? emptyForm
        : { values: { name: user.name, email: user.email }, errors: {} }),
    messageLimit: maxContactMessageLength,
    supportEmail: request.server.supportEmail,
    canSend: request.server.mail !== undefined,
  };
}

const contactHead = (data: ContactData) =>
  data.view === 'sent'
    ? { title: 'Message sent · Joblane', description: 'Your message reached Joblane.' }
    : {
        title: 'Contact us · Joblane',
        description: 'Send Joblane a message about your account, applications, ads or data.',
      };

/** `/contact`: the form (or, on a site that sends no mail, the address to write to). */
export const contactRoute = definePageRoute({
  id: 'contact',
  path: '/contact',
  schema: { querystring: emptyQuerystring },
  load: (request) => contactPageData(request),
  head: contactHead,
  page: ContactPage,
});

/** `/contact/sent`: where a sent message leads (303 after the POST). */
export const contactSentRoute = definePageRoute({
  id: 'contact',
  path: '/contact/sent',
  schema: { querystring: emptyQuerystring },
  load: (request): ContactData => ({ view: 'sent', supportEmail: request.server.supportEmail }),
  head: contactHead,
  page: ContactPage,
});

export const contactRoutes: readonly PageRoute[] = [contactRoute, contactSentRoute];

const contactSchema = {
  // Longer values than the form allows pass here, so the form can say what is wrong.
  body: formBody({
    name: Type.Optional(text(1000)),
    email: Type.Optional(text(1000)),
    topic: Type.Optional(text(100)),
    message: Type.Optional(text(20_000)),
  }),
};

type ContactRequest = SchemaRequest<typeof contactSchema>;

/** Every problem at once, in the form's order (the summary lists them so). */
function contactProblems(values: Record<'name' | 'email' | 'topic' | 'message', string>) {
  const errors: Record<string, string> = {};
  if (values.name.trim().length > 100) errors.name = contactMessages.name;
  if (!emailAddress.safeParse(values.email.trim()).success) errors.email = contactMessages.email;
  if (!Object.hasOwn(contactTopics, values.topic)) errors.topic = contactMessages.topic;
  const message = values.message.trim();
  if (message === '') errors.message = contactMessages.messageEmpty;
  // Counted as the Textarea counts: a CR LF the browser posts is one character.
  else if (message.replace(/\r\n/g, '\n').length > maxContactMessageLength) {
    errors.message = contactMessages.messageLong;
  }
  return errors;
}

/**
 * The contact form's POST: checked, throttled per network address (`CONTACT_LIMIT` an hour, on
 * this node), then queued as a `contact-message` to the support mailbox (`SUPPORT_EMAIL`) and
 * answered 303 to `/contact/sent`. Problems: 400 with the form again; too many: 429 with
 * `Retry-After`. A site without mail (no relational database) has no form: 404.
 */
export const contactFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sent = new LRUCache<string, number[]>({ max: 10_000, ttl: CONTACT_WINDOW_MS });

  async function showForm(
    request: ContactRequest,
    reply: FastifyReply,
    form: FormState,
    status: number,
  ) {
    reply.code(status).header('cache-control', 'private, no-store');
    if (formWantsJson(request)) return reply.send({ form });
    return sendPage(
      reply,
      request.server.renderer,
      contactRoute,
      request,
      '/contact',
      contactPageData(request, form),
    );
  }

  async function sendContactMessage(request: ContactRequest, reply: FastifyReply) {
    const { mail } = request.server;
    if (mail === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
    const values = {
      name: request.body?.name ?? '',
      email: request.body?.email ?? '',
      topic: request.body?.topic ?? '',
      message: request.body?.message ?? '',
    };
    const key = clientKeyOf(request.ip);
    const now = Date.now();
    const recent = (sent.get(key) ?? []).filter((at) => at > now - CONTACT_WINDOW_MS);
    if (recent.length >= CONTACT_LIMIT) {
      const waitSeconds = Math.ceil((recent[0]! + CONTACT_WINDOW_MS - now) / 1000);
      const minutes = Math.ceil(waitSeconds / 60);
      reply.header('retry-after', waitSeconds);
      const message = `You have sent ${CONTACT_LIMIT} messages in the last hour. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or write to ${request.server.supportEmail}.`;
      return showForm(request, reply, { values, errors: { form: message } }, 429);
    }
    const errors = contactProblems(values);
    if (Object.keys(errors).length > 0) return showForm(request, reply, { values, errors }, 400);
    const name = values.name.trim();
    const account = request.viewer?.user.email;
    await mail.send({
      kind: 'contact-message',
      to: request.server.supportEmail,
      data: {
        ...(name === '' ? {} : { name }),
        replyTo: values.email.trim(),
        topic: contactTopics[values.topic as ContactTopic],
        message: values.message.replace(/\r\n/g, '\n'),
        ...(account === undefined ? {} : { account }),
      },
    });
    sent.set(key, [...recent, now]);
    if (formWantsJson(request)) return reply.send({ redirect: '/contact/sent' });
    return reply.redirect('/contact/sent', 303);
  }

  app.post('/contact', { schema: contactSchema }, sendContactMessage);
};
