import { AppLink } from '../app/AppLink.tsx';
import type { PageProps } from '../app/context.ts';
import type { ErrorPageData } from '../routes/types.ts';
import * as styles from './status.css.ts';

export default function NotFoundPage({ data }: PageProps<ErrorPageData>) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{data.title}</h1>
      <p>{data.message}</p>
      <p>
        <AppLink className={styles.link} href="/">
          Go to the home page
        </AppLink>
      </p>
    </div>
  );
}
