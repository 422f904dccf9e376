import type { FieldErrors } from '@joblane/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { FormAnswer, FormState } from '../../components/AccountForm.tsx';
import { formWantsJson, sendPage } from '../../routing/pageResponse.ts';
import type { PageRoute } from '../../routing/pageRoute.ts';
import type { AccountViewData } from './account.page.tsx';

/** What the account and team form handlers share: kept values, answers. */

/** Values a form sends back into the page after a problem; passwords and secrets never. */
export function keptValues(
  body: Record<string, string | undefined>,
  names: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    names.filter((name) => body[name] !== undefined).map((name) => [name, body[name]!]),
  );
}

export const onlyMessages = (errors: FieldErrors): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

/** Who is signing in, as a session remembers it. */
export const client = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
});

/** The page again, with the problems of the form that was sent (or, for a script, just them). */
export function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  route: PageRoute,
  url: string,
  data: AccountViewData,
  status: number,
  /** The form that was sent, when the page has several (the team page). */
  sentForm?: FormState,
) {
  reply.code(status).header('cache-control', 'private, no-store');
  if (formWantsJson(request)) {
    // The settings page has several forms: the one that came back with problems.
    const form =
      sentForm !== undefined
        ? sentForm
        : 'form' in data
          ? data.form
          : data.view === 'settings'
            ? Object.values(data.forms)[0]
            : undefined;
    // A page whose problem is not a field's (a spent invitation) is simply shown again.
    return reply.send((form === undefined ? { redirect: url } : { form }) satisfies FormAnswer);
  }
  return sendPage(reply, request.server.renderer, route, request, url, data);
}

/** After success: a redirect (303), or for a script where to go; the notice rides a cookie. */
export function redirect(
  reply: FastifyReply,
  to: string,
  notice?: Parameters<FastifyReply['notify']>[0],
) {
  if (notice !== undefined) reply.notify(notice);
  if (formWantsJson(reply.request)) return reply.send({ redirect: to } satisfies FormAnswer);
  return reply.redirect(to, 303);
}
