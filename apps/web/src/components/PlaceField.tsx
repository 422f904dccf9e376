import type { AutosuggestLoader } from '@joblane/ui/Autosuggest';
import { LazyAutosuggest } from '@joblane/ui/LazyAutosuggest';
import { IconLocation } from '@joblane/ui/icons';

import { suggestPlaces } from './placeSuggestions.ts';

/**
 * Places for what was typed, every place (not only those with jobs). "Remote" is left out: it is
 * an arrangement, not a place someone lives in or a job is based in.
 */
const loadPlaces: AutosuggestLoader = async (text, { signal }) =>
  (await suggestPlaces(text, signal, { all: true }))
    .filter((place) => place.kind !== 'remote')
    .map((place) => ({ text: place.label, value: place.id, description: place.within }));

export interface PlaceFieldProps {
  id: string;
  /** The form field's name (`where` for an ad, `place` for a profile). */
  name: string;
  label: string;
  secondaryLabel?: string;
  description: string;
  defaultValue: string;
  /** A problem with what was sent, shown under the field. */
  message?: string;
}

/**
 * A place (suburb, city, region or country), for a form that stores one: a text field with place
 * suggestions once focused (the list's code loads then). Without JavaScript it is a plain text
 * field; the server resolves what was typed either way. (The search form's where field, which
 * also offers "Remote" and job counts, is `WhereField`; both ask `suggestPlaces`, which the
 * results page loads anyway, so this field adds only its few lines to the pages' shared code.)
 */
export function PlaceField({ message, secondaryLabel, ...field }: PlaceFieldProps) {
  return (
    <LazyAutosuggest
      {...field}
      {...(secondaryLabel === undefined ? {} : { secondaryLabel })}
      suggestions={loadPlaces}
      icon={<IconLocation />}
      {...(message === undefined ? {} : { message, tone: 'critical' as const })}
    />
  );
}
