import { nowInstant, type Seekers } from './seekers.ts';
import { MAX_JOB_ID_LENGTH } from './savedJobs.ts';

/** How many organisations, and how many jobs, one person may hide. */
export const MAX_BLOCKED_COMPANIES = 1000;
export const MAX_HIDDEN_JOBS = 2000;
/** Longest organisation key or name accepted (the job store's are far shorter). */
const MAX_COMPANY_TEXT = 200;

export interface BlockedCompany {
  /** The job store's organisation key (`companyKeyOf`). */
  companyKey: string;
  companyName: string;
  blockedAt: string;
}

export interface HiddenJob {
  jobId: string;
  hiddenAt: string;
}

/** What a person's searches leave out: for `SearchOptions.excludeIds` and `excludeCompanies`. */
export interface SeekerExclusions {
  jobIds: string[];
  companyKeys: string[];
}

export type HideResult =
  { ok: true; created: boolean } | { ok: false; problem: 'invalid' | 'limit'; message: string };

const validText = (text: string) => text.trim() !== '' && text.length <= MAX_COMPANY_TEXT;

/**
 * Blocks an organisation for a person: its jobs leave their results, alerts and similar jobs.
 * Blocking it again is the same one block.
 */
export async function blockCompany(
  seekers: Seekers,
  userId: string,
  company: { key: string; name: string },
): Promise<HideResult> {
  if (!validText(company.key) || !validText(company.name)) {
    return { ok: false, problem: 'invalid', message: 'That is not an employer we know.' };
  }
  return seekers.db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom('blocked_companies')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_BLOCKED_COMPANIES) {
      return {
        ok: false,
        problem: 'limit',
        message: `You have blocked ${MAX_BLOCKED_COMPANIES.toLocaleString('en-AU')} employers, the most we keep. Unblock some on your account page first.`,
      };
    }
    const result = await trx
      .insertInto('blocked_companies')
      .values({
        user_id: userId,
        company_key: company.key,
        company_name: company.name.trim(),
        blocked_at: nowInstant(seekers),
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'company_key']).doNothing())
      .executeTakeFirst();
    return { ok: true, created: Number(result.numInsertedOrUpdatedRows ?? 0) > 0 };
  });
}

/** Unblocks an organisation; false when it was not blocked. */
export async function unblockCompany(
  seekers: Seekers,
  userId: string,
  companyKey: string,
): Promise<boolean> {
  const result = await seekers.db
    .deleteFrom('blocked_companies')
    .where('user_id', '=', userId)
    .where('company_key', '=', companyKey)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A person's blocked organisations, by name. */
export async function listBlockedCompanies(
  seekers: Seekers,
  userId: string,
): Promise<BlockedCompany[]> {
  const rows = await seekers.db
    .selectFrom('blocked_companies')
    .select(['company_key', 'company_name', 'blocked_at'])
    .where('user_id', '=', userId)
    .orderBy('company_name')
    .orderBy('company_key')
    .execute();
  return rows.map((row) => ({
    companyKey: row.company_key,
    companyName: row.company_name,
    blockedAt: row.blocked_at,
  }));
}

/** Marks a job "Not interested" for a person; marking it again is the same one mark. */
export async function hideJob(
  seekers: Seekers,
  userId: string,
  jobId: string,
): Promise<HideResult> {
  if (jobId === '' || jobId.length > MAX_JOB_ID_LENGTH) {
    return { ok: false, problem: 'invalid', message: 'That is not a job we know.' };
  }
  return seekers.db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom('hidden_jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_HIDDEN_JOBS) {
      return {
        ok: false,
        problem: 'limit',
        message: `You have hidden ${MAX_HIDDEN_JOBS.toLocaleString('en-AU')} jobs, the most we keep. Show some again on your account page first.`,
      };
    }
    const result = await trx
      .insertInto('hidden_jobs')
      .values({ user_id: userId, job_id: jobId, hidden_at: nowInstant(seekers) })
      .onConflict((conflict) => conflict.columns(['user_id', 'job_id']).doNothing())
      .executeTakeFirst();
    return { ok: true, created: Number(result.numInsertedOrUpdatedRows ?? 0) > 0 };
  });
}

/** Shows a hidden job again; false when it was not hidden. */
export async function unhideJob(seekers: Seekers, userId: string, jobId: string): Promise<boolean> {
  const result = await seekers.db
    .deleteFrom('hidden_jobs')
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A person's hidden jobs, newest first. */
export async function listHiddenJobs(seekers: Seekers, userId: string): Promise<HiddenJob[]> {
  const rows = await seekers.db
    .selectFrom('hidden_jobs')
    .select(['job_id', 'hidden_at'])
    .where('user_id', '=', userId)
    .orderBy('hidden_at', 'desc')
    .orderBy('job_id', 'desc')
    .execute();
  return rows.map((row) => ({ jobId: row.job_id, hiddenAt: row.hidden_at }));
}

/** What a person's searches leave out (two small reads by primary key prefix). */
export async function seekerExclusions(
  seekers: Seekers,
  userId: string,
): Promise<SeekerExclusions> {
  const [jobs, companies] = await Promise.all([
    seekers.db.selectFrom('hidden_jobs').select('job_id').where('user_id', '=', userId).execute(),
    seekers.db
      .selectFrom('blocked_companies')
      .select('company_key')
      .where('user_id', '=', userId)
      .execute(),
  ]);
  return {
    jobIds: jobs.map((row) => row.job_id),
    companyKeys: companies.map((row) => row.company_key),
  };
}
