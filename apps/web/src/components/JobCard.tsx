import type { JobCard as JobCardData } from '@joblane/jobs';

import { AppLink } from '../app/AppLink.tsx';
import { isNew, listedAge } from '../app/format.ts';
import { bulletList } from './bullets.css.ts';
import * as styles from './JobCard.css.ts';

export interface JobCardProps {
  /** `applied`: the signed-in seeker has applied for this job (the results route sets it). */
  job: JobCardData & { applied?: boolean };
  /** The moment ages are counted from (from the page data, the same on server and client). */
  now: string;
  /** The heading level of the title in the page's outline. */
  headingComponent?: 'h2' | 'h3';
}

/** The company's first letter or digit on a tile: a mark to scan a list by. */
export function CompanyMark({
  name,
  size = 'standard',
}: {
  name: string;
  size?: 'standard' | 'large';
}) {
  const initial = /[\p{L}\p{N}]/u.exec(name)?.[0]?.toUpperCase() ?? '?';
  return (
    <span className={styles.mark[size]} aria-hidden="true">
      {initial}
    </span>
  );
}

/** One search result: what a job seeker scans before opening the job. */
export function JobCard({ job, now, headingComponent: HeadingTag = 'h2' }: JobCardProps) {
  const facts = [job.locationLabel, job.workArrangementLabel, job.workTypeLabel];
  return (
    <article className={styles.card} aria-labelledby={`job-${job.id}-title`}>
      <div className={styles.top}>
        <CompanyMark name={job.companyName} />
        <div className={styles.titles}>
          <HeadingTag className={styles.title} id={`job-${job.id}-title`}>
            <AppLink className={styles.titleLink} href={`/job/${encodeURIComponent(job.id)}`}>
              {job.title}
            </AppLink>
          </HeadingTag>
          <p className={styles.company}>{job.companyName}</p>
        </div>
        {isNew(job.listedAt, now) ? <span className={styles.newBadge}>New</span> : null}
        {/* The same tag as "New": both are short facts about the card, in the positive tone. */}
        {job.applied ? <span className={styles.newBadge}>Applied</span> : null}
      </div>
      <p className={styles.facts}>{facts.join(' · ')}</p>
      {job.salaryLabel === null ? null : <p className={styles.salary}>{job.salaryLabel}</p>}
      {job.summary === '' ? null : <p className={styles.summary}>{job.summary}</p>}
      {job.keySellingPoints.length === 0 ? null : (
        <ul className={`${bulletList} ${styles.points}`} aria-label="Key selling points">
          {job.keySellingPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      <p className={styles.listed}>
        <time dateTime={job.listedAt}>Listed {listedAge(job.listedAt, now)}</time>
      </p>
    </article>
  );
}
