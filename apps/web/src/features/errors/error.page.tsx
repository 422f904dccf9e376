import type { PageProps } from '../../app/context.ts';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import type { ErrorPageData } from '../../routing/pageRoute.ts';

/** Any error response as a page: what went wrong in words a visitor can act on, nothing internal. */
export default function ErrorPage({ data }: PageProps<ErrorPageData>) {
  return (
    <StatusMessage
      title={data.title}
      message={data.message}
      detail={
        <>
          Error {data.statusCode}
          {data.reference === null ? null : ` · reference ${data.reference}`}
        </>
      }
    />
  );
}
