import { markEmailVerified, organisationsOf, signUp, type Accounts } from '@joblane/accounts';
import {
  defaultJobSearchQuery,
  parseJobSearchQuery,
  serializeJobSearchQuery,
  type JobStore,
} from '@joblane/jobs';
import { listSavedJobs, saveJob, saveSearch, setSearchAlert } from '@joblane/seekers';

import type { Records } from './records.ts';

/** The quick start's demo sign-ins (printed in the README); created only with `SAMPLE_JOBS`. */
export const demoAccounts = {
  seeker: {
    name: 'Sam Seeker',
    email: 'seeker@demo.joblane.test',
    password: 'harbour lantern orchard 7',
  },
  employer: {
    name: 'Erin Employer',
    email: 'employer@demo.joblane.test',
    password: 'compass velvet meadow 9',
    organisationName: 'Harbour Health Group',
  },
} as const;

/** The demo seeker's saved search (as the results page spells it) and its name. */
export const demoSavedSearch = {
  name: 'Nurse jobs in Sydney',
  query: serializeJobSearchQuery(parseJobSearchQuery({ keywords: 'nurse', where: 'Sydney' }).query),
};

/**
 * The demo seeker's saved jobs (the first four jobs of the busiest search) and a saved search
 * with its alert on, so the quick start's /saved and /saved-searches are not empty. Only when
 * they have saved nothing yet: what the demo visitor changes is kept across restarts.
 */
export async function ensureDemoSeekerData(
  records: Pick<Records, 'seekers'>,
  jobs: JobStore,
  userId: string,
): Promise<void> {
  const { seekers } = records;
  if ((await listSavedJobs(seekers, userId, { pageSize: 1 })).total > 0) return;
  const { jobs: found } = await jobs.search(defaultJobSearchQuery, { pageSize: 4 });
  // Oldest first, so the list reads newest first in the search's order.
  for (const job of found.toReversed()) await saveJob(seekers, userId, job.id);
  const saved = await saveSearch(seekers, userId, demoSavedSearch);
  if (saved.ok) await setSearchAlert(seekers, userId, saved.search.id, { on: true });
}

/**
 * Creates the demo seeker and the demo employer (with an organisation) if they are missing, and
 * returns their user ids.
 */
export async function ensureDemoAccounts(
  accounts: Accounts,
): Promise<Record<keyof typeof demoAccounts, string>> {
  const ids = { seeker: '', employer: '' };
  for (const [role, person] of Object.entries(demoAccounts) as [
    keyof typeof demoAccounts,
    (typeof demoAccounts)[keyof typeof demoAccounts],
  ][]) {
    const result = await signUp(accounts, { role, ...person });
    if (!result.ok) throw new Error(`demo ${role} refused: ${JSON.stringify(result.errors)}`);
    // Demo addresses cannot receive mail: they start verified.
    await markEmailVerified(accounts, result.user.id);
    if (role === 'employer' && (await organisationsOf(accounts, result.user.id)).length === 0) {
      throw new Error('the demo employer has no organisation');
    }
    ids[role] = result.user.id;
  }
  return ids;
}
