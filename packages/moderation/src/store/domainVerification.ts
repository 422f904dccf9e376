import { createHash, randomBytes } from 'node:crypto';

import freeEmailDomains from 'free-email-domains';

import { inTransaction, type ModerationDb } from './moderation.ts';
import { markVerified } from './trust.ts';

/** How long a verification link works. */
export const DOMAIN_TOKEN_LIFETIME_MS = 24 * 3600_000;

const freeMail = new Set<string>(freeEmailDomains);

/**
 * A free-mail or disposable address's domain (the `free-email-domains` list, about 14 000 of
 * them): anyone can have an address there, so it proves nothing about an organisation.
 */
export function isFreeMailDomain(domain: string): boolean {
  return freeMail.has(domain.toLowerCase().replace(/\.$/, ''));
}

/** The host name of a website address, lower-case, without `www.`; undefined if it has none. */
export function websiteDomain(website: string): string | undefined {
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`)
      .hostname;
    return host.includes('.') ? host.toLowerCase().replace(/^www\./, '') : undefined;
  } catch {
    return undefined;
  }
}

export type StartVerificationProblem =
  'invalid-email' | 'free-mail' | 'no-website' | 'not-website-domain';

export const domainVerificationMessages: Record<
  StartVerificationProblem | CompleteVerificationProblem,
  string
> = {
  'invalid-email': 'Enter an email address such as hr@yourcompany.com.au.',
  'free-mail':
    'Use an address at your organisation’s own domain: anyone can have a free-mail address.',
  'no-website': 'Add your organisation’s website first: the address must be at its domain.',
  'not-website-domain': 'Use an address at your organisation’s website domain.',
  invalid: 'This verification link is not valid.',
  expired: 'This verification link has expired: ask for a new one.',
  used: 'This verification link has already been used.',
};

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Starts proving control of the organisation's website domain by a link mailed to `email`,
 * which must be at that domain (or a subdomain of it) and not a free-mail one. Returns the
 * token for the link (only its sha256 is kept), single use, for 24 hours.
 */
export async function startDomainVerification(
  db: ModerationDb,
  organisationId: string,
  email: string,
  { website, now = new Date() }: { website: string | null | undefined; now?: Date },
): Promise<
  | { ok: true; token: string; domain: string; expiresAt: string }
  | { ok: false; problem: StartVerificationProblem; message: string }
> {
  const refuse = (problem: StartVerificationProblem) => ({
    ok: false as const,
    problem,
    message: domainVerificationMessages[problem],
  });
  const address = email.trim().toLowerCase();
  const match = /^[^\s@]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)$/.exec(address);
  if (!match) return refuse('invalid-email');
  const emailDomain = match[1]!;
  if (isFreeMailDomain(emailDomain)) return refuse('free-mail');
  const domain = website ? websiteDomain(website) : undefined;
  if (domain === undefined) return refuse('no-website');
  if (emailDomain !== domain && !emailDomain.endsWith(`.${domain}`))
    return refuse('not-website-domain');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + DOMAIN_TOKEN_LIFETIME_MS).toISOString();
  await db
    .insertInto('domain_verifications')
    .values({
      token_hash: hashToken(token),
      organisation_id: organisationId,
      email: address,
      domain,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { ok: true, token, domain, expiresAt };
}

export type CompleteVerificationProblem = 'invalid' | 'expired' | 'used';

/**
 * Completes a verification from its link: once only, before it expires. The organisation is
 * marked verified for the domain in the same transaction as the token is spent.
 */
export async function completeDomainVerification(
  db: ModerationDb,
  token: string,
  now: Date = new Date(),
): Promise<
  | { ok: true; organisationId: string; domain: string }
  | { ok: false; problem: CompleteVerificationProblem; message: string }
> {
  const tokenHash = hashToken(token);
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    // The row is found by its hash, so no comparison of secrets happens in application code.
    const spent = await trx
      .updateTable('domain_verifications')
      .set({ used_at: at })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning(['organisation_id', 'domain'])
      .executeTakeFirst();
    if (spent) {
      await markVerified(
        trx,
        spent.organisation_id,
        { domain: spent.domain, method: 'email' },
        now,
      );
      return { ok: true as const, organisationId: spent.organisation_id, domain: spent.domain };
    }
    const row = await trx
      .selectFrom('domain_verifications')
      .select(['used_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    const problem: CompleteVerificationProblem = !row
      ? 'invalid'
      : row.used_at
        ? 'used'
        : 'expired';
    return { ok: false as const, problem, message: domainVerificationMessages[problem] };
  });
}

/** The TXT record an organisation adds to its domain to prove control of it by DNS. */
export function dnsTxtRecordFor(organisationId: string): string {
  const digest = createHash('sha256')
    .update(`joblane-domain-verification:${organisationId}`)
    .digest('hex');
  return `joblane-verification=${digest.slice(0, 32)}`;
}

/** The one call of `node:dns/promises` this needs (injected: tests pass their own). */
export interface TxtResolver {
  resolveTxt(hostname: string): Promise<string[][]>;
}

/** Whether `domain` carries the `expected` TXT record (a record's strings are joined, as DNS splits long ones). */
export async function checkDnsTxt(
  resolver: TxtResolver,
  domain: string,
  expected: string,
): Promise<{ ok: true } | { ok: false; problem: 'not-found' | 'no-match' | 'lookup-failed' }> {
  let records: string[][];
  try {
    records = await resolver.resolveTxt(domain);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return {
      ok: false,
      problem: code === 'ENOTFOUND' || code === 'ENODATA' ? 'not-found' : 'lookup-failed',
    };
  }
  return records.some((chunks) => chunks.join('').trim() === expected)
    ? { ok: true }
    : { ok: false, problem: 'no-match' };
}

/** Verifies the organisation's website domain by its TXT record and marks it verified. */
export async function verifyDomainByDns(
  db: ModerationDb,
  resolver: TxtResolver,
  organisationId: string,
  { website, now = new Date() }: { website: string | null | undefined; now?: Date },
): Promise<
  | { ok: true; domain: string }
  | { ok: false; problem: 'no-website' | 'not-found' | 'no-match' | 'lookup-failed' }
> {
  const domain = website ? websiteDomain(website) : undefined;
  if (domain === undefined) return { ok: false, problem: 'no-website' };
  const found = await checkDnsTxt(resolver, domain, dnsTxtRecordFor(organisationId));
  if (!found.ok) return found;
  await markVerified(db, organisationId, { domain, method: 'dns' }, now);
  return { ok: true, domain };
}
