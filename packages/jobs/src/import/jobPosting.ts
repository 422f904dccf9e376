import { z } from 'zod';
import { salaryLabel, validateJob, type JobInput } from '../model/job.ts';
import {
  countryPlaces,
  normalisePlaceText,
  places,
  resolveWhere,
  type Place,
} from '../model/places.ts';
import { sanitizeDescription } from '../model/richText.ts';
import { classifications, type WorkArrangement, type WorkType } from '../model/taxonomy.ts';
import { htmlToText } from '../model/text.ts';

const text = z.string().trim().min(1);
const dateText = z
  .string()
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'not a date');

const postalAddress = z.object({
  addressLocality: z.string().optional(),
  addressRegion: z.string().optional(),
  addressCountry: z.union([z.string(), z.object({ name: z.string() })]).optional(),
});
const place = z.object({ address: z.union([postalAddress, z.string()]).optional() });
const quantitativeValue = z.object({
  value: z.coerce.number().optional(),
  minValue: z.coerce.number().optional(),
  maxValue: z.coerce.number().optional(),
  unitText: z.string().optional(),
});

/** A schema.org `JobPosting` as feeds send it (the fields Joblane reads). */
export const jobPostingSchema = z.object({
  '@type': z.literal('JobPosting', { error: '@type must be "JobPosting"' }).optional(),
  identifier: z.union([
    text,
    z.number().int().nonnegative(),
    z.object({ value: z.union([text, z.number().int().nonnegative()]) }),
  ]),
  title: text,
  description: z.string(),
  datePosted: dateText,
  validThrough: dateText.optional(),
  hiringOrganization: z.union([
    text,
    z.object({
      name: text,
      logo: z.union([z.string(), z.object({ url: z.string() })]).optional(),
      sameAs: z.string().optional(),
      url: z.string().optional(),
    }),
  ]),
  jobLocation: z.union([place, z.array(place).min(1)]).optional(),
  jobLocationType: z.string().optional(),
  employmentType: z.union([z.string(), z.array(z.string()).min(1)]).optional(),
  industry: z.string().optional(),
  occupationalCategory: z.string().optional(),
  baseSalary: z
    .object({
      currency: z.string().optional(),
      value: z.union([quantitativeValue, z.coerce.number()]),
    })
    .optional(),
  url: z.string().optional(),
  directApply: z.boolean().optional(),
  applicationContact: z
    .object({ email: z.string().optional(), url: z.string().optional() })
    .optional(),
  disambiguatingDescription: z.string().optional(),
  /** Joblane extensions feeds may send. */
  keySellingPoints: z.array(z.string()).max(3).optional(),
  salaryHidden: z.boolean().optional(),
  workArrangement: z.enum(['on-site', 'hybrid', 'remote']).optional(),
});

const workTypeOf: Record<string, WorkType> = {
  FULL_TIME: 'full-time',
  PART_TIME: 'part-time',
  CONTRACTOR: 'contract-temp',
  TEMPORARY: 'contract-temp',
  INTERN: 'casual-vacation',
  PER_DIEM: 'casual-vacation',
  SEASONAL: 'casual-vacation',
  CASUAL: 'casual-vacation',
};

const annualFactor: Record<string, number> = { YEAR: 1, MONTH: 12, WEEK: 52, DAY: 260 };

const taxonomyKey = (value: string) => normalisePlaceText(value.replaceAll('&', 'and'));

/** Sub-classifications with their names normalised once, on first use (not per record). */
let taxonomyKeys:
  | {
      c: (typeof classifications)[number];
      sub: (typeof classifications)[number]['subClassifications'][number];
      id: string;
      label: string;
      full: string;
      classificationId: string;
      classificationLabel: string;
    }[]
  | undefined;

function findTaxonomy(industry: string | undefined, category: string | undefined) {
  taxonomyKeys ??= classifications.flatMap((c) =>
    c.subClassifications.map((sub) => ({
      c,
      sub,
      id: taxonomyKey(sub.id),
      label: taxonomyKey(sub.label),
      full: taxonomyKey(`${c.label} ${sub.label}`),
      classificationId: taxonomyKey(c.id),
      classificationLabel: taxonomyKey(c.label),
    })),
  );
  const wantedIndustry = industry === undefined ? undefined : taxonomyKey(industry);
  if (category !== undefined) {
    const wanted = taxonomyKey(category);
    const found = taxonomyKeys.find(
      (entry) =>
        entry.id === wanted ||
        (entry.label === wanted &&
          (wantedIndustry === undefined ||
            entry.classificationLabel === wantedIndustry ||
            entry.classificationId === wantedIndustry)) ||
        entry.full === wanted,
    );
    if (found) return { classification: found.c.id, subClassification: found.sub.id };
  }
  if (wantedIndustry !== undefined) {
    const entry = taxonomyKeys.find(
      (item) =>
        item.classificationId === wantedIndustry || item.classificationLabel === wantedIndustry,
    );
    if (entry) {
      return {
        classification: entry.c.id,
        subClassification: entry.c.subClassifications[0]!.id,
      };
    }
  }
  return undefined;
}

/** Cities by normalised name, built once on first use (not a scan of every place per record). */
let citiesByName: Map<string, Place[]> | undefined;
function citiesNamed(name: string): Place[] {
  if (!citiesByName) {
    citiesByName = new Map();
    for (const candidate of places) {
      if (candidate.kind !== 'city') continue;
      const key = normalisePlaceText(candidate.name);
      const list = citiesByName.get(key);
      if (list) list.push(candidate);
      else citiesByName.set(key, [candidate]);
    }
  }
  return citiesByName.get(name) ?? [];
}

function resolveLocation(
  address: z.infer<typeof postalAddress> | string | undefined,
): Place | undefined {
  if (address === undefined) return undefined;
  if (typeof address === 'string') {
    const found = resolveWhere(address);
    return found === 'remote' ? undefined : found;
  }
  const country =
    typeof address.addressCountry === 'object'
      ? address.addressCountry.name
      : address.addressCountry;
  const countryPlace = country === undefined ? undefined : resolveWhere(country);
  const inCountry = (candidate: Place) =>
    countryPlace === undefined ||
    countryPlace === 'remote' ||
    candidate.countryCode === countryPlace.countryCode;
  const locality = address.addressLocality
    ? normalisePlaceText(address.addressLocality)
    : undefined;
  const region = address.addressRegion ? resolveWhere(address.addressRegion) : undefined;
  if (locality) {
    const city = citiesNamed(locality).find(
      (candidate) =>
        inCountry(candidate) &&
        (region === undefined || region === 'remote' || candidate.region === region.region),
    );
    if (city) return city;
  }
  if (region !== undefined && region !== 'remote' && inCountry(region)) return region;
  if (countryPlace !== undefined && countryPlace !== 'remote') return countryPlace;
  return undefined;
}

export type PostingResult = { ok: true; job: JobInput } | { ok: false; errors: string[] };

/** Maps one feed record to a job, or says why it cannot. */
export function jobFromPosting(record: unknown): PostingResult {
  const parsed = jobPostingSchema.safeParse(record);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) =>
        issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      ),
    };
  }
  const posting = parsed.data;
  const errors: string[] = [];
  const identifier =
    typeof posting.identifier === 'object' ? posting.identifier.value : posting.identifier;
  const organization =
    typeof posting.hiringOrganization === 'string'
      ? { name: posting.hiringOrganization }
      : posting.hiringOrganization;
  const locations =
    posting.jobLocation === undefined
      ? []
      : Array.isArray(posting.jobLocation)
        ? posting.jobLocation
        : [posting.jobLocation];
  const telecommute = posting.jobLocationType?.toUpperCase() === 'TELECOMMUTE';
  let location = resolveLocation(locations[0]?.address);
  if (!location && telecommute && locations.length === 0) location = countryPlaces[0];
  if (!location)
    errors.push(
      'jobLocation: not a place Joblane knows (give addressLocality, addressRegion, addressCountry)',
    );
  const arrangement: WorkArrangement =
    posting.workArrangement ??
    (telecommute ? (locations.length > 0 ? 'hybrid' : 'remote') : 'on-site');
  const employment = [posting.employmentType ?? 'FULL_TIME']
    .flat()[0]!
    .toUpperCase()
    .replaceAll(/[\s-]/g, '_');
  const workType = workTypeOf[employment];
  if (!workType)
    errors.push(
      `employmentType: "${employment}" is not one of ${Object.keys(workTypeOf).join(', ')}`,
    );
  const taxonomy = findTaxonomy(posting.industry, posting.occupationalCategory);
  if (!taxonomy)
    errors.push(
      'occupationalCategory: no classification matches (use a sub-classification id or label, or industry)',
    );

  let salary: JobInput['salary'];
  if (posting.baseSalary) {
    const value =
      typeof posting.baseSalary.value === 'number'
        ? { value: posting.baseSalary.value }
        : posting.baseSalary.value;
    const unit = (value.unitText ?? 'YEAR').toUpperCase();
    const low = value.minValue ?? value.value;
    const high = value.maxValue ?? value.value ?? low;
    const currency = (posting.baseSalary.currency ?? 'AUD').toUpperCase();
    if (
      low === undefined ||
      high === undefined ||
      !Number.isFinite(low) ||
      !Number.isFinite(high)
    ) {
      errors.push('baseSalary.value: needs value or minValue/maxValue');
    } else if (unit !== 'HOUR' && !(unit in annualFactor)) {
      errors.push(`baseSalary.value.unitText: "${unit}" is not HOUR, DAY, WEEK, MONTH or YEAR`);
    } else {
      const period = unit === 'HOUR' ? 'hourly' : 'annual';
      const factor = unit === 'HOUR' ? 1 : annualFactor[unit]!;
      const min = Math.round(low * factor * 100) / 100;
      const max = Math.round(high * factor * 100) / 100;
      salary = {
        min,
        max,
        currency,
        period,
        hidden: posting.salaryHidden ?? false,
        label: salaryLabel(min, max, currency, period),
      };
    }
  }
  if (errors.length > 0) return { ok: false, errors };

  // Feeds' text fields often carry character references (`Smith &amp; Co`): read them as text.
  const descriptionHtml = sanitizeDescription(posting.description);
  const plain = htmlToText(posting.disambiguatingDescription ?? descriptionHtml);
  const summary = plain.length <= 150 ? plain : `${plain.slice(0, 149).replace(/\s+\S*$/, '')}…`;
  const listedAt = new Date(Date.parse(posting.datePosted)).toISOString();
  const validThrough = posting.validThrough
    ? new Date(Date.parse(posting.validThrough)).toISOString()
    : new Date(Date.parse(listedAt) + 30 * 86_400_000).toISOString();
  const logo = typeof organization.logo === 'object' ? organization.logo.url : organization.logo;
  const profile = organization.sameAs ?? organization.url;
  const email = posting.applicationContact?.email;
  const applyUrl = posting.applicationContact?.url ?? posting.url;
  const candidate = {
    id: String(identifier),
    title: htmlToText(posting.title),
    company: {
      name: htmlToText(organization.name),
      ...(logo ? { logoUrl: logo } : {}),
      ...(profile ? { profileUrl: profile } : {}),
    },
    location: {
      placeId: location!.id,
      label: location!.label,
      ...(location!.kind === 'city' ? { city: location!.name } : {}),
      ...(location!.region ? { region: location!.region } : {}),
      country: location!.country,
    },
    workArrangement: arrangement,
    workType: workType!,
    classification: taxonomy!.classification,
    subClassification: taxonomy!.subClassification,
    ...(salary ? { salary } : {}),
    listedAt,
    validThrough,
    summary,
    keySellingPoints: (posting.keySellingPoints ?? []).map(htmlToText),
    descriptionHtml,
    howToApply: { ...(applyUrl ? { url: applyUrl } : {}), ...(email ? { email } : {}) },
  };
  return validateJob(candidate);
}
