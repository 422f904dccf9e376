import { VersionField } from '@joblane/router-links';
import { useId, useState } from 'react';

import { AppLink } from '../app/AppLink.tsx';
import type { PageProps } from '../app/context.ts';
import * as styles from './home.css.ts';

export interface HomeData {
  popularClassifications: { label: string; value: string }[];
}

/** How many classifications show before "Show all". */
const COLLAPSED_COUNT = 6;

export default function HomePage({ data }: PageProps<HomeData>) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const classifications = expanded
    ? data.popularClassifications
    : data.popularClassifications.slice(0, COLLAPSED_COUNT);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Find your next job</h1>
      <search>
        <form className={styles.search} method="get" action="/jobs">
          <label className={styles.field}>
            <span className={styles.label}>What</span>
            <input
              className={styles.input}
              name="keywords"
              type="search"
              placeholder="Job title, keywords or company"
            />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>Where</span>
            <input
              className={styles.input}
              name="where"
              type="search"
              placeholder="Suburb, city or region"
            />
          </label>
          <VersionField />
          <button className={styles.submit} type="submit">
            Search jobs
          </button>
        </form>
      </search>
      <section aria-labelledby={`${listId}-heading`}>
        <h2 id={`${listId}-heading`} className={styles.subheading}>
          Popular classifications
        </h2>
        <ul id={listId} className={styles.classifications}>
          {classifications.map((classification) => (
            <li key={classification.value}>
              <AppLink
                className={styles.classification}
                href={`/jobs?classification=${encodeURIComponent(classification.value)}`}
              >
                {classification.label}
              </AppLink>
            </li>
          ))}
        </ul>
        {data.popularClassifications.length > COLLAPSED_COUNT ? (
          <button
            className={styles.toggle}
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((current) => !current)}
          >
            {expanded ? 'Show fewer' : `Show all ${data.popularClassifications.length}`}
          </button>
        ) : null}
      </section>
    </div>
  );
}
