import { AppLink } from '../app/AppLink.tsx';
import type { PageProps } from '../app/context.ts';
import type { ErrorPageData } from '../routes/types.ts';
import * as styles from './status.css.ts';

/** Any error response as a page: what went wrong in words a visitor can act on, nothing internal. */
export default function ErrorPage({ data }: PageProps<ErrorPageData>) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{data.title}</h1>
      <p>{data.message}</p>
      <p className={styles.status}>
        Error {data.statusCode}
        {data.reference === null ? null : ` · reference ${data.reference}`}
      </p>
      <p>
        <AppLink className={styles.link} href="/">
          Go to the home page
        </AppLink>
      </p>
    </div>
  );
}
