import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import type { JobStore } from '@joblane/jobs';
import {
  alertSearchOn,
  purgeAlertHistory,
  sendDueAlerts,
  type AlertRunReport,
  type Seekers,
} from '@joblane/seekers';

/** The file a server without `ALERT_TOKEN_SECRET` keeps its generated secret in. */
export const alertSecretFile = (databasePath: string) =>
  join(dirname(databasePath), 'alert-token-secret');

/**
 * The secret that signs unsubscribe links: `ALERT_TOKEN_SECRET` when set, else one generated on
 * first start and kept (mode 600) beside the database, so links in mail already sent keep
 * working after a restart. Several servers must share `ALERT_TOKEN_SECRET` instead.
 */
export function alertTokenSecret(configured: string | undefined, databasePath: string): string {
  if (configured !== undefined) return configured;
  const file = alertSecretFile(databasePath);
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  // `wx`: two processes starting together keep the first one's secret.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      return readFileSync(file, 'utf8').trim();
    }
    throw error;
  }
  return secret;
}

export interface AlertRunOptions {
  seekers: Seekers;
  /** The job store the results page searches (the search pool on a database file). */
  jobs: JobStore;
  secret: string;
  now?: () => Date;
  signal?: AbortSignal;
  onError?: (error: unknown, searchId: string) => void;
  onSearched?: (searchId: string, ms: number) => void;
  concurrency?: number;
}

/** How long a saved search remembers the jobs it mailed (they are listed for 30 days at most). */
export const ALERT_HISTORY_MS = 180 * 24 * 60 * 60_000;

/**
 * One run of the alert sender on the results page's own search (`jobs.search`, in the search
 * pool: searches never run on the event loop), then the retention of the sent-jobs history.
 */
export async function runAlerts(options: AlertRunOptions): Promise<AlertRunReport> {
  const now = options.now ?? options.seekers.now;
  const report = await sendDueAlerts(options.seekers, {
    search: alertSearchOn((query, searchOptions) => options.jobs.search(query, searchOptions)),
    secret: options.secret,
    now,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.onError === undefined ? {} : { onError: options.onError }),
    ...(options.onSearched === undefined ? {} : { onSearched: options.onSearched }),
    ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
  });
  await purgeAlertHistory(options.seekers, new Date(now().getTime() - ALERT_HISTORY_MS));
  return report;
}
