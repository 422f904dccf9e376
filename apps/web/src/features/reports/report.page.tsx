import type { ReportDecision } from '@joblane/moderation';
import { Alert } from '@joblane/ui/Alert';
import { ButtonLink } from '@joblane/ui/ButtonLink';
import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';

import type { PageProps } from '../../app/context.ts';
import { formatDate } from '../../app/format.ts';
import type { FormState } from '../../components/AccountForm.tsx';
import { ReportForm, reportPath } from './ReportForm.tsx';
import * as styles from './reports.css.ts';

/** The job a report is about, as these pages name it. */
export interface ReportJob {
  id: string;
  title: string;
  companyName: string;
}

/** One of the signed-in person's reports (made on the server). */
export interface ReportView {
  /** The job as it is now; null when the store no longer has it. */
  job: ReportJob | null;
  jobId: string;
  reasonLabel: string;
  details: string | null;
  reportedAt: string;
  decision: ReportDecision | null;
  decidedAt: string | null;
}

/** Every view of the report pages (one page module). */
export type ReportViewData =
  | { view: 'form'; job: ReportJob; form: FormState; signedIn: boolean; detailsLimit: number }
  /** Signed in and reported already: what they sent, and the decision when there is one. */
  | { view: 'reported'; job: ReportJob; report: ReportView }
  /** The job has expired: nothing left to report (410). */
  | { view: 'closed'; job: ReportJob }
  /** After sending: received, and what happens next. */
  | { view: 'sent'; job: ReportJob; signedIn: boolean; already: boolean; report: ReportView | null }
  | { view: 'mine'; reports: ReportView[] };

const jobHref = (id: string) => `/job/${encodeURIComponent(id)}`;

/** What the reporter reads of a decision. */
export function decisionText(report: Pick<ReportView, 'decision' | 'decidedAt'>): string {
  switch (report.decision) {
    case 'upheld':
      return `Upheld on ${formatDate(report.decidedAt!)}: a moderator agreed and acted on the ad.`;
    case 'dismissed':
      return `Dismissed on ${formatDate(report.decidedAt!)}: a moderator checked the ad and left it listed.`;
    default:
      return 'Received: waiting for a moderator to decide.';
  }
}

function JobHeading({ job, title }: { job: ReportJob; title: string }) {
  return (
    <Stack space="small">
      <Heading level="2" component="h1">
        {title}
      </Heading>
      <Text>
        <TextLink href={jobHref(job.id)}>{job.title}</TextLink> · {job.companyName}
      </Text>
    </Stack>
  );
}

/** A report as its reporter sees it: when, why, what they wrote, and the decision. */
function ReportSummary({ report }: { report: ReportView }) {
  return (
    <dl className={styles.definitions}>
      <div>
        <dt className={styles.term}>Reported</dt>
        <dd className={styles.detail}>{formatDate(report.reportedAt)}</dd>
      </div>
      <div>
        <dt className={styles.term}>Reason</dt>
        <dd className={styles.detail}>{report.reasonLabel}</dd>
      </div>
      {report.details === null ? null : (
        <div>
          <dt className={styles.term}>Details</dt>
          <dd className={styles.detail}>{report.details}</dd>
        </div>
      )}
      <div>
        <dt className={styles.term}>Decision</dt>
        <dd className={styles.detail}>{decisionText(report)}</dd>
      </div>
    </dl>
  );
}

function WhatHappensNext({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="report-next" className={styles.next}>
      <Stack space="small">
        <Heading level="3" component="h2" id="report-next">
          What happens next
        </Heading>
        <ul className={styles.steps}>
          <li>A moderator reads every report and checks the ad against Joblane&apos;s rules.</li>
          <li>
            When several people report the same job, it leaves search until a moderator decides.
          </li>
          <li>
            {signedIn ? (
              <>
                You can follow your report and see the decision under{' '}
                <TextLink href="/account/reports">Your reports</TextLink>.
              </>
            ) : (
              <>
                You reported without signing in, so we cannot tell you the decision. Next time,{' '}
                <TextLink href="/signin">sign in</TextLink> first to follow your reports.
              </>
            )}
          </li>
        </ul>
      </Stack>
    </section>
  );
}

function MyReports({ reports }: { reports: ReportView[] }) {
  return (
    <Stack space="xlarge">
      <Heading level="2" component="h1">
        Your reports
      </Heading>
      {reports.length === 0 ? (
        <Text>
          You have not reported a job. If an ad looks wrong, use &ldquo;Report this job&rdquo; on
          its page.
        </Text>
      ) : (
        <ul className={styles.list}>
          {reports.map((report) => (
            <li key={report.jobId}>
              <article className={styles.card} aria-labelledby={`report-${report.jobId}`}>
                <Stack space="medium">
                  <Heading level="3" component="h2" id={`report-${report.jobId}`}>
                    {report.job === null ? (
                      `Job ${report.jobId}`
                    ) : (
                      <TextLink href={jobHref(report.jobId)}>{report.job.title}</TextLink>
                    )}
                  </Heading>
                  {report.job === null ? null : <Text>{report.job.companyName}</Text>}
                  <ReportSummary report={report} />
                </Stack>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

function ReportPageView({ data }: PageProps<ReportViewData>) {
  switch (data.view) {
    case 'form':
      return (
        <Stack space="xlarge">
          <JobHeading job={data.job} title="Report this job" />
          <Stack space="medium">
            <Text>
              Tell us if this ad breaks the rules: a moderator looks at every report. The employer
              is not told who reported it.
            </Text>
            {data.signedIn ? null : (
              <Text tone="secondary">
                You are not signed in.{' '}
                <TextLink href={`/signin?next=${encodeURIComponent(reportPath(data.job.id))}`}>
                  Sign in
                </TextLink>{' '}
                to follow your report and see what a moderator decides.
              </Text>
            )}
          </Stack>
          <ReportForm
            jobId={data.job.id}
            form={data.form}
            signedIn={data.signedIn}
            detailsLimit={data.detailsLimit}
          />
        </Stack>
      );
    case 'reported':
      return (
        <Stack space="xlarge">
          <JobHeading job={data.job} title="Report this job" />
          <Alert tone="info">
            <Text>
              You reported this job on {formatDate(data.report.reportedAt)}. Each job takes one
              report from you.
            </Text>
          </Alert>
          <ReportSummary report={data.report} />
          <Text>
            <TextLink href="/account/reports">See all your reports</TextLink>
          </Text>
        </Stack>
      );
    case 'closed':
      return (
        <Stack space="xlarge">
          <JobHeading job={data.job} title="This job is no longer listed" />
          <Text>It has expired or was taken down, so there is nothing to report.</Text>
          <div>
            <ButtonLink href={jobHref(data.job.id)}>See similar jobs</ButtonLink>
          </div>
        </Stack>
      );
    case 'sent':
      return (
        <Stack space="xlarge">
          <JobHeading job={data.job} title="Thank you: your report is received" />
          <Alert tone="positive">
            <Text>
              {data.already
                ? 'You had reported this job already, so nothing new was sent. A moderator will look at it.'
                : data.report === null
                  ? 'We have your report. A moderator will look at it.'
                  : `We have your report of ${formatDate(data.report.reportedAt)}. A moderator will look at it.`}
            </Text>
          </Alert>
          <WhatHappensNext signedIn={data.signedIn} />
          <Text>
            <TextLink href={jobHref(data.job.id)}>Back to the job</TextLink>
          </Text>
        </Stack>
      );
    case 'mine':
      return <MyReports reports={data.reports} />;
  }
}

export default function ReportPage({ data }: PageProps<ReportViewData>) {
  return (
    <div className={styles.page}>
      <ReportPageView data={data} />
    </div>
  );
}
