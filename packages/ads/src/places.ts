import { resolveWhere } from '@joblane/jobs';

import type { PlaceResolver } from './form.ts';

/**
 * The place an ad's where text names, as search resolves `where` (`Sydney`, `sydney nsw`,
 * `Victoria`, a place id): a suburb, city, region or country. "Remote" is no place: a remote job
 * still has a home place, and its arrangement says it is remote.
 */
export const resolveAdPlace: PlaceResolver = (where) => {
  const place = resolveWhere(where);
  if (place === undefined || place === 'remote') return undefined;
  return { id: place.id, label: place.label };
};
