import { placeById, salaryLabel, type JobInput, type ScreeningQuestion } from '@joblane/jobs';

import { AD_LIFETIME_DAYS, type Ad } from './ads.ts';
import { renderDetails } from './markup.ts';

/** The organisation an ad's job is shown under. */
export interface AdCompany {
  name: string;
  slug: string;
  /** The organisation proved control of its website's domain ("Verified employer"). */
  verified?: boolean;
}

/** A job made from an ad: it names its organisation's slug (the company page). */
export type AdJob = JobInput & { company: JobInput['company'] & { slug: string } };

/** The id of the ad's n-th screening question (from 0): its position, fixed once the ad is live. */
export function questionId(index: number): string {
  return `q${index + 1}`;
}

/**
 * The job an ad is in the job store (and in a preview). Listed when published and valid for
 * `AD_LIFETIME_DAYS`; a draft (preview) is dated `now`. Pay becomes the store's salary in whole
 * units with the label the store's jobs carry (hidden when the employer hides it: it still
 * filters searches). The details markup becomes sanitised HTML.
 */
export function adToJob(
  ad: Ad,
  company: AdCompany,
  { now = new Date() }: { now?: Date } = {},
): AdJob {
  const { fields } = ad;
  const place = placeById(fields.place.id);
  if (!place)
    throw new Error(
      `Ad ${ad.id} names place "${fields.place.id}", which the place taxonomy does not have`,
    );
  const listedAt = ad.publishedAt ?? now.toISOString();
  const validThrough =
    ad.expiresAt ?? new Date(Date.parse(listedAt) + AD_LIFETIME_DAYS * 24 * 3600_000).toISOString();
  const min = fields.pay.minCents / 100;
  const max = (fields.pay.maxCents ?? fields.pay.minCents) / 100;
  const companyOfJob = { name: company.name, slug: company.slug };
  return {
    id: ad.id,
    title: fields.title,
    company: companyOfJob,
    location: {
      placeId: place.id,
      label: place.label,
      ...(place.kind === 'city' ? { city: place.name } : {}),
      ...(place.region === undefined ? {} : { region: place.region }),
      country: place.country,
    },
    workArrangement: fields.workArrangement,
    verifiedEmployer: company.verified === true,
    ...(fields.existingVacancy === undefined ? {} : { existingVacancy: fields.existingVacancy }),
    ...(fields.automatedScreening === undefined
      ? {}
      : { automatedScreening: fields.automatedScreening }),
    workType: fields.workType,
    classification: fields.classification,
    subClassification: fields.subClassification,
    salary: {
      min,
      max,
      currency: fields.pay.currency,
      period: fields.pay.type,
      hidden: !fields.pay.show,
      label: salaryLabel(min, max, fields.pay.currency, fields.pay.type),
    },
    listedAt,
    validThrough,
    summary: fields.summary,
    keySellingPoints: fields.sellingPoints,
    descriptionHtml: renderDetails(fields.details),
    howToApply:
      fields.apply.method === 'external'
        ? { url: fields.apply.url }
        : {
            onJoblane: {
              questions: fields.apply.questions.map((question, index): ScreeningQuestion =>
                question.kind === 'choice'
                  ? {
                      id: questionId(index),
                      kind: 'choice',
                      question: question.question,
                      options: question.options,
                    }
                  : { id: questionId(index), kind: question.kind, question: question.question },
              ),
            },
          },
  };
}
