import type { Job, JobCard as JobCardData } from '@joblane/jobs';
import { Alert } from '@joblane/ui/Alert';
import { ButtonLink } from '@joblane/ui/ButtonLink';
import { Heading } from '@joblane/ui/Heading';
import { HiddenVisually } from '@joblane/ui/HiddenVisually';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';
import {
  IconChevronLeft,
  IconExternalLink,
  IconLocation,
  IconMoney,
  IconTick,
  IconTime,
} from '@joblane/ui/icons';

import { useState } from 'react';

import { AppLink } from '../../app/AppLink.tsx';
import type { PageProps } from '../../app/context.ts';
import { formatDate, listedAge } from '../../app/format.ts';
import { bulletList } from '../../components/bullets.css.ts';
import {
  ACTIVELY_REVIEWING,
  CompanyMark,
  SaveJobButton,
  useSaveJobForms,
  VerifiedEmployerBadge,
  type SaveMode,
} from '../../components/JobCard.tsx';
import { BlockEmployerButton } from '../../components/BlockEmployerButton.tsx';
import * as styles from './job.css.ts';

/** What the job's taxonomy ids read as (made on the server: the browser carries no taxonomy). */
export interface JobLabels {
  workType: string;
  workArrangement: string;
  classification: string;
  /** Undefined when the sub-classification is not one the taxonomy knows. */
  subClassification?: string;
}

/** How an ended job ended: what its page says instead of "Apply". */
export type JobEnding =
  | { kind: 'closed'; at: string }
  /** A moderator took it down. */
  | { kind: 'taken-down'; at: string }
  | { kind: 'expired'; at: string }
  /** Taken out of search before its end (a feed dropped it, reports hid it): no date to give. */
  | { kind: 'removed' };

export interface JobPageData {
  job: Job;
  /** Null while it is open; absent in older contexts (then read as expired on `validThrough`). */
  ending?: JobEnding | null;
  labels: JobLabels;
  similar: JobCardData[];
  /** The moment ages are counted from. */
  now: string;
  /** The results page the visitor came from (same site, canonical), or null. */
  backTo: string | null;
  /** This job's classification as a search, for "More ... jobs". */
  classificationSearch: string;
  /**
   * True in the document's context block, whose job has no `descriptionHtml`: the description is
   * in the markup already and the browser keeps it from there (it is the page's largest part).
   */
  descriptionInMarkup?: boolean;
  /** How the Save button works for this visitor, and whether they saved this job. */
  saving: { mode: SaveMode; saved: boolean };
  /** A signed-in seeker's block of this job's employer: whether it is blocked, and its key. */
  blocking?: { blocked: boolean; companyKey: string };
  /**
   * Shown inside another page (the employer's preview, under its own heading): the title is not
   * that page's h1.
   */
  embedded?: boolean;
  /** How the ad's organisation answers applicants (text), or null (not an ad, or too few yet). */
  responseSignal?: string | null;
  /** Someone in the ad's organisation opened or moved an application in the last 14 days. */
  activelyReviewing?: boolean;
  /** When the signed-in seeker applied for this job on Joblane (an instant), or null. */
  applied?: string | null;
  /** Applying would start from the seeker's profile and its default résumé (Quick Apply). */
  quickApply?: boolean;
  /** The ad's organisation's logo (its large image), or null (none, or not an ad). */
  logoUrl?: string | null;
}

const DESCRIPTION_ID = 'job-description';

/** Where a seeker tells the moderators that an ad breaks the rules (features/reports). */
const reportPath = (id: string) => `/job/${encodeURIComponent(id)}/report`;

/** Where a job that takes applications on Joblane is applied for. */
const applyPath = (id: string) => `/job/${encodeURIComponent(id)}/apply`;

/**
 * The apply link for this visitor: signed out, straight to sign-in and back (the apply page
 * would only redirect there, and in-page navigation would first be refused with a 401).
 */
const applyHref = (id: string, signedOut: boolean) =>
  signedOut ? `/signin?next=${encodeURIComponent(applyPath(id))}` : applyPath(id);

/** The stored (sanitised) description; hydrated from the markup when the data leaves it out. */
function Description({ html, inMarkup }: { html: string; inMarkup: boolean }) {
  const [kept] = useState(() =>
    inMarkup && typeof document !== 'undefined'
      ? (document.getElementById(DESCRIPTION_ID)?.innerHTML ?? '')
      : null,
  );
  return (
    <div
      id={DESCRIPTION_ID}
      className={styles.description}
      dangerouslySetInnerHTML={{ __html: kept ?? html }}
      suppressHydrationWarning={inMarkup}
    />
  );
}

/**
 * In place of Apply once the seeker has applied here: when, and their application (its page
 * shows the status and history, and links to all their applications).
 */
function AppliedAction({ job, applied }: { job: Job; applied: string }) {
  return (
    <p className={styles.applied}>
      <IconTick tone="positive" />
      <span>
        You applied on <time dateTime={applied}>{formatDate(applied)}</time>.{' '}
        <TextLink href={applyPath(job.id)}>
          View your application<HiddenVisually> for {job.title}</HiddenVisually>
        </TextLink>
      </span>
    </p>
  );
}

/** The primary action: apply on the employer's site (a new tab, and it says so) or by email. */
function ApplyAction({
  job,
  applied,
  quickApply,
  signedOut,
}: {
  job: Job;
  applied: string | null;
  quickApply: boolean;
  signedOut: boolean;
}) {
  const { url, email, onJoblane } = job.howToApply;
  if (onJoblane !== undefined && applied !== null) {
    return <AppliedAction job={job} applied={applied} />;
  }
  if (onJoblane !== undefined) {
    return (
      // The apply pages have a bundle of their own: a new document (RELOAD_DOCUMENT, pageApi.ts).
      <ButtonLink href={applyHref(job.id, signedOut)} tone="brandAccent">
        {quickApply ? 'Quick Apply' : 'Apply on Joblane'}
      </ButtonLink>
    );
  }
  if (url !== undefined) {
    return (
      <ButtonLink
        href={url}
        target="_blank"
        rel="nofollow noopener"
        tone="brandAccent"
        icon={<IconExternalLink />}
        iconPosition="trailing"
      >
        Apply on employer&apos;s site
        <HiddenVisually> (opens in a new tab)</HiddenVisually>
      </ButtonLink>
    );
  }
  if (email !== undefined) {
    return (
      <ButtonLink href={`mailto:${email}`} tone="brandAccent">
        Apply by email
      </ButtonLink>
    );
  }
  return (
    <ButtonLink href="#apply-heading" tone="brandAccent">
      How to apply
    </ButtonLink>
  );
}

function HowToApply({
  job,
  applied,
  quickApply,
  signedOut,
}: {
  job: Job;
  applied: string | null;
  quickApply: boolean;
  signedOut: boolean;
}) {
  const { url, email, instructions, onJoblane } = job.howToApply;
  return (
    <section aria-labelledby="apply-heading" className={styles.applySection}>
      <Stack space="small">
        <Heading level="3" component="h2" id="apply-heading">
          How to apply
        </Heading>
        {instructions === undefined ? null : <Text>{instructions}</Text>}
        {onJoblane === undefined ? null : applied !== null ? (
          <Text>
            You applied for this job on Joblane on {formatDate(applied)}:{' '}
            <TextLink href={applyPath(job.id)}>see your application and its status</TextLink>, or{' '}
            <TextLink href="/applications">all your applications</TextLink>.
          </Text>
        ) : (
          <Text>
            This employer takes applications on Joblane:{' '}
            <TextLink href={applyHref(job.id, signedOut)}>
              {quickApply
                ? 'apply with the résumé in your profile'
                : 'apply with a cover letter and your résumé'}
            </TextLink>
            {onJoblane.questions.length === 0
              ? '.'
              : `, and answer ${onJoblane.questions.length === 1 ? 'one question' : `${onJoblane.questions.length} questions`}.`}
          </Text>
        )}
        {url === undefined ? null : (
          <Text>
            <TextLink href={url} target="_blank" rel="nofollow noopener">
              Apply on the employer&apos;s site
              <HiddenVisually> (opens in a new tab)</HiddenVisually>
            </TextLink>
          </Text>
        )}
        {email === undefined ? null : (
          <Text>
            Email your application to <TextLink href={`mailto:${email}`}>{email}</TextLink>
          </Text>
        )}
      </Stack>
    </section>
  );
}

function SimilarJobs({ similar }: { similar: readonly JobCardData[] }) {
  return (
    <aside aria-labelledby="similar-heading" className={styles.similarPanel}>
      <Stack space="medium">
        <Heading level="3" component="h2" id="similar-heading">
          Similar jobs
        </Heading>
        {similar.length === 0 ? (
          <Text tone="secondary">No similar jobs are listed right now.</Text>
        ) : (
          <ul className={styles.similarList}>
            {similar.map((card) => (
              <li key={card.id} className={styles.similarItem}>
                <AppLink
                  className={styles.similarTitle}
                  href={`/job/${encodeURIComponent(card.id)}`}
                >
                  {card.title}
                </AppLink>
                <span className={styles.similarMeta}>{card.companyName}</span>
                <span className={styles.similarMeta}>
                  {card.locationLabel}
                  {card.salaryLabel === null ? '' : ` · ${card.salaryLabel}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </aside>
  );
}

export default function JobPage({ data }: PageProps<JobPageData>) {
  const { job, labels, similar, now, backTo } = data;
  const Title = data.embedded === true ? 'h3' : 'h1';
  const expired = job.status === 'expired';
  const ending: JobEnding | null = expired
    ? (data.ending ?? { kind: 'expired', at: job.validThrough })
    : null;
  const { classification, subClassification } = labels;
  const salary = job.salary !== undefined && !job.salary.hidden ? job.salary.label : null;
  const saveToasts = useSaveJobForms();

  return (
    <Stack space="medium">
      <nav aria-label="Back" className={styles.backRow}>
        {backTo === null ? (
          <AppLink className={styles.backLink} href={data.classificationSearch}>
            <IconChevronLeft />
            More {classification} jobs
          </AppLink>
        ) : (
          <AppLink className={styles.backLink} href={backTo}>
            <IconChevronLeft />
            Back to results
          </AppLink>
        )}
      </nav>
      <div className={styles.layout}>
        <article aria-labelledby="job-title" className={styles.article}>
          <Stack space="large">
            {ending === null ? null : (
              <Alert tone="caution">
                <Text weight="medium">
                  {ending.kind === 'closed'
                    ? `This job was closed by the employer on ${formatDate(ending.at)} and no longer takes applications.`
                    : ending.kind === 'taken-down'
                      ? `This job was taken down by Joblane’s moderators on ${formatDate(ending.at)} and no longer takes applications.`
                      : ending.kind === 'expired'
                        ? `This job expired on ${formatDate(ending.at)} and no longer takes applications.`
                        : 'This job is no longer advertised, so it takes no applications.'}{' '}
                  Similar jobs are listed with it.
                </Text>
              </Alert>
            )}
            <header className={styles.header}>
              <div className={styles.identity}>
                <CompanyMark name={job.company.name} size="large" logoUrl={data.logoUrl} />
                <div className={styles.titles}>
                  <Title className={styles.title} id="job-title">
                    {job.title}
                  </Title>
                  <p
                    className={
                      job.verifiedEmployer
                        ? `${styles.company} ${styles.companyWithBadge}`
                        : styles.company
                    }
                  >
                    {/* An ad links to its organisation's page on Joblane. */}
                    {job.company.slug !== undefined ? (
                      <TextLink href={`/company/${job.company.slug}`}>{job.company.name}</TextLink>
                    ) : job.company.profileUrl === undefined ? (
                      job.company.name
                    ) : (
                      <TextLink href={job.company.profileUrl}>{job.company.name}</TextLink>
                    )}
                    {job.verifiedEmployer ? <VerifiedEmployerBadge /> : null}
                  </p>
                  {data.activelyReviewing && !expired ? (
                    <p className={styles.signal}>{ACTIVELY_REVIEWING}</p>
                  ) : null}
                  {data.responseSignal ? (
                    <p className={styles.signal}>{data.responseSignal}</p>
                  ) : null}
                </div>
              </div>
              <ul className={styles.facts} aria-label="Job details">
                <li className={styles.fact}>
                  <IconLocation />
                  {job.location.label}
                </li>
                <li className={styles.fact}>
                  {labels.workArrangement} · {labels.workType}
                </li>
                {salary === null ? null : (
                  <li className={styles.fact}>
                    <IconMoney />
                    {salary}
                  </li>
                )}
                {/* An ended job's age would read as if it were still open: its dates are below. */}
                {ending === null ? (
                  <li className={styles.fact}>
                    <IconTime />
                    <span>
                      Listed <time dateTime={job.listedAt}>{listedAge(job.listedAt, now)}</time>
                    </span>
                  </li>
                ) : null}
              </ul>
              {expired ? null : (
                <div className={styles.actionBar}>
                  <ApplyAction
                    job={job}
                    applied={data.applied ?? null}
                    quickApply={data.quickApply === true}
                    signedOut={data.saving.mode === 'signed-out'}
                  />
                  <SaveJobButton
                    jobId={job.id}
                    title={job.title}
                    {...data.saving}
                    returnTo={`/job/${encodeURIComponent(job.id)}`}
                    returnAtButton={false}
                  />
                  {/* A portal: it adds no box here. */}
                  {saveToasts}
                </div>
              )}
            </header>
            {job.keySellingPoints.length === 0 ? null : (
              <ul
                className={`${bulletList} ${styles.sellingPoints}`}
                aria-label="Key selling points"
              >
                {job.keySellingPoints.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
            {expired ? null : (
              <section aria-labelledby="description-heading">
                <Stack space="small">
                  <Heading level="3" component="h2" id="description-heading">
                    About the job
                  </Heading>
                  {/* Sanitised when the job was stored (p, lists, emphasis, http(s) links). */}
                  <Description
                    html={job.descriptionHtml}
                    inMarkup={data.descriptionInMarkup === true}
                  />
                </Stack>
              </section>
            )}
            {expired ? null : (
              <HowToApply
                job={job}
                applied={data.applied ?? null}
                quickApply={data.quickApply === true}
                signedOut={data.saving.mode === 'signed-out'}
              />
            )}
            <dl className={styles.details}>
              <div>
                <dt>Classification</dt>
                <dd>
                  {subClassification === undefined
                    ? classification
                    : `${classification} › ${subClassification}`}
                </dd>
              </div>
              <div>
                <dt>Listed</dt>
                <dd>{formatDate(job.listedAt)}</dd>
              </div>
              {ending === null ? (
                <div>
                  <dt>Applications close</dt>
                  <dd>{formatDate(job.validThrough)}</dd>
                </div>
              ) : ending.kind === 'removed' ? null : (
                <div>
                  <dt>{ending.kind === 'expired' ? 'Expired' : 'Closed'}</dt>
                  <dd>
                    <time dateTime={ending.at}>{formatDate(ending.at)}</time>
                  </dd>
                </div>
              )}
              {job.existingVacancy === undefined ? null : (
                <div>
                  <dt>Vacancy</dt>
                  <dd>
                    {job.existingVacancy
                      ? 'An existing vacancy'
                      : 'Not an existing vacancy: the employer is building a pipeline for roles that may open'}
                  </dd>
                </div>
              )}
              {job.automatedScreening === undefined ? null : (
                <div>
                  <dt>Screening</dt>
                  <dd>
                    {job.automatedScreening
                      ? 'Applications are screened with automated tools'
                      : 'No automated tools screen applications'}
                  </dd>
                </div>
              )}
              <div>
                <dt>Job reference</dt>
                <dd>{job.id}</dd>
              </div>
            </dl>
            {expired ? null : (
              <p className={styles.report}>
                <TextLink href={reportPath(job.id)}>Report this job</TextLink>
              </p>
            )}
            {expired || data.blocking === undefined ? null : (
              <BlockEmployerButton
                name={job.company.name}
                by={{ job: job.id }}
                returnTo={`/job/${encodeURIComponent(job.id)}`}
                {...data.blocking}
              />
            )}
          </Stack>
        </article>
        <SimilarJobs similar={similar} />
      </div>
    </Stack>
  );
}

/** The document carries the description once, in the markup (see `Description`). */
JobPage.hydrationData = (data: JobPageData): JobPageData => ({
  ...data,
  job: { ...data.job, descriptionHtml: '' },
  descriptionInMarkup: true,
});
