export { adToJob, questionId, type AdCompany, type AdJob } from './adToJob.ts';
export {
  AD_LIFETIME_DAYS,
  adChangeMessages,
  askStillOpen,
  adOrganisationId,
  closeAd,
  createDraft,
  daysLeft,
  expireDueAds,
  getAd,
  listAds,
  listLiveAds,
  newAdId,
  openAds,
  quietLiveAds,
  publishAd,
  updateAd,
  type Ad,
  type AdChangeProblem,
  type Ads,
} from './ads.ts';
export * from './form.ts';
export { renderDetails } from './markup.ts';
export { resolveAdPlace } from './places.ts';
export { adsMigrations, adStatuses, type AdStatus, type AdsTables } from './schema.ts';
export {
  AdCountBuffer,
  addAdCounts,
  adEvents,
  adPerformance,
  openAdStats,
  statsDay,
  zeroCounts,
  type AdCounts,
  type AdDayIncrement,
  type AdEvent,
  type AdPerformance,
  type AdStats,
} from './stats/stats.ts';
export { adStatsMigrations, type AdStatsTables } from './stats/schema.ts';
