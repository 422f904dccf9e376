import type { MailWorker } from '@joblane/mail';
import type { FastifyBaseLogger } from 'fastify';

import { expireDueAdsWithJobs } from '../services/ads.ts';
import { runAlerts } from '../services/alerts.ts';
import { purgeOldMail } from '../services/mail.ts';
import { purgeUnsentResumes } from '../services/resumes.ts';
import { askAboutQuietAds } from '../services/stillOpen.ts';
import { remindAboutWaiting } from '../services/waitingReminders.ts';
import { jobWritesFor } from './app.ts';
import type { AppConfig } from './config.ts';
import type { DomainStores } from './domainStores.ts';
import type { JobDatabase } from './jobDatabase.ts';
import { startPeriodicTask, type PeriodicTask, type PeriodicTaskOptions } from './scheduler.ts';

/** How often unsent résumés (a review step left) are looked for. */
const RESUME_PURGE_INTERVAL_MS = 3600_000;
/** How often the records of old mail are deleted. */
const MAIL_PURGE_INTERVAL_MS = 24 * 3600_000;
/** How often quiet ads' employers and organisations with waiting candidates are written to. */
const NUDGE_INTERVAL_MS = 15 * 60_000;

export interface BackgroundTaskContext {
  log: FastifyBaseLogger;
  config: Pick<AppConfig, 'alertIntervalMs' | 'adExpiryIntervalMs'>;
  stores: DomainStores;
  database: JobDatabase;
  mailWorker: MailWorker;
  alertSecret: string;
  /** A task's run hooks for the metrics (nothing without them). */
  measured: (task: string, intervalMs: number) => Pick<PeriodicTaskOptions, 'onRun'>;
}

/**
 * The node's background work, each task on the one scheduler (never two runs of a task at once
 * here): alerts, ad expiry, the purges, and the still-open asks with the reminders. Work that
 * must happen once across nodes claims it in the database; the purges are harmless twice.
 */
export function startBackgroundTasks({
  log,
  config,
  stores,
  database,
  mailWorker,
  alertSecret,
  measured,
}: BackgroundTaskContext): PeriodicTask[] {
  const tasks: PeriodicTask[] = [];
  // Saved-search alerts: due digests every ALERT_INTERVAL_MS, searched in the search pool.
  if (config.alertIntervalMs > 0) {
    tasks.push(
      startPeriodicTask({
        intervalMs: config.alertIntervalMs,
        ...measured('alerts', config.alertIntervalMs),
        run: async (signal) => {
          const report = await runAlerts({
            seekers: stores.seekers,
            jobs: database.store,
            secret: alertSecret,
            signal,
            onError: (error, searchId) =>
              log.error({ err: error, searchId }, 'alerts: a saved search could not be searched'),
          });
          if (report.searched > 0 || report.failed > 0) log.info({ report }, 'alerts sent');
          if (report.mailed > 0) mailWorker.wake();
        },
        onError: (error) => log.error({ err: error }, 'alerts: the run failed'),
      }),
    );
  }
  // Ads past their 30 days: expired, and their jobs taken out of search, every AD_EXPIRY_INTERVAL_MS.
  if (config.adExpiryIntervalMs > 0) {
    const jobWrites = jobWritesFor(database);
    tasks.push(
      startPeriodicTask({
        intervalMs: config.adExpiryIntervalMs,
        ...measured('ad-expiry', config.adExpiryIntervalMs),
        run: async () => {
          const expired = await expireDueAdsWithJobs({
            ads: stores.ads,
            jobWrites,
            hiring: stores.hiring,
          });
          if (expired.length > 0) log.info({ ads: expired.map((ad) => ad.id) }, 'ads expired');
        },
        onError: (error) => log.error({ err: error }, 'ads: the expiry run failed'),
      }),
    );
  }
  // Résumés uploaded for a review step that was never sent go after a day (services/resumes.ts).
  const { hiring } = stores;
  if (hiring !== undefined) {
    tasks.push(
      startPeriodicTask({
        intervalMs: RESUME_PURGE_INTERVAL_MS,
        ...measured('resume-purge', RESUME_PURGE_INTERVAL_MS),
        runAtStart: false,
        run: async () => {
          await purgeUnsentResumes(hiring, new Date());
        },
        onError: (error) => log.error({ err: error }, 'could not purge unsent résumés'),
      }),
    );
  }
  // Records of mail sent more than a month ago go once a day (the Privacy page says so). Every
  // node may run it: a delete of what is already gone deletes nothing.
  tasks.push(
    startPeriodicTask({
      intervalMs: MAIL_PURGE_INTERVAL_MS,
      ...measured('mail-purge', MAIL_PURGE_INTERVAL_MS),
      run: async () => {
        const purged = await purgeOldMail(stores, new Date());
        if (purged > 0) log.info({ purged }, 'mail: old records deleted');
      },
      onError: (error) => log.error({ err: error }, 'mail: could not delete old records'),
    }),
  );
  // "Is this role still open?" for ads quiet for 21 days, and reminders about candidates waiting
  // 30 days (issue 30): each ad and application is claimed in its mail's transaction, so two
  // nodes running this never send one twice.
  if (hiring !== undefined) {
    tasks.push(
      startPeriodicTask({
        intervalMs: NUDGE_INTERVAL_MS,
        ...measured('nudges', NUDGE_INTERVAL_MS),
        run: async () => {
          const now = () => new Date();
          const asked = await askAboutQuietAds({
            ads: stores.ads,
            accounts: stores.accounts,
            hiring,
            secret: alertSecret,
            now,
          });
          const reminded = await remindAboutWaiting({ hiring, accounts: stores.accounts, now });
          if (asked.length > 0 || reminded.length > 0) {
            log.info({ asked, reminded: reminded.length }, 'still-open asks and reminders');
            mailWorker.wake();
          }
        },
        onError: (error) => log.error({ err: error }, 'still-open and reminders: the run failed'),
      }),
    );
  }
  return tasks;
}
