import type { ModerationDb } from './moderation.ts';
import type { ModerationTables, VerificationMethod } from './schema.ts';

/** What Joblane knows of an organisation's standing. */
export interface OrganisationTrust {
  organisationId: string;
  /** The domain it proved it controls ("Verified employer"); null until then. */
  verified: { domain: string; at: string; method: VerificationMethod } | null;
  /** Set while suspended: its ads are out of search and its members cannot post. */
  suspended: { at: string; by: string; reason: string } | null;
  /** The last reinstatement, if it was ever suspended and reinstated. */
  reinstated: { at: string; by: string } | null;
}

type Row = ModerationTables['organisation_trust'];

function toTrust(organisationId: string, row: Row | undefined): OrganisationTrust {
  return {
    organisationId,
    verified:
      row?.verified_domain != null
        ? { domain: row.verified_domain, at: row.verified_at!, method: row.verified_method! }
        : null,
    suspended:
      row?.suspended_at != null
        ? { at: row.suspended_at, by: row.suspended_by!, reason: row.suspension_reason! }
        : null,
    reinstated:
      row?.reinstated_at != null ? { at: row.reinstated_at, by: row.reinstated_by! } : null,
  };
}

const empty = {
  verified_domain: null,
  verified_at: null,
  verified_method: null,
  suspended_at: null,
  suspended_by: null,
  suspension_reason: null,
  reinstated_at: null,
  reinstated_by: null,
} as const;

/** An organisation's standing (an organisation never seen here is unverified and in good standing). */
export async function trustOf(
  db: ModerationDb,
  organisationId: string,
): Promise<OrganisationTrust> {
  const row = await db
    .selectFrom('organisation_trust')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return toTrust(organisationId, row);
}

/** Records that the organisation proved control of `domain` (a later proof replaces it). */
export async function markVerified(
  db: ModerationDb,
  organisationId: string,
  proof: { domain: string; method: VerificationMethod },
  now: Date = new Date(),
): Promise<OrganisationTrust> {
  const verified = {
    verified_domain: proof.domain.toLowerCase(),
    verified_at: now.toISOString(),
    verified_method: proof.method,
  };
  const row = await db
    .insertInto('organisation_trust')
    .values({ ...empty, organisation_id: organisationId, ...verified })
    .onConflict((conflict) => conflict.column('organisation_id').doUpdateSet(verified))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toTrust(organisationId, row);
}

/** Suspends an organisation; one already suspended stays as it was (`already-suspended`). */
export async function suspend(
  db: ModerationDb,
  organisationId: string,
  suspension: { by: string; reason: string },
  now: Date = new Date(),
): Promise<{ ok: true; trust: OrganisationTrust } | { ok: false; problem: 'already-suspended' }> {
  const suspended = {
    suspended_at: now.toISOString(),
    suspended_by: suspension.by,
    suspension_reason: suspension.reason,
  };
  const row = await db
    .insertInto('organisation_trust')
    .values({ ...empty, organisation_id: organisationId, ...suspended })
    .onConflict((conflict) =>
      conflict
        .column('organisation_id')
        .doUpdateSet(suspended)
        .where('organisation_trust.suspended_at', 'is', null),
    )
    .returningAll()
    .executeTakeFirst();
  return row
    ? { ok: true, trust: toTrust(organisationId, row) }
    : { ok: false, problem: 'already-suspended' };
}

/** Lifts a suspension (`not-suspended` when there is none). */
export async function reinstate(
  db: ModerationDb,
  organisationId: string,
  reinstatement: { by: string },
  now: Date = new Date(),
): Promise<{ ok: true; trust: OrganisationTrust } | { ok: false; problem: 'not-suspended' }> {
  const row = await db
    .updateTable('organisation_trust')
    .set({
      suspended_at: null,
      suspended_by: null,
      suspension_reason: null,
      reinstated_at: now.toISOString(),
      reinstated_by: reinstatement.by,
    })
    .where('organisation_id', '=', organisationId)
    .where('suspended_at', 'is not', null)
    .returningAll()
    .executeTakeFirst();
  return row
    ? { ok: true, trust: toTrust(organisationId, row) }
    : { ok: false, problem: 'not-suspended' };
}

/** Every suspended organisation's id (what search leaves out on every node). */
export async function suspendedOrganisations(db: ModerationDb): Promise<string[]> {
  const rows = await db
    .selectFrom('organisation_trust')
    .select('organisation_id')
    .where('suspended_at', 'is not', null)
    .orderBy('organisation_id')
    .execute();
  return rows.map((row) => row.organisation_id);
}
