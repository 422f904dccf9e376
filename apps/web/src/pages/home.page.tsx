import type { ClassificationCount } from '@joblane/jobs';
import { Heading } from '@joblane/ui/Heading';
import { Secondary } from '@joblane/ui/Secondary';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';
import { TextLinkButton } from '@joblane/ui/TextLinkButton';
import { Tiles } from '@joblane/ui/Tiles';
import { IconHistory } from '@joblane/ui/icons';
import { useId, useState, useSyncExternalStore } from 'react';

import type { PageProps } from '../app/context.ts';
import { formatCount, jobCountLabel } from '../app/format.ts';
import {
  clearRecentSearches,
  recentSearchesSnapshot,
  serverRecentSearches,
  subscribeRecentSearches,
} from '../components/recentSearches.ts';
import { SearchForm } from '../components/SearchForm.tsx';

export interface HomeData {
  /** Classifications with active jobs, most jobs first. */
  popularClassifications: ClassificationCount[];
  totalJobs: number;
}

/** How many classifications show before "Show all". */
const COLLAPSED_COUNT = 8;

/** Searches kept in this browser: read after hydration only, so the markup matches the server's. */
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
          Recent searches
        </Heading>
        <Stack space="small" component="ul">
          {searches.map((search) => (
            <Text key={search.query}>
              <TextLink href={`/jobs?${search.query}`}>{search.label}</TextLink>
            </Text>
          ))}
        </Stack>
        <Text size="small">
          <TextLinkButton onClick={clearRecentSearches}>Clear recent searches</TextLinkButton>
        </Text>
      </Stack>
    </section>
  );
}

export default function HomePage({ data }: PageProps<HomeData>) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const classifications = expanded
    ? data.popularClassifications
    : data.popularClassifications.slice(0, COLLAPSED_COUNT);
  return (
    <Stack space="xlarge">
      <Stack space="medium">
        <Heading level="1">Find your next job</Heading>
        <Text tone="secondary">{jobCountLabel(data.totalJobs)} to search right now.</Text>
      </Stack>
      <SearchForm />
      <RecentSearches />
      <section aria-labelledby={`${listId}-heading`}>
        <Stack space="medium">
          <Heading level="3" component="h2" id={`${listId}-heading`}>
            Popular classifications
          </Heading>
          <Tiles space="small" columns={{ mobile: 1, tablet: 2 }} component="ul" id={listId}>
            {classifications.map((classification) => (
              <Text key={classification.value}>
                <TextLink href={`/jobs?classification=${encodeURIComponent(classification.value)}`}>
                  {classification.label}
                </TextLink>{' '}
                <Secondary>({formatCount(classification.count)})</Secondary>
              </Text>
            ))}
          </Tiles>
          {data.popularClassifications.length > COLLAPSED_COUNT ? (
            <Text>
              <TextLinkButton
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setExpanded((current) => !current)}
              >
                {expanded ? 'Show fewer' : `Show all ${data.popularClassifications.length}`}
              </TextLinkButton>
            </Text>
          ) : null}
        </Stack>
      </section>
    </Stack>
  );
}
