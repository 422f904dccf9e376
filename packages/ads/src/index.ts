export { adToJob, questionId, type AdCompany, type AdJob } from './adToJob.ts';
export {
  AD_LIFETIME_DAYS,
  adChangeMessages,
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
