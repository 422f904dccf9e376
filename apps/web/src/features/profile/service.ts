import { renameUser, type Accounts } from '@joblane/accounts';
import { resolveWhere } from '@joblane/jobs/query';
import {
  profileProblems,
  saveProfile,
  type ProfileErrors,
  type ProfileInput,
  type Seekers,
  type WorkRights,
} from '@joblane/seekers';

import type { ProfileFormValues } from './profile.page.tsx';

/** What the salary field accepts: whole dollars, with or without `$`, commas and spaces. */
function parseSalary(text: string): number | null | 'invalid' {
  const plain = text.replace(/[\s$,]/gu, '');
  if (plain === '') return null;
  if (!/^\d{1,9}$/u.test(plain)) return 'invalid';
  return Number(plain);
}

/**
 * Saves the seeker's profile as its form sent it: the name on the account (it is what
 * employers they apply to see), the rest in the seeker's profile. Problems by field, and
 * nothing saved, when something is wrong.
 */
export async function saveProfileForm(
  stores: { accounts: Accounts; seekers: Seekers },
  userId: string,
  values: ProfileFormValues,
): Promise<{ ok: true } | { ok: false; errors: Record<string, string> }> {
  const errors: Record<string, string> = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'Enter your name.';
  else if (name.length > 100) errors.name = 'Use at most 100 characters.';
  const place = values.place.trim() === '' ? null : resolveWhere(values.place);
  if (place === 'remote' || place === undefined)
    errors.place =
      place === 'remote'
        ? 'Choose a suburb, city or region. Tick Remote under Arrangements for remote work.'
        : `We do not know “${values.place.trim()}”. Choose a suburb, city or region from the suggestions.`;
  const salary = parseSalary(values.salaryExpectation);
  if (salary === 'invalid')
    errors.salaryExpectation = 'Enter a whole number of dollars a year, such as 85,000.';
  const input: ProfileInput = {
    headline: values.headline,
    placeId: place === null || place === undefined || place === 'remote' ? null : place.id,
    workRights: values.workRights === '' ? null : (values.workRights as WorkRights),
    classifications: values.classifications,
    workTypes: values.workTypes as ProfileInput['workTypes'],
    workArrangements: values.workArrangements as ProfileInput['workArrangements'],
    salaryExpectation: salary === 'invalid' ? null : salary,
    visibility: 'hidden',
  };
  // Every problem at once: the form's own and the package's checks of the other fields.
  Object.assign(errors, formNames(profileProblems(input)), { ...errors });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const saved = await saveProfile(stores.seekers, userId, input);
  if (!saved.ok) return { ok: false, errors: formNames(saved.errors) };
  const renamed = await renameUser(stores.accounts, userId, name);
  return renamed.ok ? { ok: true } : { ok: false, errors: { name: renamed.error } };
}

/** The package's problems by the form's field names (`placeId` is the form's `place`). */
function formNames(errors: ProfileErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([field, message]) => [field === 'placeId' ? 'place' : field, message]),
  );
}
