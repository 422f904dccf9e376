import {
  findClassification,
  placeById,
  workArrangements,
  workTypes,
  type WorkArrangement,
  type WorkType,
} from '@joblane/jobs/query';

import {
  profileVisibilities,
  workRightsValues,
  type ProfileVisibility,
  type SeekerTables,
  type WorkRights,
} from './schema.ts';
import { nowInstant, type Seekers } from './seekers.ts';

/** Characters of a profile's headline. */
export const MAX_HEADLINE_LENGTH = 120;
/** The highest salary expectation accepted, in whole dollars a year. */
export const MAX_SALARY_EXPECTATION = 10_000_000;

/** A seeker's profile as they keep it (everything but the name, which is the account's). */
export interface SeekerProfile {
  headline: string;
  /** A place id of the job store's taxonomy (`sydney-nsw-au`), or null. */
  placeId: string | null;
  workRights: WorkRights | null;
  /** Classification ids, as the search's `classification` filter spells them. */
  classifications: string[];
  workTypes: WorkType[];
  workArrangements: WorkArrangement[];
  /** Whole dollars a year (AUD). Private: used to match jobs, never shown to employers. */
  salaryExpectation: number | null;
  visibility: ProfileVisibility;
  /** Null until the profile is first saved. */
  updatedAt: string | null;
}

/** What a profile's preferences say about the jobs a seeker wants: for ranking jobs for them. */
export interface ProfilePreferences {
  classifications: string[];
  workTypes: WorkType[];
  workArrangements: WorkArrangement[];
  placeId: string | null;
  /** Whole dollars a year, or null. */
  salaryExpectation: number | null;
}

export type ProfileInput = Omit<SeekerProfile, 'updatedAt'>;

/** Problems by field: `headline`, `placeId`, `workRights`, `classifications`, ... */
export type ProfileErrors = Partial<Record<keyof ProfileInput, string>>;

export const emptyProfile: SeekerProfile = Object.freeze({
  headline: '',
  placeId: null,
  workRights: null,
  classifications: [],
  workTypes: [],
  workArrangements: [],
  salaryExpectation: null,
  visibility: 'hidden',
  updatedAt: null,
}) as SeekerProfile;

const workTypeIds = new Set<string>(workTypes.map((type) => type.id));
const arrangementIds = new Set<string>(workArrangements.map((arrangement) => arrangement.id));

/** The input's problems, each written for the person filling in the form. */
export function profileProblems(input: ProfileInput): ProfileErrors {
  const errors: ProfileErrors = {};
  if (input.headline.trim().length > MAX_HEADLINE_LENGTH)
    errors.headline = `Use at most ${MAX_HEADLINE_LENGTH} characters.`;
  if (input.placeId !== null && placeById(input.placeId) === undefined)
    errors.placeId = 'Choose a suburb, city or region we know.';
  if (input.workRights !== null && !workRightsValues.includes(input.workRights))
    errors.workRights = 'Choose one of the answers given.';
  if (input.classifications.some((id) => findClassification(id) === undefined))
    errors.classifications = 'Choose classifications from the list.';
  if (input.workTypes.some((id) => !workTypeIds.has(id)))
    errors.workTypes = 'Choose work types from the list.';
  if (input.workArrangements.some((id) => !arrangementIds.has(id)))
    errors.workArrangements = 'Choose arrangements from the list.';
  const salary = input.salaryExpectation;
  if (
    salary !== null &&
    (!Number.isInteger(salary) || salary < 1 || salary > MAX_SALARY_EXPECTATION)
  )
    errors.salaryExpectation = `Enter a whole number of dollars a year, up to ${MAX_SALARY_EXPECTATION.toLocaleString('en-AU')}.`;
  if (!profileVisibilities.includes(input.visibility))
    errors.visibility = 'Choose who can see your profile.';
  return errors;
}

type ProfileRow = SeekerTables['seeker_profiles'];

function toProfile(row: ProfileRow): SeekerProfile {
  return {
    headline: row.headline,
    placeId: row.place_id,
    workRights: row.work_rights,
    classifications: JSON.parse(row.classifications) as string[],
    workTypes: JSON.parse(row.work_types) as WorkType[],
    workArrangements: JSON.parse(row.work_arrangements) as WorkArrangement[],
    salaryExpectation:
      row.salary_expectation_cents === null ? null : Number(row.salary_expectation_cents) / 100,
    visibility: row.visibility,
    updatedAt: row.updated_at,
  };
}

/** The person's profile (the empty one, `updatedAt: null`, until they save it). */
export async function getProfile(seekers: Seekers, userId: string): Promise<SeekerProfile> {
  const row = await seekers.db
    .selectFrom('seeker_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row === undefined ? { ...emptyProfile } : toProfile(row);
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** Saves the whole profile (checked first; nothing changes when something is wrong). */
export async function saveProfile(
  seekers: Seekers,
  userId: string,
  input: ProfileInput,
): Promise<{ ok: true; profile: SeekerProfile } | { ok: false; errors: ProfileErrors }> {
  const errors = profileProblems(input);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const row = {
    headline: input.headline.trim(),
    place_id: input.placeId,
    work_rights: input.workRights,
    classifications: JSON.stringify(unique(input.classifications)),
    work_types: JSON.stringify(unique(input.workTypes)),
    work_arrangements: JSON.stringify(unique(input.workArrangements)),
    salary_expectation_cents:
      input.salaryExpectation === null ? null : input.salaryExpectation * 100,
    visibility: input.visibility,
    updated_at: nowInstant(seekers),
  };
  await seekers.db
    .insertInto('seeker_profiles')
    .values({ user_id: userId, ...row })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
    .execute();
  return { ok: true, profile: await getProfile(seekers, userId) };
}

/**
 * What the person's profile says they want (classifications, work types, arrangements, place,
 * salary expectation), or undefined when they have no profile: what "jobs for you" ranks by.
 * Private to the person: never for an employer's page.
 */
export async function readProfilePreferences(
  seekers: Seekers,
  userId: string,
): Promise<ProfilePreferences | undefined> {
  const row = await seekers.db
    .selectFrom('seeker_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const profile = toProfile(row);
  return {
    classifications: profile.classifications,
    workTypes: profile.workTypes,
    workArrangements: profile.workArrangements,
    placeId: profile.placeId,
    salaryExpectation: profile.salaryExpectation,
  };
}
