import { contactsById, findOrganisations, getOrganisation } from '@joblane/accounts';
import { adOrganisationId, getAd, listAds, type Ad } from '@joblane/ads';
import { salaryLabel } from '@joblane/jobs';
import {
  auditLog,
  openReports,
  reportsFor,
  reviewQueue,
  screeningOf,
  trustOf,
  waitingCounts,
  type ModerationDb,
} from '@joblane/moderation';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

import AdminPage, {
  adminPaths,
  type AdminViewData,
  type AuditItem,
  type HeldAdView,
  type OrganisationView,
  type ReportedJobView,
} from './admin.page.tsx';
import { httpError, NOT_FOUND_MESSAGE } from '../../routing/httpError.ts';
import { definePageRoute, type PageRoute } from '../../routing/pageRoute.ts';
import { emptyQuerystring, idParams, text } from '../../routing/schemas.ts';

/** Held ads and reported jobs on one page of the queue (oldest first). */
const QUEUE_PAGE = 50;
const AUDIT_PAGE = 50;

/** The words a moderator reads for a report reason. */
export const reportReasonLabels: Record<string, string> = {
  scam: 'Scam or fraud',
  'asks-for-money': 'Asks for money',
  discriminatory: 'Discriminatory',
  misleading: 'Misleading pay or details',
  'no-longer-exists': 'Job no longer exists',
  duplicate: 'Duplicate',
  other: 'Other',
};

/** The moderation store and the rest the admin pages read; 404 when the app has none. */
export function adminStores(request: FastifyRequest) {
  const { moderation, ads, accounts } = request.server;
  if (moderation === undefined || ads === undefined || accounts === undefined) {
    throw httpError(404, NOT_FOUND_MESSAGE);
  }
  return { moderation, ads, accounts };
}

/** How many held ads and reported jobs wait, for the section links. */
export async function waiting(moderation: ModerationDb) {
  const { heldAds, reportedJobs } = await waitingCounts(moderation);
  return { queue: heldAds, reports: reportedJobs };
}

async function findAd(request: FastifyRequest, adId: string): Promise<Ad | undefined> {
  const { ads } = adminStores(request);
  const organisationId = await adOrganisationId(ads, adId);
  return organisationId === undefined ? undefined : getAd(ads, organisationId, adId);
}

/** A held (or once held) ad as a moderator reviews it; 404 when it was never held. */
export async function heldAdView(request: FastifyRequest, adId: string): Promise<HeldAdView> {
  const { moderation, accounts } = adminStores(request);
  const [ad, screening] = await Promise.all([findAd(request, adId), screeningOf(moderation, adId)]);
  if (ad === undefined || screening === undefined || screening.outcome !== 'hold') {
    throw httpError(404, NOT_FOUND_MESSAGE);
  }
  const organisation = await getOrganisation(accounts, ad.organisationId);
  const trust = await trustOf(moderation, ad.organisationId);
  const { pay, apply } = ad.fields;
  return {
    adId: ad.id,
    title: ad.fields.title,
    status: ad.status,
    organisation: {
      id: ad.organisationId,
      name: organisation?.name ?? 'Unknown organisation',
      verified: trust.verified !== null,
    },
    summary: ad.fields.summary,
    details: ad.fields.details,
    pay: salaryLabel(
      pay.minCents / 100,
      (pay.maxCents ?? pay.minCents) / 100,
      pay.currency,
      pay.type,
    ),
    apply: apply.method === 'joblane' ? 'On Joblane' : `Elsewhere: ${apply.url}`,
    heldSince: screening.heldSince,
    score: screening.score,
    signals: screening.signals.map(({ reason, evidence, weight }) => ({
      reason,
      evidence,
      weight,
    })),
    decision:
      screening.review === null
        ? null
        : {
            decision: screening.review.decision,
            at: screening.review.at,
            reason: screening.review.reason,
          },
  };
}

/** A reported job as a moderator reviews it; 404 for a job nobody reported. */
export async function reportedJobView(
  request: FastifyRequest,
  jobId: string,
): Promise<ReportedJobView> {
  const { moderation } = adminStores(request);
  const [reports, job, ad] = await Promise.all([
    reportsFor(moderation, jobId),
    request.server.jobs.getJob(jobId, { now: request.server.now() }),
    findAd(request, jobId),
  ]);
  if (reports.length === 0) throw httpError(404, NOT_FOUND_MESSAGE);
  const open = reports.filter((report) => report.decision === null);
  return {
    jobId,
    title: job?.title ?? ad?.fields.title ?? jobId,
    companyName: job?.company.name ?? 'Unknown',
    hidden: job === undefined || job.status === 'expired',
    source: ad === undefined ? 'feed' : 'ad',
    summary: job?.summary ?? ad?.fields.summary ?? '',
    reports: open.map((report) => ({
      reason: reportReasonLabels[report.reason] ?? report.reason,
      details: report.details,
      at: report.reportedAt,
      signedIn: report.userId !== null,
    })),
  };
}

/** An organisation as a moderator sees it; 404 for none. */
export async function organisationView(
  request: FastifyRequest,
  organisationId: string,
): Promise<OrganisationView> {
  const { moderation, accounts, ads } = adminStores(request);
  const organisation = await getOrganisation(accounts, organisationId);
  if (organisation === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
  const [trust, organisationAds] = await Promise.all([
    trustOf(moderation, organisationId),
    listAds(ads, organisationId),
  ]);
  let heldAds = 0;
  for (const ad of organisationAds) {
    const screening = await screeningOf(moderation, ad.id);
    if (screening?.outcome === 'hold' && screening.review === null) heldAds += 1;
  }
  return {
    id: organisation.id,
    name: organisation.name,
    slug: organisation.slug,
    createdAt: organisation.createdAt,
    verified: trust.verified !== null,
    verifiedDomain: trust.verified?.domain ?? null,
    suspended: trust.suspended !== null,
    suspension:
      trust.suspended === null ? null : { at: trust.suspended.at, reason: trust.suspended.reason },
    liveAds: organisationAds.filter((ad) => ad.status === 'live').length,
    heldAds,
  };
}

/** An audit entry's action as a person reads it. */
const actionLabels: Record<string, string> = {
  'approve-ad': 'Approved an ad',
  'reject-ad': 'Rejected an ad',
  'take-down': 'Took a job down',
  'dismiss-reports': 'Dismissed reports',
  'suspend-organisation': 'Suspended an organisation',
  'reinstate-organisation': 'Reinstated an organisation',
  'grant-moderator': 'Made a moderator',
  'revoke-moderator': 'Removed a moderator',
};

/** What an audit entry's target links to, with a label a person reads. */
function auditTarget(targetType: string, targetId: string): AuditItem['target'] {
  switch (targetType) {
    case 'ad':
      return { label: `ad ${targetId}`, href: adminPaths.ad(targetId) };
    case 'job':
      return { label: `job ${targetId}`, href: adminPaths.job(targetId) };
    case 'organisation':
      return { label: `organisation ${targetId}`, href: adminPaths.organisation(targetId) };
    default:
      return { label: `${targetType} ${targetId}`, href: null };
  }
}

const titles: Record<AdminViewData['view'], string> = {
  queue: 'Review queue',
  ad: 'Review an ad',
  reports: 'Reports',
  job: 'A reported job',
  organisations: 'Organisations',
  organisation: 'An organisation',
  audit: 'Audit log',
};

export const adminHead = (data: AdminViewData) => ({
  title: `${titles[data.view]} · Moderation · Joblane`,
  description: 'Joblane moderation.',
});

const moderator = 'moderator' as const;

/** The admin page module and its head, for a form's handler that answers with a page. */
export const adminView = { id: 'admin', page: AdminPage, head: adminHead } as const;

export const queueRoute = definePageRoute({
  id: 'admin',
  path: adminPaths.queue,
  access: moderator,
  schema: { querystring: emptyQuerystring },
  async load(request): Promise<AdminViewData> {
    const { moderation, ads, accounts } = adminStores(request);
    const held = await reviewQueue(moderation, { limit: QUEUE_PAGE });
    const items = [];
    for (const item of held) {
      const organisationId = await adOrganisationId(ads, item.adId);
      const ad =
        organisationId === undefined ? undefined : await getAd(ads, organisationId, item.adId);
      const organisation =
        organisationId === undefined ? undefined : await getOrganisation(accounts, organisationId);
      items.push({
        adId: item.adId,
        title: ad?.fields.title ?? item.adId,
        companyName: organisation?.name ?? 'Unknown organisation',
        heldSince: item.heldSince,
        score: item.score,
        reasons: item.signals.map((signal) => signal.reason),
      });
    }
    return { view: 'queue', waiting: await waiting(moderation), items };
  },
  head: adminHead,
  page: AdminPage,
});

export const heldAdRoute = definePageRoute({
  id: 'admin',
  path: '/admin/ads/:id',
  access: moderator,
  schema: { querystring: emptyQuerystring, params: idParams },
  async load(request): Promise<AdminViewData> {
    const ad = await heldAdView(request, request.params.id);
    return { view: 'ad', waiting: await waiting(adminStores(request).moderation), ad };
  },
  head: adminHead,
  page: AdminPage,
});

export const reportsRoute = definePageRoute({
  id: 'admin',
  path: adminPaths.reports,
  access: moderator,
  schema: { querystring: emptyQuerystring },
  async load(request): Promise<AdminViewData> {
    const { moderation } = adminStores(request);
    const open = (await openReports(moderation)).slice(0, QUEUE_PAGE);
    const now = request.server.now();
    const items = [];
    for (const entry of open) {
      const job = await request.server.jobs.getJob(entry.jobId, { now });
      items.push({
        jobId: entry.jobId,
        title: job?.title ?? entry.jobId,
        companyName: job?.company.name ?? 'Unknown',
        reports: entry.reports,
        reasons: Object.entries(entry.reasons).map(
          ([reason, count]) => `${reportReasonLabels[reason] ?? reason} (${count})`,
        ),
        firstReportedAt: entry.firstReportedAt,
        hidden: job === undefined || job.status === 'expired',
      });
    }
    return { view: 'reports', waiting: await waiting(moderation), items };
  },
  head: adminHead,
  page: AdminPage,
});

export const reportedJobRoute = definePageRoute({
  id: 'admin',
  path: '/admin/jobs/:id',
  access: moderator,
  schema: { querystring: emptyQuerystring, params: idParams },
  async load(request): Promise<AdminViewData> {
    const job = await reportedJobView(request, request.params.id);
    return { view: 'job', waiting: await waiting(adminStores(request).moderation), job };
  },
  head: adminHead,
  page: AdminPage,
});

export const organisationsRoute = definePageRoute({
  id: 'admin',
  path: adminPaths.organisations,
  access: moderator,
  schema: {
    querystring: Type.Object({ q: Type.Optional(text(200)) }, { additionalProperties: false }),
  },
  async load(request): Promise<AdminViewData> {
    const { moderation, accounts } = adminStores(request);
    const query = (request.query.q ?? '').trim();
    const found = await findOrganisations(accounts, query, { limit: 50 });
    const items = [];
    for (const organisation of found) {
      const trust = await trustOf(moderation, organisation.id);
      items.push({
        id: organisation.id,
        name: organisation.name,
        slug: organisation.slug,
        verified: trust.verified !== null,
        suspended: trust.suspended !== null,
      });
    }
    return { view: 'organisations', waiting: await waiting(moderation), query, items };
  },
  head: adminHead,
  page: AdminPage,
});

export const organisationRoute = definePageRoute({
  id: 'admin',
  path: '/admin/organisations/:id',
  access: moderator,
  schema: { querystring: emptyQuerystring, params: idParams },
  async load(request): Promise<AdminViewData> {
    const organisation = await organisationView(request, request.params.id);
    return {
      view: 'organisation',
      waiting: await waiting(adminStores(request).moderation),
      organisation,
    };
  },
  head: adminHead,
  page: AdminPage,
});

export const auditRoute = definePageRoute({
  id: 'admin',
  path: adminPaths.audit,
  access: moderator,
  schema: {
    querystring: Type.Object(
      { before: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,15}$' })) },
      { additionalProperties: false },
    ),
  },
  async load(request): Promise<AdminViewData> {
    const { moderation, accounts } = adminStores(request);
    const before = request.query.before === undefined ? undefined : Number(request.query.before);
    const entries = await auditLog(moderation, {
      limit: AUDIT_PAGE + 1,
      ...(before === undefined ? {} : { before }),
    });
    const page = entries.slice(0, AUDIT_PAGE);
    const people = await contactsById(
      accounts.db,
      page.map((entry) => entry.actor),
    );
    return {
      view: 'audit',
      waiting: await waiting(moderation),
      entries: page.map((entry) => {
        const person = people.get(entry.actor);
        return {
          id: entry.id,
          at: entry.at,
          actor: person === undefined ? entry.actor : `${person.name} (${person.email})`,
          action: actionLabels[entry.action] ?? entry.action,
          target: auditTarget(entry.targetType, entry.targetId),
          reason: entry.reason,
        };
      }),
      older: entries.length > AUDIT_PAGE ? String(page.at(-1)!.id) : null,
    };
  },
  head: adminHead,
  page: AdminPage,
});

export const adminRoutes: readonly PageRoute[] = [
  queueRoute,
  heldAdRoute,
  reportsRoute,
  reportedJobRoute,
  organisationsRoute,
  organisationRoute,
  auditRoute,
];
