import { Button } from '@joblane/ui/Button';
import { Heading } from '@joblane/ui/Heading';
import { HiddenVisually } from '@joblane/ui/HiddenVisually';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';

import * as styles from './HiddenListings.css.ts';

/** What a seeker hid from their searches, as `/account` lists it. */
export interface HiddenListingsData {
  companies: { key: string; name: string }[];
  /** Hidden jobs with their titles (a job no longer stored shows its reference). */
  jobs: { id: string; title: string }[];
}

/**
 * Employers a seeker blocked and jobs they marked "Not interested", each with a POST form that
 * shows it again (back to `/account`).
 */
export function HiddenListings({ hidden }: { hidden: HiddenListingsData }) {
  return (
    <section aria-labelledby="account-hidden">
      <Stack space="medium">
        <Heading level="3" component="h2" id="account-hidden">
          Hidden from your searches
        </Heading>
        <Text tone="secondary">
          Their jobs stay out of your results, job alerts and similar jobs.
        </Text>
        <Heading level="4" component="h3" id="account-blocked-employers">
          Blocked employers
        </Heading>
        {hidden.companies.length === 0 ? (
          <Text>None. Block an employer from its jobs’ “More” menu or its company page.</Text>
        ) : (
          <ul className={styles.list} aria-labelledby="account-blocked-employers">
            {hidden.companies.map((company) => (
              <li key={company.key} className={styles.item}>
                <Text>{company.name}</Text>
                <form method="post" action="/hidden/companies/delete">
                  <input type="hidden" name="company" value={company.key} />
                  <input type="hidden" name="returnTo" value="/account#account-hidden" />
                  <Button type="submit" variant="soft" size="small">
                    Unblock<HiddenVisually> {company.name}</HiddenVisually>
                  </Button>
                </form>
              </li>
            ))}
          </ul>
        )}
        <Heading level="4" component="h3" id="account-hidden-jobs">
          Jobs you are not interested in
        </Heading>
        {hidden.jobs.length === 0 ? (
          <Text>None.</Text>
        ) : (
          <ul className={styles.list} aria-labelledby="account-hidden-jobs">
            {hidden.jobs.map((job) => (
              <li key={job.id} className={styles.item}>
                <TextLink href={`/job/${encodeURIComponent(job.id)}`}>{job.title}</TextLink>
                <form method="post" action={`/hidden/jobs/${encodeURIComponent(job.id)}/delete`}>
                  <input type="hidden" name="returnTo" value="/account#account-hidden" />
                  <Button type="submit" variant="soft" size="small">
                    Show again<HiddenVisually> {job.title}</HiddenVisually>
                  </Button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}
