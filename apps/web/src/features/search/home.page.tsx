import type { ClassificationCount } from '@joblane/jobs';
import { Heading } from '@joblane/ui/Heading';
import { Secondary } from '@joblane/ui/Secondary';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';
import { TextLinkButton } from '@joblane/ui/TextLinkButton';
import { IconHistory, IconPromote, IconTick, IconTime } from '@joblane/ui/icons';
import { useId, useSyncExternalStore } from 'react';

import { AppLink } from '../../app/AppLink.tsx';
import type { PageProps } from '../../app/context.ts';
import { formatCount, jobCountLabel } from '../../app/format.ts';
import {
  clearRecentSearches,
  recentSearchesSnapshot,
  serverRecentSearches,
  subscribeRecentSearches,
} from './recentSearches.ts';
import { SearchForm } from '../../components/SearchForm.tsx';
import * as styles from './home.css.ts';
import { useSaveJobForms } from '../../components/JobCard.tsx';
import { FOR_YOU_PATH } from '../for-you/for-you.page.tsx';
import { ForYouList, NoneRightNow, NothingToGoOn } from '../for-you/ForYouList.tsx';
import type { ForYouData } from '../for-you/service.ts';

/** How many jobs are new this week and how many verified employers advertise: the trust band's. */
export interface HomeStats {
  newThisWeek: number;
  fromVerifiedEmployers: number;
}

export interface HomeData {
  /** Classifications with active jobs, most jobs first. */
  classifications: ClassificationCount[];
  /** The busiest major places as the where field names them, most jobs first. */
  places: { label: string; count: number }[];
  totalJobs: number;
  /** Facet counts of every live job, for the trust band. */
  stats: HomeStats;
  /** A signed-in seeker's first recommendations (nobody else gets any). */
  forYou?: ForYouData;
}

/** How many classifications show before "Show all". */
const COLLAPSED_COUNT = 8;

/**
 * Searches kept in this browser: read after hydration only, so the markup matches the server's.
 * Last on the page, so appearing late moves nothing above it.
 */
function RecentSearches() {
  const searches = useSyncExternalStore(
    subscribeRecentSearches,
    recentSearchesSnapshot,
    serverRecentSearches,
  );
  const headingId = useId();
  if (searches.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Stack space="small">
        <Heading level="3" component="h2" id={headingId} icon={<IconHistory />}>
          Your recent searches
        </Heading>
        <ul className={styles.chips}>
          {searches.map((search) => (
            <li key={search.query}>
              <TextLink href={`/jobs?${search.query}`}>{search.label}</TextLink>
            </li>
          ))}
        </ul>
        <Text size="small">
          <TextLinkButton onClick={clearRecentSearches}>Clear recent searches</TextLinkButton>
        </Text>
      </Stack>
    </section>
  );
}

/**
 * "Jobs for you" for a signed-in seeker: a few recommendations and a link to all of them, or
 * what to do when there is nothing to go on yet.
 */
function JobsForYou({ data, headingId }: { data: ForYouData; headingId: string }) {
  const saveToasts = useSaveJobForms();
  return (
    <section aria-labelledby={headingId}>
      <Stack space="medium">
        <Heading level="3" component="h2" id={headingId}>
          Jobs for you
        </Heading>
        {!data.hasSignals ? (
          <NothingToGoOn />
        ) : data.items.length === 0 ? (
          <NoneRightNow />
        ) : (
          <>
            <ForYouList data={data} returnTo="/" headingComponent="h3" label="Jobs for you" />
            <Text>
              <TextLink href={FOR_YOU_PATH}>See all jobs for you</TextLink>
            </Text>
          </>
        )}
      </Stack>
      {saveToasts}
    </section>
  );
}

/**
 * Why a seeker can trust what they find: what Joblane actually does (screening, verified
 * employers, the response signal), each linking to where Help explains it.
 */
function TrustBand({ stats, headingId }: { stats: HomeStats; headingId: string }) {
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <div className={styles.bandIntro}>
        <h2 className={styles.bandHeading} id={headingId}>
          Why job seekers trust Joblane
        </h2>
        <p className={styles.bandLead}>
          {jobCountLabel(stats.newThisWeek)} listed in the last 7 days.{' '}
          <AppLink className={styles.inlineLink} href="/about">
            How we keep listings honest
          </AppLink>
        </p>
      </div>
      <ul className={styles.reasons}>
        <li className={styles.reason}>
          <span className={styles.reasonIcon}>
            <IconTick tone="positive" size="large" />
          </span>
          <h3 className={styles.reasonHeading}>Every ad screened</h3>
          <p className={styles.reasonText}>
            Ads that ask for money, move you to WhatsApp or want bank details before an offer wait
            for a moderator, and anyone can report a job.
          </p>
          <AppLink className={styles.inlineLink} href="/help#scams">
            How to spot a scam
          </AppLink>
        </li>
        <li className={styles.reason}>
          <span className={styles.reasonIcon}>
            <IconPromote tone="promote" size="large" />
          </span>
          <h3 className={styles.reasonHeading}>Verified employers</h3>
          <p className={styles.reasonText}>
            Employers that prove they own their website&rsquo;s domain carry a badge
            {stats.fromVerifiedEmployers > 0
              ? `: ${jobCountLabel(stats.fromVerifiedEmployers)} from them right now.`
              : '.'}
          </p>
          {stats.fromVerifiedEmployers > 0 ? (
            <AppLink className={styles.inlineLink} href="/jobs?verified=1">
              Jobs from verified employers
            </AppLink>
          ) : (
            <AppLink className={styles.inlineLink} href="/help#checks">
              How we check ads
            </AppLink>
          )}
        </li>
        <li className={styles.reason}>
          <span className={styles.reasonIcon}>
            <IconTime tone="info" size="large" />
          </span>
          <h3 className={styles.reasonHeading}>Know where you stand</h3>
          <p className={styles.reasonText}>
            Follow each application&rsquo;s status, and see how fast an employer answers from their
            real history, not a promise.
          </p>
          <AppLink className={styles.inlineLink} href="/help#statuses">
            What each status means
          </AppLink>
        </li>
      </ul>
    </section>
  );
}

/** Hiring? Where employers go. */
function EmployerCallToAction({ headingId }: { headingId: string }) {
  return (
    <section className={styles.employers} aria-labelledby={headingId}>
      <div className={styles.employersText}>
        <h2 className={styles.employersHeading} id={headingId}>
          Hiring? Reach job seekers across Australia
        </h2>
        <p className={styles.employersLead}>
          Post an ad in minutes, read applications and résumés in one place, and show candidates you
          answer.
        </p>
      </div>
      <AppLink className={styles.employersButton} href="/employers">
        Advertise a job
      </AppLink>
    </section>
  );
}

function ClassificationLinks({ items }: { items: readonly ClassificationCount[] }) {
  return (
    <ul className={styles.linkGrid}>
      {items.map((classification) => (
        <li key={classification.value}>
          <TextLink href={`/jobs?classification=${encodeURIComponent(classification.value)}`}>
            {classification.label}
          </TextLink>{' '}
          <Secondary>({formatCount(classification.count)})</Secondary>
        </li>
      ))}
    </ul>
  );
}

export default function HomePage({ data }: PageProps<HomeData>) {
  const listId = useId();
  const first = data.classifications.slice(0, COLLAPSED_COUNT);
  const rest = data.classifications.slice(COLLAPSED_COUNT);
  return (
    <Stack space="xlarge">
      <section className={styles.hero} aria-labelledby={`${listId}-hero`}>
        <div className={styles.heroText}>
          <h1 className={styles.heroHeading} id={`${listId}-hero`}>
            Find your next job
          </h1>
          <p className={styles.heroLead}>
            {jobCountLabel(data.totalJobs)} from Australian employers, each with its pay, place and
            how to apply.
          </p>
        </div>
        <SearchForm variant="hero" />
      </section>

      {data.forYou === undefined ? null : (
        <JobsForYou data={data.forYou} headingId={`${listId}-for-you`} />
      )}

      {data.places.length === 0 ? null : (
        <section aria-labelledby={`${listId}-places`}>
          <Stack space="medium">
            <Heading level="3" component="h2" id={`${listId}-places`}>
              Busiest places
            </Heading>
            <ul className={styles.placeGrid}>
              {data.places.map((place) => (
                <li key={place.label}>
                  <AppLink
                    className={styles.placeTile}
                    href={`/jobs?where=${encodeURIComponent(place.label)}`}
                  >
                    <span className={styles.placeName}>{place.label}</span>
                    <span className={styles.placeCount}>{jobCountLabel(place.count)}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          </Stack>
        </section>
      )}

      <section aria-labelledby={`${listId}-classifications`}>
        <Stack space="medium">
          <Heading level="3" component="h2" id={`${listId}-classifications`}>
            Jobs by classification
          </Heading>
          <ClassificationLinks items={first} />
          {rest.length === 0 ? null : (
            // A native disclosure: it opens with or without JavaScript.
            <details className={styles.more}>
              <summary className={styles.moreSummary}>
                <span className={styles.whenClosed}>
                  Show all {data.classifications.length} classifications
                </span>
                <span className={styles.whenOpen}>Show fewer</span>
              </summary>
              <div className={styles.moreList}>
                <ClassificationLinks items={rest} />
              </div>
            </details>
          )}
        </Stack>
      </section>

      <TrustBand stats={data.stats} headingId={`${listId}-trust`} />

      <EmployerCallToAction headingId={`${listId}-employers`} />

      <RecentSearches />
    </Stack>
  );
}
