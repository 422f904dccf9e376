import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

import { isUniqueViolation } from '@joblane/database';
import { contactsById } from '@joblane/accounts';
import { cancelQueued, enqueueMail } from '@joblane/mail';
import type { Kysely, Transaction } from 'kysely';

import {
  checkAnswers,
  coverLetterProblem,
  normaliseCoverLetter,
  type ApplicationErrors,
  type ApplicationJob,
} from './answers.ts';
import type { Hiring } from './hiring.ts';
import {
  listRememberedAnswers,
  rememberAnswers,
  type RememberedAnswer,
} from './rememberedAnswers.ts';
import { getResume, readApplicationResume, toResume, type Resume } from './resumes.ts';
import { adHasClosed, lockJob } from './adClosure.ts';
import { recordAnswer } from './responseSignal.ts';
import { recordReview } from './reviews.ts';
import { noDecisionYet } from './waiting.ts';
import type { HiringTables } from './schema.ts';
import {
  closedStatuses,
  finalStatuses,
  undecidedStatuses,
  type ApplicationStatus,
  type EmployerStatus,
} from './statuses.ts';

/** One step of an application's history, as its seeker sees it. */
export interface StatusEvent {
  status: ApplicationStatus;
  at: string;
}

/** An application as its seeker sees it. */
export interface Application {
  id: string;
  jobId: string;
  jobTitle: string;
  companyName: string;
  jobValidThrough: string;
  appliedAt: string;
  coverLetter: string;
  /** `{ [questionId]: answer }`. */
  answers: Record<string, string>;
  resume: Resume | null;
  /** The latest status the seeker may see (Ad closed when the ad closed with no decision). */
  status: ApplicationStatus;
  /** Oldest first; ends with `status`. */
  history: StatusEvent[];
  /** Still in progress (not Hired, Not progressing, Withdrawn or Ad closed). */
  active: boolean;
  /** The seeker can still withdraw it (not Hired and not Withdrawn). */
  canWithdraw: boolean;
  /** Interviewing for 45 days with no decision: the seeker's page says so. */
  noDecisionYet: boolean;
}

export interface ApplicationInput {
  coverLetter: string;
  answers: Readonly<Record<string, string | undefined>>;
  /** A résumé this seeker uploaded (`storeResume`). */
  resumeId: string | undefined;
  /** The organisation whose ad this is (`adOrganisationId` in `@joblane/ads`); none for other jobs. */
  organisationId?: string | undefined;
}

const RESUME_REQUIRED = 'Attach your résumé: a PDF or Word (.docx) document of up to 5 MB.';

/**
 * Everything wrong with an application before it is sent (the form's and the review step's
 * check): cover letter length, every screening answer, and a résumé of this seeker's.
 */
export async function applicationProblems(
  hiring: Hiring,
  seekerId: string,
  job: ApplicationJob,
  input: ApplicationInput,
): Promise<{ errors: ApplicationErrors; answers: Record<string, string>; resume?: Resume }> {
  const errors: ApplicationErrors = {};
  const coverLetter = coverLetterProblem(input.coverLetter);
  if (coverLetter !== undefined) errors.coverLetter = coverLetter;
  const checked = checkAnswers(job.questions, input.answers);
  Object.assign(errors, checked.errors);
  const resume =
    input.resumeId === undefined || input.resumeId === ''
      ? undefined
      : await getResume(hiring, seekerId, input.resumeId);
  if (resume === undefined) errors.resume = RESUME_REQUIRED;
  return { errors, answers: checked.answers, ...(resume === undefined ? {} : { resume }) };
}

export type SubmitResult =
  | { ok: true; created: boolean; application: Application }
  | { ok: false; errors: ApplicationErrors }
  | { ok: false; problem: 'closed' };

/**
 * Sends an application: one per seeker per job (the database's unique constraint), so a second
 * attempt changes nothing and returns the first (`created: false`). Refused with field problems,
 * or `closed` once the ad's `validThrough` has passed.
 */
export async function submitApplication(
  hiring: Hiring,
  seekerId: string,
  job: ApplicationJob,
  input: ApplicationInput,
): Promise<SubmitResult> {
  const existing = await findApplicationForJob(hiring, seekerId, job.id);
  if (existing !== undefined) return { ok: true, created: false, application: existing };
  const now = hiring.now().toISOString();
  if (Date.parse(job.validThrough) <= Date.parse(now)) return { ok: false, problem: 'closed' };
  const checked = await applicationProblems(hiring, seekerId, job, input);
  if (Object.keys(checked.errors).length > 0) return { ok: false, errors: checked.errors };
  const id = randomUUID();
  try {
    const closed = await hiring.db.transaction().execute(async (trx) => {
      // An ad closing at the same moment either sees this application or refuses it.
      await lockJob(hiring, trx, job.id);
      if (await adHasClosed(trx, job.id)) return true;
      await trx
        .insertInto('applications')
        .values({
          id,
          job_id: job.id,
          seeker_id: seekerId,
          job_title: job.title,
          company_name: job.companyName,
          job_valid_through: new Date(job.validThrough).toISOString(),
          cover_letter: normaliseCoverLetter(input.coverLetter),
          answers: JSON.stringify(checked.answers),
          resume_id: checked.resume?.id ?? null,
          created_at: now,
          organisation_id: input.organisationId ?? null,
          answered_at: null,
          settled_at: null,
          reminded_at: null,
          stalled_at: null,
        })
        .execute();
      await trx
        .insertInto('application_events')
        .values({ application_id: id, status: 'submitted', set_at: now, visible_at: now })
        .execute();
      // Offered pre-filled the next time the same question is asked.
      await rememberAnswers(trx, seekerId, job.questions, checked.answers, now);
      return false;
    });
    if (closed) return { ok: false, problem: 'closed' };
  } catch (error) {
    // Two submissions at once: the other one won, and it is the application.
    if (!isUniqueViolation(error)) throw error;
    const first = await findApplicationForJob(hiring, seekerId, job.id);
    if (first === undefined) throw error;
    return { ok: true, created: false, application: first };
  }
  const application = await getApplication(hiring, seekerId, id);
  return { ok: true, created: true, application: application! };
}

type ApplicationRow = HiringTables['applications'];
type EventRow = { application_id: string; status: ApplicationStatus; visible_at: string | null };

/** Reads applications with their résumés and the events the seeker may see by now. */
async function readApplications(
  hiring: Hiring,
  seekerId: string,
  where: { id?: string; jobId?: string; jobIds?: readonly string[] } = {},
): Promise<Application[]> {
  const rows = await hiring.db
    .selectFrom('applications')
    .leftJoin('resumes', 'resumes.id', 'applications.resume_id')
    .selectAll('applications')
    .select([
      'resumes.id as r_id',
      'resumes.original_name as r_name',
      'resumes.media_type as r_type',
      'resumes.size as r_size',
      'resumes.created_at as r_created_at',
    ])
    .where('applications.seeker_id', '=', seekerId)
    .$if(where.id !== undefined, (query) => query.where('applications.id', '=', where.id!))
    .$if(where.jobId !== undefined, (query) =>
      query.where('applications.job_id', '=', where.jobId!),
    )
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id')
    .execute();
  if (rows.length === 0) return [];
  const now = hiring.now().toISOString();
  const events = await hiring.db
    .selectFrom('application_events')
    .select(['application_id', 'status', 'visible_at'])
    .where(
      'application_id',
      'in',
      rows.map((row) => row.id),
    )
    .where('visible_at', 'is not', null)
    .where('visible_at', '<=', now)
    .orderBy('id')
    .execute();
  const byApplication = new Map<string, EventRow[]>();
  for (const event of events) {
    const list = byApplication.get(event.application_id) ?? [];
    list.push(event);
    byApplication.set(event.application_id, list);
  }
  return rows.map((row) =>
    toApplication(
      row,
      row.r_id === null
        ? null
        : toResume({
            id: row.r_id,
            original_name: row.r_name!,
            media_type: row.r_type!,
            size: row.r_size!,
            created_at: row.r_created_at!,
          }),
      byApplication.get(row.id) ?? [],
      now,
    ),
  );
}

function toApplication(
  row: ApplicationRow,
  resume: Resume | null,
  events: readonly EventRow[],
  now: string,
): Application {
  const history: StatusEvent[] = events.map((event) => ({
    status: event.status,
    at: event.visible_at!,
  }));
  let status = history.at(-1)?.status ?? 'submitted';
  if (undecidedStatuses.includes(status) && row.job_valid_through <= now) {
    status = 'ad-closed';
    history.push({ status, at: row.job_valid_through });
  }
  return {
    id: row.id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    companyName: row.company_name,
    jobValidThrough: row.job_valid_through,
    appliedAt: row.created_at,
    coverLetter: row.cover_letter,
    answers: JSON.parse(row.answers) as Record<string, string>,
    resume,
    status,
    history,
    active: !closedStatuses.includes(status),
    canWithdraw: !finalStatuses.includes(status),
    noDecisionYet: noDecisionYet(status, history.at(-1)?.at ?? row.created_at, new Date(now)),
  };
}

/** This seeker's application (undefined for anyone else's or an unknown id: answer 404). */
export async function getApplication(
  hiring: Hiring,
  seekerId: string,
  applicationId: string,
): Promise<Application | undefined> {
  return (await readApplications(hiring, seekerId, { id: applicationId }))[0];
}

/** This seeker's application for a job, if they applied. */
export async function findApplicationForJob(
  hiring: Hiring,
  seekerId: string,
  jobId: string,
): Promise<Application | undefined> {
  return (await readApplications(hiring, seekerId, { jobId }))[0];
}

export type ApplicationFilter = 'all' | 'active' | 'closed';

/** The seeker's applications, newest first, each with its history; filtered by active/closed. */
export async function listApplications(
  hiring: Hiring,
  seekerId: string,
  filter: ApplicationFilter = 'all',
): Promise<Application[]> {
  const all = await readApplications(hiring, seekerId);
  return filter === 'all'
    ? all
    : all.filter((application) => application.active === (filter === 'active'));
}

/** Which of these jobs the seeker applied for (all their jobs when `jobIds` is left out). */
export async function appliedJobIds(
  hiring: Hiring,
  seekerId: string,
  jobIds?: readonly string[],
): Promise<string[]> {
  if (jobIds !== undefined && jobIds.length === 0) return [];
  const rows = await hiring.db
    .selectFrom('applications')
    .select('job_id')
    .where('seeker_id', '=', seekerId)
    .$if(jobIds !== undefined, (query) => query.where('job_id', 'in', jobIds!))
    .orderBy('job_id')
    .execute();
  return rows.map((row) => row.job_id);
}

/**
 * Events not yet visible to the seeker (a Not progressing inside its 48 hours) will never be:
 * a newer status replaces them, and their queued email is taken back.
 */
async function supersedePending(
  trx: Transaction<HiringTables> | Kysely<HiringTables>,
  applicationId: string,
  now: string,
): Promise<void> {
  const pending = await trx
    .selectFrom('application_events')
    .select(['id', 'mail_id'])
    .where('application_id', '=', applicationId)
    .where('visible_at', '>', now)
    .execute();
  if (pending.length === 0) return;
  await trx
    .updateTable('application_events')
    .set({ visible_at: null })
    .where(
      'id',
      'in',
      pending.map((event) => event.id),
    )
    .execute();
  const mailIds = pending.flatMap((event) => (event.mail_id === null ? [] : [event.mail_id]));
  await cancelQueued(trx, mailIds);
}

/**
 * The latest event of an application, visible or not: what was last set (a superseded event
 * always has a newer one after it).
 */
export async function latestStatus(
  trx: Transaction<HiringTables>,
  applicationId: string,
): Promise<ApplicationStatus | undefined> {
  const row = await trx
    .selectFrom('application_events')
    .select('status')
    .where('application_id', '=', applicationId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.status;
}

export type WithdrawResult = { ok: true } | { ok: false; problem: 'not-found' | 'final' };

/** The seeker withdraws their application (not once it is Hired, Withdrawn or Ad closed). */
export async function withdrawApplication(
  hiring: Hiring,
  seekerId: string,
  applicationId: string,
): Promise<WithdrawResult> {
  const application = await getApplication(hiring, seekerId, applicationId);
  if (application === undefined) return { ok: false, problem: 'not-found' };
  if (!application.canWithdraw) return { ok: false, problem: 'final' };
  const now = hiring.now().toISOString();
  await hiring.db.transaction().execute(async (trx) => {
    await lockApplication(hiring, trx, applicationId);
    await supersedePending(trx, applicationId, now);
    await trx
      .insertInto('application_events')
      .values({
        application_id: applicationId,
        status: 'withdrawn',
        set_at: now,
        visible_at: now,
      })
      .execute();
  });
  return { ok: true };
}

/**
 * Serialises status changes of one application on PostgreSQL (SQLite writes one at a time), and
 * reads it with its seeker's address and name (accounts', in the same transaction).
 */
export async function lockApplication(
  hiring: Hiring,
  trx: Transaction<HiringTables>,
  applicationId: string,
) {
  const application = await trx
    .selectFrom('applications')
    .select([
      'seeker_id',
      'job_id',
      'job_title',
      'company_name',
      'created_at',
      'organisation_id',
      'answered_at',
      'settled_at',
    ])
    .where('id', '=', applicationId)
    .$if(hiring.dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
  if (application === undefined) return undefined;
  const seeker = (await contactsById(trx, [application.seeker_id])).get(application.seeker_id);
  if (seeker === undefined) return undefined;
  const { seeker_id: _seekerId, ...row } = application;
  return { ...row, email: seeker.email, name: seeker.name };
}

export type SetStatusResult =
  { ok: true; changed: boolean } | { ok: false; problem: 'not-found' | 'withdrawn' };

/**
 * The employer side: sets an application's status and queues an email to the seeker in the same
 * transaction. Not progressing is shown and emailed only after `notProgressingDelayMs` (48
 * hours); a status set before then replaces it unseen, and its email is never sent. The first
 * decision (any status but Viewed) also updates the organisation's response signal in the same
 * transaction. The caller checks that the employer may (a member of the ad's organisation).
 */
export async function setStatus(
  hiring: Hiring,
  applicationId: string,
  status: EmployerStatus,
): Promise<SetStatusResult> {
  const now = hiring.now();
  return hiring.db
    .transaction()
    .execute((trx) => changeStatus(hiring, trx, applicationId, status, now));
}

/** `setStatus` inside a transaction the caller holds (bulk changes, marking Viewed). */
export async function changeStatus(
  hiring: Hiring,
  trx: Transaction<HiringTables>,
  applicationId: string,
  status: EmployerStatus,
  now: Date,
): Promise<SetStatusResult> {
  const instant = now.toISOString();
  const found = await lockApplication(hiring, trx, applicationId);
  if (found === undefined) return { ok: false, problem: 'not-found' };
  const latest = await latestStatus(trx, applicationId);
  if (latest === 'withdrawn') return { ok: false, problem: 'withdrawn' };
  // Moving an application (or setting it again) is evidence the ad is being reviewed.
  if (found.organisation_id !== null) {
    await recordReview(trx, {
      jobId: found.job_id,
      organisationId: found.organisation_id,
      at: instant,
    });
  }
  if (latest === status) return { ok: true, changed: false };
  await supersedePending(trx, applicationId, instant);
  const visibleAt =
    status === 'not-progressing' ? new Date(now.getTime() + hiring.notProgressingDelayMs) : now;
  const mail = await enqueueMail(
    trx,
    {
      kind: 'application-status',
      to: found.email,
      data: {
        name: found.name,
        jobTitle: found.job_title,
        companyName: found.company_name,
        status,
      },
    },
    { now, notBefore: visibleAt },
  );
  await trx
    .insertInto('application_events')
    .values({
      application_id: applicationId,
      status,
      set_at: instant,
      visible_at: visibleAt.toISOString(),
      mail_id: mail.id,
    })
    .execute();
  if (status !== 'viewed' && found.answered_at === null) {
    await recordAnswer(trx, { id: applicationId, ...found }, instant);
  }
  return { ok: true, changed: true };
}

/** The résumé file of this seeker's application (undefined for anyone else: answer 404). */
export function applicationResume(
  hiring: Hiring,
  seekerId: string,
  applicationId: string,
): Promise<{ resume: Resume; content: Readable } | undefined> {
  return readApplicationResume(hiring, applicationId, { seekerId });
}

/** Everything this package stores about a seeker, for the account's data download. */
export interface ApplicationsExport {
  applications: (Omit<Application, 'canWithdraw'> & {
    /** Screening answers with their questions' ids. */
    answers: Record<string, string>;
  })[];
  resumes: Resume[];
  /** Résumés kept in the profile (ids of `resumes`), the default marked. */
  keptResumes: { id: string; isDefault: boolean }[];
  /** Earlier answers to screening questions, offered when the same question is asked again. */
  rememberedAnswers: RememberedAnswer[];
}

export async function exportApplications(
  hiring: Hiring,
  seekerId: string,
): Promise<ApplicationsExport> {
  const applications = await readApplications(hiring, seekerId);
  const resumes = await hiring.db
    .selectFrom('resumes')
    .selectAll()
    .where('seeker_id', '=', seekerId)
    .orderBy('created_at')
    .execute();
  return {
    applications: applications.map(({ canWithdraw: _canWithdraw, ...application }) => application),
    resumes: resumes.map(toResume),
    keptResumes: resumes
      .filter((row) => row.kept_at !== null)
      .map((row) => ({ id: row.id, isDefault: Number(row.is_default) === 1 })),
    rememberedAnswers: await listRememberedAnswers(hiring, seekerId),
  };
}

/** The keys of a seeker's files, read before their account is deleted (see `deleteSeekerData`). */
export async function seekerFileKeys(hiring: Hiring, seekerId: string): Promise<string[]> {
  const rows = await hiring.db
    .selectFrom('resumes')
    .select('file_key')
    .where('seeker_id', '=', seekerId)
    .execute();
  return rows.map((row) => row.file_key);
}

/**
 * Removes a seeker's applications and résumés, files included: the account deletion's part.
 * The rows also go with the user (`ON DELETE CASCADE`), so it is called after the account is
 * deleted with the keys read before (`seekerFileKeys`); rows still there are deleted too.
 */
export async function deleteSeekerData(
  hiring: Hiring,
  seekerId: string,
  fileKeys: readonly string[] = [],
): Promise<void> {
  const keys = new Set([...fileKeys, ...(await seekerFileKeys(hiring, seekerId))]);
  await hiring.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('applications').where('seeker_id', '=', seekerId).execute();
    await trx.deleteFrom('resumes').where('seeker_id', '=', seekerId).execute();
    await trx.deleteFrom('remembered_answers').where('seeker_id', '=', seekerId).execute();
  });
  for (const key of keys) await hiring.files.delete(key);
}
