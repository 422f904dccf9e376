import type { FastifyReply, FastifyRequest } from 'fastify';

import type { ClientContext, PageComponent, Viewer } from '../app/context.ts';
import type { PageRoute } from './pageRoute.ts';
import type { PageRenderer } from './render.ts';

/** What the header shows of the signed-in person (nothing secret: no email, no ids). */
export function viewerOf(request: FastifyRequest): Viewer | null {
  const user = request.viewer?.user;
  return user === undefined
    ? null
    : { name: user.name, role: user.role, emailVerified: user.emailVerified };
}

/** A form sent by a page's script (`Accept: application/json`) is answered in JSON, not a page. */
export function formWantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('application/json');
}

/**
 * A page as a form's handler answers it (the form again with its problems, a confirmation): the
 * route's page and head rendered with `data` at `url`, for the signed-in viewer, no notice. The
 * handler sets the status and caching.
 */
export function sendPage<Data>(
  reply: FastifyReply,
  renderer: PageRenderer,
  route: Pick<PageRoute<Data>, 'id' | 'page' | 'head'>,
  request: FastifyRequest,
  url: string,
  data: Data,
): FastifyReply {
  const context: ClientContext<Data> = {
    route: route.id,
    url,
    v: null,
    data,
    viewer: viewerOf(request),
    notice: null,
  };
  return reply
    .type('text/html; charset=utf-8')
    .send(
      renderer.document(route.page as PageComponent, context as ClientContext, route.head(data)),
    );
}
