// Trust and safety, with no HTTP in it: screening (also alone, browser-safe, as
// `@joblane/moderation/screening`) and the store of screenings, reports, moderators, the audit
// log and organisations' trust.
export * from './screening/index.ts';
export { inTransaction, openModeration, type ModerationDb } from './store/moderation.ts';
export {
  holdDecisions,
  moderationMigrations,
  reportDecisions,
  reportReasons,
  verificationMethods,
  type HoldDecision,
  type ModerationTables,
  type ReportDecision,
  type ReportReason,
  type VerificationMethod,
} from './store/schema.ts';
export {
  decideHold,
  recordScreening,
  reviewQueue,
  screeningOf,
  screeningsOf,
  waitingCounts,
  type HeldAd,
  type StoredScreening,
} from './store/screenings.ts';
export {
  decideReports,
  myReports,
  openReports,
  REPORT_DETAILS_MAX,
  reportJob,
  reportMessages,
  reportsFor,
  REPORTS_TO_HIDE,
  type JobReport,
  type Reporter,
  type ReportProblem,
} from './store/reports.ts';
export {
  grantModerator,
  isModerator,
  listModerators,
  revokeModerator,
} from './store/moderators.ts';
export {
  auditLog,
  lastActionOn,
  recordAction,
  type AuditEntry,
  type AuditEntryInput,
} from './store/audit.ts';
export {
  markVerified,
  reinstate,
  suspend,
  suspendedOrganisations,
  trustOf,
  type OrganisationTrust,
} from './store/trust.ts';
export {
  checkDnsTxt,
  completeDomainVerification,
  DOMAIN_TOKEN_LIFETIME_MS,
  dnsTxtRecordFor,
  domainVerificationMessages,
  isFreeMailDomain,
  startDomainVerification,
  verifyDomainByDns,
  websiteDomain,
  type CompleteVerificationProblem,
  type StartVerificationProblem,
  type TxtResolver,
} from './store/domainVerification.ts';
