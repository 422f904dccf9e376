import { addMilliseconds } from '@joblane/database';
import { randomUUID } from 'node:crypto';

import { alertPeriodMs, type AlertFrequency, type SeekerTables } from './schema.ts';
import { alertFrequencies } from './schema.ts';
import { nowInstant, type Seekers } from './seekers.ts';

/** How many searches one person may keep saved. */
export const MAX_SAVED_SEARCHES = 100;
/** A saved search's name: 1 to 80 characters. */
export const MAX_SEARCH_NAME_LENGTH = 80;
/** Longest canonical query string kept (the results page's own parameters fit well within). */
export const MAX_SEARCH_QUERY_LENGTH = 4000;

export interface SavedSearch {
  id: string;
  name: string;
  /** The canonical query string of the results page (`keywords=nurse&where=Sydney`). */
  query: string;
  createdAt: string;
  updatedAt: string;
  alert: {
    on: boolean;
    frequency: AlertFrequency;
    /** Jobs listed after this instant are new to the alert. */
    watermark: string;
    /** When the next alert is due; null while the alert is off. */
    dueAt: string | null;
  };
}

type Row = SeekerTables['saved_searches'];

const toSavedSearch = (row: Row): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  alert: {
    on: row.alert_on_at !== null,
    frequency: row.alert_frequency,
    watermark: row.alert_watermark,
    dueAt: row.alert_due_at,
  },
});

/**
 * The form a search is saved in: the results page's canonical query string without the `v` pin
 * and the page number (a saved search is the search, not one page of it). The caller hands in
 * the results page's canonical query, so each search has one spelling and saving it again finds
 * the first save.
 */
export function savedSearchQuery(canonicalQuery: string): string {
  return canonicalQuery
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => {
      if (pair === '') return false;
      const name = pair.split('=', 1)[0];
      return name !== 'v' && name !== 'page';
    })
    .join('&');
}

/** What is wrong with a saved search's name, or undefined. */
export function searchNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'Give the search a name.';
  const length = [...trimmed].length;
  if (length > MAX_SEARCH_NAME_LENGTH) {
    return `Use at most ${MAX_SEARCH_NAME_LENGTH} characters for the name (this one has ${length}).`;
  }
  return undefined;
}

export type SearchFieldErrors = { name?: string; query?: string };

export type SaveSearchResult =
  { ok: true; search: SavedSearch; created: boolean } | { ok: false; errors: SearchFieldErrors };

/**
 * Saves a search under a name. The same query saved again is the first saved search (returned
 * with `created: false`, its name unchanged). The alert starts off, daily once switched on.
 */
export async function saveSearch(
  seekers: Seekers,
  userId: string,
  input: { name: string; query: string },
): Promise<SaveSearchResult> {
  const query = savedSearchQuery(input.query);
  const errors: SearchFieldErrors = {};
  const nameProblem = searchNameProblem(input.name);
  if (nameProblem !== undefined) errors.name = nameProblem;
  if (query.length > MAX_SEARCH_QUERY_LENGTH)
    errors.query = 'This search is too long to save. Remove some of its words or filters.';
  if (errors.name !== undefined || errors.query !== undefined) return { ok: false, errors };
  return seekers.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('saved_searches')
      .selectAll()
      .where('user_id', '=', userId)
      .where('query', '=', query)
      .executeTakeFirst();
    if (existing !== undefined)
      return { ok: true, search: toSavedSearch(existing), created: false } as const;
    const { count } = await trx
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_SAVED_SEARCHES) {
      return {
        ok: false,
        errors: {
          query: `You have ${MAX_SAVED_SEARCHES} saved searches, the most we keep. Delete one you no longer need, then save this one.`,
        },
      } as const;
    }
    const now = nowInstant(seekers);
    const row: Row = {
      id: randomUUID(),
      user_id: userId,
      name: input.name.trim(),
      query,
      created_at: now,
      updated_at: now,
      alert_frequency: 'daily',
      alert_on_at: null,
      alert_watermark: now,
      alert_due_at: null,
      alert_lease_owner: null,
      alert_lease_until: null,
    };
    await trx.insertInto('saved_searches').values(row).execute();
    return { ok: true, search: toSavedSearch(row), created: true } as const;
  });
}

/** A person's saved searches, newest first. */
export async function listSavedSearches(seekers: Seekers, userId: string): Promise<SavedSearch[]> {
  const rows = await seekers.db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toSavedSearch);
}

/** One of a person's saved searches; undefined for an unknown id or another person's search. */
export async function getSavedSearch(
  seekers: Seekers,
  userId: string,
  id: string,
): Promise<SavedSearch | undefined> {
  const row = await seekers.db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : toSavedSearch(row);
}

/** The person's saved search of this query, if they saved it (for "already saved"). */
export async function findSavedSearchByQuery(
  seekers: Seekers,
  userId: string,
  canonicalQuery: string,
): Promise<SavedSearch | undefined> {
  const row = await seekers.db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .where('query', '=', savedSearchQuery(canonicalQuery))
    .executeTakeFirst();
  return row === undefined ? undefined : toSavedSearch(row);
}

export type ChangeSearchResult =
  | { ok: true; search: SavedSearch }
  | { ok: false; problem: 'not-found' }
  | { ok: false; problem: 'invalid'; errors: SearchFieldErrors };

/** Renames a person's saved search (1-80 characters). */
export async function renameSavedSearch(
  seekers: Seekers,
  userId: string,
  id: string,
  name: string,
): Promise<ChangeSearchResult> {
  const problem = searchNameProblem(name);
  if (problem !== undefined) return { ok: false, problem: 'invalid', errors: { name: problem } };
  const row = await seekers.db
    .updateTable('saved_searches')
    .set({ name: name.trim(), updated_at: nowInstant(seekers) })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row === undefined
    ? { ok: false, problem: 'not-found' }
    : { ok: true, search: toSavedSearch(row) };
}

/** Deletes a person's saved search; false when they have no such search. */
export async function deleteSavedSearch(
  seekers: Seekers,
  userId: string,
  id: string,
): Promise<boolean> {
  const result = await seekers.db
    .deleteFrom('saved_searches')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Switches a saved search's alert on or off and/or sets its frequency. Switching it on starts
 * from now: only jobs listed from now on are news, and the first alert is due one period later.
 * Off clears when it is due. A new frequency on an alert that is on counts from its watermark
 * (the last alert, or when it was switched on). Undefined for another person's search.
 */
export async function setSearchAlert(
  seekers: Seekers,
  userId: string,
  id: string,
  change: { on?: boolean; frequency?: AlertFrequency },
): Promise<SavedSearch | undefined> {
  if (change.frequency !== undefined && !alertFrequencies.includes(change.frequency)) {
    throw new Error(
      `setSearchAlert: frequency must be one of ${alertFrequencies.join(', ')}, not ${String(change.frequency)}`,
    );
  }
  return seekers.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('saved_searches')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .$if(seekers.dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const now = nowInstant(seekers);
    const frequency = change.frequency ?? row.alert_frequency;
    const wasOn = row.alert_on_at !== null;
    const on = change.on ?? wasOn;
    let next: Pick<Row, 'alert_on_at' | 'alert_watermark' | 'alert_due_at'>;
    if (!on) {
      next = { alert_on_at: null, alert_watermark: row.alert_watermark, alert_due_at: null };
    } else if (!wasOn) {
      next = {
        alert_on_at: now,
        alert_watermark: now,
        alert_due_at: addMilliseconds(now, alertPeriodMs[frequency]),
      };
    } else {
      next = {
        alert_on_at: row.alert_on_at,
        alert_watermark: row.alert_watermark,
        alert_due_at: addMilliseconds(row.alert_watermark, alertPeriodMs[frequency]),
      };
    }
    const updated: Row = { ...row, ...next, alert_frequency: frequency, updated_at: now };
    await trx
      .updateTable('saved_searches')
      .set({ ...next, alert_frequency: frequency, updated_at: now })
      .where('id', '=', id)
      .execute();
    return toSavedSearch(updated);
  });
}
