import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  checkDnsTxt,
  completeDomainVerification,
  dnsTxtRecordFor,
  isFreeMailDomain,
  startDomainVerification,
  verifyDomainByDns,
  websiteDomain,
  type TxtResolver,
} from './domainVerification.ts';
import { openModeration, type ModerationDb } from './moderation.ts';
import { markVerified, reinstate, suspend, suspendedOrganisations, trustOf } from './trust.ts';

const at = (hour: number) => new Date(Date.UTC(2026, 10, 27, hour));

/** A resolver with fixed answers, as `node:dns/promises` would give them. */
function fakeResolver(records: Record<string, string[][]>): TxtResolver & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async resolveTxt(hostname) {
      asked.push(hostname);
      if (hostname === 'broken.example')
        throw Object.assign(new Error('timeout'), { code: 'ETIMEOUT' });
      const found = records[hostname];
      if (!found)
        throw Object.assign(new Error(`queryTxt ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return found;
    },
  };
}

describe('free-mail and website domains', () => {
  it('knows the big free-mail providers and leaves companies alone', () => {
    for (const domain of [
      'gmail.com',
      'outlook.com',
      'yahoo.com',
      'bigpond.com',
      'icloud.com',
      'GMAIL.COM',
    ])
      expect(isFreeMailDomain(domain)).toBe(true);
    for (const domain of ['harbourhealth.com.au', 'joblane.com'])
      expect(isFreeMailDomain(domain)).toBe(false);
  });

  it('reads a website address as its domain', () => {
    expect(websiteDomain('https://www.HarbourHealth.com.au/careers')).toBe('harbourhealth.com.au');
    expect(websiteDomain('harbourhealth.com.au')).toBe('harbourhealth.com.au');
    expect(websiteDomain('not a site')).toBeUndefined();
  });
});

describe('DNS TXT records (a fake resolver)', () => {
  it('finds the expected record among others, its strings joined', async () => {
    const expected = dnsTxtRecordFor('org-1');
    expect(expected).toMatch(/^joblane-verification=[0-9a-f]{32}$/);
    expect(dnsTxtRecordFor('org-2')).not.toBe(expected);
    const resolver = fakeResolver({
      'harbour.example': [['v=spf1 -all'], [expected.slice(0, 20), expected.slice(20)]],
      'other.example': [['joblane-verification=0000']],
    });
    expect(await checkDnsTxt(resolver, 'harbour.example', expected)).toEqual({ ok: true });
    expect(await checkDnsTxt(resolver, 'other.example', expected)).toEqual({
      ok: false,
      problem: 'no-match',
    });
    expect(await checkDnsTxt(resolver, 'missing.example', expected)).toEqual({
      ok: false,
      problem: 'not-found',
    });
    expect(await checkDnsTxt(resolver, 'broken.example', expected)).toEqual({
      ok: false,
      problem: 'lookup-failed',
    });
  });
});

describe.each(dialects)('organisation trust on %s', (dialect) => {
  let database: TestDatabase;
  let db: ModerationDb;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    db = await openModeration(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('an unknown organisation is unverified and in good standing', async () => {
    expect(await trustOf(db, 'org-new')).toEqual({
      organisationId: 'org-new',
      verified: null,
      suspended: null,
      reinstated: null,
    });
  });

  it('suspends and reinstates, once each', async () => {
    const suspended = await suspend(db, 'org-s', { by: 'mod-1', reason: 'Fee-asking ads' }, at(1));
    expect(suspended).toMatchObject({
      ok: true,
      trust: { suspended: { at: at(1).toISOString(), by: 'mod-1', reason: 'Fee-asking ads' } },
    });
    expect(await suspend(db, 'org-s', { by: 'mod-2', reason: 'again' }, at(2))).toEqual({
      ok: false,
      problem: 'already-suspended',
    });
    expect(await suspendedOrganisations(db)).toEqual(['org-s']);
    expect(await reinstate(db, 'org-s', { by: 'mod-2' }, at(3))).toMatchObject({
      ok: true,
      trust: { suspended: null, reinstated: { at: at(3).toISOString(), by: 'mod-2' } },
    });
    expect(await reinstate(db, 'org-s', { by: 'mod-2' }, at(4))).toEqual({
      ok: false,
      problem: 'not-suspended',
    });
    expect(await suspendedOrganisations(db)).toEqual([]);
    // Verification and suspension are independent.
    await markVerified(db, 'org-s', { domain: 'S.example', method: 'dns' }, at(5));
    await suspend(db, 'org-s', { by: 'mod-1', reason: 'Scam again' }, at(6));
    expect(await trustOf(db, 'org-s')).toMatchObject({
      verified: { domain: 's.example', method: 'dns', at: at(5).toISOString() },
      suspended: { reason: 'Scam again' },
    });
  });

  it('refuses free-mail addresses and addresses outside the website domain', async () => {
    const website = 'https://www.harbour.example';
    expect(await startDomainVerification(db, 'org-1', 'jo@gmail.com', { website })).toMatchObject({
      ok: false,
      problem: 'free-mail',
    });
    expect(
      await startDomainVerification(db, 'org-1', 'jo@harbour-jobs.example', { website }),
    ).toMatchObject({ ok: false, problem: 'not-website-domain' });
    expect(
      await startDomainVerification(db, 'org-1', 'jo@harbour.example', { website: null }),
    ).toMatchObject({ ok: false, problem: 'no-website' });
    expect(await startDomainVerification(db, 'org-1', 'not an address', { website })).toMatchObject(
      { ok: false, problem: 'invalid-email' },
    );
    expect(
      await startDomainVerification(db, 'org-1', 'hr@mail.harbour.example', { website }),
    ).toMatchObject({ ok: true, domain: 'harbour.example' });
  });

  it('verifies by a single-use emailed token, stored hashed, within 24 hours', async () => {
    const started = await startDomainVerification(db, 'org-1', 'HR@harbour.example', {
      website: 'harbour.example',
      now: at(0),
    });
    if (!started.ok) throw new Error(started.problem);
    expect(started.expiresAt).toBe(at(24).toISOString());
    const stored = await db.selectFrom('domain_verifications').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(started.token);
    expect(await completeDomainVerification(db, `${started.token}x`, at(1))).toMatchObject({
      ok: false,
      problem: 'invalid',
    });
    expect(await completeDomainVerification(db, started.token, at(1))).toEqual({
      ok: true,
      organisationId: 'org-1',
      domain: 'harbour.example',
    });
    expect(await completeDomainVerification(db, started.token, at(2))).toMatchObject({
      ok: false,
      problem: 'used',
    });
    expect(await trustOf(db, 'org-1')).toMatchObject({
      verified: { domain: 'harbour.example', method: 'email', at: at(1).toISOString() },
    });

    const late = await startDomainVerification(db, 'org-2', 'hr@late.example', {
      website: 'late.example',
      now: at(0),
    });
    if (!late.ok) throw new Error(late.problem);
    expect(await completeDomainVerification(db, late.token, at(24))).toMatchObject({
      ok: false,
      problem: 'expired',
    });
    expect((await trustOf(db, 'org-2')).verified).toBeNull();
  });

  it('verifies by a DNS TXT record on the website domain', async () => {
    const resolver = fakeResolver({ 'dns.example': [[dnsTxtRecordFor('org-3')]] });
    expect(
      await verifyDomainByDns(db, resolver, 'org-4', { website: 'https://dns.example' }),
    ).toEqual({ ok: false, problem: 'no-match' });
    expect(
      await verifyDomainByDns(db, resolver, 'org-3', {
        website: 'https://www.dns.example',
        now: at(7),
      }),
    ).toEqual({ ok: true, domain: 'dns.example' });
    expect(resolver.asked).toEqual(['dns.example', 'dns.example']);
    expect(await trustOf(db, 'org-3')).toMatchObject({
      verified: { domain: 'dns.example', method: 'dns' },
    });
  });
});
