import multipart from '@fastify/multipart';
import {
  applicationLimits,
  forgetRememberedAnswers,
  keepResume,
  keptResumeLimitMessage,
  removeKeptResume,
  resumeMessages,
  setDefaultResume,
} from '@joblane/hiring';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { sendPage } from '../../routing/pageResponse.ts';
import {
  formBody,
  idParams,
  ROUTE_PARAM_MAX_LENGTH,
  text,
  type SchemaRequest,
} from '../../routing/schemas.ts';
import { hiringOf } from '../applications/pageRoutes.ts';
import type { ProfileFormValues } from './profile.page.tsx';
import { profilePageData, profileRoute, seekersOf } from './pageRoutes.ts';
import { saveProfileForm } from './service.ts';

/** One value or several (a group of checkboxes posts its name once per ticked box). */
const list = Type.Optional(
  Type.Union([
    text(ROUTE_PARAM_MAX_LENGTH),
    Type.Array(text(ROUTE_PARAM_MAX_LENGTH), { maxItems: 50 }),
  ]),
);

const detailsSchema = {
  body: formBody({
    name: Type.Optional(text(1000)),
    headline: Type.Optional(text(1000)),
    place: Type.Optional(text(200)),
    workRights: Type.Optional(text(50)),
    classifications: list,
    workTypes: list,
    workArrangements: list,
    salaryExpectation: Type.Optional(text(50)),
  }),
};

const resumeSchema = { params: idParams };

const seeker = { access: 'seeker' } as const;

const asList = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The profile page again (its form with problems) at this status. */
async function showProfile(
  request: FastifyRequest,
  reply: FastifyReply,
  sent: Parameters<typeof profilePageData>[1],
  status: number,
) {
  reply.code(status).header('cache-control', 'private, no-store');
  const data = await profilePageData(request, sent);
  return sendPage(reply, request.server.renderer, profileRoute, request, '/profile', data);
}

/** `POST /profile`: the details saved (303 back), or the form again with its problems (422). */
async function saveProfileDetails(
  request: SchemaRequest<typeof detailsSchema>,
  reply: FastifyReply,
) {
  const body = request.body ?? {};
  const values: ProfileFormValues = {
    name: body.name ?? '',
    headline: body.headline ?? '',
    place: body.place ?? '',
    workRights: body.workRights ?? '',
    classifications: asList(body.classifications),
    workTypes: asList(body.workTypes),
    workArrangements: asList(body.workArrangements),
    salaryExpectation: body.salaryExpectation ?? '',
  };
  const saved = await saveProfileForm(
    { accounts: request.server.accounts!, seekers: seekersOf(request) },
    request.viewer!.user.id,
    values,
  );
  if (!saved.ok) return showProfile(request, reply, { values, errors: saved.errors }, 422);
  reply.notify('profile-saved');
  return reply.redirect('/profile', 303);
}

/** What a multipart error means for the person who sent the form. */
const multipartMessages: Record<string, string> = {
  FST_FILES_LIMIT: 'Upload one résumé at a time.',
  FST_FIELDS_LIMIT: 'The form sent more fields than it has. Reload the page and try again.',
  FST_PARTS_LIMIT: 'The form sent more fields than it has. Reload the page and try again.',
  FST_REQ_FILE_TOO_LARGE: resumeMessages['too-large'],
};

/**
 * `POST /profile/resumes` (multipart): a résumé kept in the profile, with the apply form's
 * checks (PDF or DOCX by content, 5 MB). Refused: the page again, 413 or 422 with why.
 */
async function uploadProfileResume(request: FastifyRequest, reply: FastifyReply) {
  const hiring = hiringOf(request);
  const seekerId = request.viewer!.user.id;
  if (!request.isMultipart()) {
    return reply.code(415).send({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Send the résumé form as multipart/form-data.',
    });
  }
  let problem: string | undefined = 'Choose a résumé to upload.';
  let status = 422;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'resume' || part.filename === '') {
        part.file.resume();
        continue;
      }
      const kept = await keepResume(hiring, seekerId, {
        stream: part.file,
        name: part.filename,
        truncated: () => part.file.truncated,
      });
      problem = kept.ok
        ? undefined
        : kept.problem === 'limit'
          ? keptResumeLimitMessage
          : resumeMessages[kept.problem];
      if (!kept.ok && kept.problem === 'too-large') status = 413;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === undefined || multipartMessages[code] === undefined) throw error;
    problem = multipartMessages[code];
    if (code === 'FST_REQ_FILE_TOO_LARGE') status = 413;
  }
  if (problem !== undefined) return showProfile(request, reply, { resumeError: problem }, status);
  reply.notify('resume-kept');
  return reply.redirect('/profile', 303);
}

/** `POST /profile/resumes/:id/default`: the default résumé; someone else's answers 404. */
async function makeDefaultResume(request: SchemaRequest<typeof resumeSchema>, reply: FastifyReply) {
  const changed = await setDefaultResume(
    hiringOf(request),
    request.viewer!.user.id,
    request.params.id,
  );
  if (!changed) return reply.callNotFound();
  reply.notify('resume-default');
  return reply.redirect('/profile', 303);
}

/** `POST /profile/resumes/:id/remove`: out of the profile; someone else's answers 404. */
async function removeProfileResume(
  request: SchemaRequest<typeof resumeSchema>,
  reply: FastifyReply,
) {
  const removed = await removeKeptResume(
    hiringOf(request),
    request.viewer!.user.id,
    request.params.id,
  );
  if (!removed) return reply.callNotFound();
  reply.notify('resume-removed');
  return reply.redirect('/profile', 303);
}

/** `POST /profile/answers/forget`: no earlier answer is offered again. */
async function forgetAnswers(request: FastifyRequest, reply: FastifyReply) {
  await forgetRememberedAnswers(hiringOf(request), request.viewer!.user.id);
  reply.notify('answers-forgotten');
  return reply.redirect('/profile', 303);
}

/** The profile's forms: its details, and (with applications) its résumés and answers. */
export const profileFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/profile', { config: seeker, schema: detailsSchema }, saveProfileDetails);
  if (app.hiring === undefined) return;
  // Only the upload reads multipart bodies, with the apply form's limits.
  await app.register(multipart, {
    limits: {
      fileSize: applicationLimits.resumeBytes,
      files: 1,
      fields: 5,
      parts: 6,
      fieldSize: 1024,
    },
    throwFileSizeLimit: false,
  });
  app.post('/profile/resumes', { config: seeker }, uploadProfileResume);
  app.post(
    '/profile/resumes/:id/default',
    { config: seeker, schema: resumeSchema },
    makeDefaultResume,
  );
  app.post(
    '/profile/resumes/:id/remove',
    { config: seeker, schema: resumeSchema },
    removeProfileResume,
  );
  app.post('/profile/answers/forget', { config: seeker }, forgetAnswers);
};
