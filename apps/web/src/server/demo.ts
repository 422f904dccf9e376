import { Readable } from 'node:stream';

import { markEmailVerified, organisationsOf, signUp, type Accounts } from '@joblane/accounts';
import {
  applicationJob,
  appliedJobIds,
  setStatus,
  storeResume,
  submitApplication,
  withdrawApplication,
  type EmployerStatus,
  type Hiring,
} from '@joblane/hiring';
import { samplePdf } from '@joblane/hiring/testing';
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

/** The demo seeker's applications: one per entry, with the statuses the employer set, in order. */
const demoHistories: readonly (readonly (EmployerStatus | 'withdrawn')[])[] = [
  [],
  ['viewed'],
  ['viewed', 'shortlisted', 'interviewing'],
  ['viewed', 'shortlisted', 'interviewing', 'offered'],
  ['withdrawn'],
];

/**
 * Gives the demo seeker applications in several statuses (so `/applications` shows them), to
 * sample jobs that take applications on Joblane; only when they have none yet.
 */
export async function ensureDemoApplications(
  accounts: Accounts,
  hiring: Hiring,
  store: JobStore,
): Promise<void> {
  const seeker = await accounts.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoAccounts.seeker.email)
    .executeTakeFirst();
  if (seeker === undefined || (await appliedJobIds(hiring, seeker.id)).length > 0) return;
  const stored = await storeResume(hiring, seeker.id, {
    stream: Readable.from([samplePdf('Sam Seeker, demo résumé')]),
    name: 'Sam Seeker CV.pdf',
  });
  if (!stored.ok) throw new Error(`the demo résumé was refused: ${stored.problem}`);
  let next = 0;
  for (const entry of await store.listActive(0, 300)) {
    if (next === demoHistories.length) break;
    const job = await store.getJob(entry.id);
    const terms = job === undefined ? undefined : applicationJob(job);
    if (terms === undefined) continue;
    const answers = Object.fromEntries(
      terms.questions.map((question) => [
        question.id,
        question.kind === 'yes-no'
          ? 'yes'
          : question.kind === 'choice'
            ? question.options[0]!
            : 'I have done this work for five years and would love to do it with you.',
      ]),
    );
    const result = await submitApplication(hiring, seeker.id, terms, {
      coverLetter: `Dear ${terms.companyName},\n\nI would like to apply for the ${terms.title} role.\n\nSam`,
      answers,
      resumeId: stored.resume.id,
    });
    if (!result.ok) throw new Error(`a demo application was refused: ${JSON.stringify(result)}`);
    for (const status of demoHistories[next]!) {
      if (status === 'withdrawn')
        await withdrawApplication(hiring, seeker.id, result.application.id);
      else await setStatus(hiring, result.application.id, status);
    }
    next += 1;
  }
}
