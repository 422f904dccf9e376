import type { JobInput } from '../../model/job.ts';
import { findClassification, findSubClassification } from '../../model/taxonomy.ts';
import { htmlToText } from '../../model/text.ts';

/** A job's full-text columns: title, company, classification, summary, selling points, text. */
export function ftsColumns(
  job: JobInput,
  /** The description's `htmlToText`, when the caller already has it. */
  descriptionText = htmlToText(job.descriptionHtml),
): [string, string, string, string, string, string] {
  const classification = findClassification(job.classification);
  const sub = findSubClassification(job.subClassification);
  return [
    job.title,
    job.company.name,
    `${classification?.label ?? ''} ${sub?.label ?? ''}`,
    job.summary,
    job.keySellingPoints.join(' '),
    descriptionText,
  ];
}
