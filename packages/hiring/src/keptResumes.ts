import type { Readable } from 'node:stream';

import type { Hiring } from './hiring.ts';
import { storeResume, toResume, type Resume, type ResumeProblem } from './resumes.ts';

/** How many résumés a seeker keeps in their profile. */
export const MAX_KEPT_RESUMES = 3;

/** A résumé kept in the seeker's profile; one of them is the default an application starts with. */
export interface KeptResume extends Resume {
  isDefault: boolean;
}

export const keptResumeLimitMessage = `You keep ${MAX_KEPT_RESUMES} résumés already, the most a profile holds. Remove one first.`;

/** The seeker's kept résumés, oldest first. */
export async function listKeptResumes(hiring: Hiring, seekerId: string): Promise<KeptResume[]> {
  const rows = await hiring.db
    .selectFrom('resumes')
    .selectAll()
    .where('seeker_id', '=', seekerId)
    .where('kept_at', 'is not', null)
    .orderBy('kept_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...toResume(row), isDefault: Number(row.is_default) === 1 }));
}

/**
 * Stores an upload (the same checks as an application's: PDF or DOCX by content, at most 5 MB)
 * and keeps it in the profile; the first one kept becomes the default. At most three: the
 * fourth is refused (`limit`) and nothing of it is kept.
 */
export async function keepResume(
  hiring: Hiring,
  seekerId: string,
  upload: { stream: Readable; name: string; truncated?: () => boolean },
): Promise<{ ok: true; resume: KeptResume } | { ok: false; problem: ResumeProblem | 'limit' }> {
  if ((await listKeptResumes(hiring, seekerId)).length >= MAX_KEPT_RESUMES) {
    upload.stream.resume();
    return { ok: false, problem: 'limit' };
  }
  const stored = await storeResume(hiring, seekerId, upload);
  if (!stored.ok) return stored;
  const kept = await hiring.db.transaction().execute(async (trx) => {
    const others = await trx
      .selectFrom('resumes')
      .select(['id', 'is_default'])
      .where('seeker_id', '=', seekerId)
      .where('kept_at', 'is not', null)
      .execute();
    if (others.length >= MAX_KEPT_RESUMES) {
      // Another upload got there first: this one goes, file and all.
      const row = await trx
        .deleteFrom('resumes')
        .where('id', '=', stored.resume.id)
        .returning('file_key')
        .executeTakeFirstOrThrow();
      return { fileKey: row.file_key, resume: undefined };
    }
    const isDefault = !others.some((row) => Number(row.is_default) === 1);
    await trx
      .updateTable('resumes')
      .set({ kept_at: hiring.now().toISOString(), is_default: isDefault ? 1 : 0 })
      .where('id', '=', stored.resume.id)
      .execute();
    return { fileKey: undefined, resume: { ...stored.resume, isDefault } };
  });
  if (kept.resume !== undefined) return { ok: true, resume: kept.resume };
  await hiring.files.delete(kept.fileKey);
  return { ok: false, problem: 'limit' };
}

/** Makes one of the seeker's kept résumés the default. False for anyone else's or an unkept one. */
export async function setDefaultResume(
  hiring: Hiring,
  seekerId: string,
  resumeId: string,
): Promise<boolean> {
  return hiring.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('resumes')
      .select('id')
      .where('id', '=', resumeId)
      .where('seeker_id', '=', seekerId)
      .where('kept_at', 'is not', null)
      .executeTakeFirst();
    if (row === undefined) return false;
    await trx
      .updateTable('resumes')
      .set({ is_default: 0 })
      .where('seeker_id', '=', seekerId)
      .where('is_default', '=', 1)
      .execute();
    await trx.updateTable('resumes').set({ is_default: 1 }).where('id', '=', resumeId).execute();
    return true;
  });
}

/**
 * Takes a résumé out of the profile. One that an application sent stays with that application
 * (the employer keeps what they were sent); any other is deleted, file included. When it was
 * the default, the newest one left becomes the default. False for anyone else's or an unkept one.
 */
export async function removeKeptResume(
  hiring: Hiring,
  seekerId: string,
  resumeId: string,
): Promise<boolean> {
  const removed = await hiring.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('resumes')
      .select(['id', 'file_key', 'is_default'])
      .where('id', '=', resumeId)
      .where('seeker_id', '=', seekerId)
      .where('kept_at', 'is not', null)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const used = await trx
      .selectFrom('applications')
      .select('id')
      .where('resume_id', '=', resumeId)
      .executeTakeFirst();
    if (used === undefined) await trx.deleteFrom('resumes').where('id', '=', resumeId).execute();
    else
      await trx
        .updateTable('resumes')
        .set({ kept_at: null, is_default: 0 })
        .where('id', '=', resumeId)
        .execute();
    if (Number(row.is_default) === 1) {
      const next = await trx
        .selectFrom('resumes')
        .select('id')
        .where('seeker_id', '=', seekerId)
        .where('kept_at', 'is not', null)
        .orderBy('kept_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (next !== undefined)
        await trx.updateTable('resumes').set({ is_default: 1 }).where('id', '=', next.id).execute();
    }
    return { fileKey: row.file_key, deleted: used === undefined };
  });
  if (removed === undefined) return false;
  if (removed.deleted) await hiring.files.delete(removed.fileKey);
  return true;
}
