import { getOrganisation, ownersOf, type Accounts } from '@joblane/accounts';
import {
  claimReminder,
  settleStalledInterviews,
  statusLabels,
  waitingApplications,
  type Hiring,
} from '@joblane/hiring';
import { enqueueMail, maxWaitingApplications } from '@joblane/mail';

const day = 24 * 3600_000;

export interface WaitingRun {
  hiring: Hiring;
  accounts: Accounts;
  now: () => Date;
}

/**
 * No candidate left waiting (issue 30), one run: each organisation with applications left
 * Submitted, Viewed or Interviewing for 30 days gets one email listing them (to its owners),
 * queued in the transaction that marks them reminded, so each application is in one reminder
 * only however many servers run this; interviews with no decision 45 days on count against the
 * response signal. Returns the applications reminded about.
 */
export async function remindAboutWaiting(run: WaitingRun): Promise<string[]> {
  const now = run.now();
  await settleStalledInterviews(run.hiring, now);
  const reminded: string[] = [];
  for (const [organisationId, all] of await waitingApplications(run.hiring, now)) {
    const [organisation, owners] = await Promise.all([
      getOrganisation(run.accounts, organisationId),
      ownersOf(run.accounts, organisationId),
    ]);
    if (organisation === undefined || owners.length === 0) continue;
    // At most one mail's worth a run; the rest go in the next run's mail.
    const listed = all.slice(0, maxWaitingApplications);
    const claimed = await claimReminder(
      run.hiring,
      listed.map((application) => application.id),
      async (trx, ids) => {
        const applications = listed
          .filter((application) => ids.includes(application.id))
          .map((application) => ({
            adId: application.jobId,
            applicationId: application.id,
            adTitle: application.jobTitle,
            candidateName: application.candidateName,
            statusLabel: statusLabels[application.status],
            days: Math.max(1, Math.floor((now.getTime() - Date.parse(application.since)) / day)),
          }));
        for (const owner of owners) {
          await enqueueMail(
            trx,
            {
              kind: 'candidates-waiting',
              to: owner.email,
              data: {
                name: owner.name,
                organisationName: organisation.name,
                applications,
                total: applications.length,
              },
            },
            { now },
          );
        }
      },
    );
    reminded.push(...claimed);
  }
  return reminded;
}
