import type { Kysely, Transaction } from 'kysely';

import type { Hiring } from './hiring.ts';
import type { HiringTables } from './schema.ts';

/** How an organisation answers its applicants (see the README for the exact definition). */
export interface ResponseSignal {
  /** Applications behind the signal: answered before their ad closed, or closed unanswered. */
  settled: number;
  /**
   * "Usually responds within N days": the lower median of the answered applications' response
   * times in days, rounded up, at least 1. Null when none of the settled ones was answered.
   */
  medianDays: number | null;
  /** "P % of applicants hear back": round(100 × answered before close / settled). */
  heardBackPercent: number;
}

/** Fewer settled applications than this and the signal is not shown. */
export const responseSignalMinimum = 10;

const day = 24 * 3600_000;

/** A response time in whole days as the signal counts it: rounded up, at least 1. */
export function responseDays(appliedAt: string, answeredAt: string): number {
  return Math.max(1, Math.ceil((Date.parse(answeredAt) - Date.parse(appliedAt)) / day));
}

export type Db = Transaction<HiringTables> | Kysely<HiringTables>;

/**
 * One more settled application for the organisation's signal: heard back (with its response
 * days) or not. In the caller's transaction.
 */
export async function addSettlement(
  trx: Db,
  organisationId: string,
  heardBack: boolean,
  days: number | undefined,
): Promise<void> {
  const heard = heardBack ? 1 : 0;
  await trx
    .insertInto('response_counters')
    .values({ organisation_id: organisationId, settled: 1, heard_back: heard })
    .onConflict((conflict) =>
      conflict.column('organisation_id').doUpdateSet((eb) => ({
        settled: eb('response_counters.settled', '+', 1),
        heard_back: eb('response_counters.heard_back', '+', heard),
      })),
    )
    .execute();
  if (days === undefined) return;
  await trx
    .insertInto('response_days')
    .values({ organisation_id: organisationId, days, applications: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['organisation_id', 'days'])
        .doUpdateSet((eb) => ({ applications: eb('response_days.applications', '+', 1) })),
    )
    .execute();
}

/**
 * The employer's first decision on an application (its row locked by the caller): it is
 * answered now, and settled as heard back unless its ad had closed first.
 */
export async function recordAnswer(
  trx: Transaction<HiringTables>,
  application: {
    id: string;
    created_at: string;
    organisation_id: string | null;
    settled_at: string | null;
  },
  at: string,
): Promise<void> {
  const settles = application.settled_at === null;
  await trx
    .updateTable('applications')
    .set(settles ? { answered_at: at, settled_at: at } : { answered_at: at })
    .where('id', '=', application.id)
    .execute();
  if (settles && application.organisation_id !== null) {
    await addSettlement(
      trx,
      application.organisation_id,
      true,
      responseDays(application.created_at, at),
    );
  }
}

/** The organisation's response signal, or null below `responseSignalMinimum` settled. */
export async function responseSignal(
  hiring: Hiring,
  organisationId: string,
): Promise<ResponseSignal | null> {
  return (await responseSignals(hiring, [organisationId])).get(organisationId) ?? null;
}

/**
 * The signals of many organisations in one query (a results page's cards): only those with one
 * are in the map. Reads the counters and the histogram of response days, never applications.
 */
export async function responseSignals(
  hiring: Hiring,
  organisationIds: Iterable<string>,
): Promise<Map<string, ResponseSignal>> {
  const ids = [...new Set(organisationIds)];
  const signals = new Map<string, ResponseSignal>();
  if (ids.length === 0) return signals;
  const rows = await hiring.db
    .selectFrom('response_counters as c')
    .leftJoin('response_days as d', 'd.organisation_id', 'c.organisation_id')
    .select(['c.organisation_id', 'c.settled', 'c.heard_back', 'd.days', 'd.applications'])
    .where('c.organisation_id', 'in', ids)
    .where('c.settled', '>=', responseSignalMinimum)
    .orderBy('c.organisation_id')
    .orderBy('d.days')
    .execute();
  let current: { id: string; seen: number; median: number | null; target: number } | undefined;
  for (const row of rows) {
    const settled = Number(row.settled);
    const heardBack = Number(row.heard_back);
    if (current?.id !== row.organisation_id) {
      // The lower median of n values is the ceil(n / 2)-th smallest.
      current = {
        id: row.organisation_id,
        seen: 0,
        median: null,
        target: Math.ceil(heardBack / 2),
      };
      signals.set(row.organisation_id, {
        settled,
        medianDays: null,
        heardBackPercent: Math.round((100 * heardBack) / settled),
      });
    }
    if (row.days === null || row.applications === null || current.median !== null) continue;
    current.seen += Number(row.applications);
    if (current.seen >= current.target) {
      current.median = Number(row.days);
      signals.get(row.organisation_id)!.medianDays = current.median;
    }
  }
  return signals;
}
