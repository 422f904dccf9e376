import multipart from '@fastify/multipart';
import {
  applicationLimits,
  applicationProblems,
  applicationResume,
  findApplicationForJob,
  getApplication,
  getResume,
  resumeMessages,
  resumeTypes,
  storeResume,
  submitApplication,
  withdrawApplication,
  type Hiring,
  type ResumeProblem,
} from '@joblane/hiring';
import { adOrganisationId } from '@joblane/ads';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { ApplicationsViewData, ApplyFormState } from './applications.page.tsx';
import { sendPage } from '../../routing/pageResponse.ts';
import { idParams, type SchemaRequest } from '../../routing/schemas.ts';
import {
  applyJobOf,
  applyRoute,
  cannotWithdraw,
  jobToApplyFor,
  keptResume,
  withProfile,
} from './pageRoutes.ts';

const applicationSchema = { params: idParams };

const seeker = { access: 'seeker' } as const;

/** What a multipart error means for the person who sent the form. */
const multipartMessages: Record<string, string> = {
  FST_FILES_LIMIT: 'Attach one résumé only.',
  FST_FIELDS_LIMIT: 'The form sent more fields than it has. Reload the page and try again.',
  FST_PARTS_LIMIT: 'The form sent more fields than it has. Reload the page and try again.',
  FST_REQ_FILE_TOO_LARGE: resumeMessages['too-large'],
};

const applyPath = (jobId: string) => `/job/${encodeURIComponent(jobId)}/apply`;

/** RFC 6266: an ASCII fallback name and the real one, percent-encoded. */
export function attachment(name: string, extension: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/gu, '_').replace(/["\\]/gu, '_');
  const fallback = ascii.toLowerCase().endsWith(`.${extension}`) ? ascii : `resume.${extension}`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The apply page again (the form, its review, or the closed ad) with this status. */
function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
  data: ApplicationsViewData,
  status: number,
) {
  reply.code(status).header('cache-control', 'private, no-store');
  return sendPage(reply, request.server.renderer, applyRoute, request, url, data);
}

/** What the multipart apply form sent: its fields, the résumé stored from it, or its problem. */
interface SentApplication {
  fields: Record<string, string>;
  uploadedId?: string;
  uploadProblem?: ResumeProblem;
  formProblem?: string;
}

/** The form's parts read; a résumé file is stored as it streams. */
async function readApplyForm(
  request: FastifyRequest,
  hiring: Hiring,
  seekerId: string,
): Promise<SentApplication> {
  const sent: SentApplication = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'resume' || part.filename === '') {
          part.file.resume();
          continue;
        }
        const stored = await storeResume(hiring, seekerId, {
          stream: part.file,
          name: part.filename,
          truncated: () => part.file.truncated,
        });
        if (stored.ok) sent.uploadedId = stored.resume.id;
        else sent.uploadProblem = stored.problem;
      } else if (typeof part.value === 'string') {
        sent.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === undefined || multipartMessages[code] === undefined) throw error;
    sent.formProblem = multipartMessages[code];
  }
  return sent;
}

type ApplyRequest = SchemaRequest<typeof applicationSchema>;
type JobToApply = Awaited<ReturnType<typeof jobToApplyFor>>;

/** `POST /job/:id/apply`: the form to its review step, or the reviewed application sent. */
async function applyForJob(request: ApplyRequest, reply: FastifyReply) {
  const hiring = request.server.hiring!;
  const seekerId = request.viewer!.user.id;
  const { job, terms } = await jobToApplyFor(request, request.params.id);
  const url = applyPath(job.id);
  if ((await findApplicationForJob(hiring, seekerId, job.id)) !== undefined) {
    reply.notify('already-applied');
    return reply.redirect(url, 303);
  }
  if (job.status === 'expired') return showClosed(request, reply, url, job);
  if (!request.isMultipart()) {
    return reply.code(415).send({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Send the application form as multipart/form-data.',
    });
  }
  const sent = await readApplyForm(request, hiring, seekerId);
  return answerApplication(request, reply, { job, terms }, sent);
}

/** The sent form checked: shown again, reviewed, or submitted. */
async function answerApplication(
  request: ApplyRequest,
  reply: FastifyReply,
  { job, terms }: JobToApply,
  { fields, uploadedId, uploadProblem, formProblem }: SentApplication,
) {
  const hiring = request.server.hiring!;
  const seekerId = request.viewer!.user.id;
  const url = applyPath(job.id);
  const answers = Object.fromEntries(
    terms.questions.map((question) => [question.id, fields[`answer.${question.id}`] ?? '']),
  );
  const coverLetter = fields.coverLetter ?? '';
  const resumeId = uploadedId ?? fields.resumeId;
  const resume =
    resumeId === undefined || resumeId === ''
      ? undefined
      : await getResume(hiring, seekerId, resumeId);
  const form = (errors: Record<string, string>): ApplyFormState => ({
    coverLetter,
    answers,
    resume: resume === undefined ? null : keptResume(resume),
    errors,
  });
  const showForm = async (errors: Record<string, string>, status: number) =>
    renderPage(
      request,
      reply,
      url,
      {
        view: 'apply',
        job: applyJobOf(job),
        form: await withProfile(hiring, seekerId, job, form(errors)),
      },
      status,
    );

  if (uploadProblem !== undefined || formProblem !== undefined) {
    const message = uploadProblem === undefined ? formProblem! : resumeMessages[uploadProblem];
    return showForm(
      { resume: message },
      uploadProblem === 'too-large' || formProblem === resumeMessages['too-large'] ? 413 : 422,
    );
  }

  const step = fields.step ?? 'review';
  if (step === 'edit') return showForm({}, 200);
  const input = { coverLetter, answers, resumeId };
  if (step !== 'submit') {
    const checked = await applicationProblems(hiring, seekerId, terms, input);
    if (Object.keys(checked.errors).length > 0) return showForm(checked.errors, 422);
    return renderPage(
      request,
      reply,
      url,
      {
        view: 'review',
        job: applyJobOf(job),
        form: { ...form({}), answers: checked.answers, resume: keptResume(checked.resume!) },
        applicant: { name: request.viewer!.user.name, email: request.viewer!.user.email },
      },
      200,
    );
  }
  return submit(request, reply, job, { terms, input, showForm });
}

/** The reviewed application sent (410 if the ad closed meanwhile). */
async function submit(
  request: ApplyRequest,
  reply: FastifyReply,
  job: JobToApply['job'],
  {
    terms,
    input,
    showForm,
  }: {
    terms: JobToApply['terms'];
    input: { coverLetter: string; answers: Record<string, string>; resumeId: string | undefined };
    showForm: (errors: Record<string, string>, status: number) => unknown;
  },
) {
  const url = applyPath(job.id);
  // An ad's applications count towards its organisation's response signal.
  const ads = request.server.ads;
  const organisationId = ads === undefined ? undefined : await adOrganisationId(ads, job.id);
  const result = await submitApplication(request.server.hiring!, request.viewer!.user.id, terms, {
    ...input,
    organisationId,
  });
  if (result.ok) {
    if (result.created && job.company.slug !== undefined) {
      request.server.adCounts?.count(job.id, 'applications');
    }
    reply.notify(result.created ? 'application-sent' : 'already-applied');
    return reply.redirect(result.created ? '/applications' : url, 303);
  }
  if ('problem' in result) return showClosed(request, reply, url, job);
  return showForm(result.errors, 422);
}

/** The ad has closed: 410, with what it was. */
function showClosed(
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
  job: JobToApply['job'],
) {
  const closed = { id: job.id, title: job.title, companyName: job.company.name };
  return renderPage(request, reply, url, { view: 'closed', job: closed }, 410);
}

/**
 * `POST /applications/:id/withdraw`: the seeker's application withdrawn; one that is over
 * (Hired, Withdrawn, Ad closed) is refused with 409 and why.
 */
async function withdrawSentApplication(request: ApplyRequest, reply: FastifyReply) {
  const hiring = request.server.hiring!;
  const seekerId = request.viewer!.user.id;
  const result = await withdrawApplication(hiring, seekerId, request.params.id);
  if (!result.ok && result.problem === 'not-found') return reply.callNotFound();
  if (!result.ok) {
    const application = await getApplication(hiring, seekerId, request.params.id);
    if (application === undefined) return reply.callNotFound();
    throw cannotWithdraw(application);
  }
  reply.notify('application-withdrawn');
  return reply.redirect('/applications', 303);
}

/** `GET /applications/:id/resume`: the résumé the seeker sent with an application. */
async function downloadOwnResume(request: ApplyRequest, reply: FastifyReply) {
  const found = await applicationResume(
    request.server.hiring!,
    request.viewer!.user.id,
    request.params.id,
  );
  if (found === undefined) return reply.callNotFound();
  const { resume, content } = found;
  return reply
    .type(resume.mediaType)
    .header('content-length', resume.size)
    .header('content-disposition', attachment(resume.name, resumeTypes[resume.mediaType].extension))
    .send(content);
}

/**
 * The POST side of applying (multipart forms: the form goes to a review step, the review sends
 * it), withdrawing, and the résumé download. Plain forms, redirect after success.
 */
export const applicationFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only these routes read multipart bodies. The file is cut at 5 MB while it streams (busboy
  // drops the rest), which `storeResume` is told, so nothing of it is kept.
  await app.register(multipart, {
    limits: {
      fileSize: applicationLimits.resumeBytes,
      files: 1,
      fields: 20,
      parts: 24,
      fieldSize: 16 * 1024,
    },
    throwFileSizeLimit: false,
  });
  const options = { config: seeker, schema: applicationSchema };
  app.post('/job/:id/apply', { ...options }, applyForJob);
  app.post('/applications/:id/withdraw', { ...options }, withdrawSentApplication);
  app.get('/applications/:id/resume', { ...options }, downloadOwnResume);
};
