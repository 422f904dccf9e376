import type { PlaceSuggestion } from '@joblane/jobs';

/** Milliseconds of quiet typing before asking for places: one request per pause, not per key. */
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
 * Places for what was typed, busiest first, from `/api/suggest/places`, once typing pauses
 * (aborted when the text changes). `all`: every place, not only those with jobs (a form that
 * stores a place: an ad may be the first one there). Each place field maps them to its list.
 */
export async function suggestPlaces(
  text: string,
  signal: AbortSignal,
  { all }: { all: boolean },
): Promise<PlaceSuggestion[]> {
  const prefix = text.trim();
  if (prefix === '') return [];
  await quietFor(SUGGEST_DELAY_MS, signal);
  const response = await fetch(
    `/api/suggest/places?q=${encodeURIComponent(prefix)}&limit=8${all ? '&all=1' : ''}`,
    { signal, headers: { accept: 'application/json' } },
  );
  if (!response.ok) return [];
  return ((await response.json()) as { suggestions: PlaceSuggestion[] }).suggestions;
}
