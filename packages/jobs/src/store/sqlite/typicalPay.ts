import { subClassificationCodes, type FacetColumns } from './facetColumns.ts';

/** What a sub-classification's live jobs pay a year: the median and the 90th percentile. */
export interface TypicalPay {
  median: number;
  p90: number;
  /** How many live jobs with a salary it was taken from. */
  jobs: number;
}

/** Fewer live jobs with a salary than this say nothing typical. */
export const TYPICAL_PAY_MIN_JOBS = 10;

/** The nearest-rank percentile of sorted values. */
const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/**
 * The annual pay (each job's maximum, hourly pay as its annual equivalent) of the live jobs of a
 * sub-classification, from the in-memory index: one pass over its typed columns. Undefined for an
 * unknown sub-classification or one with fewer than `TYPICAL_PAY_MIN_JOBS` salaried jobs.
 */
export function typicalPayOf(
  index: FacetColumns,
  subClassification: string,
  nowMs: number,
): TypicalPay | undefined {
  const code = subClassificationCodes.get(subClassification);
  if (code === undefined) return undefined;
  const values: number[] = [];
  for (let doc = 0; doc < index.end; doc += 1) {
    if (index.subClassification[doc] === code && index.isActive(doc, nowMs)) {
      const pay = index.salaryMax[doc]!;
      if (!Number.isNaN(pay)) values.push(pay);
    }
  }
  if (values.length < TYPICAL_PAY_MIN_JOBS) return undefined;
  const sorted = Float64Array.from(values).sort();
  return {
    median: Math.round(percentile(sorted, 50)),
    p90: Math.round(percentile(sorted, 90)),
    jobs: sorted.length,
  };
}
