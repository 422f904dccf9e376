import { AdCountBuffer, addAdCounts, type AdEvent, type AdStats } from '@joblane/ads';

/** How often counted ad events are written (and at shutdown). */
export const AD_COUNT_FLUSH_MS = 5_000;

/**
 * Ad performance counting for the web: `count` is a map increment on the request's path (no
 * database, no await), and the counts are written in one transaction every few seconds and when
 * the server stops (`stop`). A write that fails keeps its counts for the next one.
 */
export interface AdCounter {
  count(adId: string, event: AdEvent, n?: number): void;
  /** Counts a search appearance for each card that is an ad (it carries a company slug). */
  countAppearances(cards: readonly { id: string; companySlug: string | null }[]): void;
  /** Writes what has been counted; resolves with the ad-days written. */
  flush(): Promise<number>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

export function startAdCounter(options: {
  stats: AdStats;
  /** The clock the day of an event is taken from (the app's). */
  now: () => Date;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): AdCounter {
  const buffer = new AdCountBuffer();
  let writing: Promise<number> = Promise.resolve(0);

  async function write(): Promise<number> {
    const increments = buffer.take();
    if (increments.length === 0) return 0;
    try {
      return await addAdCounts(options.stats, increments);
    } catch (error) {
      buffer.restore(increments);
      options.onError?.(error);
      return 0;
    }
  }

  /** One write at a time: a flush asked during a write runs after it. */
  const flush = () => {
    writing = writing.then(write, write);
    return writing;
  };
  const timer = setInterval(() => void flush(), options.intervalMs ?? AD_COUNT_FLUSH_MS);
  timer.unref();

  const count = (adId: string, event: AdEvent, n = 1) =>
    buffer.count(adId, event, options.now(), n);
  return {
    count,
    countAppearances(cards) {
      for (const card of cards) if (card.companySlug) count(card.id, 'searchAppearances');
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
