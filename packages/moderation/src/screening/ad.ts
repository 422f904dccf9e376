// What screening reads of an ad: a small shape of its own, so the rules run in the browser and
// on the server alike, and both an employer's ad and an imported feed job can be screened.
import type { Job } from '@joblane/jobs/query';

/** An ad's text and facts as screening reads them. Money in whole currency units. */
export interface ScreenableAd {
  title: string;
  summary?: string | undefined;
  sellingPoints?: readonly string[] | undefined;
  /** The details as written (the ad form's markup) or as sanitised HTML (a feed job). */
  details?: string | undefined;
  pay?:
    | {
        min: number;
        max?: number | null | undefined;
        period: 'annual' | 'hourly';
        currency?: string | undefined;
      }
    | undefined;
  classification?: string | undefined;
  subClassification?: string | undefined;
  applyUrl?: string | undefined;
  applyEmail?: string | undefined;
  companyName?: string | undefined;
}

/** Who posts the ad and what the same sub-classification usually pays (the caller finds both). */
export interface ScreeningContext {
  /** Missing: screened as an unverified organisation's first ad (the cautious threshold). */
  organisation?: { verified: boolean; liveAdsBefore: number } | undefined;
  /**
   * Annual pay (whole units) of live jobs of the same sub-classification, from the search index:
   * its median and 90th percentile. Missing: the pay rule says nothing.
   */
  typicalPay?: { median: number; p90: number } | undefined;
}

/**
 * The fields of `@joblane/ads`' `AdFields` that screening reads (money in cents), typed here so
 * this package needs no dependency on ads.
 */
export interface AdFieldsLike {
  title: string;
  summary: string;
  sellingPoints: readonly string[];
  details: string;
  classification: string;
  subClassification: string;
  pay: {
    type: 'annual' | 'hourly';
    currency: string;
    minCents: number;
    maxCents: number | null;
  };
  apply: { method: 'joblane' } | { method: 'external'; url: string };
}

/** An employer's ad (its fields as `@joblane/ads` keeps them) as screening reads it. */
export function screenableFromAdFields(fields: AdFieldsLike, companyName?: string): ScreenableAd {
  return {
    title: fields.title,
    summary: fields.summary,
    sellingPoints: fields.sellingPoints,
    details: fields.details,
    pay: {
      min: fields.pay.minCents / 100,
      max: fields.pay.maxCents === null ? null : fields.pay.maxCents / 100,
      period: fields.pay.type,
      currency: fields.pay.currency,
    },
    classification: fields.classification,
    subClassification: fields.subClassification,
    applyUrl: fields.apply.method === 'external' ? fields.apply.url : undefined,
    companyName,
  };
}

/** A job of the job model (an imported feed job) as screening reads it. */
export function screenableFromJob(
  job: Pick<
    Job,
    | 'title'
    | 'summary'
    | 'keySellingPoints'
    | 'descriptionHtml'
    | 'salary'
    | 'classification'
    | 'subClassification'
    | 'howToApply'
    | 'company'
  >,
): ScreenableAd {
  return {
    title: job.title,
    summary: job.summary,
    sellingPoints: job.keySellingPoints,
    details: [job.descriptionHtml, job.howToApply.instructions ?? ''].join('\n\n'),
    pay: job.salary
      ? {
          min: job.salary.min,
          max: job.salary.max,
          period: job.salary.period,
          currency: job.salary.currency,
        }
      : undefined,
    classification: job.classification,
    subClassification: job.subClassification,
    applyUrl: job.howToApply.url,
    applyEmail: job.howToApply.email,
    companyName: job.company.name,
  };
}
