// The part of @joblane/jobs with no Node.js dependencies: taxonomies, the job model and query
// parsing, for code that also runs in the browser (import from `@joblane/jobs/query`).
export {
  companySlugPattern,
  companySlugSchema,
  jobSchema,
  MAX_SCREENING_QUESTIONS,
  salaryLabel,
  screeningQuestionSchema,
  validateJob,
  type Job,
  type JobCard,
  type JobInput,
  type Salary,
  type ScreeningQuestion,
} from './model/job.ts';
export { companyKeyOf } from './model/company.ts';
export { escapeHtml } from './model/escape.ts';
export {
  cityOf,
  isWithin,
  placeById,
  places,
  placesNamed,
  placesOfPostcode,
  placesWithin,
  resolveWhere,
  type Place,
} from './model/places.ts';
export { remoteWhere } from './model/remoteWhere.ts';
export {
  classificationIdOf,
  classifications,
  dateRanges,
  findClassification,
  findSubClassification,
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
