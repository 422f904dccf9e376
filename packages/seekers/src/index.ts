export { exportSeeker, type SeekerExport } from './export.ts';
export {
  listSavedJobs,
  MAX_JOB_ID_LENGTH,
  MAX_SAVED_JOBS,
  savedJobIds,
  saveJob,
  unsaveJob,
  type SavedJob,
  type SavedJobPage,
  type SaveJobResult,
} from './saved-jobs.ts';
export {
  alertPeriodMs,
  deleteSavedSearch,
  findSavedSearchByQuery,
  getSavedSearch,
  listSavedSearches,
  MAX_SAVED_SEARCHES,
  MAX_SEARCH_NAME_LENGTH,
  MAX_SEARCH_QUERY_LENGTH,
  renameSavedSearch,
  savedSearchQuery,
  saveSearch,
  searchNameProblem,
  setSearchAlert,
  type ChangeSearchResult,
  type SavedSearch,
  type SaveSearchResult,
  type SearchFieldErrors,
} from './saved-searches.ts';
export {
  alertFrequencies,
  seekerMigrations,
  type AlertFrequency,
  type SeekerTables,
} from './schema.ts';
export { openSeekers, type OpenSeekersOptions, type Seekers } from './seekers.ts';
