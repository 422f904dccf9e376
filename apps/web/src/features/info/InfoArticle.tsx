import { useId, type ReactNode } from 'react';

import { AppLink } from '../../app/AppLink.tsx';
import * as styles from './prose.css.ts';

/** One topic of a content page: its anchor (stable: other pages and emails link to it). */
export interface InfoSection {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * A content page (Help, About, Terms, Privacy): the title and a lead, "On this page" linking to
 * each section (beside the text on a wide screen), then the sections, each an `h2` whose `id` is
 * the section's anchor.
 */
export function InfoArticle({
  title,
  lead,
  sections,
  updated,
}: {
  title: string;
  lead: ReactNode;
  sections: readonly InfoSection[];
  /** When the words last changed, as a date people read ("27 November 2026"). */
  updated?: string;
}) {
  const contentsId = useId();
  return (
    <article className={styles.layout}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      <nav className={styles.contents} aria-labelledby={contentsId}>
        <h2 className={styles.contentsHeading} id={contentsId}>
          On this page
        </h2>
        <ol className={styles.contentsList}>
          {sections.map((section) => (
            <li key={section.id}>
              <AppLink className={styles.contentsLink} href={`#${section.id}`}>
                {section.title}
              </AppLink>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.prose}>
        {sections.map((section) => (
          <section key={section.id} className={styles.section}>
            <h2 id={section.id} className={styles.sectionHeading}>
              {section.title}
            </h2>
            {section.body}
          </section>
        ))}
        {updated === undefined ? null : <p className={styles.updated}>Last updated {updated}.</p>}
      </div>
    </article>
  );
}
