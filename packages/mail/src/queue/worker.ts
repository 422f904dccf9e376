import {
  defaultWorkerId,
  sendQueuedMail,
  type DeliveryReport,
  type MailDeliveryOptions,
} from './deliver.ts';

export interface MailWorkerOptions extends Omit<MailDeliveryOptions, 'signal'> {
  /** Time between looks at the queue (default 5 s). */
  intervalMs?: number;
  /**
   * A look at the queue failed (the database is down); it is tried again at the next tick.
   * Default: `console.error`.
   */
  onError?: (error: unknown) => void;
  /** After each look that sent, retried or failed something. */
  onReport?: (report: DeliveryReport) => void;
}

export interface MailWorker {
  /** Look at the queue now (after a request enqueued mail), not at the next tick. */
  wake(): void;
  /** Stops looking; resolves once the message being sent is done and the rest handed back. */
  stop(): Promise<void>;
}

/**
 * Runs `sendQueuedMail` inside the server: at once, then every `intervalMs` and whenever `wake`
 * is called, never two runs at a time. The timer does not keep the process alive.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const intervalMs = options.intervalMs ?? 5000;
  const workerId = options.workerId ?? defaultWorkerId();
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;

  const schedule = () => {
    timer = setTimeout(run, intervalMs);
    timer.unref();
  };
  const run = () => {
    if (abort.signal.aborted) return;
    if (running !== undefined) {
      wokenWhileRunning = true;
      return;
    }
    clearTimeout(timer);
    running = sendQueuedMail({ ...options, workerId, signal: abort.signal })
      .then(
        (report) => {
          if (report.sent + report.retried + report.failed > 0) options.onReport?.(report);
        },
        (error: unknown) => {
          if (options.onError === undefined)
            console.error('The mail worker could not send mail:', error);
          else options.onError(error);
        },
      )
      .finally(() => {
        running = undefined;
        if (abort.signal.aborted) return;
        if (wokenWhileRunning) {
          wokenWhileRunning = false;
          run();
        } else schedule();
      });
  };
  run();

  return {
    wake: run,
    async stop() {
      abort.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
