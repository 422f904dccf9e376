import { sql } from 'kysely';

import type { Signal } from '../screening/rules.ts';
import type { ScreeningOutcome, ScreeningResult } from '../screening/screen.ts';
import type { ModerationDb } from './moderation.ts';
import type { HoldDecision, ModerationTables } from './schema.ts';

/** An ad's latest screening, with the review of a held ad. */
export interface StoredScreening {
  adId: string;
  outcome: ScreeningOutcome;
  score: number;
  signals: Signal[];
  rulesVersion: string;
  screenedAt: string;
  /** Set while the latest screening holds the ad: since when it waits. */
  heldSince: string | null;
  review: { decision: HoldDecision; by: string; at: string; reason: string | null } | null;
}

/** A held ad in the review queue, with its reasons. */
export interface HeldAd {
  adId: string;
  score: number;
  signals: Signal[];
  rulesVersion: string;
  heldSince: string;
}

type Row = ModerationTables['ad_screenings'];

function toScreening(row: Row): StoredScreening {
  return {
    adId: row.ad_id,
    outcome: row.outcome,
    score: row.score,
    signals: JSON.parse(row.signals) as Signal[],
    rulesVersion: row.rules_version,
    screenedAt: row.screened_at,
    heldSince: row.held_since,
    review:
      row.decision === null
        ? null
        : {
            decision: row.decision,
            by: row.decided_by!,
            at: row.decided_at!,
            reason: row.decision_reason,
          },
  };
}

/**
 * Keeps an ad's latest screening (publish, every edit, import). A new screening replaces the
 * last and its review; an ad held again while it still waits keeps its place in the queue.
 */
export async function recordScreening(
  db: ModerationDb,
  adId: string,
  result: ScreeningResult,
  now: Date = new Date(),
): Promise<StoredScreening> {
  const at = now.toISOString();
  const held = result.outcome === 'hold' ? at : null;
  const row = await db
    .insertInto('ad_screenings')
    .values({
      ad_id: adId,
      outcome: result.outcome,
      score: result.score,
      signals: JSON.stringify(result.signals),
      rules_version: result.rulesVersion,
      screened_at: at,
      held_since: held,
      decision: null,
      decided_by: null,
      decided_at: null,
      decision_reason: null,
    })
    .onConflict((conflict) =>
      conflict.column('ad_id').doUpdateSet({
        outcome: (eb) => eb.ref('excluded.outcome'),
        score: (eb) => eb.ref('excluded.score'),
        signals: (eb) => eb.ref('excluded.signals'),
        rules_version: (eb) => eb.ref('excluded.rules_version'),
        screened_at: (eb) => eb.ref('excluded.screened_at'),
        held_since: sql`case when ad_screenings.outcome = 'hold' and ad_screenings.decision is null
          and excluded.outcome = 'hold' then ad_screenings.held_since else excluded.held_since end`,
        decision: null,
        decided_by: null,
        decided_at: null,
        decision_reason: null,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return toScreening(row);
}

/** The ad's latest screening; undefined when it was never screened. */
export async function screeningOf(
  db: ModerationDb,
  adId: string,
): Promise<StoredScreening | undefined> {
  const row = await db
    .selectFrom('ad_screenings')
    .selectAll()
    .where('ad_id', '=', adId)
    .executeTakeFirst();
  return row ? toScreening(row) : undefined;
}

/**
 * The latest screenings of several ads, by ad id, in one query (an employer's dashboard lists
 * all its ads); ads never screened are left out.
 */
export async function screeningsOf(
  db: ModerationDb,
  adIds: readonly string[],
): Promise<Map<string, StoredScreening>> {
  const screenings = new Map<string, StoredScreening>();
  // Bounded batches: SQLite allows at most 32 766 bound values in one statement.
  for (let start = 0; start < adIds.length; start += 1000) {
    const batch = adIds.slice(start, start + 1000);
    const rows = await db
      .selectFrom('ad_screenings')
      .selectAll()
      .where('ad_id', 'in', batch)
      .execute();
    for (const row of rows) screenings.set(row.ad_id, toScreening(row));
  }
  return screenings;
}

/** How many held ads wait for a moderator, and how many jobs have undecided reports. */
export async function waitingCounts(
  db: ModerationDb,
): Promise<{ heldAds: number; reportedJobs: number }> {
  const [held, reported] = await Promise.all([
    db
      .selectFrom('ad_screenings')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('outcome', '=', 'hold')
      .where('decision', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('job_reports')
      .select((eb) => eb.fn.count<number | string>('job_id').distinct().as('count'))
      .where('decision', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { heldAds: Number(held.count), reportedJobs: Number(reported.count) };
}

/** Held ads waiting for a moderator, oldest first; `after` is the last item of the page before. */
export async function reviewQueue(
  db: ModerationDb,
  { limit = 50, after }: { limit?: number; after?: { heldSince: string; adId: string } } = {},
): Promise<HeldAd[]> {
  const rows = await db
    .selectFrom('ad_screenings')
    .selectAll()
    .where('outcome', '=', 'hold')
    .where('decision', 'is', null)
    .$if(after !== undefined, (query) =>
      query.where((eb) =>
        eb.or([
          eb('held_since', '>', after!.heldSince),
          eb.and([eb('held_since', '=', after!.heldSince), eb('ad_id', '>', after!.adId)]),
        ]),
      ),
    )
    .orderBy('held_since')
    .orderBy('ad_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    adId: row.ad_id,
    score: row.score,
    signals: JSON.parse(row.signals) as Signal[],
    rulesVersion: row.rules_version,
    heldSince: row.held_since!,
  }));
}

/**
 * A moderator's decision on a held ad (approve: it goes live; reject: with a reason for the
 * employer). Only an ad still waiting can be decided.
 */
export async function decideHold(
  db: ModerationDb,
  adId: string,
  decision: { decision: HoldDecision; by: string; reason?: string },
  now: Date = new Date(),
): Promise<{ ok: true; screening: StoredScreening } | { ok: false; problem: 'not-held' }> {
  const row = await db
    .updateTable('ad_screenings')
    .set({
      decision: decision.decision,
      decided_by: decision.by,
      decided_at: now.toISOString(),
      decision_reason: decision.reason ?? null,
    })
    .where('ad_id', '=', adId)
    .where('outcome', '=', 'hold')
    .where('decision', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return row ? { ok: true, screening: toScreening(row) } : { ok: false, problem: 'not-held' };
}
