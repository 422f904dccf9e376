import type { SortMode } from '@joblane/jobs';
import { VersionField } from '@joblane/router-links';
import { Button } from '@joblane/ui/Button';
import { Text } from '@joblane/ui/Text';
import { TextDropdown } from '@joblane/ui/TextDropdown';
import { useState } from 'react';

import { navigateTo } from '../../app/navigate.ts';
import { searchSortPath } from '../../app/search.ts';
import * as styles from './SortForm.css.ts';

const sortOptions: { value: SortMode; text: string }[] = [
  { value: 'relevance', text: 'relevance' },
  { value: 'date', text: 'date' },
];

export interface SortFormProps {
  sortMode: SortMode;
  /** The results page's canonical query string: the rest of the search the form carries. */
  canonicalQuery: string;
}

/**
 * "Sort by relevance / date": a GET form carrying the rest of the search as hidden fields.
 * Without JavaScript its button sends it; with JavaScript a change applies at once.
 */
export function SortForm({ sortMode: current, canonicalQuery }: SortFormProps) {
  // The order just chosen, shown until the page sorted that way arrives.
  const [pending, setPending] = useState<{ from: string; sortMode: SortMode } | null>(null);
  const sortMode = pending !== null && pending.from === canonicalQuery ? pending.sortMode : current;
  // A new order starts again from the first page.
  const rest = new URLSearchParams(canonicalQuery);
  rest.delete('sortmode');
  rest.delete('page');
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
            setPending({ from: canonicalQuery, sortMode: next });
            navigateTo(searchSortPath(canonicalQuery, next), { keepFocus: true });
          }}
        />
      </Text>
      {/* Only without JavaScript (with it a change applies at once); `noscript` rather than a
          render switch, so hydrating removes nothing and the toolbar never moves. */}
      <noscript>
        <Button type="submit" variant="soft" size="small">
          Sort
        </Button>
      </noscript>
    </form>
  );
}
