import type { Job } from '@joblane/jobs';

const employmentTypes: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  'contract-temp': 'CONTRACTOR',
  'casual-vacation': 'PER_DIEM',
};

/**
 * schema.org `JobPosting` for a job page, from the same data the page shows and only what it
 * shows: a hidden salary is left out, a remote job is `TELECOMMUTE`.
 */
export function jobPostingStructuredData(job: Job): Record<string, unknown> {
  const remote = job.workArrangement === 'remote';
  const address = {
    '@type': 'PostalAddress',
    ...(job.location.city === undefined ? {} : { addressLocality: job.location.city }),
    ...(job.location.region === undefined ? {} : { addressRegion: job.location.region }),
    addressCountry: job.location.country,
  };
  const salary = job.salary;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml,
    datePosted: job.listedAt,
    validThrough: job.validThrough,
    identifier: { '@type': 'PropertyValue', name: 'Joblane', value: job.id },
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      ...(job.company.profileUrl === undefined ? {} : { sameAs: job.company.profileUrl }),
    },
    employmentType: employmentTypes[job.workType] ?? 'OTHER',
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: job.location.country },
        }
      : { jobLocation: { '@type': 'Place', address } }),
    ...(salary === undefined || salary.hidden
      ? {}
      : {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: salary.min,
              maxValue: salary.max,
              unitText: salary.period === 'annual' ? 'YEAR' : 'HOUR',
            },
          },
        }),
  };
}
