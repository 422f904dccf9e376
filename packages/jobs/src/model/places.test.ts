import { describe, expect, it } from 'vitest';
import { cityPlaces, placeById, places, regionOf, resolveWhere } from './places.ts';

describe('location taxonomy', () => {
  it('holds countries, regions and cities with unique, URL-safe ids', () => {
    const ids = places.map((place) => place.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
    expect(cityPlaces.length).toBeGreaterThan(3000);
    expect(placeById('sydney-nsw-au')).toMatchObject({
      label: 'Sydney NSW',
      within: 'New South Wales, Australia',
      kind: 'city',
    });
    expect(regionOf(placeById('geelong-vic-au')!)?.id).toBe('vic-au');
    expect(placeById('hamilton-wko-nz')?.label).toBe('Hamilton, Waikato');
  });

  it('resolves what people type in the where field', () => {
    expect(resolveWhere('sydney')).toMatchObject({ id: 'sydney-nsw-au' });
    expect(resolveWhere('  Sydney   NSW ')).toMatchObject({ id: 'sydney-nsw-au' });
    expect(resolveWhere('Sydney NSW 2000')).toMatchObject({ id: 'sydney-nsw-au' });
    expect(resolveWhere('Richmond VIC')).toMatchObject({ id: 'richmond-vic-au' });
    expect(resolveWhere('vic')).toMatchObject({ id: 'vic-au', kind: 'region' });
    expect(resolveWhere('Western Australia')).toMatchObject({ id: 'wa-au' });
    expect(resolveWhere('NZ')).toMatchObject({ id: 'nz', kind: 'country' });
    expect(resolveWhere('Work from home')).toBe('remote');
    expect(resolveWhere('Atlantis')).toBeUndefined();
    expect(resolveWhere('')).toBeUndefined();
  });
});
