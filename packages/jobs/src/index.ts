export {
  jobSchema,
  salaryLabel,
  salarySchema,
  validateJob,
  type Job,
  type JobCard,
  type JobInput,
  type Salary,
} from './model/job.ts';
export {
  cityPlaces,
  countryPlaces,
  placeById,
  places,
  regionPlaces,
  remoteWhere,
  resolveWhere,
  type Place,
  type PlaceKind,
} from './model/places.ts';
export {
  classifications,
  dateRanges,
  findClassification,
  findSubClassification,
  hoursPerYear,
  salaryBands,
  salaryTypes,
  sortModes,
  workArrangements,
  workTypes,
  type Classification,
  type DateRange,
  type SalaryType,
  type SortMode,
  type TaxonomyOption,
  type WorkArrangement,
  type WorkType,
} from './model/taxonomy.ts';
export {
  defaultJobSearchQuery,
  maxPage,
  parseJobSearchQuery,
  searchParamNames,
  serializeJobSearchQuery,
  type IgnoredParam,
  type JobSearchQuery,
} from './query/query.ts';
export {
  facetGroups,
  type ActiveJobEntry,
  type ClassificationCount,
  type FacetGroup,
  type FacetValue,
  type JobSearchResult,
  type JobStore,
  type KeywordSuggestion,
  type PlaceSuggestion,
  type SearchOptions,
} from './store/store.ts';
export {
  openSqliteJobStore,
  type SqliteJobStore,
  type SqliteJobStoreOptions,
} from './store/sqlite/sqlite-store.ts';
export { generateJobs, iterateJobs, type GenerateOptions } from './generate/generate.ts';
export { seedSampleJobs } from './generate/seed.ts';
export {
  importJobPostings,
  type BadRecord,
  type ImportOptions,
  type ImportReport,
} from './import/importer.ts';
export {
  jobFromPosting,
  jobPostingSchema,
  sanitizeDescription,
  type PostingResult,
} from './import/job-posting.ts';
