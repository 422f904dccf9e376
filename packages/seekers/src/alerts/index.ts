export {
  alertResultsQuery,
  purgeAlertHistory,
  sendDueAlerts,
  type AlertJob,
  type AlertRunReport,
  type AlertSearch,
  type SendAlertsOptions,
} from './sender.ts';
export {
  alertUnsubscribeToken,
  readAlertUnsubscribeToken,
  type AlertTokenSecret,
} from './token.ts';
export {
  findAlertByToken,
  unsubscribeAlert,
  type AlertTokenLookup,
  type UnsubscribeOutcome,
} from './unsubscribe.ts';
export { alertSearchOn } from './search.ts';
