import type { PlaceSuggestion } from '@joblane/jobs';
import type { AutosuggestLoader } from '@joblane/ui/Autosuggest';
import { LazyAutosuggest } from '@joblane/ui/LazyAutosuggest';
import { IconLocation } from '@joblane/ui/icons';

/** Quiet typing before asking for places, as the search form's where field waits. */
const SUGGEST_DELAY_MS = 120;

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
 * Places for what was typed, from the place taxonomy the search uses (`/api/suggest/places`,
 * every place, busiest first). "Remote" is an arrangement, not where someone lives. (The ad
 * form's place field asks the same; a module both pages import would be in the shared chunk
 * every page loads, the results page included, so each keeps its own few lines.)
 */
const loadPlaces: AutosuggestLoader = async (text, { signal }) => {
  const prefix = text.trim();
  if (prefix === '') return [];
  await quietFor(SUGGEST_DELAY_MS, signal);
  const response = await fetch(
    `/api/suggest/places?q=${encodeURIComponent(prefix)}&limit=8&all=1`,
    { signal, headers: { accept: 'application/json' } },
  );
  if (!response.ok) return [];
  const { suggestions } = (await response.json()) as { suggestions: PlaceSuggestion[] };
  return suggestions
    .filter((place) => place.kind !== 'remote')
    .map((place) => ({ text: place.label, value: place.id, description: place.within }));
};

/**
 * Where the seeker lives or wants to work: a text field with place suggestions once focused.
 * Without JavaScript it is a plain text field; the server resolves what was typed either way.
 */
export function ProfilePlaceField({
  id,
  defaultValue,
  message,
}: {
  id: string;
  defaultValue: string;
  message?: string;
}) {
  return (
    <LazyAutosuggest
      id={id}
      label="Location"
      secondaryLabel="optional"
      name="place"
      description="The suburb, city or region you want to work in."
      defaultValue={defaultValue}
      suggestions={loadPlaces}
      icon={<IconLocation />}
      {...(message === undefined ? {} : { message, tone: 'critical' as const })}
    />
  );
}
