/** One background task run periodically inside the server (alerts, ad expiry, résumé purge). */
export interface PeriodicTask {
  /** Runs now, unless a run is under way (then joins it); resolves when that run ends. */
  runNow(): Promise<void>;
  /** Stops the timer, aborts the signal a run under way was given, and waits for that run. */
  stop(): Promise<void>;
}

export interface PeriodicTaskOptions {
  intervalMs: number;
  /** One run; `signal` aborts when the task stops (a run may finish what it has claimed). */
  run(signal: AbortSignal): Promise<void>;
  /** A run that failed: reported here, never thrown. */
  onError(error: unknown): void;
  /** Whether the first run starts at once (the default) or after `intervalMs`. */
  runAtStart?: boolean;
  /** Told how each run ended, after `onError` for a failure (metrics). */
  onRun?: (outcome: 'success' | 'failure') => void;
}

/**
 * The one scheduler of the server's background work: a run every `intervalMs` on an unref'd timer
 * (it never keeps the process alive), never two runs of one task at a time in this process (other
 * nodes may run theirs: each task's claims make the work happen once), and a clean stop.
 */
export function startPeriodicTask(options: PeriodicTaskOptions): PeriodicTask {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  const run = (): Promise<void> => {
    if (stopping.signal.aborted) return Promise.resolve();
    running ??= (async () => {
      try {
        await options.run(stopping.signal);
        options.onRun?.('success');
      } catch (error) {
        options.onError(error);
        options.onRun?.('failure');
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  if (options.runAtStart ?? true) void run();
  return {
    runNow: run,
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
