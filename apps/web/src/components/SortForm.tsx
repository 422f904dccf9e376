import {
  serializeJobSearchQuery,
  sortModes,
  type JobSearchQuery,
  type SortMode,
} from '@joblane/jobs/query';
import { VersionField } from '@joblane/router-links';
import { Button } from '@joblane/ui/Button';
import { Text } from '@joblane/ui/Text';
import { TextDropdown } from '@joblane/ui/TextDropdown';
import { useState } from 'react';

import { navigateTo, useHydrated } from '../app/navigate.ts';
import { searchHref } from '../app/search.ts';
import * as styles from './SortForm.css.ts';

const sortOptions = sortModes.map((mode) => ({
  value: mode.id,
  text: mode.id === 'relevance' ? 'relevance' : 'date',
}));

export interface SortFormProps {
  query: JobSearchQuery;
}

/**
 * "Sort by relevance / date": a GET form carrying the rest of the search as hidden fields.
 * Without JavaScript its button sends it; with JavaScript a change applies at once.
 */
export function SortForm({ query }: SortFormProps) {
  const hydrated = useHydrated();
  // The order just chosen, shown until the page sorted that way arrives.
  const [pending, setPending] = useState<{ from: JobSearchQuery; sortMode: SortMode } | null>(null);
  const sortMode = pending !== null && pending.from === query ? pending.sortMode : query.sortMode;
  const rest = new URLSearchParams(
    serializeJobSearchQuery({ ...query, sortMode: 'relevance', page: 1 }),
  );
  return (
    <form className={styles.form} method="get" action="/jobs">
      {[...rest].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <VersionField />
      <Text tone="secondary">
        Sort by{' '}
        <TextDropdown
          label="Sort by"
          name="sortmode"
          value={sortMode}
          options={sortOptions}
          onChange={(next) => {
            setPending({ from: query, sortMode: next });
            navigateTo(searchHref({ ...query, sortMode: next, page: 1 }), { keepFocus: true });
          }}
        />
      </Text>
      {hydrated ? null : (
        <Button type="submit" variant="soft" size="small">
          Sort
        </Button>
      )}
    </form>
  );
}
