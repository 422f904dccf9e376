import { nowInstant, type Seekers } from './seekers.ts';

/** How many jobs one person may keep saved. */
export const MAX_SAVED_JOBS = 2000;
/** Longest job id accepted (the job store's ids are far shorter). */
export const MAX_JOB_ID_LENGTH = 100;

export interface SavedJob {
  jobId: string;
  savedAt: string;
}

export type SaveJobResult =
  | { ok: true; savedAt: string; created: boolean }
  | { ok: false; problem: 'invalid-job' | 'limit'; message: string };

const validJobId = (jobId: string) => jobId !== '' && jobId.length <= MAX_JOB_ID_LENGTH;

/**
 * Saves a job for a person. Saving a job already saved is the same one save (its time is kept),
 * so a double click or a replayed form changes nothing.
 */
export async function saveJob(
  seekers: Seekers,
  userId: string,
  jobId: string,
): Promise<SaveJobResult> {
  if (!validJobId(jobId)) {
    return { ok: false, problem: 'invalid-job', message: 'That is not a job we know.' };
  }
  return seekers.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('saved_jobs')
      .select('saved_at')
      .where('user_id', '=', userId)
      .where('job_id', '=', jobId)
      .executeTakeFirst();
    if (existing !== undefined) return { ok: true, savedAt: existing.saved_at, created: false };
    const { count } = await trx
      .selectFrom('saved_jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_SAVED_JOBS) {
      return {
        ok: false,
        problem: 'limit',
        message: `You have saved ${MAX_SAVED_JOBS.toLocaleString('en-AU')} jobs, the most we keep. Remove some you no longer need, then save this one.`,
      };
    }
    const savedAt = nowInstant(seekers);
    // Two saves at once: the primary key keeps one row, the other does nothing.
    await trx
      .insertInto('saved_jobs')
      .values({ user_id: userId, job_id: jobId, saved_at: savedAt })
      .onConflict((conflict) => conflict.columns(['user_id', 'job_id']).doNothing())
      .execute();
    return { ok: true, savedAt, created: true };
  });
}

/** Removes a saved job; false when it was not saved. */
export async function unsaveJob(seekers: Seekers, userId: string, jobId: string): Promise<boolean> {
  const result = await seekers.db
    .deleteFrom('saved_jobs')
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface SavedJobPage {
  items: SavedJob[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** A person's saved jobs, newest first, one page at a time (a page past the last is empty). */
export async function listSavedJobs(
  seekers: Seekers,
  userId: string,
  options: { page?: number; pageSize?: number } = {},
): Promise<SavedJobPage> {
  const pageSize = Math.max(1, Math.min(100, Math.floor(options.pageSize ?? 20)));
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const [{ count }, rows] = await Promise.all([
    seekers.db
      .selectFrom('saved_jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    seekers.db
      .selectFrom('saved_jobs')
      .select(['job_id', 'saved_at'])
      .where('user_id', '=', userId)
      .orderBy('saved_at', 'desc')
      .orderBy('job_id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const total = Number(count);
  return {
    items: rows.map((row) => ({ jobId: row.job_id, savedAt: row.saved_at })),
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** Which of these jobs the person has saved (one query: for marking a page of cards). */
export async function savedJobIds(
  seekers: Seekers,
  userId: string,
  jobIds: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(jobIds.filter(validJobId))];
  if (wanted.length === 0) return new Set();
  const rows = await seekers.db
    .selectFrom('saved_jobs')
    .select('job_id')
    .where('user_id', '=', userId)
    .where('job_id', 'in', wanted)
    .execute();
  return new Set(rows.map((row) => row.job_id));
}
