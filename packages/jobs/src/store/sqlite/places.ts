import { normalisePlaceText, places, placesNamed, type Place } from '../../model/places.ts';
import { remoteWhere } from '../../model/remoteWhere.ts';
import type { PlaceSuggestion } from '../store.ts';

/** Each place's position in `places`, where the per-place counts keep it. */
export const placePosition = new Map(places.map((p, i) => [p.id, i]));

/** A where text shorter than this resolves only when it names a place exactly. */
const minPartialPlace = 2;
const normalisedNames = places.map((place) => [
  ...new Set([place.name, place.label].map(normalisePlaceText)),
]);

/** Live jobs per place, in `places` order (rolled up to the areas that hold them). */
type PlaceCounts = ArrayLike<number>;

/**
 * Places whose name or label starts with the (normalised) text, or has a later word that does
 * ("syd" -> Sydney, then North Sydney): places with jobs first, then starting matches, then most
 * jobs, then most people. What the where field suggests, and what a partial name resolves to.
 */
export function placesStartingWith(text: string, counts: PlaceCounts) {
  const ranked: { place: Place; count: number; tier: number }[] = [];
  places.forEach((place, i) => {
    const names = normalisedNames[i]!;
    const tier = names.some((n) => n.startsWith(text))
      ? 0
      : names.some((n) => n.includes(` ${text}`))
        ? 1
        : -1;
    if (tier >= 0) ranked.push({ place, count: counts[i]!, tier });
  });
  ranked.sort(
    (a, b) =>
      Number(b.count > 0) - Number(a.count > 0) ||
      a.tier - b.tier ||
      b.count - a.count ||
      b.place.population - a.place.population,
  );
  return ranked;
}

/**
 * The place a where field means: an exact name, label or postcode (of namesakes, the one with
 * the most live jobs), else the best place whose name starts with it (two characters at least).
 * `counts` is asked only when the answer depends on it.
 */
export function resolvePlace(
  where: string,
  counts: () => PlaceCounts,
): Place | 'remote' | undefined {
  const named = placesNamed(where);
  if (named === 'remote') return 'remote';
  if (named.length > 0) {
    const live = counts();
    let best = named[0]!;
    for (const place of named) {
      if (live[placePosition.get(place.id)!]! > live[placePosition.get(best.id)!]!) best = place;
    }
    return best;
  }
  const text = normalisePlaceText(where);
  if ([...text].length < minPartialPlace) return undefined;
  return placesStartingWith(text, counts())[0]?.place;
}

/**
 * What the where field suggests for what was typed so far: Remote first when the text starts
 * it, then a postcode's places (busiest first) or the places starting with the text. With
 * `withJobs`, only those with live jobs (a search there would find nothing).
 */
export function suggestPlaces(
  prefix: string,
  limit: number,
  counts: () => { places: PlaceCounts; remote: number },
  { withJobs = false }: { withJobs?: boolean } = {},
): PlaceSuggestion[] {
  const text = normalisePlaceText(prefix);
  if (text === '') return [];
  const live = counts().places;
  const postcodePlaces = /^\d{4}$/.test(text) ? placesNamed(text) : [];
  const ranked =
    postcodePlaces !== 'remote' && postcodePlaces.length > 0
      ? postcodePlaces
          .map((place) => ({ place, count: live[placePosition.get(place.id)!]! }))
          .sort((a, b) => b.count - a.count || b.place.population - a.place.population)
      : placesStartingWith(text, live);
  const offered = withJobs ? ranked.filter(({ count }) => count > 0) : ranked;
  const matches: PlaceSuggestion[] = offered.slice(0, limit).map(({ place, count }) => ({
    id: place.id,
    kind: place.kind,
    label: place.label,
    within: place.within,
    count,
  }));
  const remote = counts().remote;
  if ('remote'.startsWith(text) && (!withJobs || remote > 0)) {
    matches.unshift({
      id: 'remote',
      kind: 'remote',
      label: remoteWhere,
      within: 'Work from anywhere',
      count: remote,
    });
  }
  return matches.slice(0, limit);
}
