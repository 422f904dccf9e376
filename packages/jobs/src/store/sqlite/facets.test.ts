import { describe, expect, it } from 'vitest';
import {
  classifications,
  dateRanges,
  salaryBands,
  workArrangements,
  workTypes,
} from '../../model/taxonomy.ts';
import { defaultJobSearchQuery } from '../../query/query.ts';
import type { Evaluation } from './evaluate.ts';
import { facetsOf, salaryFacetLabel } from './facets.ts';
import { subClassificationList } from './facetColumns.ts';

/** Counts of 0 for every option, with `classification` counting 1, 2, 3... */
function counts(): Evaluation['counts'] {
  return {
    classification: Uint32Array.from(classifications, (_, i) => i + 1),
    subClassification: new Uint32Array(subClassificationList.length),
    workType: new Uint32Array(workTypes.length),
    workArrangement: new Uint32Array(workArrangements.length),
    salary: new Uint32Array(salaryBands.annual.length),
    dateRange: new Uint32Array(dateRanges.length),
    verified: new Uint32Array(1),
    vacancy: new Uint32Array(1),
  };
}

describe('salaryFacetLabel', () => {
  it('labels annual bands in thousands and hourly bands per hour', () => {
    expect(salaryFacetLabel(0, 'annual')).toBe('Any');
    expect(salaryFacetLabel(80_000, 'annual')).toBe('$80k+');
    expect(salaryFacetLabel(45, 'hourly')).toBe('$45+ per hour');
  });
});

describe('facetsOf', () => {
  it('lists every option of each group in taxonomy order with its count', () => {
    const facets = facetsOf(defaultJobSearchQuery, counts());
    expect(facets.classification.map((f) => f.value)).toEqual(classifications.map((c) => c.id));
    expect(facets.classification[2]).toMatchObject({ count: 3, selected: false });
    expect(facets.workType).toHaveLength(workTypes.length);
    expect(facets.dateRange).toHaveLength(dateRanges.length);
  });

  it('lists sub-classifications only of the selected classifications', () => {
    expect(facetsOf(defaultJobSearchQuery, counts()).subClassification).toEqual([]);
    const accounting = classifications.find((c) => c.id === 'accounting')!;
    const facets = facetsOf(
      { ...defaultJobSearchQuery, classifications: ['accounting'] },
      counts(),
    );
    expect(facets.subClassification.map((f) => f.value)).toEqual(
      accounting.subClassifications.map((s) => s.id),
    );
    expect(facets.classification.find((f) => f.value === 'accounting')?.selected).toBe(true);
  });

  it('marks the chosen salary band and uses the hourly bands for hourly searches', () => {
    const hourly = facetsOf(
      { ...defaultJobSearchQuery, salaryType: 'hourly', salaryMin: salaryBands.hourly[1]! },
      { ...counts(), salary: new Uint32Array(salaryBands.hourly.length) },
    );
    expect(hourly.salary.map((f) => f.value)).toEqual(salaryBands.hourly.map(String));
    expect(hourly.salary.filter((f) => f.selected).map((f) => f.value)).toEqual([
      String(salaryBands.hourly[1]),
    ]);
  });
});
