import { salaryLabel, type JobInput } from '../../model/job.ts';
import { placeById } from '../../model/places.ts';

/** Tests' clock: every search in the tests is judged at this moment. */
export const testNow = new Date('2026-06-15T00:00:00.000Z');
const dayMs = 86_400_000;

/**
 * A valid job with the given changes; `placeId`, `ageDays` and `salary` are shorthands. Its
 * description names its id, so two jobs are never duplicates (one fingerprint) unless a test
 * gives them the same description.
 */
export function makeJob(
  id: string,
  changes: Partial<JobInput> & {
    placeId?: string;
    ageDays?: number;
    pay?: [number, number, 'annual' | 'hourly', boolean?];
  } = {},
): JobInput {
  const { placeId = 'sydney-nsw-au', ageDays = 1, pay, ...rest } = changes;
  const place = placeById(placeId)!;
  const listed = testNow.getTime() - ageDays * dayMs;
  return {
    id,
    title: 'Office Assistant',
    company: { name: 'Acme Pty Ltd' },
    location: {
      placeId,
      label: place.label,
      city: place.kind === 'city' ? place.name : undefined,
      region: place.region,
      country: place.country,
    },
    workArrangement: 'on-site',
    workType: 'full-time',
    classification: 'administration-and-office-support',
    subClassification: 'administration-and-office-support.administrative-assistants',
    ...(pay
      ? {
          salary: {
            min: pay[0],
            max: pay[1],
            currency: 'AUD',
            period: pay[2],
            hidden: pay[3] ?? false,
            label: salaryLabel(pay[0], pay[1], 'AUD', pay[2]),
          },
        }
      : {}),
    listedAt: new Date(listed).toISOString(),
    validThrough: new Date(listed + 30 * dayMs).toISOString(),
    summary: 'A role in a friendly team.',
    keySellingPoints: [],
    descriptionHtml: `<p>Join us. Reference ${id}.</p>`,
    howToApply: { url: 'https://example.com/apply' },
    ...rest,
  };
}

/** These jobs as new ads, `ad-0`, `ad-1`, ...: listed at `now`, open for 30 days. */
export function newAds(jobs: readonly JobInput[], now: Date): JobInput[] {
  return jobs.map((job, i) => ({
    ...job,
    id: `ad-${i}`,
    listedAt: now.toISOString(),
    validThrough: new Date(now.getTime() + 30 * dayMs).toISOString(),
  }));
}
