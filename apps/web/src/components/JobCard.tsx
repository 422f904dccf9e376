import type { JobCard as JobCardData } from '@joblane/jobs';
import { Card } from '@joblane/ui/Card';
import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';

import { listedAge } from '../app/format.ts';
import * as styles from './JobCard.css.ts';

export interface JobCardProps {
  job: JobCardData;
  /** The moment ages are counted from (from the page data, the same on server and client). */
  now: string;
  /** The heading level of the title in the page's outline. */
  headingComponent?: 'h2' | 'h3';
}

/** One search result: what a job seeker scans before opening the job. */
export function JobCard({ job, now, headingComponent = 'h2' }: JobCardProps) {
  const facts = [job.workArrangementLabel, job.workTypeLabel];
  return (
    <Card component="article" rounded>
      <Stack space="small">
        <Heading level="3" component={headingComponent} id={`job-${job.id}-title`}>
          <TextLink href={`/job/${encodeURIComponent(job.id)}`}>{job.title}</TextLink>
        </Heading>
        <Text>{job.companyName}</Text>
        <Text tone="secondary">
          {job.locationLabel} · {facts.join(' · ')}
        </Text>
        {job.salaryLabel === null ? null : <Text weight="medium">{job.salaryLabel}</Text>}
        {job.summary === '' ? null : <Text>{job.summary}</Text>}
        {job.keySellingPoints.length === 0 ? null : (
          <ul className={styles.sellingPoints} aria-label="Key selling points">
            {job.keySellingPoints.map((point) => (
              <li key={point}>
                <Text size="small">{point}</Text>
              </li>
            ))}
          </ul>
        )}
        <Text size="small" tone="secondary">
          <time dateTime={job.listedAt}>Listed {listedAge(job.listedAt, now)}</time>
        </Text>
      </Stack>
    </Card>
  );
}
