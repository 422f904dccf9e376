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
  return async (savedQuery, { listedAfter, now, limit }) => {
    const { query } = parseJobSearchQuery(savedQuery);
    const result = await search(
      { ...query, sortMode: 'date', page: 1 },
      { listedAfter, now, pageSize: limit },
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
