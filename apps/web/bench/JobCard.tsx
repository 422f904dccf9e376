import { AppLink } from '../src/app/AppLink.tsx';
import * as styles from './JobCard.css.ts';

export interface BenchJob {
  id: string;
  title: string;
  company: string;
  location: string;
  salary: string;
  workType: string;
  listed: string;
  summary: string;
  sellingPoints: string[];
}

/** A job card with the markup of a search result, for measuring the host (not the kit). */
export function JobCard({ job }: { job: BenchJob }) {
  return (
    <article className={styles.card} aria-labelledby={`job-${job.id}`}>
      <h3 id={`job-${job.id}`} className={styles.title}>
        <AppLink className={styles.titleLink} href={`/job/${job.id}`}>
          {job.title}
        </AppLink>
      </h3>
      <p className={styles.meta}>
        <span>{job.company}</span>
        <span>{job.location}</span>
        <span>{job.salary}</span>
        <span>{job.workType}</span>
        <span>Listed {job.listed}</span>
      </p>
      <p>{job.summary}</p>
      <ul className={styles.points}>
        {job.sellingPoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </article>
  );
}

export function CardsPage({ data }: { data: { jobs: BenchJob[] } }) {
  return (
    <section aria-label="Search results">
      <h1>{data.jobs.length} jobs</h1>
      <ul className={styles.list}>
        {data.jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function benchJobs(count: number): BenchJob[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `job-${1000 + index}`,
    title: `Senior Software Engineer, Platform ${index + 1}`,
    company: 'Harbour & Pine Technology',
    location: 'Surry Hills, Sydney NSW',
    salary: '$160,000 – $185,000 + super',
    workType: 'Full time',
    listed: `${(index % 14) + 1}d ago`,
    summary:
      'Build and run the services behind a marketplace used by millions, with a small team that ships every day.',
    sellingPoints: [
      'Hybrid: two days in the office',
      'Learning budget of $3,000',
      '18 weeks paid parental leave',
    ],
  }));
}
