// Search URLs and wording shared by the results page (browser) and its route (server).
import {
  findClassification,
  remoteWhere,
  serializeJobSearchQuery,
  type JobSearchQuery,
} from '@joblane/jobs/query';

/** `/jobs?...` of a query (canonical, without `v`; links and redirects add it). */
export function searchHref(query: JobSearchQuery): string {
  const search = serializeJobSearchQuery(query);
  return search === '' ? '/jobs' : `/jobs?${search}`;
}

/** `Nurse jobs in Sydney NSW`, `Accounting jobs`, `Jobs`: the subject of a results page. */
export function searchSubject(query: JobSearchQuery, where: string | null): string {
  const what =
    query.keywords !== ''
      ? `${query.keywords} jobs`
      : query.classifications.length === 1
        ? `${findClassification(query.classifications[0]!)?.label ?? ''} jobs`
        : 'Jobs';
  if (where === remoteWhere) return `Remote ${what.charAt(0).toLowerCase()}${what.slice(1)}`;
  const subject = what.charAt(0).toUpperCase() + what.slice(1);
  return where === null ? subject : `${subject} in ${where}`;
}
