import type { FacetGroup, FacetValue, JobCard as JobCardData } from '@joblane/jobs';
import { maxPage, type IgnoredParam, type JobSearchQuery } from '@joblane/jobs/query';
import { Alert } from '@joblane/ui/Alert';
import { Button } from '@joblane/ui/Button';
import { Drawer } from '@joblane/ui/Drawer';
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
import { searchHref, searchSubject } from '../app/search.ts';
import { FilterPanel } from '../components/FilterPanel.tsx';
import { JobCard } from '../components/JobCard.tsx';
import { rememberSearch } from '../components/recentSearches.ts';
import { SearchForm } from '../components/SearchForm.tsx';
import { SortForm } from '../components/SortForm.tsx';
import * as styles from './jobs.css.ts';

export interface SearchData {
  query: JobSearchQuery;
  /** `serializeJobSearchQuery(query)`: the page's canonical query string. */
  canonicalQuery: string;
  jobs: JobCardData[];
  total: number;
  page: number;
  pageCount: number;
  facets: Record<FacetGroup, FacetValue[]>;
  /** The place `where` resolved to, or null. */
  where: string | null;
  /** Parameters that were dropped, with a sentence each. */
  ignored: IgnoredParam[];
  /** The moment listed ages are counted from. */
  now: string;
}

/** Ways to loosen a search that found nothing: each drops one group of filters. */
function looserSearches(query: JobSearchQuery): { label: string; href: string }[] {
  const base = { ...query, page: 1 };
  const options: { label: string; href: string }[] = [];
  if (query.classifications.length > 0 || query.subClassifications.length > 0) {
    options.push({
      label: 'Search every classification',
      href: searchHref({ ...base, classifications: [], subClassifications: [] }),
    });
  }
  if (query.workTypes.length > 0) {
    options.push({ label: 'Any work type', href: searchHref({ ...base, workTypes: [] }) });
  }
  if (query.workArrangements.length > 0) {
    options.push({
      label: 'Any work arrangement',
      href: searchHref({ ...base, workArrangements: [] }),
    });
  }
  if (query.salaryMin !== null || query.salaryMax !== null) {
    options.push({
      label: 'Any salary',
      href: searchHref({ ...base, salaryMin: null, salaryMax: null }),
    });
  }
  if (query.dateRange !== null) {
    options.push({ label: 'Listed any time', href: searchHref({ ...base, dateRange: null }) });
  }
  if (query.where !== '') {
    options.push({ label: 'Search everywhere', href: searchHref({ ...base, where: '' }) });
  }
  if (query.keywords !== '') {
    options.push({ label: 'Search without keywords', href: searchHref({ ...base, keywords: '' }) });
  }
  return options;
}

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
  const { query } = data;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const subject = searchSubject(query, data.where);
  const lastPage = Math.min(data.pageCount, maxPage);

  const { page: pageNumber, where } = data;
  useEffect(() => {
    if (pageNumber === 1) rememberSearch(query, where);
  }, [pageNumber, query, where]);

  const filters = (
    <FilterPanel query={query} canonicalQuery={data.canonicalQuery} facets={data.facets} />
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
            {filtersOpen ? null : filters}
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
                  onClick={() => setFiltersOpen(true)}
                >
                  Filters
                </Button>
              </div>
              <SortForm query={query} />
            </div>
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
                      {looserSearches(query).map((option) => (
                        <Text key={option.href}>
                          <TextLink href={option.href}>{option.label}</TextLink>
                        </Text>
                      ))}
                    </Stack>
                  </>
                ) : (
                  <Text>
                    <TextLink href={searchHref({ ...query, page: 1 })}>
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
                hrefForPage={(page) => searchHref({ ...query, page })}
                label="Result pages"
              />
            ) : null}
          </Stack>
        </section>
      </div>
      {filtersOpen ? (
        <Drawer
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          title="Filters"
          position="left"
        >
          {filters}
        </Drawer>
      ) : null}
    </Stack>
  );
}
