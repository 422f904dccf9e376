import { z } from 'zod';
import { placeById } from './places.ts';
import { classifications, findSubClassification, workArrangements, workTypes } from './taxonomy.ts';

const workTypeIds = workTypes.map((type) => type.id) as [string, ...string[]];
const workArrangementIds = workArrangements.map((a) => a.id) as [string, ...string[]];
const classificationIds = classifications.map((c) => c.id) as [string, ...string[]];

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * An organisation's slug as Joblane's accounts make them (`harbour-health-group`, `acme-2`):
 * lower-case letters and digits in words joined by single hyphens, at most 80 characters.
 */
export const companySlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const companySlugSchema = z
  .string()
  .max(80)
  .regex(companySlugPattern, 'company slug must be lower-case letters and digits joined by -');

export const salarySchema = z
  .object({
    min: z.number().nonnegative().max(10_000_000),
    max: z.number().nonnegative().max(10_000_000),
    currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code such as AUD'),
    period: z.enum(['annual', 'hourly']),
    /** Hidden salaries are still used by the salary filter; the card shows no figure. */
    hidden: z.boolean(),
    /** What the card shows, e.g. `$90,000 – $110,000 per year` or an advertiser's own words. */
    label: z.string().min(1).max(100),
  })
  .refine((salary) => salary.min <= salary.max, {
    message: 'salary min must not exceed max',
    path: ['max'],
  });

/** At most this many screening questions on an ad (SEEK's limit). */
export const MAX_SCREENING_QUESTIONS = 5;

const questionId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'question id must be 1-32 lower-case letters, digits or -');
const questionText = z.string().trim().min(1).max(200);

/**
 * A question an employer asks everyone who applies on Joblane: free text, yes or no, or one
 * choice among options. Its id is stable (answers refer to it), unique within the job.
 */
export const screeningQuestionSchema = z.discriminatedUnion('kind', [
  z.object({ id: questionId, kind: z.literal('text'), question: questionText }),
  z.object({ id: questionId, kind: z.literal('yes-no'), question: questionText }),
  z.object({
    id: questionId,
    kind: z.literal('choice'),
    question: questionText,
    options: z
      .array(z.string().trim().min(1).max(100))
      .min(2)
      .max(10)
      .refine((options) => new Set(options).size === options.length, {
        message: 'options must be different from each other',
      }),
  }),
]);

export type ScreeningQuestion = z.infer<typeof screeningQuestionSchema>;

export const jobSchema = z
  .object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'id must be 1-64 letters, digits, - or _'),
    title: z.string().trim().min(1).max(150),
    company: z.object({
      name: z.string().trim().min(1).max(150),
      logoUrl: z.url({ protocol: /^https?$/ }).optional(),
      profileUrl: z.url({ protocol: /^https?$/ }).optional(),
      /** The organisation that posted the job on Joblane (its `/company/:slug` page); ads only. */
      slug: companySlugSchema.optional(),
    }),
    location: z.object({
      /** Id of the place in the location taxonomy (a city, region or country). */
      placeId: z.string().refine((id) => placeById(id) !== undefined, {
        message: 'placeId must name a place of the location taxonomy',
      }),
      /** The place's display label, e.g. `Sydney NSW`. */
      label: z.string().min(1).max(150),
      city: z.string().optional(),
      region: z.string().optional(),
      country: z.string().min(1),
    }),
    workArrangement: z.enum(workArrangementIds),
    /**
     * The posting organisation proved control of its website's domain ("Verified employer").
     * Absent means false.
     */
    verifiedEmployer: z.boolean().optional(),
    /**
     * The ad is for an existing vacancy (true) or builds a pipeline for roles that may open
     * later (false); absent when the advertiser did not say (feeds).
     */
    existingVacancy: z.boolean().optional(),
    /** Applications are screened with automated tools; absent when the advertiser did not say. */
    automatedScreening: z.boolean().optional(),
    workType: z.enum(workTypeIds),
    classification: z.enum(classificationIds),
    subClassification: z.string(),
    salary: salarySchema.optional(),
    listedAt: isoDateTime,
    validThrough: isoDateTime,
    summary: z.string().trim().max(150),
    keySellingPoints: z.array(z.string().trim().min(1).max(80)).max(3),
    /** Sanitised HTML: paragraphs, lists, emphasis, links. */
    descriptionHtml: z.string().max(100_000),
    howToApply: z.object({
      url: z.url({ protocol: /^https?$/ }).optional(),
      email: z.email().optional(),
      instructions: z.string().max(1000).optional(),
      /** The ad takes applications on Joblane (`/job/:id/apply`), with these questions. */
      onJoblane: z
        .object({
          questions: z
            .array(screeningQuestionSchema)
            .max(MAX_SCREENING_QUESTIONS)
            .refine(
              (questions) =>
                new Set(questions.map((question) => question.id)).size === questions.length,
              { message: 'question ids must be unique within the job' },
            ),
        })
        .optional(),
    }),
  })
  .refine(
    (job) => findSubClassification(job.subClassification)?.classification.id === job.classification,
    {
      message: 'subClassification must belong to the classification',
      path: ['subClassification'],
    },
  )
  .refine((job) => Date.parse(job.validThrough) > Date.parse(job.listedAt), {
    message: 'validThrough must be after listedAt',
    path: ['validThrough'],
  });

export type Salary = z.infer<typeof salarySchema>;
export type JobInput = z.infer<typeof jobSchema>;

/** A job as the store returns it: expired jobs stay readable (for a 410 page) with their status. */
export interface Job extends JobInput {
  status: 'active' | 'expired';
}

/** What a result card shows. */
export interface JobCard {
  id: string;
  title: string;
  companyName: string;
  /** The posting organisation's slug (`/company/:slug`) for ads on Joblane; null otherwise. */
  companySlug: string | null;
  /** The posting organisation proved control of its website's domain ("Verified employer"). */
  verifiedEmployer: boolean;
  locationLabel: string;
  workType: string;
  workTypeLabel: string;
  workArrangement: string;
  workArrangementLabel: string;
  classification: string;
  classificationLabel: string;
  subClassification: string;
  subClassificationLabel: string;
  /** Null when the advertiser hides the salary. */
  salaryLabel: string | null;
  listedAt: string;
  summary: string;
  keySellingPoints: string[];
  /**
   * The same organisation advertised the same job (its fingerprint) and closed it at most 30
   * days before this one was listed. Absent otherwise.
   */
  reposted?: true;
  /**
   * The same job (its fingerprint) in other places, each its own job page, when this card
   * stands for them all in results. Absent when there are none.
   */
  alsoIn?: { id: string; locationLabel: string }[];
}

/** Validates a job, returning readable reasons (`title: Too small...`) instead of throwing. */
export function validateJob(
  input: unknown,
): { ok: true; job: JobInput } | { ok: false; errors: string[] } {
  const result = jobSchema.safeParse(input);
  if (result.success) return { ok: true, job: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    ),
  };
}

const moneyFormats = {
  annual: new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 }),
  hourly: new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 }),
  cents: new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** `$90,000 – $110,000 per year`, `$45 per hour`; other currencies keep their code. */
export function salaryLabel(
  min: number,
  max: number,
  currency: string,
  period: 'annual' | 'hourly',
): string {
  const format =
    period === 'hourly' && (!Number.isInteger(min) || !Number.isInteger(max))
      ? moneyFormats.cents
      : moneyFormats[period];
  const symbol = currency === 'AUD' || currency === 'NZD' ? '$' : `${currency} `;
  const range =
    min === max
      ? `${symbol}${format.format(min)}`
      : `${symbol}${format.format(min)} – ${symbol}${format.format(max)}`;
  return `${range} ${period === 'annual' ? 'per year' : 'per hour'}`;
}
