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
 * The short pages the footer links to. Their words live here, in the page's own chunk: the
 * client context only names the page. Plain elements styled by `info.css.ts`, not kit
 * components: a page that imports kit parts the results page also uses makes esbuild split
 * them into more shared chunks, and every extra file costs the results page compression.
 */
export const infoPages = {
  about: {
    path: '/about',
    title: 'About Joblane',
    description: 'Joblane is an Australian job search site that shows every job with its pay.',
    body: (
      <>
        <p>
          Joblane is a job search site for Australia. Every job shows what it pays when the employer
          says so, where it is, and how to apply, with no account needed to search.
        </p>
        <p>
          Search by keywords and place, then narrow the results by classification, work type, work
          arrangement, salary and how recently the job was listed. Every page works with JavaScript
          turned off and with a keyboard or screen reader.
        </p>
      </>
    ),
  },
  help: {
    path: '/help',
    title: 'Help',
    description: 'How to search for jobs on Joblane: keywords, places, filters and sorting.',
    body: (
      <>
        <h2>Searching</h2>
        <p>
          Type a job title, skill or company under What, and a suburb, city, region or Remote under
          Where. Leave either empty to search everything. Words must all appear; put a phrase in
          quotes to find it exactly.
        </p>
        <h2>Narrowing the results</h2>
        <p>
          Filters sit beside the results on a wide screen and behind the Filters button on a phone.
          Each choice shows how many jobs it leaves. Clear filters takes them all off and keeps your
          search.
        </p>
        <h2>Applying</h2>
        <p>
          Each job page has an Apply button at the top. Some employers take applications on their
          own site, which opens in a new tab.
        </p>
      </>
    ),
  },
  privacy: {
    path: '/privacy',
    title: 'Privacy',
    description: 'What Joblane stores about you: nothing beyond your own browser.',
    body: (
      <>
        <p>
          Searching Joblane needs no account, and we set no tracking cookies. Your recent searches
          are kept only in your own browser (local storage) so the home page can offer them again;
          clear them from the home page at any time.
        </p>
        <p>
          Our servers log each request (the address asked for, the time, and your network address)
          to keep the site running and safe. Logs are deleted after 30 days.
        </p>
      </>
    ),
  },
  terms: {
    path: '/terms',
    title: 'Terms of use',
    description: 'The terms for using Joblane to search and apply for jobs.',
    body: (
      <>
        <p>
          Joblane lists jobs that employers give us. We check each one for obvious problems, but the
          employer is responsible for what their advertisement says and for how they handle your
          application.
        </p>
        <p>
          Use the site to look for work for yourself or to help someone else do so. Please do not
          copy the listings in bulk or send requests faster than a person could.
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
