import { randomUUID } from 'node:crypto';
import { resolveTxt } from 'node:dns/promises';

import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import type { Accounts, RelyingParty } from '@joblane/accounts';
import type { Ads, AdStats } from '@joblane/ads';
import type { Hiring } from '@joblane/hiring';
import type { JobStore } from '@joblane/jobs';
import type { ModerationDb, TxtResolver } from '@joblane/moderation';
import type { Seekers } from '@joblane/seekers';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import { documentClassName } from '../app/theme.ts';
import type { BuildManifest } from '../document/manifest.ts';
import type { JobDatabase } from './jobDatabase.ts';
import { accountFormRoutes } from '../features/account/formRoutes.ts';
import { adminFormRoutes } from '../features/admin/formRoutes.ts';
import { alertFormRoutes } from '../features/alerts/routes.ts';
import { stillOpenFormRoutes } from '../features/employer/stillOpenRoutes.ts';
import { reportFormRoutes } from '../features/reports/formRoutes.ts';
import { contactFormRoutes } from '../features/contact/routes.ts';
import { savedFormRoutes } from '../features/saved/formRoutes.ts';
import { hidingFormRoutes } from '../features/saved/hidingRoutes.ts';
import { applicationFormRoutes } from '../features/applications/formRoutes.ts';
import { profileFormRoutes } from '../features/profile/formRoutes.ts';
import { candidateFormRoutes } from '../features/employer/candidateFormRoutes.ts';
import { employerFormRoutes } from '../features/employer/formRoutes.ts';
import { logoRoutes } from '../features/employer/logoRoutes.ts';
import { verificationFormRoutes } from '../features/verification/routes.ts';
import { pageRoutes, type PageRoute } from '../features/index.ts';
import { apiRoutes } from '../features/api/routes.ts';
import { devMailFileRoutes } from '../features/dev-mail/routes.ts';
import { seoRoutes, Sitemaps } from '../features/seo/routes.ts';
import type { AppConfig } from './config.ts';
import { AccessLogController } from './logging.ts';
import { assetsPlugin } from './plugins/assets.ts';
import { errorsPlugin } from './plugins/errors.ts';
import type { SiteMail } from '../services/mail.ts';
import { crossSitePlugin } from './plugins/crossSite.ts';
import { healthPlugin, type JobIndexStatus } from './plugins/health.ts';
import { pagesPlugin } from './plugins/pages.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionsPlugin } from './plugins/sessions.ts';
import type { AdCounter } from '../services/adCounts.ts';
import { primaryReads, type PublicReads, type ReplicaStatus } from '../services/publicReads.ts';
import { ResponseSignalCache } from '../services/responseSignals.ts';
import { FOR_YOU_CACHE_MS, ForYouCache, forgetOnWrites } from '../features/for-you/cache.ts';
import type { DomainStores } from './domainStores.ts';
import { shutdownPlugin } from './plugins/shutdown.ts';
import { createPageRenderer, type PageRenderer } from '../routing/render.ts';
import { localJobWrites, recordJobWrites, type JobWrites } from '../services/jobWrites.ts';
import { ROUTE_PARAM_MAX_LENGTH } from '../routing/schemas.ts';
import type { PoolLoad } from './searchPool.ts';
import { metricsPlugin } from './metrics/plugin.ts';
import type { NodeMetrics } from './metrics/nodeMetrics.ts';

export interface AppOptions {
  config: AppConfig;
  /**
   * The client build's manifest (`dist/client/manifest.json`, see `readManifest`); in development
   * a function, since the dev loop rewrites the file without restarting the server.
   */
  manifest: BuildManifest | (() => BuildManifest);
  /** Module scripts every document loads after the entry (the dev loop's reload client). */
  documentScripts?: () => readonly string[];
  /** The client build folder, `dist/client`. */
  clientDir: string;
  /** The readiness probe's database check: resolves when the store answers. */
  checkDatabase: () => Promise<void> | void;
  /** This node's job index fed from the job record, for `/readyz` (with `DATABASE_URL`). */
  jobIndex?: () => Promise<JobIndexStatus>;
  /**
   * Public reads that may be a little stale, on a streaming replica (`DATABASE_REPLICA_URL`),
   * with its status for `/readyz`; without it they read the relational database.
   */
  replica?: { reads: PublicReads; status: () => Promise<ReplicaStatus> };
  /**
   * The job store (`openConfiguredJobDatabase`); pages, APIs and sitemaps that show jobs answer 500 without
   * it (a developer error in the log says so).
   */
  database?: {
    store: JobStore;
    /** The search pool's load, for load shedding (absent for an in-process store). */
    load?: () => PoolLoad;
    /** Moves when the jobs may have changed: the sitemaps are rebuilt then. */
    version?: () => string;
    /** With the job record: job writes inside another write's transaction. */
    recordJobs?: JobDatabase['recordJobs'];
  };
  /**
   * Accounts and the rest of the relational state (`openDomainStores`), with the mail they send.
   * Without them the site serves jobs and nobody can sign in.
   */
  domain?: { stores: DomainStores; mail: SiteMail };
  /**
   * Saved-search alerts' unsubscribe links: the secret that signs them (see `alertTokenSecret`).
   * Needs `domain`; without either, `/alerts/unsubscribe` answers 500 (a developer error).
   */
  alerts?: { secret: string };
  /** The mail outbox folder, served at `/dev/mail` (only when mail is not sent over SMTP). */
  outboxDir?: string;
  /** Counts ads' search appearances, views, apply starts and applications (`startAdCounter`). */
  adCounts?: AdCounter;
  /** Job URLs per `/sitemaps/jobs-N.xml` file; 10 000 by default. */
  sitemapPageSize?: number;
  /** The clock listing ages and expiry are judged by; tests pin it. */
  now?: () => Date;
  /**
   * Looks up DNS TXT records for employers' domain verification; `node:dns/promises` by default
   * (tests pass their own, so they never reach the network).
   */
  dnsResolver?: TxtResolver;
  /** The page routes; the site's route table by default. */
  routes?: readonly PageRoute[];
  /** Fastify's logger option; by default pino at `config.logLevel`. */
  logger?: FastifyServerOptions['logger'];
  /**
   * The node's metrics (`METRICS_PORT`): every response, shed request and refused client is
   * counted there. They are served on their own listener (`startMetricsServer`), never here.
   */
  metrics?: NodeMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job store (see `AppOptions.database`). */
    jobs: JobStore;
    /** Where job changes are written: this node's store, or the job record (see `jobWritesFor`). */
    jobWrites: JobWrites;
    /** Renders a page's document (form handlers answering with a page). */
    renderer: PageRenderer;
    /** The current time for this app (fixed in tests). */
    now: () => Date;
    /** Accounts, when the app has its relational database (see `AppOptions.domain`). */
    accounts: Accounts | undefined;
    /** Saved jobs and searches, when the app has its relational database. */
    seekers: Seekers | undefined;
    /** Applications on Joblane, when the domain stores have a folder for uploads. */
    hiring: Hiring | undefined;
    /** Employers' ads, when the app has its relational database. */
    ads: Ads | undefined;
    /** The mail the site sends (verification, reset, invitations), with the relational database. */
    mail: SiteMail | undefined;
    /** The mail outbox served at `/dev/mail`; undefined when mail is sent (or hidden). */
    outboxDir: string | undefined;
    /** Where the contact form's messages go (`SUPPORT_EMAIL`). */
    supportEmail: string;
    /** Who passkeys are for: the public origin's host and the origin itself. */
    relyingParty: RelyingParty;
    /** Saved searches and the secret of their unsubscribe links (see `AppOptions.alerts`). */
    alerts: { seekers: Seekers; secret: string } | undefined;
    /** Ad performance counting, when the app has it (see `AppOptions.adCounts`). */
    adCounts: AdCounter | undefined;
    /** Trust and safety's store (with the relational database). */
    moderation: ModerationDb | undefined;
    /** Ads' counters as stored, for the dashboard (with the relational database). */
    adStats: AdStats | undefined;
    /** Reads anybody may see, on the replica when there is one (with the relational database). */
    publicReads: PublicReads | undefined;
    /** Response signals kept on this node for result cards and job pages. */
    responseSignalCache: ResponseSignalCache;
    /** The sitemaps, built once per data version and hour (see `features/seo`). */
    sitemaps: Sitemaps;
    /** Seekers' recommendations kept a minute on this node (see `features/for-you/cache.ts`). */
    forYouCache: ForYouCache;
  }
}

const missingDatabase = (): never => {
  throw new Error(
    'buildApp was given no database: pass `database: await openConfiguredJobDatabase(config)` ' +
      "(or openJobDatabase({ path: ':memory:' }) in tests and benchmarks).",
  );
};

/**
 * Where job changes go, chosen once: the node's own store on one machine, the PostgreSQL job
 * record (with this node's index waiting for its own writes) on many.
 */
export function jobWritesFor(database: Pick<JobDatabase, 'store' | 'recordJobs'>): JobWrites {
  return database.recordJobs === undefined
    ? localJobWrites(database.store)
    : recordJobWrites(database.recordJobs, database.store);
}

/** Largest request head (request line and headers) accepted; larger ones get 431. */
export const MAX_HEADER_BYTES = 16 * 1024;

/** Trust the nearest `hops` proxies (what Fastify does for a number; its types want a function). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * The Fastify app: security headers, hashed assets, health probes, the error pages and every page
 * route. It does not listen; `server.ts` does, and tests use `inject`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    logController: new AccessLogController(),
    genReqId: () => randomUUID(),
    // A request id from outside is only believed from a trusted proxy.
    requestIdHeader: config.trustProxy === false ? false : 'x-request-id',
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    requestTimeout: config.requestTimeoutMs,
    handlerTimeout: config.handlerTimeoutMs,
    bodyLimit: 64 * 1024,
    http: {
      maxHeaderSize: MAX_HEADER_BYTES,
      // A client that sends its head slowly (slowloris) is cut at the request timeout, checked
      // four times a second (Node's defaults: 60 s for the head, checked every 30 s).
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(250, config.requestTimeoutMs),
    },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: ROUTE_PARAM_MAX_LENGTH },
    // Bad URL encoding and too-long parameters go through the app's one error handler.
    frameworkErrors: (error, request, reply) => {
      app.handleFrameworkError(error, request, reply);
    },
  });

  const renderer = createPageRenderer({
    manifest: options.manifest,
    publicOrigin: config.publicOrigin,
    htmlClassName: documentClassName,
    ...(options.documentScripts === undefined ? {} : { documentScripts: options.documentScripts }),
  });

  // Counted first, so every response is (those of the hooks below that answer early too).
  const { metrics } = options;
  if (metrics !== undefined) await app.register(metricsPlugin, { metrics });
  // Ecosystem plugins, then our own, then decorators, hooks, routes.
  // Pages and JSON compressed by Accept-Encoding at a fast level (brotli 4); hashed assets are
  // served from their precompressed twins, which this leaves alone.
  await app.register(compress, { encodings: ['br', 'gzip'], zlibOptions: { level: 5 } });
  await app.register(securityPlugin, {
    clientBudget: config.clientBudget,
    ...(metrics === undefined ? {} : { onRefused: (kind) => metrics.observeRefused(kind) }),
  });
  await app.register(shutdownPlugin);
  await app.register(assetsPlugin, { clientDir: options.clientDir, manifest: options.manifest });
  await app.register(healthPlugin, {
    checkDatabase: options.checkDatabase,
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
    ...(options.database?.load === undefined ? {} : { poolLoad: options.database.load }),
    draining: () => app.draining,
    ...(options.jobIndex === undefined ? {} : { jobIndex: options.jobIndex }),
    ...(options.replica === undefined ? {} : { replica: options.replica.status }),
    ...(metrics === undefined
      ? {}
      : { onShed: (kind, reason) => metrics.observeShed(kind, reason) }),
  });
  await app.register(errorsPlugin, { renderer });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(crossSitePlugin, { publicOrigin: config.publicOrigin });
  await app.register(sessionsPlugin, {
    accounts: options.domain?.stores.accounts,
    secure: config.publicOrigin.startsWith('https:'),
  });

  // Without a database, using the store throws a clear developer error (a 500 for the visitor).
  const { database } = options;
  app.decorate('jobs', { getter: () => database?.store ?? missingDatabase() });
  const jobWrites = database === undefined ? undefined : jobWritesFor(database);
  app.decorate('jobWrites', { getter: () => jobWrites ?? missingDatabase() });
  app.decorate('renderer', renderer);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('accounts', options.domain?.stores.accounts);
  app.decorate('seekers', options.domain?.stores.seekers);
  app.decorate('hiring', options.domain?.stores.hiring);
  app.decorate('ads', options.domain?.stores.ads);
  app.decorate('mail', options.domain?.mail);
  app.decorate('moderation', options.domain?.stores.moderation);
  app.decorate(
    'publicReads',
    options.replica?.reads ??
      (options.domain === undefined
        ? undefined
        : primaryReads({
            accounts: options.domain.stores.accounts,
            hiring: options.domain.stores.hiring,
          })),
  );
  app.decorate('responseSignalCache', new ResponseSignalCache(config.responseSignalCacheMs));
  app.decorate(
    'sitemaps',
    new Sitemaps({
      publicOrigin: config.publicOrigin,
      ...(options.database?.version === undefined ? {} : { dataVersion: options.database.version }),
      ...(options.sitemapPageSize === undefined ? {} : { pageSize: options.sitemapPageSize }),
    }),
  );
  app.decorate('forYouCache', new ForYouCache(FOR_YOU_CACHE_MS, options.database?.version));
  app.decorate('outboxDir', options.outboxDir);
  app.decorate('supportEmail', config.supportEmail);
  app.decorate('relyingParty', {
    id: new URL(config.publicOrigin).hostname,
    name: 'Joblane',
    origin: config.publicOrigin,
  });
  app.decorate('adCounts', options.adCounts);
  app.decorate('adStats', options.domain?.stores.adStats);
  app.decorate(
    'alerts',
    options.domain !== undefined && options.alerts !== undefined
      ? { seekers: options.domain.stores.seekers, secret: options.alerts.secret }
      : undefined,
  );

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onSend', forgetOnWrites);

  await app.register(pagesPlugin, {
    routes: options.routes ?? pageRoutes,
    renderer,
  });
  if (options.domain !== undefined) {
    await app.register(accountFormRoutes);
    await app.register(savedFormRoutes);
    await app.register(hidingFormRoutes);
    await app.register(profileFormRoutes);
  }
  await app.register(alertFormRoutes);
  await app.register(stillOpenFormRoutes);
  if (options.domain?.stores.hiring !== undefined) {
    await app.register(applicationFormRoutes);
    await app.register(candidateFormRoutes);
  }
  if (options.domain !== undefined) {
    await app.register(employerFormRoutes);
    await app.register(logoRoutes);
    const resolver = options.dnsResolver ?? { resolveTxt: (hostname) => resolveTxt(hostname) };
    await app.register(verificationFormRoutes(resolver));
    await app.register(adminFormRoutes);
    await app.register(reportFormRoutes);
  }
  await app.register(contactFormRoutes);
  await app.register(apiRoutes);
  if (options.outboxDir !== undefined) await app.register(devMailFileRoutes);
  await app.register(seoRoutes);
  return app;
}
