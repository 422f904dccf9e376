import { defineExamples } from '../private/defineExamples.ts';
import { Pagination } from './Pagination.tsx';

const hrefForPage = (page: number) => `/jobs?q=designer&page=${page}`;

export default defineExamples({
  component: 'Pagination',
  category: 'Navigation',
  accessibility:
    'A `nav` landmark named by `label` with a list of real links: the current page has `aria-current="page"`, Previous and Next keep their words as link names when only the chevron shows, and the `…` gaps are hidden from screen readers.',
  examples: [
    {
      name: 'Middle page',
      description: 'Nine entries from tablet; first, current and last on mobile.',
      Example: () => (
        <Pagination
          page={6}
          pageCount={20}
          hrefForPage={hrefForPage}
          label="Search results pages"
        />
      ),
    },
    {
      name: 'First page',
      description: 'No Previous link.',
      Example: () => (
        <Pagination
          page={1}
          pageCount={20}
          hrefForPage={hrefForPage}
          label="Pages, first page example"
        />
      ),
    },
    {
      name: 'Last page',
      Example: () => (
        <Pagination
          page={20}
          pageCount={20}
          hrefForPage={hrefForPage}
          label="Pages, last page example"
        />
      ),
    },
    {
      name: 'Few pages',
      Example: () => (
        <Pagination
          page={2}
          pageCount={4}
          hrefForPage={hrefForPage}
          label="Pages, few pages example"
        />
      ),
    },
  ],
});
