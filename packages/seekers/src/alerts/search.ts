import type { JobStore } from '@joblane/jobs';
import { parseJobSearchQuery } from '@joblane/jobs/query';

import type { AlertSearch } from './sender.ts';

/**
 * The alert search on a job store's `search` (in apps/web, the search pool's, so searches run
 * off the event loop): the saved query parsed exactly as the results page parses it, sorted by
 * listed date, first page, bounded to jobs listed after the watermark. One query path for
 * `/jobs` and alerts.
 */
export function alertSearchOn(search: JobStore['search']): AlertSearch {
  return async (savedQuery, { listedAfter, now, limit, exclude }) => {
    const { query } = parseJobSearchQuery(savedQuery);
    const result = await search(
      { ...query, sortMode: 'date', page: 1 },
      {
        listedAfter,
        now,
        pageSize: limit,
        // The owner's blocked organisations and "Not interested" jobs never reach the digest.
        ...(exclude === undefined || exclude.jobIds.length === 0
          ? {}
          : { excludeIds: exclude.jobIds }),
        ...(exclude === undefined || exclude.companyKeys.length === 0
          ? {}
          : { excludeCompanies: exclude.companyKeys }),
      },
    );
    return {
      total: result.total,
      jobs: result.jobs.map((card) => ({
        id: card.id,
        title: card.title,
        employer: card.companyName,
        place: card.locationLabel,
        pay: card.salaryLabel,
      })),
    };
  };
}
