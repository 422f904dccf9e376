import type { JobInput } from './job.ts';
import { sanitizeDescription } from './richText.ts';
import { plainText } from './text.ts';

const text = <T>(value: T): T => (typeof value === 'string' ? (plainText(value) as T) : value);

/**
 * A job's text as the store keeps it, whoever writes it: the description reduced to the
 * description policy, every plain-text field (title, company, place names, summary, selling
 * points, salary label, instructions) without markup. Values of the wrong type pass through for
 * the schema to reject.
 */
export function withSafeText(job: JobInput): JobInput {
  if (typeof job !== 'object' || job === null) return job;
  const { company, location, salary, howToApply } = job;
  return {
    ...job,
    title: text(job.title),
    summary: text(job.summary),
    descriptionHtml:
      typeof job.descriptionHtml === 'string'
        ? sanitizeDescription(job.descriptionHtml)
        : job.descriptionHtml,
    keySellingPoints: Array.isArray(job.keySellingPoints)
      ? job.keySellingPoints.map(text)
      : job.keySellingPoints,
    ...(typeof company === 'object' && company !== null
      ? { company: { ...company, name: text(company.name) } }
      : {}),
    ...(typeof location === 'object' && location !== null
      ? {
          location: {
            ...location,
            label: text(location.label),
            ...(location.city === undefined ? {} : { city: text(location.city) }),
            ...(location.region === undefined ? {} : { region: text(location.region) }),
            country: text(location.country),
          },
        }
      : {}),
    ...(typeof salary === 'object' && salary !== null
      ? { salary: { ...salary, label: text(salary.label) } }
      : {}),
    ...(typeof howToApply === 'object' && howToApply !== null
      ? {
          howToApply: {
            ...howToApply,
            ...(howToApply.instructions === undefined
              ? {}
              : { instructions: text(howToApply.instructions) }),
            ...(typeof howToApply.onJoblane === 'object' &&
            howToApply.onJoblane !== null &&
            Array.isArray(howToApply.onJoblane.questions)
              ? {
                  onJoblane: {
                    ...howToApply.onJoblane,
                    questions: howToApply.onJoblane.questions.map((question) =>
                      typeof question === 'object' && question !== null
                        ? {
                            ...question,
                            question: text(question.question),
                            ...('options' in question && Array.isArray(question.options)
                              ? { options: question.options.map(text) }
                              : {}),
                          }
                        : question,
                    ),
                  },
                }
              : {}),
          },
        }
      : {}),
  };
}
