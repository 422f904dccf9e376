import multipart from '@fastify/multipart';
import {
  logoImage,
  organisationsOf,
  removeOrganisationLogo,
  setOrganisationLogo,
  type LogoSize,
} from '@joblane/accounts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { emptyForm } from '../../components/AccountForm.tsx';
import { emptyQuerystring, formBody, type SchemaRequest } from '../../routing/schemas.ts';
import {
  LOGO_PIXELS,
  LOGO_UPLOAD_BYTES,
  logoMessages,
  forgetLogo,
  makeLogo,
  type LogoProblem,
} from '../../services/companyLogos.ts';
import { redirect, renderPage } from '../account/forms.ts';
import { employerTeamRoute, loadTeamPage } from '../account/pageRoutes.ts';

const employer = { access: 'employer' } as const;

const TEAM_PATH = '/employer/team';

/** What a multipart error means for the person who sent the logo. */
const multipartProblems: Record<string, LogoProblem> = {
  FST_FILES_LIMIT: 'type',
  FST_FIELDS_LIMIT: 'type',
  FST_PARTS_LIMIT: 'type',
  FST_REQ_FILE_TOO_LARGE: 'too-large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'empty',
};

/** The sent file, whole, or why there is none (cut at the limit while it streams: too large). */
async function readLogoFile(
  request: FastifyRequest,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; problem: LogoProblem }> {
  if (!request.isMultipart()) return { ok: false, problem: 'empty' };
  let sent: { ok: true; bytes: Uint8Array } | { ok: false; problem: LogoProblem } = {
    ok: false,
    problem: 'empty',
  };
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'logo' || part.filename === '') {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      sent = part.file.truncated
        ? { ok: false, problem: 'too-large' }
        : { ok: true, bytes: new Uint8Array(bytes) };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    const problem = code === undefined ? undefined : multipartProblems[code];
    if (problem === undefined) throw error;
    return { ok: false, problem };
  }
  return sent;
}

/** The team page again with the logo's problem (nothing was kept). */
async function logoProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
  status: number,
) {
  const data = await loadTeamPage(request, emptyForm, emptyForm, emptyForm, message);
  return renderPage(
    request,
    reply,
    employerTeamRoute,
    TEAM_PATH,
    {
      view: 'employer-team',
      ...data,
    },
    status,
  );
}

/**
 * `POST /employer/team/logo` (multipart, owners only): the organisation's logo. Checked by its
 * content and made into two WebP squares before anything is kept; a file that is too large
 * answers 413, one of the wrong kind or damaged 400, each with what to do.
 */
async function uploadLogo(request: FastifyRequest, reply: FastifyReply) {
  const accounts = request.server.accounts!;
  const [organisation] = await organisationsOf(accounts, request.viewer!.user.id);
  if (organisation === undefined) return reply.callNotFound();
  if (organisation.role !== 'owner') {
    return logoProblem(request, reply, 'Only owners of the organisation can change its logo.', 403);
  }
  const sent = await readLogoFile(request);
  if (!sent.ok) {
    return logoProblem(
      request,
      reply,
      logoMessages[sent.problem],
      sent.problem === 'too-large' ? 413 : 400,
    );
  }
  const made = await makeLogo(sent.bytes);
  if (!made.ok) {
    return logoProblem(
      request,
      reply,
      logoMessages[made.problem],
      made.problem === 'too-large' ? 413 : 400,
    );
  }
  const kept = await setOrganisationLogo(
    accounts,
    request.viewer!.user.id,
    organisation.id,
    made.images,
  );
  if (!kept.ok) {
    if (kept.problem === 'not-found') return reply.callNotFound();
    return logoProblem(request, reply, logoMessages['too-large'], 413);
  }
  // This node shows the new logo at once; the others within the minute they keep logos.
  forgetLogo(request, organisation.slug);
  return redirect(reply, TEAM_PATH, 'logo-saved');
}

/** `POST /employer/team/logo/remove` (owners only): back to the letter. */
async function removeLogo(request: SchemaRequest<typeof removeSchema>, reply: FastifyReply) {
  const accounts = request.server.accounts!;
  const [organisation] = await organisationsOf(accounts, request.viewer!.user.id);
  if (organisation === undefined) return reply.callNotFound();
  const removed = await removeOrganisationLogo(accounts, request.viewer!.user.id, organisation.id);
  if (!removed.ok) {
    if (removed.problem === 'not-found') return reply.callNotFound();
    return logoProblem(request, reply, 'Only owners of the organisation can change its logo.', 403);
  }
  forgetLogo(request, organisation.slug);
  return redirect(reply, TEAM_PATH, 'logo-removed');
}

const removeSchema = { body: formBody({}) };

const logoFileParams = Type.Object({
  file: Type.String({ pattern: '^[0-9a-f]{64}-(96|256)\\.webp$', maxLength: 80 }),
});

const logoFileSchema = { params: logoFileParams, querystring: emptyQuerystring };

const sizeOfPixels = (pixels: number): LogoSize | undefined =>
  (Object.keys(LOGO_PIXELS) as LogoSize[]).find((size) => LOGO_PIXELS[size] === pixels);

/**
 * `GET /assets/logos/<hash>-<pixels>.webp`: a logo's image, with the other hashed assets' year of
 * caching (a new logo has a new hash). A logo replaced or removed answers 404.
 */
async function serveLogo(request: SchemaRequest<typeof logoFileSchema>, reply: FastifyReply) {
  const [hash, rest] = request.params.file.split('-') as [string, string];
  const size = sizeOfPixels(Number.parseInt(rest, 10));
  const image =
    size === undefined ? undefined : await logoImage(request.server.accounts!, hash, size);
  if (image === undefined) return reply.callNotFound();
  return reply
    .header('content-type', image.mediaType)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', `"${hash}-${rest}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-length', image.bytes.byteLength)
    .send(Buffer.from(image.bytes));
}

/**
 * The logo's upload and removal on `/employer/team` (multipart read only here: the file is cut
 * at 2 MB while it streams), and its images, served beside the other assets.
 */
export const logoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: LOGO_UPLOAD_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });
  app.post('/employer/team/logo', { config: employer }, uploadLogo);
  app.post('/employer/team/logo/remove', { config: employer, schema: removeSchema }, removeLogo);
  app.get('/assets/logos/:file', { schema: logoFileSchema }, serveLogo);
};
