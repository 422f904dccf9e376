import { places, regionOf } from '../../model/places.ts';
import { classifications } from '../../model/taxonomy.ts';
import { remoteCode, type FacetColumns } from './facetColumns.ts';
import { placePosition } from './places.ts';

/** Active jobs per place, per classification and remote, as of `at` and index `version`. */
export interface ActiveCounts {
  version: number;
  at: number;
  /** Per place (in `places` order), rolled up to cities (from their suburbs), regions, countries. */
  places: Uint32Array;
  remote: number;
  classification: Uint32Array;
}

/** Adds `n` jobs in the place at position `i` to it and to the areas that hold it. */
function rollUp(rolled: Uint32Array, i: number, n: number) {
  const place = places[i]!;
  rolled[i]! += n;
  if (place.cityId !== undefined) rolled[placePosition.get(place.cityId)!]! += n;
  const region = place.kind === 'city' ? regionOf(place) : undefined;
  if (region) rolled[placePosition.get(region.id)!]! += n;
  if (place.kind !== 'country') rolled[placePosition.get(place.countryCode.toLowerCase())!]! += n;
}

/**
 * Active job counts for suggestions and the home page: one pass over the index, reused for a
 * minute or until the data changes (these are hints, not search results, so a job that expired
 * within the minute may still be counted). New jobs are counted in without another pass.
 */
export function activeJobCounts(index: FacetColumns) {
  let cached: ActiveCounts | undefined;

  function at(nowMs: number): ActiveCounts {
    if (cached && cached.version === index.version && Math.abs(nowMs - cached.at) <= 60_000) {
      return cached;
    }
    const own = new Uint32Array(places.length);
    const classification = new Uint32Array(classifications.length);
    let remote = 0;
    for (let doc = 0; doc < index.end; doc += 1) {
      if (!index.isActive(doc, nowMs)) continue;
      own[index.place[doc]!]! += 1;
      classification[index.classification[doc]!]! += 1;
      if (index.workArrangement[doc] === remoteCode) remote += 1;
    }
    const rolled = new Uint32Array(places.length);
    own.forEach((n, i) => {
      if (n !== 0) rollUp(rolled, i, n);
    });
    cached = { version: index.version, at: nowMs, places: rolled, remote, classification };
    return cached;
  }

  /** Counts newly inserted jobs into the cached counts, instead of a pass over every job. */
  function countInserted(docs: readonly number[], versionBefore: number) {
    if (cached === undefined || cached.version !== versionBefore) return;
    for (const doc of docs) {
      if (!index.isActive(doc, cached.at)) continue;
      rollUp(cached.places, index.place[doc]!, 1);
      cached.classification[index.classification[doc]!]! += 1;
      if (index.workArrangement[doc] === remoteCode) cached.remote += 1;
    }
    cached.version = index.version;
  }

  return { at, countInserted };
}
