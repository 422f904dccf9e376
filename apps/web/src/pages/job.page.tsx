import type { Job, JobCard as JobCardData } from '@joblane/jobs';
import { Alert } from '@joblane/ui/Alert';
import { Heading } from '@joblane/ui/Heading';
import { List } from '@joblane/ui/List';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';

import type { PageProps } from '../app/context.ts';
import { formatDate, listedAge } from '../app/format.ts';
import { JobCard } from '../components/JobCard.tsx';
import * as styles from './job.css.ts';

/** What the job's taxonomy ids read as (made on the server: the browser carries no taxonomy). */
export interface JobLabels {
  workType: string;
  workArrangement: string;
  classification: string;
  /** Undefined when the sub-classification is not one the taxonomy knows. */
  subClassification?: string;
}

export interface JobPageData {
  job: Job;
  labels: JobLabels;
  similar: JobCardData[];
  /** The moment ages are counted from. */
  now: string;
}

function HowToApply({ job }: { job: Job }) {
  const { url, email, instructions } = job.howToApply;
  return (
    <section aria-labelledby="apply-heading">
      <Stack space="small">
        <Heading level="3" component="h2" id="apply-heading">
          How to apply
        </Heading>
        {instructions === undefined ? null : <Text>{instructions}</Text>}
        {url === undefined ? null : (
          <Text>
            <TextLink href={url} target="_blank" rel="nofollow">
              Apply on the employer&apos;s site
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

export default function JobPage({ data }: PageProps<JobPageData>) {
  const { job, labels, similar, now } = data;
  const expired = job.status === 'expired';
  const { classification, subClassification } = labels;
  const salary = job.salary !== undefined && !job.salary.hidden ? job.salary.label : null;
  const facts: [string, string][] = [
    ['Location', job.location.label],
    ['Work arrangement', labels.workArrangement],
    ['Work type', labels.workType],
    [
      'Classification',
      subClassification === undefined ? classification : `${classification} › ${subClassification}`,
    ],
    ...(salary === null ? [] : [['Salary', salary] as [string, string]]),
    ['Listed', `${formatDate(job.listedAt)} (${listedAge(job.listedAt, now)})`],
    [expired ? 'Closed' : 'Applications close', formatDate(job.validThrough)],
    ['Job reference', job.id],
  ];

  return (
    <div className={styles.layout}>
      <article aria-labelledby="job-title">
        <Stack space="large">
          {expired ? (
            <Alert tone="caution">
              <Text weight="medium">
                This job has expired and no longer takes applications. Similar jobs are listed with
                it.
              </Text>
            </Alert>
          ) : null}
          <Stack space="small">
            <Heading level="1" id="job-title">
              {job.title}
            </Heading>
            <Text size="large">
              {job.company.profileUrl === undefined ? (
                job.company.name
              ) : (
                <TextLink href={job.company.profileUrl}>{job.company.name}</TextLink>
              )}
            </Text>
          </Stack>
          <dl className={styles.facts}>
            {facts.map(([term, value]) => (
              <div key={term} className={styles.factRow}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.definition}>{value}</dd>
              </div>
            ))}
          </dl>
          {job.keySellingPoints.length === 0 ? null : (
            <section aria-label="Key selling points">
              <List>
                {job.keySellingPoints.map((point) => (
                  <Text key={point} weight="medium">
                    {point}
                  </Text>
                ))}
              </List>
            </section>
          )}
          {expired ? null : (
            <section aria-labelledby="description-heading">
              <Stack space="small">
                <Heading level="3" component="h2" id="description-heading">
                  About the job
                </Heading>
                {/* Sanitised when the job was imported (p, lists, emphasis, http(s) links). */}
                <div
                  className={styles.description}
                  dangerouslySetInnerHTML={{ __html: job.descriptionHtml }}
                />
              </Stack>
            </section>
          )}
          {expired ? null : <HowToApply job={job} />}
        </Stack>
      </article>
      <aside aria-labelledby="similar-heading">
        <Stack space="medium">
          <Heading level="3" component="h2" id="similar-heading">
            Similar jobs
          </Heading>
          {similar.length === 0 ? (
            <Text tone="secondary">No similar jobs are listed right now.</Text>
          ) : (
            <ul className={styles.similar}>
              {similar.map((card) => (
                <li key={card.id}>
                  <JobCard job={card} now={now} headingComponent="h3" />
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </aside>
    </div>
  );
}
