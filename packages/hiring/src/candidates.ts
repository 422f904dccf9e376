import type { Readable } from 'node:stream';

import { contactsById } from '@joblane/accounts';

import {
  changeStatus,
  latestStatus,
  lockApplication,
  type SetStatusResult,
  type StatusEvent,
} from './applications.ts';
import type { Hiring } from './hiring.ts';
import { readApplicationResume, toResume, type Resume } from './resumes.ts';
import { recordReview } from './reviews.ts';
import { noteLimit } from './schema.ts';
import {
  applicationStatuses,
  undecidedStatuses,
  type ApplicationStatus,
  type EmployerStatus,
} from './statuses.ts';

/** A private note of the organisation on an application. */
export interface CandidateNote {
  id: number;
  body: string;
  createdAt: string;
  /** The member who wrote it; null once their account is gone. */
  authorName: string | null;
}

/** An application as the employer sees it. */
export interface Candidate {
  id: string;
  jobId: string;
  /** The job's title when applied for. */
  jobTitle: string;
  seekerId: string;
  name: string;
  email: string;
  appliedAt: string;
  coverLetter: string;
  /** `{ [questionId]: answer }`. */
  answers: Record<string, string>;
  resume: Resume | null;
  /** What was last set, as the employer set it (a Not progressing in its 48 hours included). */
  status: ApplicationStatus;
  /** Oldest first, at the times they were set; ends with `status`. */
  history: StatusEvent[];
  /** When the seeker sees the current Not progressing (and is emailed); null otherwise. */
  seekerSeesAt: string | null;
}

export interface CandidateDetail extends Candidate {
  /** Oldest first. Only this organisation's. */
  notes: CandidateNote[];
}

export const candidateSorts = ['newest', 'oldest', 'status'] as const;
export type CandidateSort = (typeof candidateSorts)[number];

export interface CandidateListOptions {
  /** Only this organisation's applications (always pass the viewer's). */
  organisationId?: string;
  status?: ApplicationStatus;
  /** `newest` (the default), `oldest`, or `status` (in hiring order, newest first within one). */
  sort?: CandidateSort;
}

type Scope = {
  jobId?: string;
  jobIds?: readonly string[];
  applicationId?: string;
  organisationId?: string;
  seekerId?: string;
};

/** Reads applications with their résumés and the events the employer set or sees. */
async function readCandidates(hiring: Hiring, scope: Scope): Promise<Candidate[]> {
  const applications = await hiring.db
    .selectFrom('applications')
    .leftJoin('resumes', 'resumes.id', 'applications.resume_id')
    .select([
      'applications.id',
      'applications.job_id',
      'applications.job_title',
      'applications.seeker_id',
      'applications.created_at',
      'applications.cover_letter',
      'applications.answers',
      'applications.job_valid_through',
      'resumes.id as r_id',
      'resumes.original_name as r_name',
      'resumes.media_type as r_type',
      'resumes.size as r_size',
      'resumes.created_at as r_created_at',
    ])
    .$if(scope.jobId !== undefined, (query) =>
      query.where('applications.job_id', '=', scope.jobId!),
    )
    .$if(scope.jobIds !== undefined, (query) =>
      query.where('applications.job_id', 'in', scope.jobIds!),
    )
    .$if(scope.applicationId !== undefined, (query) =>
      query.where('applications.id', '=', scope.applicationId!),
    )
    .$if(scope.organisationId !== undefined, (query) =>
      query.where('applications.organisation_id', '=', scope.organisationId!),
    )
    .$if(scope.seekerId !== undefined, (query) =>
      query.where('applications.seeker_id', '=', scope.seekerId!),
    )
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id')
    .execute();
  // The seekers' names and addresses are accounts' (a deleted account takes its applications).
  const seekers = await contactsById(
    hiring.db,
    applications.map((row) => row.seeker_id),
  );
  const rows = applications.flatMap((row) => {
    const seeker = seekers.get(row.seeker_id);
    return seeker === undefined ? [] : [{ ...row, name: seeker.name, email: seeker.email }];
  });
  if (rows.length === 0) return [];
  // Superseded events (a Not progressing replaced in its 48 hours) have no visible_at: gone.
  const events = await hiring.db
    .selectFrom('application_events')
    .select(['application_id', 'status', 'set_at', 'visible_at'])
    .where(
      'application_id',
      'in',
      rows.map((row) => row.id),
    )
    .where('visible_at', 'is not', null)
    .orderBy('id')
    .execute();
  const byApplication = new Map<string, typeof events>();
  for (const event of events) {
    const list = byApplication.get(event.application_id) ?? [];
    list.push(event);
    byApplication.set(event.application_id, list);
  }
  const now = hiring.now().toISOString();
  return rows.map((row) => {
    const own = byApplication.get(row.id) ?? [];
    const history: StatusEvent[] = own.map((event) => ({ status: event.status, at: event.set_at }));
    let status = history.at(-1)?.status ?? 'submitted';
    const last = own.at(-1);
    // A job that is not an ad closes by its validThrough, as the seeker sees it.
    if (undecidedStatuses.includes(status) && row.job_valid_through <= now) {
      status = 'ad-closed';
      history.push({ status, at: row.job_valid_through });
    }
    return {
      id: row.id,
      jobId: row.job_id,
      jobTitle: row.job_title,
      seekerId: row.seeker_id,
      name: row.name,
      email: row.email,
      appliedAt: row.created_at,
      coverLetter: row.cover_letter,
      answers: JSON.parse(row.answers) as Record<string, string>,
      resume:
        row.r_id === null
          ? null
          : toResume({
              id: row.r_id,
              original_name: row.r_name!,
              media_type: row.r_type!,
              size: row.r_size!,
              created_at: row.r_created_at!,
            }),
      status,
      history,
      seekerSeesAt:
        status === 'not-progressing' && last !== undefined && last.visible_at! > now
          ? last.visible_at
          : null,
    };
  });
}

/** The candidates for a job: filtered by status, sorted newest (default), oldest or by status. */
export async function listCandidates(
  hiring: Hiring,
  jobId: string,
  options: CandidateListOptions = {},
): Promise<Candidate[]> {
  const all = await readCandidates(hiring, {
    jobId,
    ...(options.organisationId === undefined ? {} : { organisationId: options.organisationId }),
  });
  const kept = options.status === undefined ? all : all.filter((c) => c.status === options.status);
  if (options.sort === 'oldest') kept.reverse();
  if (options.sort === 'status') {
    // Stable: newest first within a status.
    kept.sort(
      (a, b) => applicationStatuses.indexOf(a.status) - applicationStatuses.indexOf(b.status),
    );
  }
  return kept;
}

/** How many candidates a job has: what its candidates list shows, counted. */
export interface CandidateCounts {
  /** Every application the list shows (withdrawn and closed ones included). */
  total: number;
  /** The statuses present, in hiring order, with how many candidates have each. */
  statuses: { status: ApplicationStatus; count: number }[];
  /** Applications by the UTC day they were made (`YYYY-MM-DD`). */
  byDay: Record<string, number>;
}

/**
 * The candidate counts of an organisation's jobs, by job id (jobs with no candidates are left
 * out; another organisation's applications are never counted). Counted from the very rows and
 * statuses `listCandidates` shows, so a dashboard built on it always agrees with the lists.
 */
export async function candidateCounts(
  hiring: Hiring,
  organisationId: string,
  jobIds: readonly string[],
): Promise<Map<string, CandidateCounts>> {
  const counts = new Map<string, CandidateCounts>();
  for (let i = 0; i < jobIds.length; i += 200) {
    const candidates = await readCandidates(hiring, {
      organisationId,
      jobIds: jobIds.slice(i, i + 200),
    });
    for (const candidate of candidates) {
      const entry = counts.get(candidate.jobId) ?? { total: 0, statuses: [], byDay: {} };
      entry.total += 1;
      const status = entry.statuses.find((each) => each.status === candidate.status);
      if (status === undefined) entry.statuses.push({ status: candidate.status, count: 1 });
      else status.count += 1;
      const day = candidate.appliedAt.slice(0, 10);
      entry.byDay[day] = (entry.byDay[day] ?? 0) + 1;
      counts.set(candidate.jobId, entry);
    }
  }
  for (const entry of counts.values()) {
    entry.statuses.sort(
      (a, b) => applicationStatuses.indexOf(a.status) - applicationStatuses.indexOf(b.status),
    );
  }
  return counts;
}

/** Who opens an application: a member of the organisation the ad belongs to. */
export interface CandidateViewer {
  organisationId: string;
}

/**
 * One application for the employer, with the organisation's notes; undefined when it is not an
 * application to this job of the viewer's organisation (answer 404). Opening a Submitted
 * application marks it Viewed (a status like any other: its email is queued); a withdrawn or
 * closed one, or one already further on, is left as it is. `markViewed: false` reads without
 * marking (a HEAD request, which nobody reads).
 */
export async function getCandidate(
  hiring: Hiring,
  jobId: string,
  applicationId: string,
  { viewer, markViewed = true }: { viewer: CandidateViewer; markViewed?: boolean },
): Promise<CandidateDetail | undefined> {
  const scope = { jobId, applicationId, organisationId: viewer.organisationId };
  let [candidate] = await readCandidates(hiring, scope);
  if (candidate === undefined) return undefined;
  if (markViewed) {
    // Opening it is evidence the ad is being reviewed ("Actively reviewing applicants").
    await recordReview(hiring.db, {
      jobId,
      organisationId: viewer.organisationId,
      at: hiring.now().toISOString(),
    });
  }
  if (markViewed && candidate.status === 'submitted') {
    const now = hiring.now();
    // Read again under the row lock: two members opening it at once mark it once.
    const marked = await hiring.db
      .transaction()
      .execute((trx) => changeStatusIfSubmitted(hiring, trx, applicationId, now));
    if (marked) [candidate] = await readCandidates(hiring, scope);
    if (candidate === undefined) return undefined;
  }
  const notes = await hiring.db
    .selectFrom('application_notes')
    .select(['id', 'body', 'created_at', 'author_id'])
    .where('application_id', '=', applicationId)
    .where('organisation_id', '=', viewer.organisationId)
    .orderBy('id')
    .execute();
  const authors = await contactsById(
    hiring.db,
    notes.flatMap((note) => (note.author_id === null ? [] : [note.author_id])),
  );
  return {
    ...candidate,
    notes: notes.map((note) => ({
      id: Number(note.id),
      body: note.body,
      createdAt: note.created_at,
      authorName: note.author_id === null ? null : (authors.get(note.author_id)?.name ?? null),
    })),
  };
}

async function changeStatusIfSubmitted(
  hiring: Hiring,
  trx: Parameters<typeof changeStatus>[1],
  applicationId: string,
  now: Date,
): Promise<boolean> {
  const locked = await lockApplication(hiring, trx, applicationId);
  if (locked === undefined) return false;
  if ((await latestStatus(trx, applicationId)) !== 'submitted') return false;
  const result = await changeStatus(hiring, trx, applicationId, 'viewed', now);
  return result.ok && result.changed;
}

export type AddNoteResult =
  | { ok: true; note: CandidateNote }
  | { ok: false; problem: 'not-found' }
  | { ok: false; errors: { body: string } };

/** A private note of the organisation on one of its applications (at most `noteLimit` characters). */
export async function addNote(
  hiring: Hiring,
  input: {
    organisationId: string;
    jobId: string;
    applicationId: string;
    authorId: string;
    body: string;
  },
): Promise<AddNoteResult> {
  const body = input.body.replace(/\r\n?/gu, '\n').trim();
  if (body === '') return { ok: false, errors: { body: 'Write a note before adding it.' } };
  if (body.length > noteLimit) {
    return {
      ok: false,
      errors: {
        body: `Your note is ${body.length} characters long. Shorten it to ${noteLimit} characters or fewer.`,
      },
    };
  }
  const application = await hiring.db
    .selectFrom('applications')
    .select('id')
    .where('id', '=', input.applicationId)
    .where('job_id', '=', input.jobId)
    .where('organisation_id', '=', input.organisationId)
    .executeTakeFirst();
  if (application === undefined) return { ok: false, problem: 'not-found' };
  const createdAt = hiring.now().toISOString();
  const row = await hiring.db
    .insertInto('application_notes')
    .values({
      application_id: input.applicationId,
      organisation_id: input.organisationId,
      author_id: input.authorId,
      body,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const author = (await contactsById(hiring.db, [input.authorId])).get(input.authorId);
  return {
    ok: true,
    note: { id: Number(row.id), body, createdAt, authorName: author?.name ?? null },
  };
}

export type SetStatusesResult =
  | {
      ok: true;
      /** Applications whose status changed (each with its email queued). */
      changed: string[];
      /** Already in that status. */
      unchanged: string[];
      /** Withdrawn by the seeker: left as they are. */
      withdrawn: string[];
    }
  | { ok: false; problem: 'not-found' | 'none' };

/**
 * Sets one status on several applications of a job in one transaction, each as `setStatus`
 * does (its email, the 48-hour Not progressing, the response signal). Refused whole
 * (`not-found`) when any id is not an application to this job of the organisation.
 */
export async function setStatuses(
  hiring: Hiring,
  input: {
    organisationId: string;
    jobId: string;
    applicationIds: readonly string[];
    status: EmployerStatus;
  },
): Promise<SetStatusesResult> {
  const ids = [...new Set(input.applicationIds)];
  if (ids.length === 0) return { ok: false, problem: 'none' };
  const now = hiring.now();
  return hiring.db.transaction().execute(async (trx) => {
    const owned = await trx
      .selectFrom('applications')
      .select('id')
      .where('id', 'in', ids)
      .where('job_id', '=', input.jobId)
      .where('organisation_id', '=', input.organisationId)
      .execute();
    if (owned.length !== ids.length) return { ok: false, problem: 'not-found' } as const;
    const changed: string[] = [];
    const unchanged: string[] = [];
    const withdrawn: string[] = [];
    // In a fixed order, so two bulk changes on PostgreSQL lock rows in the same order.
    for (const id of ids.toSorted()) {
      const result: SetStatusResult = await changeStatus(hiring, trx, id, input.status, now);
      if (result.ok) (result.changed ? changed : unchanged).push(id);
      else if (result.problem === 'withdrawn') withdrawn.push(id);
      else throw new Error(`application ${id} vanished during a bulk status change`);
    }
    return { ok: true, changed, unchanged, withdrawn } as const;
  });
}

/** The résumé of an application to the organisation's job (undefined otherwise: answer 404). */
export function candidateResume(
  hiring: Hiring,
  input: { organisationId: string; jobId: string; applicationId: string },
): Promise<{ resume: Resume; content: Readable } | undefined> {
  return readApplicationResume(hiring, input.applicationId, input);
}

/** One of a seeker's applications to an organisation, as its members see it. */
export interface SeekerHistoryEntry {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  appliedAt: string;
  status: ApplicationStatus;
}

/** The seeker's applications to the organisation's ads, newest first. */
export async function seekerHistory(
  hiring: Hiring,
  organisationId: string,
  seekerId: string,
): Promise<SeekerHistoryEntry[]> {
  const candidates = await readCandidates(hiring, { organisationId, seekerId });
  return candidates.map((candidate) => ({
    applicationId: candidate.id,
    jobId: candidate.jobId,
    jobTitle: candidate.jobTitle,
    appliedAt: candidate.appliedAt,
    status: candidate.status,
  }));
}
