import {
  contactsById,
  getOrganisation,
  ownersOf,
  type Accounts,
  type Contact,
} from '@joblane/accounts';
import {
  adOrganisationId,
  adToJob,
  closeAd,
  getAd,
  listAds,
  publishAd,
  type Ad,
  type AdCompany,
  type Ads,
} from '@joblane/ads';
import type { JobStore } from '@joblane/jobs';
import { enqueueMail, type MailData } from '@joblane/mail';
import {
  decideHold,
  decideReports,
  recordAction,
  reinstate,
  suspend,
  type AuditEntryInput,
  type ModerationDb,
} from '@joblane/moderation';
import type { Transaction } from 'kysely';

import { adsEnded, endAd } from './ads.ts';
import type { JobWriteBatch } from './jobWrites.ts';
import { adCompanyOf } from './employerCompany.ts';
import { jobToShowAgain } from './moderation.ts';
import { moderationIn, type ScreenedAdWorkflows } from './screening.ts';

// What a moderator decides, each in one transaction with everything it changes: the ad, its job
// in search (through the job record on many nodes), its applications, the audit log entry and
// the employer's email. A crash part-way leaves nothing half-decided.

/** The workflows a decision needs: the ad workflows, with accounts (who to email). */
export interface DecisionWorkflows extends ScreenedAdWorkflows {
  accounts: Accounts;
  /** The jobs as search has them (a feed job has no ad), to take one down or show it again. */
  jobs: Pick<JobStore, 'getJob'>;
}

export type DecisionProblem =
  { ok: false; problem: 'not-found' } | { ok: false; problem: 'already-decided'; message: string };

const notFound = { ok: false, problem: 'not-found' } as const;
const alreadyDecided = (message: string) =>
  ({ ok: false, problem: 'already-decided', message }) as const;

/** Thrown inside a decision's transaction to roll it back when another moderator was first. */
class DecidedAlready extends Error {}

type AnyTransaction = Transaction<object>;

/** The ad with this id, whichever organisation it belongs to. */
async function findAd(ads: Ads, adId: string): Promise<Ad | undefined> {
  const organisationId = await adOrganisationId(ads, adId);
  return organisationId === undefined ? undefined : getAd(ads, organisationId, adId);
}

/** The name, company page and standing an organisation's jobs carry (see `adCompanyOf`). */
async function companyOf(workflows: DecisionWorkflows, organisationId: string): Promise<AdCompany> {
  const organisation = await getOrganisation(workflows.accounts, organisationId);
  return adCompanyOf(workflows.moderation, {
    id: organisationId,
    name: organisation?.name ?? 'Unknown organisation',
    slug: organisation?.slug ?? '',
  });
}

/** Who hears about a decision on an ad: whoever posted it, or the organisation's owners. */
async function employerContacts(workflows: DecisionWorkflows, ad: Ad) {
  if (ad.createdBy !== null) {
    const creator = (await contactsById(workflows.accounts.db, [ad.createdBy])).get(ad.createdBy);
    if (creator !== undefined) return [creator];
  }
  return ownersOf(workflows.accounts, ad.organisationId);
}

/**
 * The audit entry and the employer's email of a decision on an ad, in its transaction (the
 * contacts read before it: SQLite has one connection, which the transaction holds).
 */
async function recordAdDecision(
  workflows: DecisionWorkflows,
  trx: AnyTransaction,
  ad: Ad,
  entry: AuditEntryInput,
  outcome: MailData<'ad-review'>['outcome'],
  contacts: readonly Contact[],
) {
  const now = workflows.now();
  await recordAction(moderationIn(trx), entry, now);
  for (const contact of contacts) {
    await enqueueMail(
      trx,
      {
        kind: 'ad-review',
        to: contact.email,
        data: {
          name: contact.name,
          adTitle: ad.fields.title,
          outcome,
          ...(entry.reason === null || entry.reason === undefined ? {} : { reason: entry.reason }),
        },
      },
      { now },
    );
  }
}

/** Runs `work` in one transaction on the relational database, then lets search show its jobs. */
async function decide<T>(
  workflows: DecisionWorkflows,
  work: (trx: AnyTransaction, writes: JobWriteBatch) => Promise<T>,
): Promise<T> {
  const writes = workflows.jobWrites.begin();
  const result = await (workflows.ads.db as unknown as ModerationDb)
    .transaction()
    .execute((trx) => work(trx as unknown as AnyTransaction, writes));
  await writes.settle();
  return result;
}

/**
 * A moderator approves a held ad: a draft goes live (as the employer's publish would), a live ad
 * held after an edit is searchable again; on every node within a second.
 */
export async function approveAd(
  workflows: DecisionWorkflows,
  adId: string,
  moderatorId: string,
): Promise<{ ok: true; ad: Ad } | DecisionProblem> {
  const ad = await findAd(workflows.ads, adId);
  if (ad === undefined) return notFound;
  const company = await companyOf(workflows, ad.organisationId);
  const contacts = await employerContacts(workflows, ad);
  const now = workflows.now();
  const entry = { actor: moderatorId, action: 'approve-ad', targetType: 'ad', targetId: adId };
  const approve = async (trx: AnyTransaction, approved: Ad) => {
    const decided = await decideHold(
      moderationIn(trx),
      adId,
      { decision: 'approved', by: moderatorId },
      now,
    );
    if (!decided.ok) throw new DecidedAlready();
    await recordAdDecision(workflows, trx, approved, entry, 'approved', contacts);
  };
  try {
    if (ad.status === 'draft') {
      const writes = workflows.jobWrites.begin();
      const published = await publishAd(workflows.ads, ad.organisationId, adId, {
        alongside: async (trx, live) => {
          await approve(trx as unknown as AnyTransaction, live);
          await writes.upsert(trx, [adToJob(live, company, { now })]);
        },
      });
      await writes.settle();
      return published.ok ? { ok: true, ad: published.ad } : notFound;
    }
    await decide(workflows, async (trx, writes) => {
      await approve(trx, ad);
      if (ad.status === 'live') await writes.upsert(trx, [adToJob(ad, company, { now })]);
    });
    return { ok: true, ad };
  } catch (error) {
    if (error instanceof DecidedAlready) return alreadyDecided('This ad was decided already.');
    throw error;
  }
}

/**
 * A moderator rejects a held ad, with a reason the employer is emailed. Nothing else changes: the
 * ad stays out of search, and an edit the employer publishes again is screened again.
 */
export async function rejectAd(
  workflows: DecisionWorkflows,
  adId: string,
  moderatorId: string,
  reason: string,
): Promise<{ ok: true; ad: Ad } | DecisionProblem> {
  const ad = await findAd(workflows.ads, adId);
  if (ad === undefined) return notFound;
  const contacts = await employerContacts(workflows, ad);
  const now = workflows.now();
  try {
    await decide(workflows, async (trx) => {
      const decision = { decision: 'rejected', by: moderatorId, reason } as const;
      if (!(await decideHold(moderationIn(trx), adId, decision, now)).ok)
        throw new DecidedAlready();
      const entry = {
        actor: moderatorId,
        action: 'reject-ad',
        targetType: 'ad',
        targetId: adId,
        reason,
      };
      await recordAdDecision(workflows, trx, ad, entry, 'rejected', contacts);
    });
    return { ok: true, ad };
  } catch (error) {
    if (error instanceof DecidedAlready) return alreadyDecided('This ad was decided already.');
    throw error;
  }
}

/**
 * A moderator takes a live job down: a Joblane ad closes as its employer's close would (out of
 * search on every node, its page 410, undecided applications Ad closed, the employer emailed); a
 * feed job leaves search. Its open reports are upheld.
 */
export async function takeDownJob(
  workflows: DecisionWorkflows,
  jobId: string,
  moderatorId: string,
  reason: string,
): Promise<{ ok: true } | DecisionProblem> {
  const now = workflows.now();
  const entry = {
    actor: moderatorId,
    action: 'take-down',
    targetType: 'job',
    targetId: jobId,
    reason,
  };
  const uphold = (trx: AnyTransaction) =>
    decideReports(moderationIn(trx), jobId, { decision: 'upheld', by: moderatorId }, now);
  const ad = await findAd(workflows.ads, jobId);
  if (ad !== undefined && ad.status === 'live') {
    const contacts = await employerContacts(workflows, ad);
    // Ended as the employer's close ends it, with the decision in the same transaction.
    const closed = await endAd(workflows, ad.organisationId, ad.id, async (trx, ended) => {
      const within = trx as unknown as AnyTransaction;
      await uphold(within);
      await recordAdDecision(workflows, within, ended, entry, 'taken-down', contacts);
    });
    return closed.ok ? { ok: true } : alreadyDecided('This ad has ended already.');
  }
  const job = await workflows.jobs.getJob(jobId, { now });
  if (ad === undefined && job === undefined) return notFound;
  await decide(workflows, async (trx, writes) => {
    if (job?.status === 'active') await writes.expire(trx, [jobId]);
    await uphold(trx);
    await recordAction(moderationIn(trx), entry, now);
  });
  return { ok: true };
}

/**
 * A moderator dismisses a job's reports: the job is searchable again on every node (if three
 * reports had hidden it) and new reports count afresh.
 */
export async function keepJob(
  workflows: DecisionWorkflows,
  jobId: string,
  moderatorId: string,
  reason: string | null,
): Promise<{ ok: true } | DecisionProblem> {
  const now = workflows.now();
  const job = await workflows.jobs.getJob(jobId, { now });
  if (job === undefined) return notFound;
  // Hidden by reports: written again as it should be (an ad's from the ad while it is live).
  const again = job.status === 'expired' ? await jobToShowAgain(workflows, jobId) : undefined;
  const shown = again?.ok === true ? again.job : undefined;
  const entry = {
    actor: moderatorId,
    action: 'dismiss-reports',
    targetType: 'job',
    targetId: jobId,
    reason,
  };
  try {
    await decide(workflows, async (trx, writes) => {
      const dismissal = { decision: 'dismissed', by: moderatorId } as const;
      if ((await decideReports(moderationIn(trx), jobId, dismissal, now)) === 0) {
        throw new DecidedAlready();
      }
      if (shown !== undefined) await writes.upsert(trx, [shown]);
      await recordAction(moderationIn(trx), entry, now);
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof DecidedAlready) {
      return alreadyDecided('These reports were decided already.');
    }
    throw error;
  }
}

/**
 * A moderator suspends an organisation, in one transaction: the suspension, every live ad closed
 * with its job out of search on every node and its undecided applications Ad closed, and the
 * audit entry. Its members cannot post and its company page answers 404 until it is reinstated.
 */
export async function suspendOrganisation(
  workflows: DecisionWorkflows,
  organisationId: string,
  moderatorId: string,
  reason: string,
): Promise<{ ok: true; closedAds: number } | DecisionProblem> {
  if ((await getOrganisation(workflows.accounts, organisationId)) === undefined) return notFound;
  const now = workflows.now();
  try {
    const closedAds = await decide(workflows, async (trx, writes) => {
      const moderation = moderationIn(trx);
      const suspended = await suspend(moderation, organisationId, { by: moderatorId, reason }, now);
      if (!suspended.ok) throw new DecidedAlready();
      const ads = { ...workflows.ads, db: trx as unknown as Ads['db'] };
      const live = (await listAds(ads, organisationId)).filter((ad) => ad.status === 'live');
      for (const ad of live) await closeAd(ads, organisationId, ad.id);
      await adsEnded(
        workflows,
        writes,
        trx,
        live.map((ad) => ({ id: ad.id, endedAt: now })),
      );
      await recordAction(
        moderation,
        {
          actor: moderatorId,
          action: 'suspend-organisation',
          targetType: 'organisation',
          targetId: organisationId,
          reason,
        },
        now,
      );
      return live.length;
    });
    return { ok: true, closedAds };
  } catch (error) {
    if (error instanceof DecidedAlready)
      return alreadyDecided('This organisation is suspended already.');
    throw error;
  }
}

/** A moderator lifts a suspension: its members may post again (closed ads stay closed). */
export async function reinstateOrganisation(
  workflows: DecisionWorkflows,
  organisationId: string,
  moderatorId: string,
  reason: string,
): Promise<{ ok: true } | DecisionProblem> {
  const now = workflows.now();
  try {
    await decide(workflows, async (trx) => {
      const moderation = moderationIn(trx);
      const lifted = await reinstate(moderation, organisationId, { by: moderatorId }, now);
      if (!lifted.ok) throw new DecidedAlready();
      await recordAction(
        moderation,
        {
          actor: moderatorId,
          action: 'reinstate-organisation',
          targetType: 'organisation',
          targetId: organisationId,
          reason,
        },
        now,
      );
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof DecidedAlready)
      return alreadyDecided('This organisation is not suspended.');
    throw error;
  }
}
