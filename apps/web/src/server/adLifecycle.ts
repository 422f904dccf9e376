import { expireDueAds, type Ad, type Ads } from '@joblane/ads';
import { adClosed, type Hiring } from '@joblane/hiring';
import type { JobStore } from '@joblane/jobs';

import type { Database } from './database.ts';

/** What happens when an ad ends, whether the employer closed it or its 30 days ran out. */
export interface AdEndedContext {
  /** The job store: the ad's job is expired there, so `/job/:id` answers 410 with similar jobs. */
  jobs: Pick<JobStore, 'expire'>;
  /** Applications: the undecided ones show Ad closed, and the response signal settles them. */
  hiring?: Hiring | undefined;
}

/**
 * The one place where an ad's end reaches the rest of the site: its job leaves search and its
 * page answers 410. Called on close (the employer's form) and on expiry (the scheduled job).
 * Applications still undecided become "Ad closed" as of `endedAt` (hiring's `adClosed`).
 */
export async function onAdEnded(context: AdEndedContext, ad: Ad, endedAt: Date): Promise<void> {
  await context.jobs.expire([ad.id]);
  if (context.hiring !== undefined) await adClosed(context.hiring, ad.id, endedAt);
}

/** When an expired ad ended: when its 30 days ran out, whenever a run gets to it. */
const endOf = (ads: Ads, ad: Ad) => (ad.expiresAt === null ? ads.now() : new Date(ad.expiresAt));

/** The ads one expiry run works on, and where their ends go. */
export interface AdExpiryOptions {
  ads: Ads;
  jobs: Pick<JobStore, 'expire'>;
  hiring?: Hiring | undefined;
  /**
   * With the job record (`DATABASE_URL`): the ads expiring, their jobs leaving the record and
   * their applications' Ad closed commit in one transaction, so a run cut short (the database
   * went away, the node died) leaves the ads live for the next run, never expired with their
   * jobs still in search.
   */
  recordJobs?: Database['recordJobs'];
}

/**
 * One run of ad expiry: live ads past their expiry are marked expired (each claimed by one
 * server only, see `expireDueAds`) and ended. Returns the ads it expired.
 */
export async function runAdExpiry(options: AdExpiryOptions): Promise<Ad[]> {
  const { ads, hiring, recordJobs } = options;
  const ended: Ad[] = [];
  // With the record, a batch holds the record's head lock until it commits: keep it small.
  const limit = recordJobs === undefined ? 500 : 50;
  for (;;) {
    let position: number | undefined;
    const batch = await expireDueAds(ads, {
      limit,
      ...(recordJobs === undefined
        ? {}
        : {
            alongside: async (trx, expired) => {
              ({ position } = await recordJobs.expireIn(
                trx,
                expired.map((ad) => ad.id),
              ));
              if (hiring === undefined) return;
              for (const ad of expired)
                await adClosed(hiring, ad.id, endOf(ads, ad), { within: trx });
            },
          }),
    });
    if (recordJobs === undefined) {
      for (const ad of batch) {
        await onAdEnded({ jobs: options.jobs, hiring }, ad, endOf(ads, ad));
      }
    } else if (position !== undefined) {
      await recordJobs.shown(position);
    }
    ended.push(...batch);
    if (batch.length < limit) return ended;
  }
}

export interface AdExpiryScheduler {
  /** Runs now (unless a run is under way); resolves when that run ends. */
  runNow(): Promise<void>;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * Ad expiry inside the server: a run at once and every `intervalMs` (an unref'd timer), never two
 * at a time in one process; several servers may run it together (claims are exclusive). Errors
 * are reported, never thrown.
 */
export function startAdExpiryScheduler(
  options: AdExpiryOptions & {
    intervalMs: number;
    onRunError: (error: unknown) => void;
    onExpired?: (ads: Ad[]) => void;
  },
): AdExpiryScheduler {
  let stopped = false;
  let running: Promise<void> | undefined;
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= (async () => {
      try {
        const expired = await runAdExpiry(options);
        if (expired.length > 0) options.onExpired?.(expired);
      } catch (error) {
        options.onRunError(error);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  void run();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
