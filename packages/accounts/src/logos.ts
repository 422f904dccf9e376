import { createHash } from 'node:crypto';

import { nowInstant, type Accounts } from './accounts.ts';
import { membershipRole } from './organisations.ts';
import { MAX_LOGO_BYTES, type LogoMediaType } from './schema.ts';

/** A logo ready to keep: both sizes already made (and checked) by the caller. */
export interface LogoImages {
  mediaType: LogoMediaType;
  /** The company page's and job page's image. */
  large: Uint8Array;
  /** The cards' image. */
  small: Uint8Array;
}

/** Where an organisation's logo is: the hash that names its images. */
export interface OrganisationLogo {
  hash: string;
  mediaType: LogoMediaType;
  updatedAt: string;
}

export type LogoResult =
  | { ok: true; logo: OrganisationLogo }
  | { ok: false; problem: 'not-found' | 'not-owner' | 'too-large' };

export type LogoSize = 'large' | 'small';

/** The name of a logo's images: hex SHA-256 of both (a new logo never reuses a cached URL). */
export function logoHash(images: Pick<LogoImages, 'large' | 'small'>): string {
  return createHash('sha256')
    .update(images.large)
    .update(new Uint8Array([0]))
    .update(images.small)
    .digest('hex');
}

/**
 * Sets (or replaces) an organisation's logo; owners only, as for its website. The images are
 * kept in the database, so every server of a deployment can serve them.
 */
export async function setOrganisationLogo(
  accounts: Accounts,
  actorId: string,
  organisationId: string,
  images: LogoImages,
): Promise<LogoResult> {
  const role = await membershipRole(accounts.db, organisationId, actorId);
  if (role === null) return { ok: false, problem: 'not-found' };
  if (role !== 'owner') return { ok: false, problem: 'not-owner' };
  if (
    images.large.byteLength === 0 ||
    images.small.byteLength === 0 ||
    images.large.byteLength > MAX_LOGO_BYTES ||
    images.small.byteLength > MAX_LOGO_BYTES
  ) {
    return { ok: false, problem: 'too-large' };
  }
  const row = {
    organisation_id: organisationId,
    hash: logoHash(images),
    media_type: images.mediaType,
    large: images.large,
    small: images.small,
    updated_at: nowInstant(accounts),
  };
  await accounts.db
    .insertInto('organisation_logos')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('organisation_id').doUpdateSet({
        hash: row.hash,
        media_type: row.media_type,
        large: row.large,
        small: row.small,
        updated_at: row.updated_at,
      }),
    )
    .execute();
  return {
    ok: true,
    logo: { hash: row.hash, mediaType: row.media_type, updatedAt: row.updated_at },
  };
}

/** Removes an organisation's logo (owners only); its letter stands in again. */
export async function removeOrganisationLogo(
  accounts: Accounts,
  actorId: string,
  organisationId: string,
): Promise<{ ok: true } | { ok: false; problem: 'not-found' | 'not-owner' }> {
  const role = await membershipRole(accounts.db, organisationId, actorId);
  if (role === null) return { ok: false, problem: 'not-found' };
  if (role !== 'owner') return { ok: false, problem: 'not-owner' };
  await accounts.db
    .deleteFrom('organisation_logos')
    .where('organisation_id', '=', organisationId)
    .execute();
  return { ok: true };
}

/** The logos of these organisations, by slug (organisations without one are left out). */
export async function logosBySlug(
  accounts: Accounts,
  slugs: readonly string[],
): Promise<Map<string, OrganisationLogo>> {
  const logos = new Map<string, OrganisationLogo>();
  const wanted = [...new Set(slugs)];
  for (let i = 0; i < wanted.length; i += 200) {
    const rows = await accounts.db
      .selectFrom('organisation_logos')
      .innerJoin('organisations', 'organisations.id', 'organisation_logos.organisation_id')
      .select([
        'organisations.slug',
        'organisation_logos.hash',
        'organisation_logos.media_type',
        'organisation_logos.updated_at',
      ])
      .where('organisations.slug', 'in', wanted.slice(i, i + 200))
      .execute();
    for (const row of rows) {
      logos.set(row.slug, {
        hash: row.hash,
        mediaType: row.media_type as LogoMediaType,
        updatedAt: row.updated_at,
      });
    }
  }
  return logos;
}

/**
 * One image of a logo by the hash that names it; undefined when no organisation has that logo
 * now (replaced or removed: its old URLs answer 404).
 */
export async function logoImage(
  accounts: Accounts,
  hash: string,
  size: LogoSize,
): Promise<{ bytes: Uint8Array; mediaType: LogoMediaType } | undefined> {
  const row = await accounts.db
    .selectFrom('organisation_logos')
    .select(['media_type', size])
    .where('hash', '=', hash)
    .limit(1)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const bytes = (row as unknown as Record<LogoSize, Uint8Array>)[size];
  return { bytes: new Uint8Array(bytes), mediaType: row.media_type as LogoMediaType };
}
