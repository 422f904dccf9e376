import type { ReactNode } from 'react';

import { AppLink } from '../../app/AppLink.tsx';
import type { PageProps } from '../../app/context.ts';
import * as styles from './info.css.ts';

interface InfoPageContent {
  path: string;
  title: string;
  /** The meta description. */
  description: string;
  body: ReactNode;
}

/**
 * The short pages the footer links to (Help, About, Terms and Privacy have modules of their own,
 * beside this one). Their words live here, in the page's own chunk: the client context only
 * names the page. Plain elements styled by `info.css.ts`, not kit
 * components: a page that imports kit parts the results page also uses makes esbuild split
 * them into more shared chunks, and every extra file costs the results page compression.
 */
export const infoPages = {
  employers: {
    path: '/employers',
    title: 'For employers',
    description: 'Advertise jobs on Joblane and reach job seekers across Australia.',
    body: (
      <>
        <p>
          Joblane shows your jobs to people searching across Australia, with the salary, work type
          and place set out the way job seekers scan for them. Jobs that show their pay are found
          more often.
        </p>
        <p>
          Job advertisements reach Joblane through a feed today. Employer accounts for writing and
          managing ads on the site are on the way.
        </p>
      </>
    ),
  },
} satisfies Record<string, InfoPageContent>;

export type InfoPageId = keyof typeof infoPages;

export interface InfoData {
  page: InfoPageId;
}

export default function InfoPage({ data }: PageProps<InfoData>) {
  const content = infoPages[data.page];
  return (
    <article className={styles.article}>
      <h1>{content.title}</h1>
      {content.body}
      <p>
        <AppLink href="/jobs">Search all jobs</AppLink>
      </p>
    </article>
  );
}
