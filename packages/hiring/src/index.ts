export {
  applicationJob,
  checkAnswers,
  coverLetterProblem,
  normaliseCoverLetter,
  type ApplicationErrors,
  type ApplicationJob,
} from './answers.ts';
export {
  applicationProblems,
  applicationResume,
  appliedJobIds,
  deleteSeekerData,
  exportApplications,
  findApplicationForJob,
  getApplication,
  listApplications,
  seekerFileKeys,
  setStatus,
  submitApplication,
  withdrawApplication,
  type Application,
  type ApplicationFilter,
  type ApplicationInput,
  type ApplicationsExport,
  type SetStatusResult,
  type StatusEvent,
  type SubmitResult,
  type WithdrawResult,
} from './applications.ts';
export {
  addNote,
  candidateCounts,
  candidateResume,
  candidateSorts,
  getCandidate,
  listCandidates,
  seekerHistory,
  setStatuses,
  type AddNoteResult,
  type Candidate,
  type CandidateCounts,
  type CandidateDetail,
  type CandidateListOptions,
  type CandidateNote,
  type CandidateSort,
  type CandidateViewer,
  type SeekerHistoryEntry,
  type SetStatusesResult,
} from './candidates.ts';
export { directoryFileStore, FileTooLargeError, type FileStore } from './files.ts';
export {
  applicationLimits,
  hiringOn,
  openHiring,
  type Hiring,
  type OpenHiringOptions,
} from './hiring.ts';
export {
  detectResumeType,
  displayFileName,
  getResume,
  purgeUnusedResumes,
  resumeMessages,
  resumeTypes,
  storeResume,
  type Resume,
  type ResumeMediaType,
  type ResumeProblem,
} from './resumes.ts';
export {
  keepResume,
  keptResumeLimitMessage,
  listKeptResumes,
  MAX_KEPT_RESUMES,
  removeKeptResume,
  setDefaultResume,
  type KeptResume,
} from './keptResumes.ts';
export {
  forgetRememberedAnswers,
  listRememberedAnswers,
  rememberedAnswers,
  rememberKey,
  type RememberedAnswer,
} from './rememberedAnswers.ts';
export { adClosed } from './adClosure.ts';
export {
  responseDays,
  responseSignal,
  responseSignalMinimum,
  responseSignals,
  type ResponseSignal,
} from './responseSignal.ts';
export { activelyReviewingDays, isActivelyReviewing, lastReviews } from './reviews.ts';
export {
  claimReminder,
  noDecisionDays,
  noDecisionYet,
  reminderDays,
  settleStalledInterviews,
  waitingApplications,
  waitingStatuses,
  type WaitingApplication,
} from './waiting.ts';
export { hiringMigrations, noteLimit, type HiringTables } from './schema.ts';
export {
  applicationStatuses,
  closedStatuses,
  finalStatuses,
  employerStatuses,
  isApplicationStatus,
  isEmployerStatus,
  statusLabels,
  type ApplicationStatus,
  type EmployerStatus,
} from './statuses.ts';
