import { toInstant } from '@joblane/database';

import type { Seekers } from '../seekers.ts';
import { readAlertUnsubscribeToken, type AlertTokenSecret } from './token.ts';

/** What an unsubscribe link names, for the page that asks to confirm. */
export type AlertTokenLookup =
  /** Not a token this server signed (cut short, altered, or made with another secret). */
  | { status: 'invalid' }
  /** A genuine link to a saved search that no longer exists (deleted, or its account). */
  | { status: 'gone' }
  | { status: 'found'; searchId: string; name: string; alertOn: boolean };

/** The saved search an unsubscribe link names, without changing anything (the GET page). */
export async function findAlertByToken(
  seekers: Seekers,
  secret: AlertTokenSecret,
  token: unknown,
): Promise<AlertTokenLookup> {
  const searchId = readAlertUnsubscribeToken(secret, token);
  if (searchId === undefined) return { status: 'invalid' };
  const row = await seekers.db
    .selectFrom('saved_searches')
    .select(['name', 'alert_on_at'])
    .where('id', '=', searchId)
    .executeTakeFirst();
  if (row === undefined) return { status: 'gone' };
  return { status: 'found', searchId, name: row.name, alertOn: row.alert_on_at !== null };
}

export type UnsubscribeOutcome =
  | { status: 'invalid' }
  | { status: 'gone' }
  /** The alert was on and is off now; `alreadyOff` when it was off before. */
  | { status: 'stopped'; name: string; alreadyOff: boolean };

/**
 * Switches off the alert an unsubscribe link names (RFC 8058 one-click, or the page's button):
 * no session needed, the signed token is the proof. Idempotent: a second click says it is off.
 */
export async function unsubscribeAlert(
  seekers: Seekers,
  secret: AlertTokenSecret,
  token: unknown,
): Promise<UnsubscribeOutcome> {
  const searchId = readAlertUnsubscribeToken(secret, token);
  if (searchId === undefined) return { status: 'invalid' };
  const now = toInstant(seekers.now());
  return seekers.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('saved_searches')
      .select(['name', 'alert_on_at'])
      .where('id', '=', searchId)
      .executeTakeFirst();
    if (row === undefined) return { status: 'gone' as const };
    if (row.alert_on_at === null) {
      return { status: 'stopped' as const, name: row.name, alreadyOff: true };
    }
    await trx
      .updateTable('saved_searches')
      .set({ alert_on_at: null, alert_due_at: null, updated_at: now })
      .where('id', '=', searchId)
      .execute();
    return { status: 'stopped' as const, name: row.name, alreadyOff: false };
  });
}
