import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';

import { contactsById, isVerifiedUser } from '@joblane/accounts';
import { addMilliseconds, toInstant } from '@joblane/database';
import { dateRanges, parseJobSearchQuery, serializeJobSearchQuery } from '@joblane/jobs/query';
import { enqueueMail, maxAlertJobs } from '@joblane/mail';

import { alertPeriodMs, type AlertFrequency } from '../schema.ts';
import type { Seekers } from '../seekers.ts';
import { seekerExclusions, type SeekerExclusions } from '../hiddenListings.ts';
import { alertUnsubscribeToken, type AlertTokenSecret } from './token.ts';

/** A job as a digest shows it (the search function maps its store's cards to this). */
export interface AlertJob {
  id: string;
  title: string;
  employer: string;
  place: string;
  /** The pay label the ad shows; null when it is hidden. */
  pay: string | null;
}

/**
 * Runs a saved search the way the results page does (the same engine: in apps/web, the search
 * pool with the query parsed as `/jobs` parses it), newest first, keeping only jobs listed
 * strictly after `listedAfter`: up to `limit` jobs and how many there are in all.
 */
export type AlertSearch = (
  savedQuery: string,
  options: {
    listedAfter: Date;
    now: Date;
    limit: number;
    /** The search's owner's blocked organisations and hidden jobs, left out of the digest. */
    exclude?: SeekerExclusions;
  },
) => Promise<{ jobs: AlertJob[]; total: number }>;

export interface SendAlertsOptions {
  /** The search engine (see `AlertSearch`). */
  search: AlertSearch;
  /** Signs the unsubscribe links (`alertUnsubscribeToken`). */
  secret: AlertTokenSecret;
  /** The clock (default the handle's). */
  now?: () => Date;
  /** This sender's name in the lease column (default host, process id and a random part). */
  workerId?: string;
  /** How long a claim lasts before another sender may take it over (default 10 minutes). */
  leaseMs?: number;
  /** Saved searches claimed at a time (default 100). */
  batchSize?: number;
  /** Searches run at once (default 4: enough to keep a search pool's threads busy). */
  concurrency?: number;
  /** When a search fails, it is tried again this much later (default 15 minutes). */
  retryDelayMs?: number;
  /** Stops claiming more when aborted (what was claimed is finished). */
  signal?: AbortSignal;
  /** Told about each search that failed (the run goes on). */
  onError?: (error: unknown, searchId: string) => void;
  /** Told how long each search took, for benchmarks and logs. */
  onSearched?: (searchId: string, ms: number) => void;
}

export interface AlertRunReport {
  /** Saved searches whose alert was due and ran. */
  searched: number;
  /** Digests queued (one per search with something new). */
  mailed: number;
  /** Jobs in those digests. */
  jobs: number;
  /** Searches that failed and were put back for later. */
  failed: number;
  /**
   * Claims no longer this sender's at commit: another sender took over after the lease ran out
   * (and sends the digest), or the alert was switched off meanwhile (nothing to send).
   */
  lost: number;
}

interface ClaimedSearch {
  id: string;
  user_id: string;
  name: string;
  query: string;
  alert_frequency: AlertFrequency;
  alert_watermark: string;
  alert_due_at: string | null;
}

// better-sqlite3 is synchronous: a write that finds the file locked by another connection of this
// process busy-waits on the thread that would have to release the lock. The sender's writes on
// SQLite therefore go one at a time per process; other processes wait for the lock as usual.
let sqliteWrites: Promise<unknown> = Promise.resolve();
function write<T>(seekers: Seekers, run: () => Promise<T>): Promise<T> {
  if (seekers.dialect !== 'sqlite') return run();
  const result = sqliteWrites.then(run, run);
  sqliteWrites = result.catch(() => undefined);
  return result;
}

const defaultWorkerId = () =>
  `alerts:${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/**
 * Sends every alert that is due, then returns: the scheduler's tick and the one-shot command.
 *
 * Each due saved search (alert on, `alert_due_at <= now`, its owner's address verified) is
 * claimed with a lease (one compare-and-set statement; `FOR UPDATE SKIP LOCKED` on PostgreSQL),
 * so two senders (two servers, or the server and the command) never take the same search. The
 * search runs through `options.search` for jobs listed after the watermark; jobs already mailed
 * for this search are skipped. Then one transaction, only while the lease is still this sender's,
 * records the jobs sent, queues ONE digest (at most 20 jobs, newest first) through the mail queue
 * when something is new, and moves the watermark to the time of the search and the due time on
 * by the period (daily or weekly). Nothing new: no mail, and the watermark and due time still
 * move.
 */
export async function sendDueAlerts(
  seekers: Seekers,
  options: SendAlertsOptions,
): Promise<AlertRunReport> {
  const { db } = seekers;
  const clock = options.now ?? seekers.now;
  const workerId = options.workerId ?? defaultWorkerId();
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const batchSize = options.batchSize ?? 100;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const retryDelayMs = options.retryDelayMs ?? 15 * 60_000;
  const report: AlertRunReport = { searched: 0, mailed: 0, jobs: 0, failed: 0, lost: 0 };

  const claim = async (): Promise<ClaimedSearch[]> => {
    const now = toInstant(clock());
    const due = db
      .selectFrom('saved_searches')
      .select('saved_searches.id')
      .where('alert_on_at', 'is not', null)
      .where('alert_due_at', '<=', now)
      .where((eb) =>
        eb.or([eb('alert_lease_until', 'is', null), eb('alert_lease_until', '<=', now)]),
      )
      .where(isVerifiedUser('saved_searches.user_id'))
      .orderBy('alert_due_at')
      .orderBy('saved_searches.id')
      .limit(batchSize)
      .$if(seekers.dialect === 'postgres', (query) => query.forUpdate().skipLocked());
    return write(seekers, () =>
      db
        .updateTable('saved_searches')
        .set({ alert_lease_owner: workerId, alert_lease_until: addMilliseconds(now, leaseMs) })
        .where('id', 'in', due)
        .where('alert_on_at', 'is not', null)
        .where('alert_due_at', '<=', now)
        .where((eb) =>
          eb.or([eb('alert_lease_until', 'is', null), eb('alert_lease_until', '<=', now)]),
        )
        .returning([
          'id',
          'user_id',
          'name',
          'query',
          'alert_frequency',
          'alert_watermark',
          'alert_due_at',
        ])
        .execute(),
    );
  };

  /** Which of these jobs were already mailed for the search. */
  const sentJobsOf = async (searchId: string, jobs: readonly AlertJob[]): Promise<Set<string>> => {
    if (jobs.length === 0) return new Set();
    const rows = await db
      .selectFrom('alert_sent_jobs')
      .select('job_id')
      .where('search_id', '=', searchId)
      .where(
        'job_id',
        'in',
        jobs.map((job) => job.id),
      )
      .execute();
    return new Set(rows.map((row) => row.job_id));
  };

  const runOne = async (search: ClaimedSearch, email: string | undefined): Promise<void> => {
    const startedAt = clock();
    const now = toInstant(startedAt);
    let found: Awaited<ReturnType<AlertSearch>>;
    let sentBefore: Set<string>;
    try {
      if (email === undefined) throw new Error('the saved search has no owner any more');
      const began = performance.now();
      const listedAfter = new Date(search.alert_watermark);
      const exclude = await seekerExclusions(seekers, search.user_id);
      found = await options.search(search.query, {
        listedAfter,
        now: startedAt,
        limit: maxAlertJobs,
        exclude,
      });
      // Jobs mailed before (a re-listed job has a new listing date) leave room on the page: the
      // rare search that found some asks again for enough to fill the digest.
      sentBefore = await sentJobsOf(search.id, found.jobs);
      if (sentBefore.size > 0 && found.total > found.jobs.length) {
        found = await options.search(search.query, {
          listedAfter,
          now: startedAt,
          limit: Math.min(100, maxAlertJobs + sentBefore.size * 4),
          exclude,
        });
        sentBefore = await sentJobsOf(search.id, found.jobs);
      }
      options.onSearched?.(search.id, performance.now() - began);
    } catch (error) {
      report.failed += 1;
      options.onError?.(error, search.id);
      await write(seekers, () =>
        db
          .updateTable('saved_searches')
          .set({
            alert_due_at: addMilliseconds(now, retryDelayMs),
            alert_lease_owner: null,
            alert_lease_until: null,
          })
          .where('id', '=', search.id)
          .where('alert_lease_owner', '=', workerId)
          .where('alert_on_at', 'is not', null)
          .execute(),
      );
      return;
    }
    const fresh = found.jobs.filter((job) => !sentBefore.has(job.id)).slice(0, maxAlertJobs);
    const period = alertPeriodMs[search.alert_frequency];
    // The next digest keeps the time of day; after a pause (server down) it is a period from now.
    const scheduled = addMilliseconds(search.alert_due_at ?? now, period);
    const nextDue = scheduled > now ? scheduled : addMilliseconds(now, period);
    const outcome = await write(seekers, () =>
      db.transaction().execute(async (trx) => {
        const held = await trx
          .updateTable('saved_searches')
          .set({
            alert_watermark: now,
            alert_due_at: nextDue,
            alert_lease_owner: null,
            alert_lease_until: null,
          })
          .where('id', '=', search.id)
          .where('alert_lease_owner', '=', workerId)
          .where('alert_on_at', 'is not', null)
          .executeTakeFirst();
        if (held.numUpdatedRows === 0n) return 'lost' as const;
        if (fresh.length === 0) return 0;
        // The primary key makes "never the same job twice" hold even against a racing sender.
        const inserted = await trx
          .insertInto('alert_sent_jobs')
          .values(fresh.map((job) => ({ search_id: search.id, job_id: job.id, sent_at: now })))
          .onConflict((conflict) => conflict.columns(['search_id', 'job_id']).doNothing())
          .returning('job_id')
          .execute();
        const insertedIds = new Set(inserted.map((row) => row.job_id));
        const jobs = fresh.filter((job) => insertedIds.has(job.id));
        if (jobs.length === 0) return 0;
        await enqueueMail(
          trx,
          {
            kind: 'job-alert',
            to: email,
            data: {
              searchName: search.name,
              frequency: search.alert_frequency,
              jobs,
              // Jobs mailed before are not new, whichever page of the search they were on.
              total: Math.max(jobs.length, found.total - sentBefore.size),
              resultsQuery: alertResultsQuery(search.query, search.alert_frequency),
              unsubscribeToken: alertUnsubscribeToken(options.secret, search.id),
            },
          },
          { now: startedAt },
        );
        return jobs.length;
      }),
    );
    if (outcome === 'lost') {
      report.lost += 1;
      return;
    }
    report.searched += 1;
    if (outcome > 0) {
      report.mailed += 1;
      report.jobs += outcome;
    }
  };

  for (;;) {
    if (options.signal?.aborted) break;
    const claimed = await claim();
    if (claimed.length === 0) break;
    const owners = await contactsById(
      db,
      claimed.map((search) => search.user_id),
    );
    // Searches with the same words one after another: the engine's match cache serves the rest.
    claimed.sort((a, b) => a.query.localeCompare(b.query));
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(concurrency, claimed.length) }, async () => {
        while (next < claimed.length) {
          const search = claimed[next++]!;
          await runOne(search, owners.get(search.user_id)?.email);
        }
      }),
    );
  }
  return report;
}

/**
 * The results page a digest's "See all" opens: the saved search, newest first, listed within
 * the alert's period (or the search's own shorter range).
 */
export function alertResultsQuery(savedQuery: string, frequency: AlertFrequency): string {
  const { query } = parseJobSearchQuery(savedQuery);
  const days = alertPeriodMs[frequency] / alertPeriodMs.daily;
  const range = dateRanges.find((option) => option.days >= days)!.days;
  return serializeJobSearchQuery({
    ...query,
    dateRange: query.dateRange !== null && query.dateRange < range ? query.dateRange : range,
    sortMode: 'date',
    page: 1,
  });
}

/** Forgets which jobs were mailed before `before` (retention: jobs are listed for 30 days). */
export async function purgeAlertHistory(seekers: Seekers, before: Date): Promise<number> {
  const result = await write(seekers, () =>
    seekers.db.deleteFrom('alert_sent_jobs').where('sent_at', '<', toInstant(before)).execute(),
  );
  return Number(result[0]?.numDeletedRows ?? 0);
}
