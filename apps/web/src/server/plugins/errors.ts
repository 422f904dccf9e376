import { STATUS_CODES } from 'node:http';

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { ClientContext, PageComponent } from '../../app/context.ts';
import ErrorPage from '../../features/errors/error.page.tsx';
import NotFoundPage from '../../features/errors/not-found.page.tsx';
import { ERROR_PAGE, NOT_FOUND_PAGE, type ErrorPageData } from '../../routing/pageRoute.ts';
import { NOT_FOUND_MESSAGE } from '../../routing/httpError.ts';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../../services/databaseErrors.ts';
import type { PageRenderer } from '../../routing/render.ts';
import { VERSION_PARAM_MAX_LENGTH } from '../../routing/schemas.ts';

export interface ErrorsOptions {
  renderer: PageRenderer;
}

const pageTitles: Record<number, string> = {
  400: 'We could not use that address',
  404: 'Page not found',
  405: 'That is not allowed here',
  413: 'That request is too large',
  414: 'That address is too long',
  415: 'We cannot read that kind of request',
  429: 'Too many requests',
  503: 'Joblane is busy',
};
const DATABASE_DOWN_TITLE = 'Joblane is briefly unavailable';
const DATABASE_DOWN_MESSAGE =
  'Joblane cannot reach its database just now, so nothing was saved or changed. Please try again in a few seconds.';

const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
const UNAVAILABLE_MESSAGE = 'Joblane is busy or restarting. Please try again in a moment.';

/**
 * What a visitor is told for errors the framework raises (bad URL encoding, too-long parameters,
 * unreadable bodies). Their own messages quote the request, so none is sent back.
 */
const frameworkMessages: Record<number, string> = {
  400: 'We could not read that address or request. Check it for typing mistakes and try again.',
  405: 'That is not allowed here.',
  413: 'That request is larger than Joblane accepts.',
  414: 'That address is longer than Joblane accepts. Check it and try again.',
  415: 'Joblane cannot read that kind of request.',
};
const GENERIC_CLIENT_MESSAGE = 'We could not handle that request. Check it and try again.';

/** Errors from Fastify itself (not from the app's routes), other than schema validation. */
function isFrameworkError(error: FastifyError): boolean {
  return (
    error.validation === undefined &&
    typeof error.code === 'string' &&
    error.code.startsWith('FST_')
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers an error the router raises before any route or hook runs (Fastify's
     * `frameworkErrors` option): through the same error page, headers and log line as the rest.
     */
    handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void;
  }
}

const jsonPrefixes = ['/api/', '/assets/', '/healthz', '/readyz'];

/** API, health and asset requests get JSON errors; everything else an HTML page. */
function wantsJson(request: FastifyRequest): boolean {
  if (jsonPrefixes.some((prefix) => request.url.startsWith(prefix))) return true;
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

function versionPin(request: FastifyRequest): string | null {
  let v: unknown;
  try {
    v = (request.query as Record<string, unknown> | undefined)?.v;
  } catch {
    return null;
  }
  return typeof v === 'string' && v.length <= VERSION_PARAM_MAX_LENGTH ? v : null;
}

/**
 * The one error handler of the app. 4xx errors pass through with their message (a validation
 * error says which parameter and why); 5xx errors are logged with the request id and answered
 * with a generic message, never the error's own. Also the 404 handler.
 */
export const errorsPlugin = fp<ErrorsOptions>(
  async (app: FastifyInstance, { renderer }) => {
    function sendError(
      request: FastifyRequest,
      reply: FastifyReply,
      statusCode: number,
      message: string,
      title?: string,
    ) {
      // Idempotent for ordinary requests; needed for those the router answers before any hook.
      reply.code(statusCode).headers(app.securityHeaders).header('x-request-id', request.id);
      const error = STATUS_CODES[statusCode] ?? 'Error';
      if (wantsJson(request)) {
        return reply.send({ statusCode, error, message, requestId: request.id });
      }
      const data: ErrorPageData = {
        statusCode,
        title:
          title ?? pageTitles[statusCode] ?? (statusCode >= 500 ? 'Something went wrong' : error),
        message,
        reference: statusCode >= 500 ? request.id : null,
      };
      const route = statusCode === 404 ? NOT_FOUND_PAGE : ERROR_PAGE;
      const context: ClientContext<ErrorPageData> = {
        route,
        url: request.url,
        v: versionPin(request),
        data,
      };
      let html: Buffer | string;
      try {
        html = renderer.document(
          (route === NOT_FOUND_PAGE ? NotFoundPage : ErrorPage) as PageComponent,
          context,
          { title: `${data.title} · Joblane`, description: message, canonicalPath: '/' },
        );
      } catch (renderError) {
        request.log.error({ err: renderError }, 'error page failed to render');
        html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${error}</title></head><body><main><h1>${error}</h1><p>${SERVER_ERROR_MESSAGE}</p></main></body></html>`;
      }
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    }

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable: answering 503');
        reply.header('retry-after', DATABASE_RETRY_AFTER_S);
        return sendError(request, reply, 503, DATABASE_DOWN_MESSAGE, DATABASE_DOWN_TITLE);
      }
      const statusCode =
        typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
          ? error.statusCode
          : 500;
      if (statusCode >= 500) {
        request.log.error({ err: error, statusCode }, 'request failed');
        return sendError(
          request,
          reply,
          statusCode,
          statusCode === 503 ? UNAVAILABLE_MESSAGE : SERVER_ERROR_MESSAGE,
        );
      }
      const message = isFrameworkError(error)
        ? (frameworkMessages[statusCode] ?? GENERIC_CLIENT_MESSAGE)
        : error.message;
      return sendError(request, reply, statusCode, message);
    });

    app.decorate('handleFrameworkError', (error: FastifyError, request, reply) => {
      const statusCode = error.statusCode ?? 500;
      // The access log's completion line does not run for these: one line here instead.
      const line = { method: request.method, url: request.url, statusCode, code: error.code };
      if (statusCode >= 500) request.log.error({ ...line, err: error }, 'request failed');
      else request.log.info(line, 'request refused by the router');
      sendError(
        request,
        reply,
        statusCode,
        statusCode >= 500
          ? SERVER_ERROR_MESSAGE
          : (frameworkMessages[statusCode] ?? GENERIC_CLIENT_MESSAGE),
      );
    });

    app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, NOT_FOUND_MESSAGE));
  },
  { name: 'joblane-errors' },
);
