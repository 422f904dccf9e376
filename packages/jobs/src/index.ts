// Everything browser code may use (`@joblane/jobs/query`), then what needs Node.js.
export * from './browser.ts';
export { salarySchema } from './model/job.ts';
export { cityPlaces, countryPlaces, type PlaceKind } from './model/places.ts';
export { hoursPerYear } from './model/taxonomy.ts';
export {
  facetGroups,
  type ActiveJobEntry,
  type ClassificationCount,
  type FacetGroup,
  type FacetValue,
  relaxableFilters,
  type JobSearchResult,
  type RelaxableFilter,
  type JobStore,
  type KeywordSuggestion,
  type PlaceSuggestion,
  type SearchOptions,
} from './store/store.ts';
export {
  hasRecommendationSignals,
  recommendationReasonKinds,
  type Recommendation,
  type RecommendationReason,
  type RecommendationReasonKind,
  type RecommendationSignals,
  type RecommendOptions,
  type SeekerPreferences,
  type SignalSearch,
} from './store/recommendations.ts';
export { recommendationSignalLimits } from './store/sqlite/recommend.ts';
export {
  defaultKeywordCost,
  openSqliteJobStore,
  type IndexLoad,
  type KeywordCostSettings,
  type MatchSharing,
  type SharedMatchSet,
  type SqliteJobStore,
  type SqliteJobStoreOptions,
} from './store/sqlite/sqliteStore.ts';
export { externalWriteCounter, isEmptyJobStore } from './store/sqlite/storeState.ts';
export { TYPICAL_PAY_MIN_JOBS, type TypicalPay } from './store/sqlite/typicalPay.ts';
export { keywordLimits, minKeywordSuggestionPrefix, type KeywordLimits } from './store/keywords.ts';
export {
  generateJobs,
  iterateJobs,
  sampleIndustryOf,
  type GenerateOptions,
} from './generate/generate.ts';
export {
  everyIndustryHires,
  industryHires,
  sampleIndustries,
  type SampleIndustry,
} from './generate/profiles.ts';
export { seedSampleJobs } from './generate/seed.ts';
export {
  importJobPostings,
  type BadRecord,
  type ImportOptions,
  type ImportReport,
} from './import/importer.ts';
export { jobFromPosting, jobPostingSchema, type PostingResult } from './import/jobPosting.ts';
export { descriptionPolicy, sanitizeDescription } from './model/richText.ts';
export { htmlToText, plainText } from './model/text.ts';
export { jobFingerprint, normaliseForFingerprint } from './model/fingerprint.ts';
export { withSafeText } from './model/jobText.ts';
