/** Where progress goes: a terminal stream (`process.stderr`) or a test double. */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

export interface ProgressOptions {
  /** What is counted, plural: `jobs`, `records`. */
  unit: string;
  /** The verb before the count: `added`, `imported`. */
  verb: string;
  /** Default `process.stderr`. Progress is written only when it is a terminal. */
  stream?: ProgressStream;
  /** Default `process.env`; `CI` set means quiet even on a terminal. */
  env?: Record<string, string | undefined>;
  /** Milliseconds clock (tests). */
  now?: () => number;
  /** Least time between two redraws (default 250 ms). */
  intervalMs?: number;
}

export interface Progress {
  /** Records the count and, when known, the share done (0-1); redraws at most every interval. */
  update(count: number, fraction?: number): void;
  /** Clears the progress line. */
  done(): void;
}

const numberFormat = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/**
 * A one-line progress display for long CLI work (count, rate, share done, time left), redrawn in
 * place on a terminal. On anything else (a pipe, a file, CI) it writes nothing, so logs and
 * scripts see only the command's real output.
 */
export function createProgress(options: ProgressOptions): Progress {
  const stream = options.stream ?? process.stderr;
  const env = options.env ?? process.env;
  const now = options.now ?? (() => performance.now());
  const intervalMs = options.intervalMs ?? 250;
  const active = stream.isTTY === true && !env.CI;
  const started = now();
  let lastDraw = Number.NEGATIVE_INFINITY;
  let drawn = false;
  return {
    update(count, fraction) {
      if (!active) return;
      const at = now();
      if (at - lastDraw < intervalMs) return;
      lastDraw = at;
      const seconds = (at - started) / 1000;
      const parts = [`${options.verb} ${numberFormat.format(count)} ${options.unit}`];
      if (seconds > 0) parts.push(`${numberFormat.format(count / seconds)}/s`);
      if (fraction !== undefined && fraction > 0) {
        const share = Math.min(1, fraction);
        parts.push(`${Math.floor(share * 100)} %`);
        if (seconds > 0) parts.push(`${duration((seconds / share) * (1 - share))} left`);
      }
      // A terminal that reports no useful width (0 under some pseudo-terminals) gets 80.
      const width = stream.columns !== undefined && stream.columns > 20 ? stream.columns : 80;
      const line = parts.join(' · ').slice(0, width - 1);
      stream.write(`\r\u001b[2K${line}`);
      drawn = true;
    },
    done() {
      if (active && drawn) stream.write('\r\u001b[2K');
    },
  };
}
