import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';

import { z } from 'zod';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path of the embedded SQLite job store. */
  databasePath: string;
  /**
   * Where accounts and everything after them live: PostgreSQL at `DATABASE_URL` when set, else
   * the embedded SQLite file `records.db` beside the job store.
   */
  records:
    | {
        url: string;
        /** A streaming replica (`DATABASE_REPLICA_URL`) for reads that may be a little stale. */
        replicaUrl?: string;
        /** A direct connection for the follower's LISTEN (`DATABASE_LISTEN_URL`, pgbouncer). */
        listenUrl?: string;
      }
    | { sqlitePath: string };
  logLevel: LogLevel;
  /** Fastify's `trustProxy`: off, on, a hop count, or the proxies' addresses. */
  trustProxy: boolean | number | string[];
  /** Scheme, host and port of the public site, for canonical URLs (no trailing slash). */
  publicOrigin: string;
  /** Mail relay (`SMTP_URL`, `smtp://user:pass@host:587`); without it mail goes to the outbox. */
  smtpUrl: string | undefined;
  /** The sender of Joblane's mail (`MAIL_FROM`); by default no-reply at the public origin's host. */
  mailFrom: string | undefined;
  /**
   * Where the contact form's messages go (`SUPPORT_EMAIL`); by default support@ the public
   * origin's host (support@joblane.test for a host such as localhost, which no mail can reach).
   */
  supportEmail: string;
  /** Cost units per minute and client address, across pages and APIs (a search costs most). */
  clientBudget: number;
  /** Worker threads that run searches off the event loop. */
  searchThreads: number;
  /** Longest time to receive a whole request, and to answer it once received. */
  requestTimeoutMs: number;
  handlerTimeoutMs: number;
  /** Event-loop delay above which `/readyz` reports 503 and requests are shed. */
  maxEventLoopDelayMs: number;
  /**
   * Sample jobs to fill an empty database with (`SAMPLE_JOBS`, set by the quick start's
   * `pnpm start`); 0 seeds nothing, the default.
   */
  sampleJobs: number;
  /**
   * Signs saved-search alerts' unsubscribe links (`ALERT_TOKEN_SECRET`, 32+ characters). Every
   * server of a deployment needs the same one; without it the server makes one and keeps it in
   * `data/alert-token-secret` (fine for one machine).
   */
  alertTokenSecret: string | undefined;
  /** How often the server looks for due alerts (`ALERT_INTERVAL_MS`); 0 leaves it to the command. */
  alertIntervalMs: number;
  /** How often the server expires ads past their 30 days (`AD_EXPIRY_INTERVAL_MS`); 0: never. */
  adExpiryIntervalMs: number;
  /**
   * How long a node keeps an organisation's response signal for result cards and job pages
   * (`RESPONSE_SIGNAL_CACHE_MS`); 0: asked for every page.
   */
  responseSignalCacheMs: number;
  /**
   * This node's stable name (`NODE_ID`, default `port-<PORT>`): with `DATABASE_URL` it names the
   * node's own job index file (`data/jobs-<NODE_ID>.db`) and its follower in the job record.
   */
  nodeId: string;
  /**
   * The Prometheus metrics listener (`METRICS_PORT`, `METRICS_HOST`): `/metrics` on a port of its
   * own, never the public one; off (undefined) unless `METRICS_PORT` is set. It listens on
   * loopback (127.0.0.1) unless `METRICS_HOST` says otherwise (the scraper's network).
   */
  metrics: { port: number; host: string } | undefined;
  /** PostgreSQL connection limits (`DATABASE_POOL_SIZE`, `DATABASE_STATEMENT_TIMEOUT_MS`, `DATABASE_CONNECT_TIMEOUT_MS`). */
  databasePool: { poolSize: number; statementTimeoutMs: number; connectTimeoutMs: number };
}

const integer = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${name} must be between ${min} and ${max}`);

function parseTrustProxy(value: string, context: z.RefinementCtx): boolean | number | string[] {
  const text = value.trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false' || text === '') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text.split(',').map((part) => part.trim());
  const bad = addresses.filter((address) => isIP(address.split('/')[0] ?? '') === 0);
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must be true, false, a hop count or comma-separated IP addresses/CIDR ranges; "${bad.join(', ')}" is not an address`,
    });
    return z.NEVER;
  }
  return addresses;
}

const environmentSchema = z.object({
  PORT: integer('PORT', 0, 65_535).default(3000),
  HOST: z.string().min(1, 'HOST must not be empty').default('localhost'),
  DATABASE_PATH: z.string().min(1, 'DATABASE_PATH must not be empty').optional(),
  LOG_LEVEL: z
    .enum(logLevels, { error: `LOG_LEVEL must be one of ${logLevels.join(', ')}` })
    .default('info'),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  PUBLIC_ORIGIN: z
    .url({
      protocol: /^https?$/,
      error: 'PUBLIC_ORIGIN must be an http(s) URL such as https://joblane.example',
    })
    .optional(),
  CLIENT_BUDGET: integer('CLIENT_BUDGET', 1, 1_000_000).default(600),
  SEARCH_THREADS: integer('SEARCH_THREADS', 1, 64).default(availableParallelism()),
  REQUEST_TIMEOUT_MS: integer('REQUEST_TIMEOUT_MS', 1, 600_000).default(30_000),
  HANDLER_TIMEOUT_MS: integer('HANDLER_TIMEOUT_MS', 1, 600_000).default(10_000),
  MAX_EVENT_LOOP_DELAY_MS: integer('MAX_EVENT_LOOP_DELAY_MS', 1, 60_000).default(1000),
  SAMPLE_JOBS: integer('SAMPLE_JOBS', 0, 1_000_000).optional(),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\//,
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example:587',
    )
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SUPPORT_EMAIL: z
    .email({ error: 'SUPPORT_EMAIL must be an email address such as support@joblane.example' })
    .max(254)
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      'DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for the embedded database)',
    )
    .optional(),
  DATABASE_REPLICA_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      "DATABASE_REPLICA_URL must be a postgres:// or postgresql:// URL of a streaming replica of DATABASE_URL's database",
    )
    .optional(),
  DATABASE_LISTEN_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      "DATABASE_LISTEN_URL must be a postgres:// or postgresql:// URL straight to DATABASE_URL's database (not through pgbouncer)",
    )
    .optional(),
  ALERT_TOKEN_SECRET: z
    .string()
    .min(32, 'ALERT_TOKEN_SECRET must be at least 32 characters (try `openssl rand -base64 48`)')
    .optional(),
  ALERT_INTERVAL_MS: integer('ALERT_INTERVAL_MS', 0, 86_400_000).default(60_000),
  AD_EXPIRY_INTERVAL_MS: integer('AD_EXPIRY_INTERVAL_MS', 0, 86_400_000).default(60_000),
  RESPONSE_SIGNAL_CACHE_MS: integer('RESPONSE_SIGNAL_CACHE_MS', 0, 3_600_000).default(60_000),
  NODE_ENV: z.string().optional(),
  NODE_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'NODE_ID must be 1-64 letters, digits, - or _')
    .optional(),
  METRICS_PORT: integer('METRICS_PORT', 1, 65_535).optional(),
  METRICS_HOST: z.string().min(1, 'METRICS_HOST must not be empty').optional(),
  DATABASE_POOL_SIZE: integer('DATABASE_POOL_SIZE', 1, 1000).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: integer('DATABASE_STATEMENT_TIMEOUT_MS', 1, 3_600_000).default(
    10_000,
  ),
  DATABASE_CONNECT_TIMEOUT_MS: integer('DATABASE_CONNECT_TIMEOUT_MS', 1, 600_000).default(5000),
});

const MISSING_PUBLIC_ORIGIN =
  '  PUBLIC_ORIGIN is required when NODE_ENV=production: the public address of the site, such as ' +
  'https://joblane.example, which canonical URLs, sitemaps and links in emails use. ' +
  '(A local demo with SAMPLE_JOBS set may leave it out: it then serves http://localhost:PORT.)';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from environment variables, with defaults that work on a laptop.
 * Throws a `ConfigError` naming every bad variable and what it expects.
 */
/** support@ the public origin's host, when mail can reach it (a dotted name, not an address). */
function defaultSupportEmail(publicOrigin: string): string {
  const host = new URL(publicOrigin).hostname;
  return host.includes('.') && isIP(host) === 0 ? `support@${host}` : 'support@joblane.test';
}

export function loadConfig(env: Record<string, string | undefined>, appRoot: string): AppConfig {
  const given = Object.fromEntries(
    Object.keys(environmentSchema.shape).map((key) => [
      key,
      env[key] === '' ? undefined : env[key],
    ]),
  );
  const result = environmentSchema.safeParse(given);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '');
      return `  ${name}=${JSON.stringify(env[name])}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const parsed = result.data;
  // A real deployment must not publish localhost URLs; only the sample-data demo may default.
  if (
    parsed.NODE_ENV === 'production' &&
    parsed.PUBLIC_ORIGIN === undefined &&
    parsed.SAMPLE_JOBS === undefined
  ) {
    throw new ConfigError(`Invalid configuration:\n${MISSING_PUBLIC_ORIGIN}`);
  }
  const publicOrigin = (parsed.PUBLIC_ORIGIN ?? `http://localhost:${parsed.PORT}`).replace(
    /\/+$/,
    '',
  );
  for (const name of ['DATABASE_REPLICA_URL', 'DATABASE_LISTEN_URL'] as const) {
    if (parsed[name] !== undefined && parsed.DATABASE_URL === undefined) {
      throw new ConfigError(
        `Invalid configuration:\n  ${name} is set but DATABASE_URL is not: it is another way to the same PostgreSQL database; set DATABASE_URL too, or leave both unset for the embedded database.`,
      );
    }
  }
  if (parsed.METRICS_PORT !== undefined && parsed.METRICS_PORT === parsed.PORT) {
    throw new ConfigError(
      `Invalid configuration:\n  METRICS_PORT=${parsed.METRICS_PORT} is the public PORT too: metrics need a port of their own (one the public cannot reach), such as ${parsed.PORT === 9464 ? 9465 : 9464}.`,
    );
  }
  if (parsed.METRICS_HOST !== undefined && parsed.METRICS_PORT === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  METRICS_HOST is set but METRICS_PORT is not: set METRICS_PORT (such as 9464) to serve /metrics, or leave both unset.',
    );
  }
  const nodeId = parsed.NODE_ID ?? `port-${parsed.PORT}`;
  // With the job record each node keeps its own index file; without it one file is everything.
  const databasePath =
    parsed.DATABASE_PATH === undefined
      ? resolve(
          appRoot,
          'data',
          parsed.DATABASE_URL === undefined ? 'joblane.db' : `jobs-${nodeId}.db`,
        )
      : resolve(parsed.DATABASE_PATH);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databasePath,
    records:
      parsed.DATABASE_URL === undefined
        ? { sqlitePath: join(dirname(databasePath), 'records.db') }
        : {
            url: parsed.DATABASE_URL,
            ...(parsed.DATABASE_REPLICA_URL === undefined
              ? {}
              : { replicaUrl: parsed.DATABASE_REPLICA_URL }),
            ...(parsed.DATABASE_LISTEN_URL === undefined
              ? {}
              : { listenUrl: parsed.DATABASE_LISTEN_URL }),
          },
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY,
    publicOrigin,
    clientBudget: parsed.CLIENT_BUDGET,
    searchThreads: parsed.SEARCH_THREADS,
    requestTimeoutMs: parsed.REQUEST_TIMEOUT_MS,
    handlerTimeoutMs: parsed.HANDLER_TIMEOUT_MS,
    maxEventLoopDelayMs: parsed.MAX_EVENT_LOOP_DELAY_MS,
    sampleJobs: parsed.SAMPLE_JOBS ?? 0,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    supportEmail: parsed.SUPPORT_EMAIL ?? defaultSupportEmail(publicOrigin),
    alertTokenSecret: parsed.ALERT_TOKEN_SECRET,
    alertIntervalMs: parsed.ALERT_INTERVAL_MS,
    adExpiryIntervalMs: parsed.AD_EXPIRY_INTERVAL_MS,
    responseSignalCacheMs: parsed.RESPONSE_SIGNAL_CACHE_MS,
    nodeId,
    metrics:
      parsed.METRICS_PORT === undefined
        ? undefined
        : { port: parsed.METRICS_PORT, host: parsed.METRICS_HOST ?? '127.0.0.1' },
    databasePool: {
      poolSize: parsed.DATABASE_POOL_SIZE,
      statementTimeoutMs: parsed.DATABASE_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: parsed.DATABASE_CONNECT_TIMEOUT_MS,
    },
  };
}
