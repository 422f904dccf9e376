import type { JobCard as JobCardData } from '@joblane/jobs';
import { Heading } from '@joblane/ui/Heading';
import { HiddenVisually } from '@joblane/ui/HiddenVisually';
import { Pagination } from '@joblane/ui/Pagination';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';

import type { PageProps } from '../../app/context.ts';
import { formatCount, jobCountLabel } from '../../app/format.ts';
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
    /** Its own site (`https://acme.com.au`), or null. */
    website: string | null;
    /** Its logo's large image, or null (its first letter stands in). */
    logoUrl: string | null;
    /** When it joined Joblane. */
    since: string;
  };
  /** Where its live jobs are, the most first. */
  locations: { label: string; count: number }[];
  /** False when it has more live jobs than were read for `locations`. */
  locationsComplete: boolean;
  /** What kinds of work its live jobs are, the most first. */
  classifications: { label: string; count: number }[];
  /** The organisation's live jobs on this page, newest first. */
  jobs: (JobCardData & { logoUrl?: string })[];
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

/** `harbourhealth.example` from `https://www.harbourhealth.example/`: what a person reads. */
function websiteHost(website: string): string {
  try {
    return new URL(website).host.replace(/^www\./u, '');
  } catch {
    return website;
  }
}

/** `November 2026` (UTC, as stored). */
const monthYear = (iso: string) =>
  new Date(iso).toLocaleDateString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

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
          <CompanyMark name={organisation.name} size="xlarge" logoUrl={organisation.logoUrl} />
          <div className={styles.titles}>
            <h1 className={styles.name}>{organisation.name}</h1>
            {organisation.verified ? <VerifiedEmployerBadge /> : null}
            {organisation.website === null ? null : (
              <TextLink href={organisation.website}>
                {websiteHost(organisation.website)}
                <HiddenVisually> (their website)</HiddenVisually>
              </TextLink>
            )}
          </div>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>Open jobs</dt>
            <dd>{formatCount(data.total)}</dd>
          </div>
          {data.locations.length === 0 ? null : (
            <div>
              <dt>{data.locationsComplete ? 'Locations' : 'Main locations'}</dt>
              <dd>
                <ul className={styles.countList}>
                  {data.locations.slice(0, 6).map((place) => (
                    <li key={place.label}>{`${place.label} (${formatCount(place.count)})`}</li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          {data.classifications.length === 0 ? null : (
            <div>
              <dt>Hiring in</dt>
              <dd>
                <ul className={styles.countList}>
                  {data.classifications.slice(0, 4).map((kind) => (
                    <li key={kind.label}>{`${kind.label} (${formatCount(kind.count)})`}</li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          <div>
            <dt>On Joblane since</dt>
            <dd>{monthYear(organisation.since)}</dd>
          </div>
        </dl>
        {data.responseSignal === null ? null : <Text tone="secondary">{data.responseSignal}</Text>}
      </header>
      {organisation.description === '' ? null : (
        <section aria-labelledby="company-about" className={styles.about}>
          <Stack space="small">
            <Heading level="3" component="h2" id="company-about">
              About {organisation.name}
            </Heading>
            <p className={styles.description}>{organisation.description}</p>
          </Stack>
        </section>
      )}
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
