import type { AutosuggestLoader } from '@joblane/ui/Autosuggest';
import { LazyAutosuggest } from '@joblane/ui/LazyAutosuggest';
import { IconLocation } from '@joblane/ui/icons';

import { formatCount } from '../app/format.ts';
import { suggestPlaces } from './placeSuggestions.ts';

export interface WhereFieldProps {
  defaultValue?: string;
  /** Where the clear button goes without JavaScript. */
  clearHref?: string;
}

/** Places (and "Remote") for what was typed, with their jobs' counts. */
const loadPlaces: AutosuggestLoader = async (text, { signal }) =>
  (await suggestPlaces(text, signal, { all: false })).map((place) => ({
    text: place.label,
    value: place.id,
    description:
      place.kind === 'remote'
        ? `${formatCount(place.count)} jobs`
        : `${place.within} · ${formatCount(place.count)} ${place.count === 1 ? 'job' : 'jobs'}`,
  }));

/**
 * The where field: a place or "Remote", with place suggestions as you type. The suggestion list's
 * code loads when the field is first focused (`LazyAutosuggest`): every page with a search form
 * pays for a plain field only.
 */
export function WhereField({ defaultValue = '', clearHref }: WhereFieldProps) {
  return (
    <LazyAutosuggest
      label="Where"
      name="where"
      defaultValue={defaultValue}
      suggestions={loadPlaces}
      placeholder="Suburb, city, region or Remote"
      icon={<IconLocation />}
      clearable
      clearLabel="Clear where"
      clearHref={clearHref}
    />
  );
}
