import type {
  FacetGroup,
  FacetValue,
  IgnoredParam,
  JobCard as JobCardData,
  JobSearchQuery,
} from '@joblane/jobs';
import { Button } from '@joblane/ui/Button';
import { ButtonLink } from '@joblane/ui/ButtonLink';
import type { Drawer as DrawerType } from '@joblane/ui/Drawer';
import { Heading } from '@joblane/ui/Heading';
import { HiddenVisually } from '@joblane/ui/HiddenVisually';
import { Pagination } from '@joblane/ui/Pagination';
import { Secondary } from '@joblane/ui/Secondary';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';
import { IconCaution, IconFilter } from '@joblane/ui/icons';
import { useEffect, useState } from 'react';

import type { PageProps } from '../../app/context.ts';
import { formatCount, jobCountLabel } from '../../app/format.ts';
import { useHydrated } from '../../app/navigate.ts';
import { searchPagePath } from '../../app/search.ts';
import { bulletList } from '../../components/bullets.css.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { JobCard, useSaveJobForms, type SaveMode } from '../../components/JobCard.tsx';
import { SaveSearchButton } from './SaveSearchButton.tsx';
import { rememberSearch, type RecentSearch } from './recentSearches.ts';
import { SearchForm } from '../../components/SearchForm.tsx';
import { SortForm } from './SortForm.tsx';
import * as styles from './jobs.css.ts';

/**
 * Links the results page shows, made on the server: the browser bundle carries no query parser
 * or taxonomy, only the canonical query string and these.
 */
export interface SearchLinks {
  /** This search without any filter. */
  clearFilters: string;
  /** This search without its keywords, and without its place: the clear buttons' links. */
  clearKeywords: string;
  clearWhere: string;
  /** Ways to loosen a search that found nothing, each dropping one group of filters. */
  looser: CountedLink[];
  /** The busiest classifications, offered when a search found nothing. */
  popular?: CountedLink[];
  /** The keywords spelt as the store knows them, when it offers that. */
  suggestion?: { text: string; href: string };
  /** This search (keywords and place) as the recent-searches list keeps it, or null. */
  recent: RecentSearch | null;
}

export interface SearchData {
  query: JobSearchQuery;
  /** `serializeJobSearchQuery(query)`: the page's canonical query string. */
  canonicalQuery: string;
  /** `Nurse jobs in Sydney NSW`: the heading, and the title's first words. */
  subject: string;
  /** What "Save this search" names it at first: `Nurse in Sydney NSW, full time`. */
  saveSearchName: string;
  /**
   * The page's job cards; null in the document's context block, where the cards are in the
   * markup already and the browser keeps them as they are (see `KeptResultList`).
   */
  jobs: JobCardData[] | null;
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
  /** How Save buttons work for this visitor, and which of this page's jobs they saved. */
  saving: { mode: SaveMode; saved: string[] };
  /** The signed-in person is a seeker: the filters offer "Hide jobs I've applied for". */
  canHideApplied?: boolean;
}

/** A link to a search, with the number of jobs it finds. */
export interface CountedLink {
  label: string;
  href: string;
  count: number;
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

/**
 * What of the search was ignored, in the kit's caution look. Drawn here rather than with the
 * kit's Alert (whose dismiss button and tone checks this note does not need), to keep them out
 * of the results page's script. It arrives with the page it explains, whose count the results'
 * `<output>` announces, so it is not a live region of its own.
 */
function IgnoredNote({ ignored }: { ignored: IgnoredParam[] }) {
  return (
    <div className={styles.cautionNote}>
      <span className={styles.cautionIcon}>
        <IconCaution />
      </span>
      <div className={styles.stack.small}>
        {/* The store's own note ("Your search was simplified: ...") reads on its own. */}
        {ignored.every((item) => item.param === 'keywords') ? null : (
          <Text weight="medium">Some of the search could not be used:</Text>
        )}
        {/* The site's bullet list, not the kit's List: it keeps List, Inline and their helpers
            out of the results page's script. */}
        <ul className={bulletList}>
          {ignored.map((item, index) => (
            <li key={`${item.param}-${index}`}>{item.message}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** How many filters the search applies: the Filters button shows it. */
export function activeFilterCount(query: JobSearchQuery): number {
  return (
    query.classifications.length +
    query.subClassifications.length +
    query.workTypes.length +
    query.workArrangements.length +
    (query.salaryMin === null ? 0 : 1) +
    (query.salaryMax === null ? 0 : 1) +
    (query.dateRange === null ? 0 : 1) +
    (query.verifiedOnly ? 1 : 0)
  );
}

function CountedLinks({ links }: { links: readonly CountedLink[] }) {
  return (
    <ul className={styles.countedLinks}>
      {links.map((link) => (
        <li key={link.href}>
          <Text>
            <TextLink href={link.href}>{link.label}</TextLink>{' '}
            <Secondary>({formatCount(link.count)})</Secondary>
          </Text>
        </li>
      ))}
    </ul>
  );
}

/** What a search that found nothing (or a page past the end) offers instead of results. */
function NoResults({ data }: { data: SearchData }) {
  const { links } = data;
  if (data.total > 0) {
    return (
      <div className={styles.stack.small}>
        <Heading level="3" component="h2">
          No jobs on this page
        </Heading>
        <Text>
          <TextLink href={searchPagePath(data.canonicalQuery, 1)}>Go to the first page</TextLink>
        </Text>
      </div>
    );
  }
  return (
    <div className={styles.emptyState}>
      <div className={styles.stack.large}>
        <div className={styles.stack.small}>
          <Heading level="3" component="h2">
            No jobs match this search
          </Heading>
          {links.suggestion === undefined ? null : (
            <Text>
              Did you mean <TextLink href={links.suggestion.href}>{links.suggestion.text}</TextLink>
              ?
            </Text>
          )}
        </div>
        {links.looser.length === 0 ? null : (
          <div className={styles.stack.small}>
            <Heading level="4" component="h3">
              Try a wider search
            </Heading>
            <CountedLinks links={links.looser} />
          </div>
        )}
        {links.popular === undefined || links.popular.length === 0 ? null : (
          <div className={styles.stack.small}>
            <Heading level="4" component="h3">
              Popular searches
            </Heading>
            <CountedLinks links={links.popular} />
          </div>
        )}
      </div>
    </div>
  );
}

const RESULT_LIST_ID = 'result-list';

/**
 * The server's job cards, hydrated without their data: the list's markup is read back from the
 * document and kept as it is (links work through the document-level router), so the context
 * block does not carry every card a second time. Any later page brings its cards as data.
 */
function KeptResultList() {
  const [html] = useState(() =>
    typeof document === 'undefined'
      ? ''
      : (document.getElementById(RESULT_LIST_ID)?.innerHTML ?? ''),
  );
  return (
    <ol
      id={RESULT_LIST_ID}
      className={styles.resultList}
      aria-label="Jobs"
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

function ResultList({
  jobs,
  now,
  saving,
  returnTo,
}: {
  jobs: JobCardData[];
  now: string;
  saving: SearchData['saving'];
  returnTo: string;
}) {
  return (
    <ol id={RESULT_LIST_ID} className={styles.resultList} aria-label="Jobs">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard
            job={job}
            now={now}
            save={{ mode: saving.mode, saved: saving.saved.includes(job.id), returnTo }}
          />
        </li>
      ))}
    </ol>
  );
}

export default function SearchPage({ data }: PageProps<SearchData>) {
  const { query, canonicalQuery, subject, lastPage, links } = data;
  const [filtersView, setFiltersView] = useState<FiltersView>('aside');
  const [Drawer, setDrawer] = useState<DrawerComponent | null>(null);
  const hydrated = useHydrated();
  const filterCount = activeFilterCount(query);
  const saveToasts = useSaveJobForms();

  async function openFilters() {
    try {
      const loaded = await loadDrawer();
      setDrawer(() => loaded);
      setFiltersView('drawer');
    } catch {
      // Offline, say: the filters open in the page, above the results, instead.
      setFiltersView('inline');
      document.getElementById('filters')?.scrollIntoView();
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
      canHideApplied={data.canHideApplied}
    />
  );
  const countText = jobCountLabel(data.total);

  return (
    <div className={styles.stack.large}>
      <SearchForm
        key={`${query.keywords}\n${query.where}`}
        keywords={query.keywords}
        where={query.where}
        label="Search again"
        clearKeywordsHref={links.clearKeywords}
        clearWhereHref={links.clearWhere}
      />
      <div className={styles.layout}>
        {/* Beside the results on a wide screen. Below it the panel stays hidden, on the server
            too (nothing moves when the page hydrates), and the Filters link opens it: as the
            link's target without JavaScript, in a drawer with it. */}
        <aside
          id="filters"
          className={
            filtersView === 'inline' ? `${styles.sidebar} ${styles.sidebarOpen}` : styles.sidebar
          }
          aria-labelledby="filters-heading"
        >
          <div className={styles.stack.medium}>
            <Heading level="3" component="h2" id="filters-heading">
              Filters
            </Heading>
            {filtersView === 'drawer' ? null : filters}
          </div>
        </aside>
        <section
          id="results"
          tabIndex={-1}
          className={styles.results}
          aria-labelledby="results-heading"
        >
          <div className={styles.stack.medium}>
            <div className={styles.stack.xxsmall}>
              <Heading level="2" component="h1" id="results-heading">
                {subject}
              </Heading>
              {/* Announced after every in-page update. */}
              <output>
                <Text tone="secondary">
                  {countText}
                  {data.page > 1 && lastPage > 1 ? ` · page ${data.page} of ${lastPage}` : ''}
                </Text>
              </output>
            </div>
            <div className={styles.toolbar}>
              <div className={styles.filtersButton}>
                <ButtonLink
                  href="#filters"
                  variant="soft"
                  icon={<IconFilter />}
                  aria-haspopup={hydrated ? 'dialog' : undefined}
                  onClick={(event) => {
                    if (!hydrated) return;
                    event.preventDefault();
                    void openFilters();
                  }}
                >
                  Filters
                  {filterCount === 0 ? null : (
                    <span className={styles.filterCount}>
                      {filterCount}
                      <HiddenVisually> applied</HiddenVisually>
                    </span>
                  )}
                </ButtonLink>
              </div>
              <SortForm sortMode={query.sortMode} canonicalQuery={canonicalQuery} />
              {data.saving.mode === 'none' ? null : (
                <SaveSearchButton
                  search={canonicalQuery}
                  subject={data.saveSearchName}
                  inDialog={data.saving.mode === 'seeker'}
                />
              )}
            </div>
            {/* Only when there is something to say: an empty child would still add a gap. */}
            {data.ignored.length === 0 ? null : <IgnoredNote ignored={data.ignored} />}
            {data.jobs === null ? (
              <KeptResultList />
            ) : data.jobs.length === 0 ? (
              <NoResults data={data} />
            ) : (
              <ResultList
                jobs={data.jobs}
                now={data.now}
                saving={data.saving}
                returnTo={searchPagePath(canonicalQuery, data.page)}
              />
            )}
            {lastPage > 1 ? (
              <Pagination
                page={Math.min(data.page, lastPage)}
                pageCount={lastPage}
                hrefForPage={(page) => searchPagePath(canonicalQuery, page)}
                label="Result pages"
              />
            ) : null}
          </div>
        </section>
      </div>
      {saveToasts}
      {filtersView === 'drawer' && Drawer !== null ? (
        <Drawer open onClose={() => setFiltersView('aside')} title="Filters" position="left">
          <div className={styles.drawerBody}>
            {filters}
            <div className={styles.drawerFooter}>
              {/* Inside the dialog, so a screen reader hears the new count while the page
                  behind it is inert. */}
              <HiddenVisually>
                <output>{countText}</output>
              </HiddenVisually>
              <Button onClick={() => setFiltersView('aside')} tone="brandAccent">
                {data.total === 0 ? 'No jobs to show' : `Show ${countText}`}
              </Button>
            </div>
          </div>
        </Drawer>
      ) : null}
    </div>
  );
}

/** The document carries no card data: hydration keeps the server's cards (`KeptResultList`). */
SearchPage.hydrationData = (data: SearchData): SearchData =>
  data.jobs === null || data.jobs.length === 0 ? data : { ...data, jobs: null };
