import type {
  FacetGroup,
  FacetValue,
  IgnoredParam,
  JobCard as JobCardData,
  JobSearchQuery,
} from '@joblane/jobs';
import { Alert } from '@joblane/ui/Alert';
import { Button } from '@joblane/ui/Button';
import type { Drawer as DrawerType } from '@joblane/ui/Drawer';
import { Heading } from '@joblane/ui/Heading';
import { List } from '@joblane/ui/List';
import { Pagination } from '@joblane/ui/Pagination';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';
import { IconFilter } from '@joblane/ui/icons';
import { useEffect, useState } from 'react';

import type { PageProps } from '../app/context.ts';
import { jobCountLabel } from '../app/format.ts';
import { searchPagePath } from '../app/search.ts';
import { FilterPanel } from '../components/FilterPanel.tsx';
import { JobCard } from '../components/JobCard.tsx';
import { rememberSearch, type RecentSearch } from '../components/recentSearches.ts';
import { SearchForm } from '../components/SearchForm.tsx';
import { SortForm } from '../components/SortForm.tsx';
import * as styles from './jobs.css.ts';

/**
 * Links the results page shows, made on the server: the browser bundle carries no query parser
 * or taxonomy, only the canonical query string and these.
 */
export interface SearchLinks {
  /** This search without any filter. */
  clearFilters: string;
  /** Ways to loosen a search that found nothing, each dropping one group of filters. */
  looser: { label: string; href: string }[];
  /** This search (keywords and place) as the recent-searches list keeps it, or null. */
  recent: RecentSearch | null;
}

export interface SearchData {
  query: JobSearchQuery;
  /** `serializeJobSearchQuery(query)`: the page's canonical query string. */
  canonicalQuery: string;
  /** `Nurse jobs in Sydney NSW`: the heading, and the title's first words. */
  subject: string;
  jobs: JobCardData[];
  total: number;
  page: number;
  /** The last page that may be opened: the page count, capped at the store's page limit. */
  lastPage: number;
  facets: Record<FacetGroup, FacetValue[]>;
  /** The place `where` resolved to, or null. */
  where: string | null;
  /** Parameters that were dropped, with a sentence each. */
  ignored: IgnoredParam[];
  links: SearchLinks;
  /** The moment listed ages are counted from. */
  now: string;
}

type DrawerComponent = typeof DrawerType;

// The drawer (and the dialog machinery under it) is fetched when the filters are first opened on
// a narrow screen, not with the page. Its styles are in the entry stylesheet already.
let drawerRequest: Promise<DrawerComponent> | null = null;
function loadDrawer(): Promise<DrawerComponent> {
  drawerRequest ??= import('@joblane/ui/Drawer').then(
    (module) => module.Drawer,
    (error: unknown) => {
      drawerRequest = null; // try again on the next click
      throw error;
    },
  );
  return drawerRequest;
}

/** Where the filters show: beside the results, in the drawer, or in the page when it failed. */
type FiltersView = 'aside' | 'drawer' | 'inline';

function IgnoredNote({ ignored }: { ignored: IgnoredParam[] }) {
  if (ignored.length === 0) return null;
  return (
    <Alert tone="caution">
      <Stack space="small">
        <Text weight="medium">Some of the search could not be used:</Text>
        <List space="small">
          {ignored.map((item, index) => (
            <Text key={`${item.param}-${index}`}>{item.message}</Text>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}

export default function SearchPage({ data }: PageProps<SearchData>) {
  const { query, canonicalQuery, subject, lastPage, links } = data;
  const [filtersView, setFiltersView] = useState<FiltersView>('aside');
  const [Drawer, setDrawer] = useState<DrawerComponent | null>(null);

  async function openFilters() {
    try {
      const loaded = await loadDrawer();
      setDrawer(() => loaded);
      setFiltersView('drawer');
    } catch {
      // Offline, say: the filters open in the page, under the toolbar, instead.
      setFiltersView('inline');
    }
  }

  const { page: pageNumber } = data;
  useEffect(() => {
    if (pageNumber === 1 && links.recent !== null) rememberSearch(links.recent);
  }, [pageNumber, links.recent]);

  const filters = (
    <FilterPanel
      query={query}
      canonicalQuery={canonicalQuery}
      facets={data.facets}
      clearHref={links.clearFilters}
    />
  );

  return (
    <Stack space="large">
      <SearchForm
        key={`${query.keywords}\n${query.where}`}
        keywords={query.keywords}
        where={query.where}
        label="Search again"
      />
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label="Filters">
          <Stack space="medium">
            <Heading level="3" component="h2">
              Filters
            </Heading>
            {filtersView === 'aside' ? filters : null}
          </Stack>
        </aside>
        <section aria-labelledby="results-heading">
          <Stack space="medium">
            <Stack space="small">
              <Heading level="2" component="h1" id="results-heading">
                {subject}
              </Heading>
              {/* Announced after every in-page update. */}
              <output>
                <Text tone="secondary">
                  {jobCountLabel(data.total)}
                  {data.page > 1 && lastPage > 1 ? ` · page ${data.page} of ${lastPage}` : ''}
                </Text>
              </output>
            </Stack>
            <div className={styles.toolbar}>
              <div className={styles.filtersButton}>
                <Button
                  variant="soft"
                  icon={<IconFilter />}
                  aria-haspopup="dialog"
                  onClick={() => void openFilters()}
                >
                  Filters
                </Button>
              </div>
              <SortForm sortMode={query.sortMode} canonicalQuery={canonicalQuery} />
            </div>
            {filtersView === 'inline' ? filters : null}
            <IgnoredNote ignored={data.ignored} />
            {data.jobs.length === 0 ? (
              <Stack space="small">
                <Heading level="3" component="h2">
                  {data.total === 0 ? 'No jobs match this search' : 'No jobs on this page'}
                </Heading>
                {data.total === 0 ? (
                  <>
                    <Text>Try loosening the search:</Text>
                    <Stack space="small" component="ul">
                      {links.looser.map((option) => (
                        <Text key={option.href}>
                          <TextLink href={option.href}>{option.label}</TextLink>
                        </Text>
                      ))}
                    </Stack>
                  </>
                ) : (
                  <Text>
                    <TextLink href={searchPagePath(canonicalQuery, 1)}>
                      Go to the first page
                    </TextLink>
                  </Text>
                )}
              </Stack>
            ) : (
              <ol className={styles.results} aria-label="Jobs">
                {data.jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} now={data.now} />
                  </li>
                ))}
              </ol>
            )}
            {lastPage > 1 ? (
              <Pagination
                page={Math.min(data.page, lastPage)}
                pageCount={lastPage}
                hrefForPage={(page) => searchPagePath(canonicalQuery, page)}
                label="Result pages"
              />
            ) : null}
          </Stack>
        </section>
      </div>
      {filtersView === 'drawer' && Drawer !== null ? (
        <Drawer open onClose={() => setFiltersView('aside')} title="Filters" position="left">
          {filters}
        </Drawer>
      ) : null}
    </Stack>
  );
}
