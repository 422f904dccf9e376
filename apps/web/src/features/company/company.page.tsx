import type { JobCard as JobCardData } from '@joblane/jobs';
import { Heading } from '@joblane/ui/Heading';
import { Pagination } from '@joblane/ui/Pagination';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';

import type { PageProps } from '../../app/context.ts';
import { jobCountLabel } from '../../app/format.ts';
import {
  CompanyMark,
  JobCard,
  useSaveJobForms,
  VerifiedEmployerBadge,
  type SaveMode,
} from '../../components/JobCard.tsx';
import * as styles from './company.css.ts';

export interface CompanyPageData {
  organisation: {
    name: string;
    slug: string;
    description: string;
    /** It proved control of its website's domain ("Verified employer"). */
    verified: boolean;
  };
  /** The organisation's live jobs on this page, newest first. */
  jobs: JobCardData[];
  total: number;
  page: number;
  /** The last page that may be opened. */
  lastPage: number;
  /** The moment listed ages are counted from. */
  now: string;
  saving: { mode: SaveMode; saved: string[] };
  /**
   * How the organisation answers applicants, as text ("Usually responds within 3 days; 92 % of
   * applicants hear back"); null until enough settled applications are behind it.
   */
  responseSignal: string | null;
}

/** `/company/harbour-health-group`, with `?page=N` after the first page. */
export const companyPath = (slug: string, page = 1) =>
  `/company/${encodeURIComponent(slug)}${page > 1 ? `?page=${page}` : ''}`;

/** An organisation's public page: who they are, how they answer, and every live job they have. */
export default function CompanyPage({ data }: PageProps<CompanyPageData>) {
  const { organisation, jobs, lastPage } = data;
  const saveToasts = useSaveJobForms();
  const here = companyPath(organisation.slug, data.page);
  return (
    <Stack space="xlarge">
      <header className={styles.header}>
        <div className={styles.identity}>
          <CompanyMark name={organisation.name} size="large" />
          <div className={styles.titles}>
            <h1 className={styles.name}>{organisation.name}</h1>
            {organisation.verified ? <VerifiedEmployerBadge /> : null}
          </div>
        </div>
        {organisation.description === '' ? null : (
          <p className={styles.description}>{organisation.description}</p>
        )}
        {data.responseSignal === null ? null : <Text tone="secondary">{data.responseSignal}</Text>}
      </header>
      <section aria-labelledby="company-jobs">
        <Stack space="medium">
          <Stack space="xxsmall">
            <Heading level="3" component="h2" id="company-jobs">
              Live jobs
            </Heading>
            <Text tone="secondary">
              {jobCountLabel(data.total)}
              {data.page > 1 && lastPage > 1 ? ` · page ${data.page} of ${lastPage}` : ''}
            </Text>
          </Stack>
          {jobs.length > 0 ? (
            <ol className={styles.resultList} aria-label={`Jobs at ${organisation.name}`}>
              {jobs.map((job) => (
                <li key={job.id}>
                  <JobCard
                    job={job}
                    now={data.now}
                    headingComponent="h3"
                    save={{
                      mode: data.saving.mode,
                      saved: data.saving.saved.includes(job.id),
                      returnTo: here,
                    }}
                  />
                </li>
              ))}
            </ol>
          ) : (
            <div className={styles.emptyState}>
              {data.total > 0 ? (
                <Text>
                  No jobs on this page.{' '}
                  <TextLink href={companyPath(organisation.slug, 1)}>Go to the first page</TextLink>
                </Text>
              ) : (
                <Text>
                  {`${organisation.name} has no live jobs right now. `}
                  <TextLink href="/jobs">Search every job</TextLink>
                </Text>
              )}
            </div>
          )}
          {lastPage > 1 ? (
            <Pagination
              page={Math.min(data.page, lastPage)}
              pageCount={lastPage}
              hrefForPage={(page) => companyPath(organisation.slug, page)}
              label="Job pages"
            />
          ) : null}
        </Stack>
      </section>
      {saveToasts}
    </Stack>
  );
}
