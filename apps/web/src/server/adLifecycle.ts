import { expireDueAds, type Ad, type Ads } from '@joblane/ads';
import { adClosed, type Hiring } from '@joblane/hiring';
import type { JobStore } from '@joblane/jobs';

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

/**
 * One run of ad expiry: live ads past their expiry are marked expired (each claimed by one
 * server only, see `expireDueAds`) and ended. Returns the ads it expired.
 */
export async function runAdExpiry(options: {
  ads: Ads;
  jobs: Pick<JobStore, 'expire'>;
  hiring?: Hiring | undefined;
}): Promise<Ad[]> {
  const ended: Ad[] = [];
  for (;;) {
    const batch = await expireDueAds(options.ads, { limit: 500 });
    for (const ad of batch) {
      // It ended when its 30 days ran out, whenever this run gets to it.
      const endedAt = ad.expiresAt === null ? options.ads.now() : new Date(ad.expiresAt);
      await onAdEnded({ jobs: options.jobs, hiring: options.hiring }, ad, endedAt);
      ended.push(ad);
    }
    if (batch.length < 500) return ended;
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
export function startAdExpiryScheduler(options: {
  ads: Ads;
  jobs: Pick<JobStore, 'expire'>;
  hiring?: Hiring | undefined;
  intervalMs: number;
  onRunError: (error: unknown) => void;
  onExpired?: (ads: Ad[]) => void;
}): AdExpiryScheduler {
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
