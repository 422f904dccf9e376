import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';

import { fileTypeFromStream } from 'file-type';

import { FileTooLargeError } from './files.ts';
import { applicationLimits, type Hiring } from './hiring.ts';

/** The résumé types Joblane takes, detected from the file's bytes (never from its name). */
export const resumeTypes = {
  'application/pdf': { label: 'PDF', extension: 'pdf' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    label: 'Word document',
    extension: 'docx',
  },
} as const;

export type ResumeMediaType = keyof typeof resumeTypes;

export interface Resume {
  id: string;
  /** The name the file had, for display only. */
  name: string;
  mediaType: ResumeMediaType;
  size: number;
  uploadedAt: string;
}

export type ResumeProblem = 'too-large' | 'wrong-type' | 'empty';

export const resumeMessages: Record<ResumeProblem, string> = {
  'too-large': 'Your résumé is larger than 5 MB. Save it smaller (a PDF usually is) and try again.',
  'wrong-type':
    'Your résumé must be a PDF or a Word (.docx) document. This file is neither, whatever its name says.',
  empty: 'That file is empty. Choose your résumé again.',
};

/** A file name fit to show: the last path part, one line, no control characters, at most 200. */
export function displayFileName(name: string): string {
  const base = name.split(/[/\\]/u).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  return (clean === '' ? 'résumé' : clean).slice(0, applicationLimits.resumeName);
}

/**
 * Detects a file's type from its first bytes: a PDF, or a ZIP holding a Word document
 * (`word/document.xml`), as `file-type` reads them. Anything else is undefined.
 */
export async function detectResumeType(stream: Readable): Promise<ResumeMediaType | undefined> {
  try {
    const type = await fileTypeFromStream(
      Readable.toWeb(stream) as ReadableStream<Uint8Array<ArrayBuffer>>,
    );
    return type !== undefined && Object.hasOwn(resumeTypes, type.mime)
      ? (type.mime as ResumeMediaType)
      : undefined;
  } finally {
    stream.destroy();
  }
}

/**
 * Stores a seeker's résumé upload: streamed into the file store (refused past 5 MB while it
 * arrives), then typed by its content. A file that is too large, empty, or not a PDF or DOCX
 * leaves nothing behind. The résumé is the seeker's; an application refers to it by id.
 */
export async function storeResume(
  hiring: Hiring,
  seekerId: string,
  upload: {
    stream: Readable;
    name: string;
    /**
     * Whether the source cut the file short at its own limit (a multipart parser's `fileSize`
     * limit ends the stream there and drops the rest): then it was too large too.
     */
    truncated?: () => boolean;
  },
): Promise<{ ok: true; resume: Resume } | { ok: false; problem: ResumeProblem }> {
  let stored: { key: string; size: number };
  try {
    stored = await hiring.files.put(upload.stream, { maxBytes: applicationLimits.resumeBytes });
  } catch (error) {
    if (error instanceof FileTooLargeError) return { ok: false, problem: 'too-large' };
    throw error;
  }
  const refuse = async (problem: ResumeProblem) => {
    await hiring.files.delete(stored.key);
    return { ok: false, problem } as const;
  };
  if (upload.truncated?.() === true) return refuse('too-large');
  if (stored.size === 0) return refuse('empty');
  const content = await hiring.files.get(stored.key);
  const mediaType = content === undefined ? undefined : await detectResumeType(content);
  if (mediaType === undefined) return refuse('wrong-type');
  const resume: Resume = {
    id: randomUUID(),
    name: displayFileName(upload.name),
    mediaType,
    size: stored.size,
    uploadedAt: hiring.now().toISOString(),
  };
  try {
    await hiring.db
      .insertInto('resumes')
      .values({
        id: resume.id,
        seeker_id: seekerId,
        file_key: stored.key,
        original_name: resume.name,
        media_type: mediaType,
        size: stored.size,
        created_at: resume.uploadedAt,
      })
      .execute();
  } catch (error) {
    await hiring.files.delete(stored.key);
    throw error;
  }
  return { ok: true, resume };
}

/** A résumé of this seeker (undefined for anyone else's or an unknown id). */
export async function getResume(
  hiring: Hiring,
  seekerId: string,
  resumeId: string,
): Promise<Resume | undefined> {
  const row = await hiring.db
    .selectFrom('resumes')
    .selectAll()
    .where('id', '=', resumeId)
    .where('seeker_id', '=', seekerId)
    .executeTakeFirst();
  return row === undefined ? undefined : toResume(row);
}

/**
 * The résumé file of one application, read only for whoever may have it: the seeker who applied,
 * or the organisation whose job it is (undefined for anyone else, and when the file is gone).
 */
export async function readApplicationResume(
  hiring: Hiring,
  applicationId: string,
  reader: { seekerId: string } | { organisationId: string; jobId: string },
): Promise<{ resume: Resume; content: Readable } | undefined> {
  let query = hiring.db
    .selectFrom('applications')
    .innerJoin('resumes', 'resumes.id', 'applications.resume_id')
    .select([
      'resumes.id',
      'resumes.file_key',
      'resumes.original_name',
      'resumes.media_type',
      'resumes.size',
      'resumes.created_at',
    ])
    .where('applications.id', '=', applicationId);
  query =
    'seekerId' in reader
      ? query.where('applications.seeker_id', '=', reader.seekerId)
      : query
          .where('applications.job_id', '=', reader.jobId)
          .where('applications.organisation_id', '=', reader.organisationId);
  const row = await query.executeTakeFirst();
  if (row === undefined) return undefined;
  const content = await hiring.files.get(row.file_key);
  return content === undefined ? undefined : { resume: toResume(row), content };
}

export function toResume(row: {
  id: string;
  original_name: string;
  media_type: string;
  size: number;
  created_at: string;
}): Resume {
  return {
    id: row.id,
    name: row.original_name,
    mediaType: row.media_type as ResumeMediaType,
    size: Number(row.size),
    uploadedAt: row.created_at,
  };
}

/**
 * Deletes résumés uploaded before `before` that no application uses and no profile keeps (a
 * review step that was never submitted), files included. Returns how many went.
 */
export async function purgeUnusedResumes(hiring: Hiring, before: Date): Promise<number> {
  const unused = await hiring.db
    .selectFrom('resumes')
    .select(['id', 'file_key'])
    .where('created_at', '<', before.toISOString())
    // Résumés kept in a profile are the seeker's to keep.
    .where('kept_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('applications')
            .select('applications.id')
            .whereRef('applications.resume_id', '=', 'resumes.id'),
        ),
      ),
    )
    .execute();
  for (const row of unused) {
    await hiring.db.deleteFrom('resumes').where('id', '=', row.id).execute();
    await hiring.files.delete(row.file_key);
  }
  return unused.length;
}
