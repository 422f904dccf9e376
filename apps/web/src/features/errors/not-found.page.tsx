import type { PageProps } from '../../app/context.ts';
import { SearchForm } from '../../components/SearchForm.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import type { ErrorPageData } from '../../routing/pageRoute.ts';

/** A page that is not here: say so, and offer the search the visitor most likely wants. */
export default function NotFoundPage({ data }: PageProps<ErrorPageData>) {
  return (
    <StatusMessage title={data.title} message={data.message}>
      <SearchForm label="Search jobs instead" />
    </StatusMessage>
  );
}
