import {
  classifications,
  dateRanges,
  salaryBands,
  workArrangements,
  workTypes,
} from '../../model/taxonomy.ts';
import type { JobSearchQuery } from '../../query/query.ts';
import { facetGroups, type FacetGroup, type FacetValue } from '../store.ts';
import type { Evaluation } from './evaluate.ts';
import { subClassificationList } from './facetColumns.ts';

/** The label of a salary facet value: `Any`, `$80k+`, `$45+ per hour`. */
export function salaryFacetLabel(band: number, type: 'annual' | 'hourly'): string {
  if (band === 0) return 'Any';
  if (type === 'hourly') return `$${band}+ per hour`;
  return `$${band >= 1000 ? `${band / 1000}k` : band}+`;
}

/** One facet value per taxonomy option, counted in option order. */
function optionFacets(
  taxonomy: readonly { id: string; label: string }[],
  optionCounts: ArrayLike<number>,
  chosen: readonly string[],
): FacetValue[] {
  return taxonomy.map((option, i) => ({
    value: option.id,
    label: option.label,
    count: optionCounts[i]!,
    selected: chosen.includes(option.id),
  }));
}

function facetList(
  group: FacetGroup,
  query: JobSearchQuery,
  counts: Evaluation['counts'],
): FacetValue[] {
  switch (group) {
    case 'classification':
      return optionFacets(classifications, counts.classification, query.classifications);
    case 'subClassification':
      // Only the sub-classifications of selected classifications (and any selected ones).
      return subClassificationList.flatMap((sub, i) => {
        const parent = sub.id.slice(0, sub.id.indexOf('.'));
        const selected = query.subClassifications.includes(sub.id);
        if (!selected && !query.classifications.includes(parent)) return [];
        return [{ value: sub.id, label: sub.label, count: counts.subClassification[i]!, selected }];
      });
    case 'workType':
      return optionFacets(workTypes, counts.workType, query.workTypes);
    case 'workArrangement':
      return optionFacets(workArrangements, counts.workArrangement, query.workArrangements);
    case 'salary':
      return salaryBands[query.salaryType].map((band, i) => ({
        value: String(band),
        label: salaryFacetLabel(band, query.salaryType),
        count: counts.salary[i]!,
        selected: query.salaryMin === band,
      }));
    case 'dateRange':
      return dateRanges.map((range, i) => ({
        value: range.id,
        label: range.label,
        count: counts.dateRange[i]!,
        selected: query.dateRange === range.days,
      }));
    case 'verified':
      return [
        {
          value: '1',
          label: 'Verified employers',
          count: counts.verified[0]!,
          selected: query.verifiedOnly,
        },
      ];
    case 'vacancy':
      return [
        {
          value: 'existing',
          label: 'Existing vacancies only',
          count: counts.vacancy[0]!,
          selected: query.existingVacancyOnly,
        },
      ];
  }
}

/** Every facet group of a results page, from the counts of one evaluation pass. */
export function facetsOf(
  query: JobSearchQuery,
  counts: Evaluation['counts'],
): Record<FacetGroup, FacetValue[]> {
  const facets = {} as Record<FacetGroup, FacetValue[]>;
  for (const group of facetGroups) facets[group] = facetList(group, query, counts);
  return facets;
}
