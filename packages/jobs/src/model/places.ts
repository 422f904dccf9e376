import { cityRows, countryRows, postcodeRows, regionRows } from './places.data.ts';

export type PlaceKind = 'country' | 'region' | 'city';

/** A node of the location taxonomy: country -> state/region -> city/area. */
export interface Place {
  /** Stable, URL-safe: `au`, `nsw-au`, `sydney-nsw-au`. */
  readonly id: string;
  readonly kind: PlaceKind;
  readonly name: string;
  /** What a job card or the where field shows: `Sydney NSW`, `Hamilton, Waikato`, `Victoria`. */
  readonly label: string;
  /** The larger areas it lies in, to tell namesakes apart: `New South Wales, Australia`. */
  readonly within: string;
  readonly countryCode: string;
  readonly country: string;
  readonly region: string | undefined;
  readonly regionCode: string | undefined;
  readonly population: number;
  /** For a suburb, the id of the city it belongs to (`chatswood-nsw-au` -> `sydney-nsw-au`). */
  readonly cityId: string | undefined;
}

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, '-')
    .replaceAll(/^-|-$/g, '');
}

const countries: Place[] = countryRows.map(([code, name]) => ({
  id: code.toLowerCase(),
  kind: 'country',
  name,
  label: name,
  within: '',
  countryCode: code,
  country: name,
  region: undefined,
  regionCode: undefined,
  population: 0,
  cityId: undefined,
}));
const countryByCode = new Map(countries.map((country) => [country.countryCode, country]));

const regions: Place[] = regionRows.map(([countryCode, code, name]) => {
  const country = countryByCode.get(countryCode)!;
  return {
    id: `${code.toLowerCase()}-${country.id}`,
    kind: 'region',
    name,
    label: name,
    within: country.name,
    countryCode,
    country: country.name,
    region: name,
    regionCode: code,
    population: 0,
    cityId: undefined,
  };
});

const usedIds = new Set<string>();
const cities: Place[] = cityRows.map(([name, regionIndex, population]) => {
  const region = regions[regionIndex]!;
  let id = `${slug(name)}-${region.id}`;
  for (let n = 2; usedIds.has(id); n += 1) id = `${slug(name)}-${n}-${region.id}`;
  usedIds.add(id);
  const label =
    region.countryCode === 'AU'
      ? `${name} ${region.regionCode}`
      : `${name}, ${name === region.name ? region.country : region.name}`;
  return {
    id,
    kind: 'city',
    name,
    label,
    within: `${region.name}, ${region.country}`,
    countryCode: region.countryCode,
    country: region.country,
    region: region.name,
    regionCode: region.regionCode,
    population,
    cityId: undefined as string | undefined,
  };
});
cityRows.forEach(([, , , metro], index) => {
  if (metro >= 0) (cities[index] as { cityId: string | undefined }).cityId = cities[metro]!.id;
});

for (const city of cities) {
  const region = regions.find((r) => r.name === city.region && r.countryCode === city.countryCode)!;
  (region as { population: number }).population += city.population;
  (countryByCode.get(city.countryCode) as { population: number }).population += city.population;
}

/** Every place: countries, then regions, then cities from the most populous. */
export const places: readonly Place[] = [...countries, ...regions, ...cities];
export const cityPlaces: readonly Place[] = cities;
export const countryPlaces: readonly Place[] = countries;

const placeIndexById = new Map(places.map((place, index) => [place.id, index]));
const regionOfCity = new Map(
  cities.map((city) => [
    city.id,
    regions.find((r) => r.name === city.region && r.countryCode === city.countryCode)!,
  ]),
);

export function placeById(id: string): Place | undefined {
  const index = placeIndexById.get(id);
  return index === undefined ? undefined : places[index];
}

/** Index of a place in `places` (stable for one build of the gazetteer). */
export function placeIndex(id: string): number | undefined {
  return placeIndexById.get(id);
}

export function regionOf(city: Place): Place | undefined {
  return city.kind === 'region' ? city : regionOfCity.get(city.id);
}

export function countryOf(place: Place): Place {
  return countryByCode.get(place.countryCode)!;
}

/**
 * Whether `place` lies within `area`: itself, a city's suburbs (`Sydney NSW` holds Chatswood),
 * a region's places, a country's regions and places.
 */
export function isWithin(place: Place, area: Place): boolean {
  if (place.id === area.id) return true;
  if (area.kind === 'country') return place.countryCode === area.countryCode;
  if (area.kind === 'region') return place.kind === 'city' && regionOf(place)?.id === area.id;
  return place.cityId === area.id;
}

/** The city a suburb belongs to, or undefined for a place that is no suburb. */
export function cityOf(place: Place): Place | undefined {
  return place.cityId === undefined ? undefined : placeById(place.cityId);
}

const placesByPostcode = new Map(
  postcodeRows.map(([postcode, indexes]) => [postcode, indexes.map((index) => cities[index]!)]),
);

/** The places an Australian postcode covers (`2000`: Sydney, Haymarket, The Rocks...). */
export function placesOfPostcode(postcode: string): readonly Place[] {
  return placesByPostcode.get(postcode.trim()) ?? [];
}

/** Every place within `area`, itself included. */
export function placesWithin(area: Place): Place[] {
  return places.filter((place) => isWithin(place, area));
}

export function normalisePlaceText(text: string): string {
  return text
    .normalize('NFKD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Names resolve to the most populous namesake (cities are ordered by population); labels and ids
// are exact. Countries and regions win over cities of the same name ("Wellington" the region is
// not what people mean, so cities come first for names, regions for their own labels).
const placeByText = new Map<string, Place>();
for (const place of [...cities, ...regions, ...countries]) {
  for (const key of [place.id, place.label, `${place.label} ${place.country}`]) {
    const text = normalisePlaceText(key);
    if (!placeByText.has(text)) placeByText.set(text, place);
  }
}
for (const place of [...cities, ...regions, ...countries]) {
  const keys = [place.name];
  if (place.kind === 'region' && place.countryCode === 'AU') keys.push(place.regionCode!);
  if (place.kind === 'country') keys.push(place.countryCode);
  for (const key of keys) {
    const text = normalisePlaceText(key);
    if (!placeByText.has(text)) placeByText.set(text, place);
  }
}

/**
 * Resolves what someone typed in the where field (`Sydney`, `sydney nsw`, `Victoria`, `NZ`, a
 * place id) to a place, or `'remote'`; undefined when it names no known place.
 */
export function resolveWhere(where: string): Place | 'remote' | undefined {
  const text = normalisePlaceText(where);
  if (text === '') return undefined;
  if (text === 'remote' || text === 'work from home' || text === 'wfh') return 'remote';
  // "Sydney NSW 2000": a trailing postcode narrows nothing the taxonomy can use.
  return placeByText.get(text) ?? placeByText.get(text.replace(/ \d{4}$/, ''));
}

// Every namesake, most populous first (cities, then regions, then countries), for the store to
// choose the busiest of; labels and ids name one place each.
const placeByLabel = new Map<string, Place>();
for (const place of [...cities, ...regions, ...countries]) {
  for (const key of [place.id, place.label, `${place.label} ${place.country}`]) {
    const text = normalisePlaceText(key);
    if (!placeByLabel.has(text)) placeByLabel.set(text, place);
  }
}
const placesByName = new Map<string, Place[]>();
for (const place of [...cities, ...regions, ...countries]) {
  const keys = [place.name];
  if (place.kind === 'region' && place.countryCode === 'AU') keys.push(place.regionCode!);
  if (place.kind === 'country') keys.push(place.countryCode);
  for (const key of new Set(keys.map(normalisePlaceText))) {
    const list = placesByName.get(key);
    if (list) list.push(place);
    else placesByName.set(key, [place]);
  }
}

/**
 * Every place what someone typed names exactly: one for a label or id (`Richmond VIC`), every
 * namesake for a name (`Richmond`: in VIC, NSW, QLD... most populous first), the places of an
 * Australian postcode (`2000`), `'remote'` for Remote or work from home; empty when none.
 */
export function placesNamed(where: string): readonly Place[] | 'remote' {
  const text = normalisePlaceText(where);
  if (text === '') return [];
  if (text === 'remote' || text === 'work from home' || text === 'wfh') return 'remote';
  if (/^\d{4}$/.test(text)) return placesOfPostcode(text);
  for (const candidate of [text, text.replace(/ \d{4}$/, '')]) {
    const labelled = placeByLabel.get(candidate);
    if (labelled) return [labelled];
    const named = placesByName.get(candidate);
    if (named) return named;
  }
  return [];
}
