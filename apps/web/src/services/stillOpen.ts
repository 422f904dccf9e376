import { createHmac, timingSafeEqual } from 'node:crypto';

import {
  contactsById,
  membershipRole,
  ownersOf,
  type Accounts,
  type Contact,
} from '@joblane/accounts';
import {
  adOrganisationId,
  askStillOpen,
  getAd,
  quietLiveAds,
  type Ad,
  type Ads,
} from '@joblane/ads';
import { lastReviews, type Hiring } from '@joblane/hiring';
import { enqueueMail } from '@joblane/mail';
import type { Transaction } from 'kysely';

import { endAd, type AdWorkflows } from './ads.ts';

// "Is this role still open?" (issue 30): a live ad nobody has touched for 21 days gets one email
// to its employer with two signed links, Keep open and Close, that work without signing in.

/** Days without activity (published, edited, an application opened or moved) before asking. */
export const STILL_OPEN_QUIET_DAYS = 21;

const day = 24 * 3600_000;

/**
 * What the MAC covers besides the ad's id: the same construction and secret as the alerts'
 * unsubscribe links (`alertUnsubscribeToken` in `@joblane/seekers`), with its own purpose, so a
 * token made for one never passes for the other.
 */
const purpose = 'joblane ad still-open v1\n';

const mac = (secret: string, adId: string) =>
  createHmac('sha256', Buffer.from(secret, 'utf8')).update(purpose).update(adId).digest();

/** The token of an ad's still-open links: `<base64url ad id>.<base64url HMAC-SHA256>`. */
export function stillOpenToken(secret: string, adId: string): string {
  return `${Buffer.from(adId, 'utf8').toString('base64url')}.${mac(secret, adId).toString('base64url')}`;
}

/** The ad a token names, or undefined when it is malformed or not made with this secret. */
export function readStillOpenToken(secret: string, token: unknown): string | undefined {
  if (typeof token !== 'string' || token.length > 1024) return undefined;
  const match = /^([\w-]{1,700})\.([\w-]{43})$/u.exec(token);
  if (match === null) return undefined;
  const adId = Buffer.from(match[1]!, 'base64url').toString('utf8');
  if (Buffer.from(adId, 'utf8').toString('base64url') !== match[1]) return undefined;
  const given = Buffer.from(match[2]!, 'base64url');
  if (given.toString('base64url') !== match[2]) return undefined;
  const expected = mac(secret, adId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return adId;
}

/** Who is asked about an ad: the member who posted it while they are one, else the first owner. */
async function employerOf(accounts: Accounts, ad: Ad): Promise<Contact | undefined> {
  if (
    ad.createdBy !== null &&
    (await membershipRole(accounts.db, ad.organisationId, ad.createdBy))
  ) {
    const creator = (await contactsById(accounts.db, [ad.createdBy])).get(ad.createdBy);
    if (creator !== undefined) return creator;
  }
  return (await ownersOf(accounts, ad.organisationId))[0];
}

export interface StillOpenRun {
  ads: Ads;
  accounts: Accounts;
  hiring: Hiring | undefined;
  /** The secret that signs the links (the alerts' `alertTokenSecret`). */
  secret: string;
  now: () => Date;
  /** Quiet ads read per query (500; tests page with fewer). */
  pageSize?: number;
}

/**
 * One run: every live ad quiet for 21 days (published and edited before then, and no
 * application opened or moved since) whose employer was not asked yet gets the email, queued
 * in the transaction that marks it asked, so each ad's employer is asked once however many
 * servers run this. Returns the ads asked.
 */
export async function askAboutQuietAds(run: StillOpenRun): Promise<string[]> {
  const now = run.now();
  const quietSince = new Date(now.getTime() - STILL_OPEN_QUIET_DAYS * day);
  const asked: string[] = [];
  // Page by page: ads still being reviewed stay candidates (never asked), so they must not hide
  // the quiet ones behind them.
  const pageSize = run.pageSize ?? QUIET_PAGE;
  let offset = 0;
  for (;;) {
    const candidates = await quietLiveAds(run.ads, { quietSince, limit: pageSize, offset });
    const page = await askAbout(run, candidates, quietSince, now);
    asked.push(...page);
    if (candidates.length < pageSize) return asked;
    // Those asked leave the list, so the next page starts that many earlier. (Another server
    // asking at once may shift it further: what this run misses, the next one finds.)
    offset += pageSize - page.length;
  }
}

/** How many quiet ads one query reads. */
const QUIET_PAGE = 500;

async function askAbout(
  run: StillOpenRun,
  candidates: readonly Ad[],
  quietSince: Date,
  now: Date,
): Promise<string[]> {
  if (candidates.length === 0) return [];
  const reviews =
    run.hiring === undefined
      ? new Map<string, string>()
      : await lastReviews(
          run.hiring,
          candidates.map((ad) => ad.id),
        );
  const asked: string[] = [];
  for (const ad of candidates) {
    const reviewedAt = reviews.get(ad.id);
    if (reviewedAt !== undefined && Date.parse(reviewedAt) > quietSince.getTime()) continue;
    const employer = await employerOf(run.accounts, ad);
    if (employer === undefined) continue;
    const lastTouched = Math.max(
      Date.parse(ad.updatedAt),
      reviewedAt === undefined ? 0 : Date.parse(reviewedAt),
    );
    const quietDays = Math.max(1, Math.floor((now.getTime() - lastTouched) / day));
    const done = await askStillOpen(run.ads, ad.id, async (trx) => {
      await enqueueMail(
        trx as Transaction<object>,
        {
          kind: 'ad-still-open',
          to: employer.email,
          data: {
            name: employer.name,
            adTitle: ad.fields.title,
            quietDays,
            token: stillOpenToken(run.secret, ad.id),
          },
        },
        { now },
      );
    });
    if (done !== undefined) asked.push(ad.id);
  }
  return asked;
}

/** What a still-open link's page shows. */
export type StillOpenState =
  /** A genuine link to a live ad: one button answers. */
  | { state: 'confirm'; answer: 'keep' | 'close'; title: string }
  /** Kept open (or it is open and nothing was asked of it). */
  | { state: 'kept'; title: string }
  /** Closed just now, or before (a second click). */
  | { state: 'closed'; title: string; already: boolean }
  /** Not a link Joblane made, or its ad is gone. */
  | { state: 'invalid' };

/** The ad a token names, when it still exists. */
async function adOfToken(ads: Ads, secret: string, token: unknown): Promise<Ad | undefined> {
  const adId = readStillOpenToken(secret, token);
  if (adId === undefined) return undefined;
  const organisationId = await adOrganisationId(ads, adId);
  return organisationId === undefined ? undefined : getAd(ads, organisationId, adId);
}

/** The GET page: what the button will do (nothing changes on a GET: mail scanners open links). */
export async function stillOpenPage(
  ads: Ads,
  secret: string,
  token: unknown,
  answer: 'keep' | 'close',
): Promise<StillOpenState> {
  const ad = await adOfToken(ads, secret, token);
  if (ad === undefined) return { state: 'invalid' };
  const title = ad.fields.title;
  if (ad.status !== 'live') return { state: 'closed', title, already: true };
  return { state: 'confirm', answer, title };
}

/**
 * The POST (the page's button, or a one-click client): Keep open changes nothing; Close ends the
 * ad as its employer's Close does (`endAd`: out of search on every node, Ad closed for the
 * undecided). A second Close finds it ended and says so.
 */
export async function answerStillOpen(
  workflows: AdWorkflows,
  secret: string,
  token: unknown,
  answer: 'keep' | 'close',
): Promise<StillOpenState> {
  const ad = await adOfToken(workflows.ads, secret, token);
  if (ad === undefined) return { state: 'invalid' };
  const title = ad.fields.title;
  if (ad.status !== 'live') return { state: 'closed', title, already: true };
  if (answer === 'keep') return { state: 'kept', title };
  const closed = await endAd(workflows, ad.organisationId, ad.id);
  return { state: 'closed', title, already: !closed.ok };
}
