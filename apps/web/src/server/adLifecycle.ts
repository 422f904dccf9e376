import { expireDueAds, type Ad, type Ads } from '@joblane/ads';
import type { JobStore } from '@joblane/jobs';

/** What happens when an ad ends, whether the employer closed it or its 30 days ran out. */
export interface AdEndedContext {
  /** The job store: the ad's job is expired there, so `/job/:id` answers 410 with similar jobs. */
  jobs: Pick<JobStore, 'expire'>;
}

/**
 * The one place where an ad's end reaches the rest of the site: its job leaves search and its
 * page answers 410. Called on close (the employer's form) and on expiry (the scheduled job).
 * Applications still undecided become "Ad closed" here too once hiring has `adClosed`.
 */
export async function onAdEnded(context: AdEndedContext, ad: Ad, endedAt: Date): Promise<void> {
  await context.jobs.expire([ad.id]);
  // Hiring's `adClosed(hiring, ad.id, endedAt)` goes here (wired when the candidates work is
  // merged): undecided applications become "Ad closed" as of `endedAt`.
  void endedAt;
}

/**
 * One run of ad expiry: live ads past their expiry are marked expired (each claimed by one
 * server only, see `expireDueAds`) and ended. Returns the ads it expired.
 */
export async function runAdExpiry(options: {
  ads: Ads;
  jobs: Pick<JobStore, 'expire'>;
}): Promise<Ad[]> {
  const ended: Ad[] = [];
  for (;;) {
    const batch = await expireDueAds(options.ads, { limit: 500 });
    for (const ad of batch) {
      await onAdEnded({ jobs: options.jobs }, ad, options.ads.now());
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
