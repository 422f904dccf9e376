import type { AdStatus } from '@joblane/ads';
import type { AdFormErrors, AdFormValues } from '@joblane/ads/fields';
import type { Job, JobCard as JobCardData } from '@joblane/jobs/query';
import { Alert } from '@joblane/ui/Alert';
import { Button } from '@joblane/ui/Button';
import { ButtonLink } from '@joblane/ui/ButtonLink';
import { Heading } from '@joblane/ui/Heading';
import { List } from '@joblane/ui/List';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import type { ReactNode } from 'react';

import type { PageProps } from '../../app/context.ts';
import { JobCard } from '../../components/JobCard.tsx';
import { Question } from '../applications/ApplyForm.tsx';
import { AdForm, type AdFormOptions } from './AdForm.tsx';
import { AdPerformance, type AdPerformanceView } from './AdPerformance.tsx';
import { adCandidatesHref, adEditHref, Dashboard, type AdSummary } from './Dashboard.tsx';
import JobPage, { type JobEnding, type JobLabels } from '../search/job.page.tsx';
import * as styles from './employer.css.ts';
import { IN_REVIEW_TEXT, type AdReview } from './review.ts';

export type { AdFormOptions, AdSummary };

/** The ad a view is about. */
export interface AdRef {
  id: string;
  title: string;
  status: AdStatus;
  /** Where it stands with the moderators (held, refused, not approved); null when nothing. */
  review: AdReview | null;
}

/** Every view of the employer's posting pages (one page module). */
export type EmployerViewData =
  | {
      view: 'dashboard';
      organisation: { name: string; slug: string; logoUrl: string | null };
      ads: AdSummary[];
      now: string;
      /** Each published ad's numbers, by ad id (`adPerformanceFor`). */
      performance?: Record<string, AdPerformanceView>;
    }
  | {
      view: 'form';
      /** Null for a new ad. */
      ad: AdRef | null;
      values: AdFormValues;
      errors: AdFormErrors;
      options: AdFormOptions;
    }
  | {
      view: 'preview';
      ad: AdRef;
      card: JobCardData & { logoUrl?: string };
      /** The organisation's logo (large), or null. */
      logoUrl: string | null;
      job: Job;
      /** How it ended, for an ended ad's page. */
      ending: JobEnding | null;
      labels: JobLabels;
      /** What the job page would suggest beside it. */
      similar: JobCardData[];
      now: string;
    }
  | { view: 'close'; ad: AdRef }
  | { view: 'ended'; ad: AdRef };

export { adEditHref };

function Preview({ data }: { data: Extract<EmployerViewData, { view: 'preview' }> }) {
  const { ad } = data;
  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Text tone="secondary">Preview</Text>
        <Heading level="2" component="h1">
          How job seekers see your ad
        </Heading>
        <Text>
          {ad.review?.state === 'in-review'
            ? 'Nothing is public until a moderator approves it. This is how seekers will see it.'
            : ad.status === 'draft'
              ? 'Nothing is public until you publish. Check the card and the page, then publish or go back to edit.'
              : ad.status === 'live'
                ? 'This ad is live: this is what seekers see now.'
                : 'This ad has ended: seekers no longer see it.'}
        </Text>
      </Stack>
      <ReviewNotice review={ad.review} />
      <AdActions ad={ad} />
      <section aria-labelledby="preview-card-heading">
        <Stack space="small">
          <Heading level="3" component="h2" id="preview-card-heading">
            In search results
          </Heading>
          <div className={styles.previewFrame}>
            <JobCard job={data.card} now={data.now} headingComponent="h3" />
          </div>
        </Stack>
      </section>
      <section aria-labelledby="preview-page-heading">
        <Stack space="small">
          <Heading level="3" component="h2" id="preview-page-heading">
            On its own page
          </Heading>
          <div className={styles.previewFrame}>
            <JobPage
              data={{
                job: data.job,
                ending: data.ending,
                logoUrl: data.logoUrl,
                labels: data.labels,
                similar: data.similar,
                now: data.now,
                backTo: null,
                classificationSearch: `/jobs?classification=${encodeURIComponent(data.job.classification)}`,
                saving: { mode: 'none', saved: false },
                embedded: true,
              }}
            />
          </div>
        </Stack>
      </section>
      {ad.status === 'draft' || ad.status === 'live' ? <PreviewQuestions job={data.job} /> : null}
      <AdActions ad={ad} />
    </Stack>
  );
}

/** The ad's screening questions as the apply form asks them (nothing here is sent). */
function PreviewQuestions({ job }: { job: Job }) {
  const questions = job.howToApply.onJoblane?.questions ?? [];
  if (job.howToApply.onJoblane === undefined) return null;
  return (
    <section aria-labelledby="preview-questions-heading">
      <Stack space="small">
        <Heading level="3" component="h2" id="preview-questions-heading">
          On the apply form
        </Heading>
        <div className={styles.previewFrame}>
          {questions.length === 0 ? (
            <Text>
              Seekers send a cover letter and a résumé. This ad asks no screening questions.
            </Text>
          ) : (
            <Stack space="large">
              <Stack space="xsmall">
                <Heading level="4" component="h3">
                  Questions from {job.company.name}
                </Heading>
                <Text tone="secondary">
                  Asked after the cover letter and résumé. Answers you try here are not sent.
                </Text>
              </Stack>
              {questions.map((question) => (
                <Question key={question.id} question={question} value="" error={undefined} />
              ))}
            </Stack>
          )}
        </div>
      </Stack>
    </section>
  );
}

/** What can be done with an ad from its preview: publish a draft, edit, close a live ad. */
function AdActions({ ad }: { ad: AdRef }) {
  const buttons: ReactNode[] = [];
  // An ad waiting for a moderator is not published again (it keeps its place in the queue).
  if (ad.status === 'draft' && ad.review?.state !== 'in-review') {
    buttons.push(
      <form key="publish" method="post" action={adEditHref(ad.id)}>
        <Button type="submit" name="action" value="publish" tone="brandAccent">
          Publish ad
        </Button>
      </form>,
    );
  }
  if (ad.status === 'draft' || ad.status === 'live') {
    buttons.push(
      <ButtonLink key="edit" href={adEditHref(ad.id)} variant="soft">
        Edit ad
      </ButtonLink>,
    );
  }
  if (ad.status === 'live' && ad.review === null) {
    buttons.push(
      <ButtonLink key="live" href={`/job/${encodeURIComponent(ad.id)}`} variant="ghost">
        See the live ad
      </ButtonLink>,
    );
  }
  buttons.push(
    <ButtonLink key="back" href="/employer" variant="ghost">
      Back to your ads
    </ButtonLink>,
  );
  return <div className={styles.row}>{buttons}</div>;
}

/** Why an ad is not (or no longer) public, when a screening or a moderator stopped it. */
export function ReviewNotice({ review }: { review: AdReview | null }) {
  if (review === null) return null;
  switch (review.state) {
    case 'in-review':
      return (
        <Alert tone="info">
          <Stack space="small">
            <Text weight="strong">In review</Text>
            <Text>{IN_REVIEW_TEXT}</Text>
            <Text>What our checks noticed:</Text>
            <List space="small">
              {review.reasons.map((reason) => (
                <Text key={reason}>{reason}</Text>
              ))}
            </List>
          </Stack>
        </Alert>
      );
    case 'refused':
      return (
        <Alert tone="critical">
          <Stack space="small">
            <Text weight="strong">This ad cannot be published as it is</Text>
            <Text>Our checks found what job scams say. Edit the ad so it no longer does:</Text>
            <List space="small">
              {review.reasons.map((reason) => (
                <Text key={reason}>{reason}</Text>
              ))}
            </List>
            <Text>
              If we have this wrong, write to support@joblane.example and a person will look at it.
            </Text>
          </Stack>
        </Alert>
      );
    case 'not-approved':
      return (
        <Alert tone="critical">
          <Stack space="small">
            <Text weight="strong">Not approved</Text>
            <Text>
              A moderator reviewed this ad and could not approve it
              {review.reason === null ? '.' : `: ${review.reason}`} You can edit it and publish it
              again; it will be reviewed again.
            </Text>
          </Stack>
        </Alert>
      );
  }
}

function CloseAd({ ad }: { ad: AdRef }) {
  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Text tone="secondary">Close ad</Text>
        <Heading level="2" component="h1">
          {ad.title}
        </Heading>
      </Stack>
      <Text>
        Closing takes the ad out of search now, and its page tells seekers it has closed. It takes
        no more applications; you can still read the ones you have. A closed ad cannot be opened
        again.
      </Text>
      <form method="post" action={adEditHref(ad.id)}>
        <div className={styles.row}>
          <Button type="submit" name="action" value="close" tone="critical">
            Close ad
          </Button>
          <ButtonLink href="/employer" variant="ghost">
            Keep it live
          </ButtonLink>
        </div>
      </form>
    </Stack>
  );
}

function EmployerView({ data }: PageProps<EmployerViewData>) {
  switch (data.view) {
    case 'dashboard':
      return (
        <Dashboard
          organisation={data.organisation}
          ads={data.ads}
          now={data.now}
          renderPerformance={(ad) => {
            const numbers = data.performance?.[ad.id];
            return numbers === undefined ? null : (
              <AdPerformance
                adId={ad.id}
                adTitle={ad.title}
                performance={numbers}
                candidatesHref={adCandidatesHref(ad.id)}
              />
            );
          }}
        />
      );
    case 'form':
      return (
        <div className={styles.form}>
          <Stack space="large">
            <ReviewNotice review={data.ad?.review ?? null} />
            <AdForm ad={data.ad} values={data.values} errors={data.errors} options={data.options} />
          </Stack>
        </div>
      );
    case 'preview':
      return <Preview data={data} />;
    case 'close':
      return <CloseAd ad={data.ad} />;
    case 'ended':
      return (
        <Stack space="xlarge">
          <Heading level="2" component="h1">
            {data.ad.title}
          </Heading>
          <Alert tone="info">
            <Text>
              This ad has {data.ad.status === 'closed' ? 'closed' : 'expired'}, so it cannot be
              changed. Its applications stay with you.
            </Text>
          </Alert>
          <AdActions ad={data.ad} />
        </Stack>
      );
  }
}

export default function EmployerPage({ data }: PageProps<EmployerViewData>) {
  return <EmployerView data={data} />;
}
