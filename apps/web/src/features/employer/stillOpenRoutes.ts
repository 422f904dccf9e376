import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import StillOpenPage, { type StillOpenViewData } from './still-open.page.tsx';
import { httpError, NOT_FOUND_MESSAGE } from '../../routing/httpError.ts';
import { sendPage } from '../../routing/pageResponse.ts';
import { definePageRoute, type PageRoute } from '../../routing/pageRoute.ts';
import { formBody, stringEnum, text, type SchemaRequest } from '../../routing/schemas.ts';
import { answerStillOpen, stillOpenPage } from '../../services/stillOpen.ts';
import { workflowsOf } from './formRoutes.ts';

/** A still-open link: its signed token and the answer it gives. */
const stillOpenQuerystring = Type.Object(
  { token: Type.Optional(text(1024)), answer: Type.Optional(stringEnum(['keep', 'close'])) },
  { additionalProperties: false },
);

const head = (data: StillOpenViewData) => ({
  title:
    data.state === 'invalid'
      ? 'Link does not work · Joblane'
      : data.state === 'confirm'
        ? `${data.answer === 'close' ? 'Close' : 'Keep open'}: ${data.title} · Joblane`
        : `${data.title} · Joblane`,
  description: 'Answer whether your ad on Joblane is still open.',
});

/** The ads and the signing secret these links need (the site keeps ads and alerts). */
function linksOf(request: FastifyRequest) {
  const { ads, alerts } = request.server;
  if (ads === undefined || alerts === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
  return { ads, secret: alerts.secret };
}

/**
 * `GET /ads/still-open?token=&answer=keep|close`: the page a still-open email's link opens. It
 * shows one button and changes nothing (mail scanners follow links); a bad token is a 400 page.
 */
export const stillOpenRoute = definePageRoute({
  id: 'still-open',
  path: '/ads/still-open',
  schema: { querystring: stillOpenQuerystring },
  async load(request): Promise<StillOpenViewData> {
    const { ads, secret } = linksOf(request);
    const { token, answer = 'keep' } = request.query;
    const state = await stillOpenPage(ads, secret, token, answer);
    return state.state === 'confirm' ? { ...state, token: token ?? '' } : state;
  },
  status: (data) => (data.state === 'invalid' ? 400 : 200),
  head,
  page: StillOpenPage,
});

export const stillOpenRoutes: readonly PageRoute[] = [stillOpenRoute];

const answerSchema = {
  querystring: stillOpenQuerystring,
  // The page's form posts `answer`; a one-click client may post anything small (or nothing).
  body: Type.Optional(
    Type.Union([formBody({ answer: Type.Optional(stringEnum(['keep', 'close'])) }), text(4096)]),
  ),
};

/**
 * `POST /ads/still-open?token=&answer=`: the answer, with no sign-in: the signed token is the
 * proof. Keep open changes nothing; Close ends the ad as its employer's Close does (410, out of
 * search on every node); a second Close says it is closed already. A bad token changes nothing.
 */
async function answerLink(request: SchemaRequest<typeof answerSchema>, reply: FastifyReply) {
  const { secret } = linksOf(request);
  const given = request.query.answer ?? 'keep';
  const state = await answerStillOpen(workflowsOf(request), secret, request.query.token, given);
  reply.code(state.state === 'invalid' ? 400 : 200).header('cache-control', 'private, no-store');
  const { renderer } = request.server;
  return sendPage(reply, renderer, stillOpenRoute, request, '/ads/still-open', state);
}

/** The still-open links' POST; other sites may post it (`crossSite: 'allow'`), as mail clients do. */
export const stillOpenFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );
  app.post('/ads/still-open', { config: { crossSite: 'allow' }, schema: answerSchema }, answerLink);
};
