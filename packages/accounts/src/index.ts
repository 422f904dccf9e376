export {
  accountsOn,
  defaultLifetimes,
  defaultSignInLimits,
  openAccounts,
  type AccountLifetimes,
  type Accounts,
  type OpenAccountsOptions,
  type SignInLimits,
} from './accounts.ts';
export {
  contactsById,
  contactsOf,
  hasAccountTables,
  isVerifiedUser,
  userIdByEmail,
  type Contact,
} from './contacts.ts';
export { deleteAccount, exportAccount, type AccountExport } from './account.ts';
export { findOrganisations, getOrganisation, ownersOf } from './directory.ts';
export { emailProblem, normaliseEmail } from './emails.ts';
export {
  logoHash,
  logoImage,
  logosBySlug,
  removeOrganisationLogo,
  setOrganisationLogo,
  type LogoImages,
  type LogoResult,
  type LogoSize,
  type OrganisationLogo,
} from './logos.ts';
export {
  acceptInvitation,
  findInvitation,
  getOrganisationBySlug,
  inviteMember,
  listInvitations,
  listMembers,
  membershipRole,
  normaliseDescription,
  normaliseWebsite,
  organisationsOf,
  removeMember,
  setMemberRole,
  setOrganisationDescription,
  setOrganisationWebsite,
  slugify,
  type DescriptionResult,
  type Invitation,
  type Member,
  type MembershipProblem,
  type Organisation,
  type WebsiteResult,
} from './organisations.ts';
export {
  defaultPasswordHashing,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  passwordProblem,
  type PasswordHashing,
} from './passwords.ts';
export {
  accountMigrations,
  logoMediaTypes,
  MAX_DESCRIPTION_LENGTH,
  MAX_LOGO_BYTES,
  MAX_WEBSITE_LENGTH,
  type AccountTables,
  type LogoMediaType,
  type MemberRole,
  type UserRole,
} from './schema.ts';
export {
  createSession,
  endSession,
  listSessions,
  lookupSession,
  revokeAllSessions,
  revokeSession,
  type Session,
} from './sessions.ts';
export { signIn, type SignInInput, type SignInResult } from './signIn.ts';
export {
  completeTwoStepSignIn,
  confirmTwoStep,
  disableTwoStep,
  hasTwoStep,
  passTwoStep,
  pendingTwoStep,
  RECOVERY_CODE_COUNT,
  renewRecoveryCodes,
  replaceRecoveryCodes,
  startTwoStep,
  twoStepStatus,
  TWO_STEP_CHALLENGE_MS,
  type CodeProblem,
  type TwoStepEnrolment,
  type TwoStepSignInResult,
  type TwoStepStatus,
} from './twoStep.ts';
export {
  changePassword,
  getUser,
  markEmailVerified,
  requestEmailChange,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signUp,
  signUpProblems,
  verifyEmail,
  type SignUpInput,
  type SignUpResult,
  type TokenProblem,
} from './users.ts';
export { type FieldErrors, type User } from './model.ts';
