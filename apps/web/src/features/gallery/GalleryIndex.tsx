import { VersionField } from '@joblane/router-links';
import { Button, Heading, Stack, Text, TextField, TextLink } from '@joblane/ui';
import { componentCategories } from '@joblane/ui/examples';
import { useState } from 'react';

import * as styles from './Gallery.css.ts';
import { Prose } from './Prose.tsx';
import { GALLERY_QUERY_MAX_LENGTH, matchesQuery, type GalleryEntry } from './search.ts';

const categoryId = (category: string) => `category-${category.toLowerCase()}`;

/** Keeps the address in step with the search (and its `v` pin), so the list can be shared. */
function replaceQueryInAddress(query: string) {
  const url = new URL(window.location.href);
  if (query === '') url.searchParams.delete('q');
  else url.searchParams.set('q', query);
  window.history.replaceState(window.history.state, '', url);
}

/**
 * `/ui`: every component by category, with a search that filters the list as you type (and, without
 * JavaScript, as a GET form the server answers with the same filter).
 */
export function GalleryIndex({ query, entries }: { query: string; entries: GalleryEntry[] }) {
  const [typed, setTyped] = useState(query);
  const shown = entries.filter((entry) => matchesQuery(entry, typed));
  return (
    <div className={styles.page}>
      <Stack space="medium">
        <Heading level="1">Component gallery</Heading>
        <Text tone="secondary">
          The Joblane kit (@joblane/ui) for app teams: each component with live examples, their
          code, its props and how it works by keyboard and screen reader.
        </Text>
      </Stack>
      <search aria-label="Components">
        <form className={styles.searchForm} method="get" action="/ui">
          <TextField
            label="Search components"
            name="q"
            type="search"
            value={typed}
            onChange={(value) => {
              const next = value.slice(0, GALLERY_QUERY_MAX_LENGTH);
              setTyped(next);
              replaceQueryInAddress(next);
            }}
            placeholder="Name, category or purpose"
          />
          <VersionField />
          <Button type="submit" variant="ghost">
            Search
          </Button>
        </form>
      </search>
      {/* An <output> is a status region: the count is announced politely as the list changes. */}
      <output>
        <Text tone="secondary">
          {shown.length === entries.length
            ? `${entries.length} components`
            : `${shown.length} of ${entries.length} components match “${typed.trim()}”`}
        </Text>
      </output>
      {shown.length === 0 ? (
        <Text>No component matches that. Try a shorter word, or clear the search.</Text>
      ) : null}
      {componentCategories.map((category) => {
        const inCategory = shown.filter((entry) => entry.category === category);
        if (inCategory.length === 0) return null;
        return (
          <section key={category} aria-labelledby={categoryId(category)} className={styles.section}>
            <Heading level="2" id={categoryId(category)}>
              {category}
            </Heading>
            <ul className={styles.categoryList}>
              {inCategory.map((entry) => (
                <li key={entry.component}>
                  <Stack space="small">
                    <Text weight="medium">
                      <TextLink href={`/ui/${entry.component}`}>{entry.component}</TextLink>
                    </Text>
                    {entry.summary === '' ? null : (
                      <Text size="small" tone="secondary">
                        <Prose text={entry.summary} />
                      </Text>
                    )}
                  </Stack>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
