import type { ApplicationStatus } from '@joblane/hiring';
import { Alert } from '@joblane/ui/Alert';
import { Button } from '@joblane/ui/Button';
import { ButtonLink } from '@joblane/ui/ButtonLink';
import { Heading } from '@joblane/ui/Heading';
import { HiddenVisually } from '@joblane/ui/HiddenVisually';
import { Notice } from '@joblane/ui/Notice';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';

import type { PageProps } from '../../app/context.ts';
import { formatDate } from '../../app/format.ts';
import {
  applyAction,
  ApplyForm,
  type Applicant,
  type ApplyFormState,
  type ApplyJob,
  type KeptResume,
} from './ApplyForm.tsx';
import * as styles from './applications.css.ts';

export type { Applicant, ApplyFormState, ApplyJob, KeptResume };

/** An application as the seeker's pages show it (made on the server). */
export interface ApplicationView {
  id: string;
  jobId: string;
  jobTitle: string;
  companyName: string;
  appliedAt: string;
  status: ApplicationStatus;
  statusLabel: string;
  history: { status: ApplicationStatus; label: string; at: string }[];
  resume: KeptResume | null;
  active: boolean;
  canWithdraw: boolean;
  /** Interviewing for 45 days with no decision (absent in older contexts: false). */
  noDecisionYet?: boolean;
}

export type ApplicationsFilter = 'all' | 'active' | 'closed';

/** Every view of the seeker's application pages (one page module, like the account pages). */
export type ApplicationsViewData =
  | { view: 'apply'; job: ApplyJob; form: ApplyFormState }
  | {
      view: 'review';
      job: ApplyJob;
      form: ApplyFormState & { resume: KeptResume };
      /** Who the employer will see the application from (absent in older contexts). */
      applicant?: Applicant;
    }
  | { view: 'applied'; job: ApplyJob; application: ApplicationView }
  | { view: 'closed'; job: { id: string; title: string; companyName: string } }
  | { view: 'list'; filter: ApplicationsFilter; applications: ApplicationView[] }
  | { view: 'withdraw'; application: ApplicationView };

const jobHref = (id: string) => `/job/${encodeURIComponent(id)}`;
const applicationHref = (id: string) => `/applications/${encodeURIComponent(id)}`;

function JobHeading({
  job,
  lead,
}: {
  job: { id: string; title: string; companyName: string };
  lead: string;
}) {
  return (
    <Stack space="small">
      <Text tone="secondary">{lead}</Text>
      <Heading level="2" component="h1">
        {job.title}
      </Heading>
      <Text>
        <TextLink href={jobHref(job.id)}>{job.companyName}</TextLink>
      </Text>
    </Stack>
  );
}

function Review({
  job,
  form,
  applicant,
}: {
  job: ApplyJob;
  form: ApplyFormState & { resume: KeptResume };
  applicant: Applicant | undefined;
}) {
  return (
    <form method="post" action={applyAction(job.id)} encType="multipart/form-data">
      <input type="hidden" name="coverLetter" value={form.coverLetter} />
      <input type="hidden" name="resumeId" value={form.resume.id} />
      {job.questions.map((question) => (
        <input
          key={question.id}
          type="hidden"
          name={`answer.${question.id}`}
          value={form.answers[question.id] ?? ''}
        />
      ))}
      <Stack space="xlarge">
        <Stack space="medium">
          <Heading level="3" component="h2">
            Check your application
          </Heading>
          <Text>
            This is exactly what {job.companyName} will see. Nothing else from your profile is sent:
            not your headline, location, work rights, salary expectation or other résumés.
          </Text>
        </Stack>
        <dl className={styles.definitions}>
          {applicant === undefined ? null : (
            <div>
              <dt className={styles.term}>From</dt>
              <dd className={styles.detail}>
                {applicant.name} ({applicant.email})
              </dd>
            </div>
          )}
          <div>
            <dt className={styles.term}>Cover letter</dt>
            <dd className={styles.detail}>
              {form.coverLetter === '' ? 'No cover letter.' : form.coverLetter}
            </dd>
          </div>
          <div>
            <dt className={styles.term}>Résumé</dt>
            <dd className={styles.detail}>
              {form.resume.name} ({form.resume.typeLabel}, {form.resume.sizeLabel})
            </dd>
          </div>
          {job.questions.map((question) => (
            <div key={question.id}>
              <dt className={styles.term}>{question.question}</dt>
              <dd className={styles.detail}>
                {question.kind === 'yes-no'
                  ? form.answers[question.id] === 'yes'
                    ? 'Yes'
                    : 'No'
                  : form.answers[question.id]}
              </dd>
            </div>
          ))}
        </dl>
        <Text tone="secondary">
          Once you send it, {job.companyName} can read your application and download your résumé.
        </Text>
        <div className={styles.filters}>
          <Button type="submit" name="step" value="submit" tone="brandAccent">
            Send application
          </Button>
          <Button type="submit" name="step" value="edit" variant="ghost">
            Change something
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function StatusHistory({ application }: { application: ApplicationView }) {
  return (
    <ol
      className={styles.history}
      aria-label={`History of your application for ${application.jobTitle}`}
    >
      {application.history.map((event, index) => (
        // oxlint-disable-next-line react/no-array-index-key -- a history repeats no position
        <li key={index}>
          {event.label} · {formatDate(event.at)}
        </li>
      ))}
    </ol>
  );
}

function ApplicationCard({
  application,
  headingLevel,
}: {
  application: ApplicationView;
  headingLevel: 'h2' | 'h3';
}) {
  return (
    <article className={styles.card} aria-labelledby={`application-${application.id}`}>
      <Stack space="medium">
        <Stack space="small">
          <Heading level="3" component={headingLevel} id={`application-${application.id}`}>
            <TextLink href={jobHref(application.jobId)}>{application.jobTitle}</TextLink>
          </Heading>
          <Text>{application.companyName}</Text>
          <Text tone="secondary">
            Applied {formatDate(application.appliedAt)} · Status:{' '}
            <strong>{application.statusLabel}</strong>
          </Text>
          {application.noDecisionYet ? (
            <Notice tone="caution">No decision yet after 45 days</Notice>
          ) : null}
        </Stack>
        <StatusHistory application={application} />
        <div className={styles.filters}>
          {application.resume === null ? null : (
            <TextLink href={`${applicationHref(application.id)}/resume`}>
              Download your résumé ({application.resume.name})
            </TextLink>
          )}
          {application.canWithdraw ? (
            <TextLink href={`${applicationHref(application.id)}/withdraw`}>
              Withdraw<HiddenVisually> your application for {application.jobTitle}</HiddenVisually>
            </TextLink>
          ) : null}
        </div>
      </Stack>
    </article>
  );
}

const filterLabels: Record<ApplicationsFilter, string> = {
  all: 'All',
  active: 'Active',
  closed: 'Closed',
};

function ApplicationsList({
  filter,
  applications,
}: {
  filter: ApplicationsFilter;
  applications: ApplicationView[];
}) {
  return (
    <Stack space="xlarge">
      <Heading level="2" component="h1">
        Your applications
      </Heading>
      <nav aria-label="Show applications">
        <ul className={styles.filters}>
          {(Object.keys(filterLabels) as ApplicationsFilter[]).map((key) => (
            <li key={key}>
              {key === filter ? (
                <span className={styles.current} aria-current="page">
                  {filterLabels[key]}
                </span>
              ) : (
                <TextLink href={key === 'all' ? '/applications' : `/applications?show=${key}`}>
                  {filterLabels[key]}
                </TextLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {applications.length === 0 ? (
        <Text>
          {filter === 'all'
            ? 'You have not applied for a job on Joblane yet.'
            : `You have no ${filter} applications.`}{' '}
          <TextLink href="/jobs">Find jobs</TextLink>
        </Text>
      ) : (
        <ul className={styles.list}>
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} headingLevel="h2" />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

export default function ApplicationsPage({ data }: PageProps<ApplicationsViewData>) {
  return (
    <div className={styles.page}>
      <ApplicationsView data={data} />
    </div>
  );
}

function ApplicationsView({ data }: PageProps<ApplicationsViewData>) {
  switch (data.view) {
    case 'apply':
      return (
        <Stack space="xlarge">
          <JobHeading job={data.job} lead="Apply for" />
          <ApplyForm job={data.job} state={data.form} />
        </Stack>
      );
    case 'review':
      return (
        <Stack space="xlarge">
          <JobHeading job={data.job} lead="Apply for" />
          <Review job={data.job} form={data.form} applicant={data.applicant} />
        </Stack>
      );
    case 'applied':
      return (
        <Stack space="xlarge">
          <JobHeading job={data.job} lead="Your application for" />
          <Alert tone="info">
            <Text>You have applied for this job. Each job takes one application from you.</Text>
          </Alert>
          <ApplicationCard application={data.application} headingLevel="h2" />
          <Text>
            <TextLink href="/applications">See all your applications</TextLink>
          </Text>
        </Stack>
      );
    case 'closed':
      return (
        <Stack space="xlarge">
          <JobHeading job={data.job} lead="Applications closed" />
          <Text>This job has expired, so it takes no more applications.</Text>
          <div>
            <ButtonLink href={jobHref(data.job.id)}>See similar jobs</ButtonLink>
          </div>
        </Stack>
      );
    case 'list':
      return <ApplicationsList filter={data.filter} applications={data.applications} />;
    case 'withdraw':
      return (
        <Stack space="xlarge">
          <JobHeading
            job={{
              id: data.application.jobId,
              title: data.application.jobTitle,
              companyName: data.application.companyName,
            }}
            lead="Withdraw your application for"
          />
          <Text>
            {data.application.companyName} will see that you withdrew. You cannot apply for this job
            again.
          </Text>
          <form method="post" action={`${applicationHref(data.application.id)}/withdraw`}>
            <div className={styles.filters}>
              <Button type="submit" tone="critical">
                Withdraw application
              </Button>
              <ButtonLink href="/applications" variant="ghost">
                Keep it
              </ButtonLink>
            </div>
          </form>
        </Stack>
      );
  }
}
