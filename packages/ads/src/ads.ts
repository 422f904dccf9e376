import { randomBytes } from 'node:crypto';

import { migrateToLatest, type Dialect, type RelationalDatabase } from '@joblane/database';
import type { Kysely, Selectable, Transaction } from 'kysely';

import type { AdFields, AdQuestion } from './form.ts';
import { adsMigrations, type AdsTables, type AdStatus } from './schema.ts';

/** Days a published ad stays live before it expires (SEEK's standard ad). */
export const AD_LIFETIME_DAYS = 30;
const day = 24 * 3600_000;

/** What every function of this package is handed: the tables and the clock. */
export interface Ads {
  readonly db: Kysely<AdsTables>;
  readonly dialect: Dialect;
  readonly now: () => Date;
}

/** An employer's ad. Its id is the job's id in the job store. */
export interface Ad {
  id: string;
  organisationId: string;
  status: AdStatus;
  fields: AdFields;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  expiresAt: string | null;
  closedAt: string | null;
}

/**
 * Migrates this package's table and returns the handle its functions take. Ads belong to
 * accounts' organisations (`ON DELETE CASCADE`), so open `@joblane/accounts` on the same database
 * first.
 */
export async function openAds(
  database: RelationalDatabase,
  options: { now?: () => Date } = {},
): Promise<Ads> {
  await migrateToLatest(database, adsMigrations);
  return {
    db: database.as<AdsTables>(),
    dialect: database.dialect,
    now: options.now ?? (() => new Date()),
  };
}

type AdRow = Selectable<AdsTables['ads']>;

function toAd(row: AdRow): Ad {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    status: row.status,
    fields: JSON.parse(row.fields) as AdFields,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    expiresAt: row.expires_at,
    closedAt: row.closed_at,
  };
}

/** A new ad id: also a job id (`ad-` and 12 random lower-case letters and digits). */
export function newAdId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(12);
  let id = 'ad-';
  // 252 is the largest multiple of 36 below 256: rejecting above it keeps every character equally likely.
  for (let index = 0; id.length < 15; index += 1) {
    const byte = index < bytes.length ? bytes[index]! : randomBytes(1)[0]!;
    if (byte < 252) id += alphabet[byte % 36];
  }
  return id;
}

/** Saves a new draft for the organisation (nothing is public until `publishAd`). */
export async function createDraft(
  ads: Ads,
  organisationId: string,
  createdBy: string | null,
  fields: AdFields,
): Promise<Ad> {
  const at = ads.now().toISOString();
  const row = await ads.db
    .insertInto('ads')
    .values({
      id: newAdId(),
      organisation_id: organisationId,
      status: 'draft',
      fields: JSON.stringify(fields),
      created_by: createdBy,
      created_at: at,
      updated_at: at,
      published_at: null,
      expires_at: null,
      closed_at: null,
      still_open_asked_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAd(row);
}

/** The organisation's ad; undefined for an unknown id or another organisation's ad. */
export async function getAd(
  ads: Ads,
  organisationId: string,
  adId: string,
): Promise<Ad | undefined> {
  const row = await ads.db
    .selectFrom('ads')
    .selectAll()
    .where('id', '=', adId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return row ? toAd(row) : undefined;
}

/** The organisation an ad belongs to (the apply flow and the response signal ask). */
export async function adOrganisationId(ads: Ads, adId: string): Promise<string | undefined> {
  const row = await ads.db
    .selectFrom('ads')
    .select('organisation_id')
    .where('id', '=', adId)
    .executeTakeFirst();
  return row?.organisation_id;
}

/** The organisation's ads, newest first. */
export async function listAds(ads: Ads, organisationId: string): Promise<Ad[]> {
  const rows = await ads.db
    .selectFrom('ads')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toAd);
}

/** Live ads of every organisation (to check the job store holds them). */
export async function listLiveAds(ads: Ads): Promise<Ad[]> {
  const rows = await ads.db
    .selectFrom('ads')
    .selectAll()
    .where('status', '=', 'live')
    .orderBy('published_at')
    .execute();
  return rows.map(toAd);
}

/** Why a change to an ad was refused: messages keyed by the form field they belong to. */
export type AdChangeProblem =
  | { ok: false; problem: 'not-found' }
  | { ok: false; problem: 'ended'; message: string }
  | { ok: false; problem: 'fixed'; errors: Record<string, string> };

export const adChangeMessages = {
  ended: 'This ad has ended: a closed or expired ad cannot be changed.',
  questionsFixed:
    'Screening questions cannot change once the ad is live: people have already answered them.',
  applyFixed:
    'Where people apply cannot change between Joblane and another site once the ad is live.',
  notLive: 'Only a live ad can be closed.',
} as const;

function questionsOf(fields: AdFields): AdQuestion[] | null {
  return fields.apply.method === 'joblane' ? fields.apply.questions : null;
}

function sameQuestions(a: AdQuestion[], b: AdQuestion[]): boolean {
  return (
    a.length === b.length &&
    a.every((question, index) => {
      const other = b[index]!;
      return (
        question.kind === other.kind &&
        question.question === other.question &&
        JSON.stringify(question.kind === 'choice' ? question.options : []) ===
          JSON.stringify(other.kind === 'choice' ? other.options : [])
      );
    })
  );
}

/** Rules for changing a live ad's fields: errors by form field, empty when allowed. */
function liveChangeErrors(before: AdFields, after: AdFields): Record<string, string> {
  const old = questionsOf(before);
  const next = questionsOf(after);
  if ((old === null) !== (next === null)) return { applyMethod: adChangeMessages.applyFixed };
  if (old !== null && next !== null && !sameQuestions(old, next))
    return { questions: adChangeMessages.questionsFixed };
  return {};
}

/**
 * Saves new fields for a draft or a live ad (a live ad keeps its id, so its URL; the caller puts
 * the updated job in the store). A live ad's screening questions, and whether it takes
 * applications on Joblane, cannot change. A closed or expired ad cannot be changed.
 */
export async function updateAd(
  ads: Ads,
  organisationId: string,
  adId: string,
  fields: AdFields,
): Promise<{ ok: true; ad: Ad } | AdChangeProblem> {
  return ads.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('ads')
      .selectAll()
      .where('id', '=', adId)
      .where('organisation_id', '=', organisationId)
      .$if(ads.dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!row) return { ok: false, problem: 'not-found' } as const;
    const ad = toAd(row);
    if (ad.status === 'closed' || ad.status === 'expired')
      return { ok: false, problem: 'ended', message: adChangeMessages.ended } as const;
    if (ad.status === 'live') {
      const errors = liveChangeErrors(ad.fields, fields);
      if (Object.keys(errors).length > 0) return { ok: false, problem: 'fixed', errors } as const;
    }
    const updated = await trx
      .updateTable('ads')
      .set({ fields: JSON.stringify(fields), updated_at: ads.now().toISOString() })
      .where('id', '=', adId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ok: true, ad: toAd(updated) } as const;
  });
}

/**
 * Publishes a draft: live from now, expiring `AD_LIFETIME_DAYS` later. Publishing a live ad again
 * (after an edit) changes nothing here and returns it, so the caller can put it in the job store
 * again. A closed or expired ad cannot be published.
 */
export async function publishAd(
  ads: Ads,
  organisationId: string,
  adId: string,
  options: {
    /**
     * Another write that must commit with the ad going live, or neither does (the job record's
     * `upsertIn`, on the same PostgreSQL database): called inside the publishing transaction with
     * the live ad, only when this call publishes it. If it throws, the ad stays a draft.
     */
    alongside?: (trx: Transaction<AdsTables>, ad: Ad) => Promise<void>;
  } = {},
): Promise<{ ok: true; ad: Ad; published: boolean } | AdChangeProblem> {
  const now = ads.now();
  const at = now.toISOString();
  const goLive = (db: Kysely<AdsTables>) =>
    db
      .updateTable('ads')
      .set({
        status: 'live',
        published_at: at,
        expires_at: new Date(now.getTime() + AD_LIFETIME_DAYS * day).toISOString(),
        updated_at: at,
      })
      .where('id', '=', adId)
      .where('organisation_id', '=', organisationId)
      .where('status', '=', 'draft')
      .returningAll()
      .executeTakeFirst();
  const { alongside } = options;
  const published =
    alongside === undefined
      ? await goLive(ads.db)
      : await ads.db.transaction().execute(async (trx) => {
          const row = await goLive(trx);
          if (row) await alongside(trx, toAd(row));
          return row;
        });
  if (published) return { ok: true, ad: toAd(published), published: true };
  const ad = await getAd(ads, organisationId, adId);
  if (!ad) return { ok: false, problem: 'not-found' };
  if (ad.status === 'live') return { ok: true, ad, published: false };
  return { ok: false, problem: 'ended', message: adChangeMessages.ended };
}

/** Closes a live ad now (the caller expires its job in the store). */
export async function closeAd(
  ads: Ads,
  organisationId: string,
  adId: string,
  options: {
    /**
     * What must commit with the ad closing, or neither does (its job leaving the job record,
     * its applications' Ad closed): called inside the closing transaction with the closed ad.
     * If it throws, the ad stays live.
     */
    alongside?: (trx: Transaction<AdsTables>, ad: Ad) => Promise<void>;
  } = {},
): Promise<{ ok: true; ad: Ad } | AdChangeProblem> {
  const at = ads.now().toISOString();
  const close = (db: Kysely<AdsTables>) =>
    db
      .updateTable('ads')
      .set({ status: 'closed', closed_at: at, updated_at: at })
      .where('id', '=', adId)
      .where('organisation_id', '=', organisationId)
      .where('status', '=', 'live')
      .returningAll()
      .executeTakeFirst();
  const { alongside } = options;
  const closed =
    alongside === undefined
      ? await close(ads.db)
      : await ads.db.transaction().execute(async (trx) => {
          const row = await close(trx);
          if (row) await alongside(trx, toAd(row));
          return row;
        });
  if (closed) return { ok: true, ad: toAd(closed) };
  const ad = await getAd(ads, organisationId, adId);
  if (!ad) return { ok: false, problem: 'not-found' };
  return {
    ok: false,
    problem: 'ended',
    message: ad.status === 'draft' ? adChangeMessages.notLive : adChangeMessages.ended,
  };
}

/**
 * Marks live ads whose expiry has passed as expired and returns them, at most `limit` at a time.
 * Each ad is returned by exactly one call, even with several servers running it at once: one
 * UPDATE ... RETURNING on SQLite (writes are serialised), and on PostgreSQL the rows are claimed
 * with `FOR UPDATE SKIP LOCKED`, so a second server skips what the first is taking.
 */
export async function expireDueAds(
  ads: Ads,
  {
    limit = 500,
    alongside,
  }: {
    limit?: number;
    /**
     * What must commit with these ads expiring, or neither does (their jobs leaving the job
     * record, their applications' Ad closed): called inside the claiming transaction with the
     * ads it expires (not called when there are none). If it throws, the ads stay live and are
     * claimed again on a later run.
     */
    alongside?: (trx: Transaction<AdsTables>, expired: Ad[]) => Promise<void>;
  } = {},
): Promise<Ad[]> {
  const at = ads.now().toISOString();
  const claim = (db: Kysely<AdsTables>) => {
    const due = db
      .selectFrom('ads')
      .select('id')
      .where('status', '=', 'live')
      .where('expires_at', '<=', at)
      .orderBy('expires_at')
      .limit(limit)
      .$if(ads.dialect === 'postgres', (query) => query.forUpdate().skipLocked());
    return db
      .updateTable('ads')
      .set({ status: 'expired', updated_at: at })
      .where('id', 'in', due)
      .where('status', '=', 'live')
      .returningAll()
      .execute();
  };
  if (alongside === undefined) return (await claim(ads.db)).map(toAd);
  return ads.db.transaction().execute(async (trx) => {
    const expired = (await claim(trx)).map(toAd);
    if (expired.length > 0) await alongside(trx, expired);
    return expired;
  });
}

/**
 * Live ads nobody has touched since `quietSince` (published and last edited before it) whose
 * employer was never asked whether the role is still open: the still-open run's candidates, the
 * longest-quiet first, at most `limit`. Other evidence of activity (applications opened) is the
 * caller's to check.
 */
export async function quietLiveAds(
  ads: Ads,
  {
    quietSince,
    limit = 500,
    offset = 0,
  }: { quietSince: Date; limit?: number; /** Skip this many (the next page). */ offset?: number },
): Promise<Ad[]> {
  const since = quietSince.toISOString();
  const rows = await ads.db
    .selectFrom('ads')
    .selectAll()
    .where('status', '=', 'live')
    .where('still_open_asked_at', 'is', null)
    .where('published_at', '<=', since)
    .where('updated_at', '<=', since)
    .orderBy('updated_at')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toAd);
}

/**
 * Marks a live ad's employer as asked "Is this role still open?", with `alongside` (the email)
 * in the same transaction. Once per ad, even with several servers asking at once: one
 * conditional UPDATE claims it (on PostgreSQL a second one waits for the first and then finds
 * it asked). Returns the ad when this call asked, undefined when it was asked already or is no
 * longer live.
 */
export async function askStillOpen(
  ads: Ads,
  adId: string,
  alongside: (trx: Transaction<AdsTables>, ad: Ad) => Promise<void>,
): Promise<Ad | undefined> {
  const at = ads.now().toISOString();
  return ads.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('ads')
      .set({ still_open_asked_at: at })
      .where('id', '=', adId)
      .where('status', '=', 'live')
      .where('still_open_asked_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const ad = toAd(row);
    await alongside(trx, ad);
    return ad;
  });
}

/** Days an ad has left (rounded up), 0 once due; null for an ad that is not live. */
export function daysLeft(ad: Ad, now: Date): number | null {
  if (ad.status !== 'live' || ad.expiresAt === null) return null;
  return Math.max(0, Math.ceil((Date.parse(ad.expiresAt) - now.getTime()) / day));
}
