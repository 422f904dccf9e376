import { describe, expect, it } from 'vitest';
import { places } from '../../model/places.ts';
import { placePosition, placesStartingWith, resolvePlace, suggestPlaces } from './places.ts';

/** Live job counts with the given places' counts set (the rest 0). */
function countsOf(live: Record<string, number>): Uint32Array {
  const counts = new Uint32Array(places.length);
  for (const [id, n] of Object.entries(live)) counts[placePosition.get(id)!] = n;
  return counts;
}

describe('resolvePlace', () => {
  it('resolves a name held by namesakes to the one with the most live jobs', () => {
    const none = countsOf({});
    expect(resolvePlace('Glenroy', () => none)).toMatchObject({ id: 'glenroy-vic-au' });
    const busyNsw = countsOf({ 'glenroy-nsw-au': 3, 'glenroy-vic-au': 1 });
    expect(resolvePlace('Glenroy', () => busyNsw)).toMatchObject({ id: 'glenroy-nsw-au' });
  });

  it('resolves a label, a postcode and Remote exactly', () => {
    const none = countsOf({});
    expect(resolvePlace('Glenroy NSW', () => none)).toMatchObject({ id: 'glenroy-nsw-au' });
    expect(resolvePlace('2000', () => none)).toMatchObject({ id: 'sydney-nsw-au' });
    expect(resolvePlace('remote', () => none)).toBe('remote');
  });

  it('resolves the start of a name from two characters, and nothing else', () => {
    const none = countsOf({});
    expect(resolvePlace('Syd', () => none)).toMatchObject({ id: 'sydney-nsw-au' });
    expect(resolvePlace('S', () => none)).toBeUndefined();
    expect(resolvePlace('Qqqzz', () => none)).toBeUndefined();
  });
});

describe('placesStartingWith', () => {
  it('ranks places with live jobs first, then names that start with the text, then people', () => {
    const ids = (counts: Uint32Array) =>
      placesStartingWith('syd', counts).map((entry) => entry.place.id);
    expect(ids(countsOf({})).slice(0, 2)).toEqual([
      'sydney-nsw-au',
      'sydney-central-business-district-nsw-au',
    ]);
    // North Sydney matches only by a later word: after every starting match, unless it has jobs.
    expect(ids(countsOf({})).at(-1)).toBe('north-sydney-nsw-au');
    expect(ids(countsOf({ 'north-sydney-nsw-au': 2 }))[0]).toBe('north-sydney-nsw-au');
  });
});

describe('suggestPlaces', () => {
  it('puts Remote first for text that starts it, with its live jobs', () => {
    const counts = { places: countsOf({}), remote: 7 };
    const [first] = suggestPlaces('rem', 5, () => counts);
    expect(first).toEqual({
      id: 'remote',
      kind: 'remote',
      label: 'Remote',
      within: 'Work from anywhere',
      count: 7,
    });
  });

  it("suggests a postcode's places, busiest first, up to the limit", () => {
    const counts = { places: countsOf({ 'haymarket-nsw-au': 5, 'sydney-nsw-au': 2 }), remote: 0 };
    const suggested = suggestPlaces('2000', 2, () => counts);
    expect(suggested.map((s) => [s.id, s.count])).toEqual([
      ['haymarket-nsw-au', 5],
      ['sydney-nsw-au', 2],
    ]);
  });

  it('offers only places and Remote with live jobs when asked (a search would find nothing)', () => {
    const counts = {
      places: countsOf({ 'north-sydney-nsw-au': 3, 'sydney-nsw-au': 2 }),
      remote: 0,
    };
    const live = suggestPlaces('syd', 8, () => counts, { withJobs: true });
    expect(live.map((s) => [s.id, s.count])).toEqual([
      ['sydney-nsw-au', 2],
      ['north-sydney-nsw-au', 3],
    ]);
    // Without the option every matching place is offered (an ad's place may have no jobs yet).
    const all = suggestPlaces('syd', 8, () => counts);
    expect(all.length).toBeGreaterThan(2);
    expect(all.some((s) => s.count === 0)).toBe(true);
    expect(suggestPlaces('rem', 8, () => counts, { withJobs: true })).toEqual([]);
    expect(
      suggestPlaces('rem', 8, () => ({ ...counts, remote: 4 }), { withJobs: true })[0],
    ).toMatchObject({
      id: 'remote',
      count: 4,
    });
  });

  it('suggests nothing for blank text', () => {
    expect(suggestPlaces('  ', 8, () => ({ places: countsOf({}), remote: 0 }))).toEqual([]);
  });
});
