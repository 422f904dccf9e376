export {
  alertFrequencies,
  seekerMigrations,
  type AlertFrequency,
  type SeekerTables,
} from './schema.ts';
export { openSeekers, type OpenSeekersOptions, type Seekers } from './seekers.ts';
export {
  alertPeriodMs,
  alertResultsQuery,
  alertSearchOn,
  alertUnsubscribeToken,
  findAlertByToken,
  purgeAlertHistory,
  readAlertUnsubscribeToken,
  sendDueAlerts,
  unsubscribeAlert,
  type AlertJob,
  type AlertRunReport,
  type AlertSearch,
  type AlertTokenLookup,
  type AlertTokenSecret,
  type SendAlertsOptions,
  type UnsubscribeOutcome,
} from './alerts/index.ts';
