import type { PlaceSuggestion } from '@joblane/jobs';
import type { AutosuggestLoader } from '@joblane/ui/Autosuggest';
import { LazyAutosuggest } from '@joblane/ui/LazyAutosuggest';
import { IconLocation } from '@joblane/ui/icons';

import { formatCount } from '../app/format.ts';

export interface WhereFieldProps {
  defaultValue?: string;
  /** Where the clear button goes without JavaScript. */
  clearHref?: string;
}

/** Milliseconds of quiet typing before asking for places: one request per pause, not per key. */
const SUGGEST_DELAY_MS = 120;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Places for what was typed, from `/api/suggest/places` (aborted when the text changes). */
const loadPlaces: AutosuggestLoader = async (text, { signal }) => {
  const prefix = text.trim();
  if (prefix === '') return [];
  await pause(SUGGEST_DELAY_MS, signal);
  const response = await fetch(`/api/suggest/places?q=${encodeURIComponent(prefix)}&limit=8`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return [];
  const { suggestions } = (await response.json()) as { suggestions: PlaceSuggestion[] };
  return suggestions.map((place) => ({
    text: place.label,
    value: place.id,
    description:
      place.kind === 'remote'
        ? `${formatCount(place.count)} jobs`
        : `${place.within} · ${formatCount(place.count)} ${place.count === 1 ? 'job' : 'jobs'}`,
  }));
};

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
