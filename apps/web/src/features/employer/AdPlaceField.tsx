import type { PlaceSuggestion } from '@joblane/jobs';
import type { AutosuggestLoader } from '@joblane/ui/Autosuggest';
import { LazyAutosuggest } from '@joblane/ui/LazyAutosuggest';
import { IconLocation } from '@joblane/ui/icons';

/** Quiet typing before asking for places, as the search form's where field waits. */
const SUGGEST_DELAY_MS = 120;

/** Resolves after `ms`, or rejects as soon as the text changes (the signal aborts). */
function quietFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * Places for what was typed, from the same `/api/suggest/places` the search form's where field
 * asks (busiest first). "Remote" is left out: an ad's place is where the job is based, and its
 * arrangement says whether it is remote.
 */
const loadAdPlaces: AutosuggestLoader = async (text, { signal }) => {
  const prefix = text.trim();
  if (prefix === '') return [];
  // One request per pause in typing, not one per key (each would be aborted by the next).
  await quietFor(SUGGEST_DELAY_MS, signal);
  // Every place (`all=1`), not only those with jobs: an ad may be the first one there.
  const response = await fetch(
    `/api/suggest/places?q=${encodeURIComponent(prefix)}&limit=8&all=1`,
    {
      signal,
      headers: { accept: 'application/json' },
    },
  );
  if (!response.ok) return [];
  const { suggestions } = (await response.json()) as { suggestions: PlaceSuggestion[] };
  return suggestions
    .filter((place) => place.kind !== 'remote')
    .map((place) => ({ text: place.label, value: place.id, description: place.within }));
};

export interface AdPlaceFieldProps {
  id: string;
  defaultValue: string;
  message?: string;
}

/**
 * The ad's place: a text field with place suggestions once focused (the list's code loads then).
 * Without JavaScript it is a plain text field; the server resolves what was typed either way.
 */
export function AdPlaceField({ id, defaultValue, message }: AdPlaceFieldProps) {
  return (
    <LazyAutosuggest
      id={id}
      label="Place"
      name="where"
      description="The suburb, city, region or country the job is based in."
      defaultValue={defaultValue}
      suggestions={loadAdPlaces}
      icon={<IconLocation />}
      {...(message === undefined ? {} : { message, tone: 'critical' as const })}
    />
  );
}
