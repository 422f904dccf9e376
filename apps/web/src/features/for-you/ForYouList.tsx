import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';

import { JobCard } from '../../components/JobCard.tsx';
import * as styles from './forYou.css.ts';
import type { ForYouData } from './service.ts';

/**
 * Recommended jobs, each card after its reason ("Because you saved ..."), with the cards' Save
 * and "Not interested" controls, which come back to `returnTo`. A "Not interested" leaves the
 * job out from then on and ranks jobs like it lower.
 */
export function ForYouList({
  data,
  returnTo,
  headingComponent,
  label,
}: {
  data: ForYouData;
  returnTo: string;
  headingComponent: 'h2' | 'h3';
  label: string;
}) {
  return (
    <ol className={styles.list} aria-label={label}>
      {data.items.map(({ job, reason }) => (
        <li key={job.id} className={styles.item}>
          <p className={styles.reason} id={`reason-${job.id}`}>
            {reason.text}
          </p>
          <JobCard
            job={job}
            now={data.now}
            headingComponent={headingComponent}
            save={{ mode: 'seeker', saved: false, returnTo }}
          />
        </li>
      ))}
    </ol>
  );
}

/** Nothing to go on yet: says so, and how to get recommendations. */
export function NothingToGoOn() {
  return (
    <div className={styles.emptyState}>
      <Stack space="small">
        <Text>
          We don&rsquo;t know what you&rsquo;re looking for yet, so there are no jobs to suggest.
        </Text>
        <Text>
          Save jobs you like or save a search, or say what you want in{' '}
          <TextLink href="/profile">your profile</TextLink>, and jobs like them will show here, each
          with the reason we picked it. <TextLink href="/jobs">Search jobs</TextLink>
        </Text>
      </Stack>
    </div>
  );
}

/** Signals, but every job they point to was left out (hidden, blocked, applied for). */
export function NoneRightNow() {
  return (
    <div className={styles.emptyState}>
      <Text>
        No new jobs match what you saved and searched for right now. Save more jobs or searches, or{' '}
        <TextLink href="/jobs">search every job</TextLink>.
      </Text>
    </div>
  );
}
