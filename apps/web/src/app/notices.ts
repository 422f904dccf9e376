import type { Notice } from './context.ts';

/**
 * The one-time messages an action leaves for the next page (by id in a short-lived cookie, so no
 * visitor-made text is ever shown).
 */
export const notices = {
  'signed-in': { tone: 'positive', message: 'You are signed in.' },
  'two-step-passed': { tone: 'positive', message: 'Code accepted.' },
  'two-step-off': {
    tone: 'info',
    message: 'Two-step sign-in is off: signing in asks for your password only.',
  },
  confirmed: { tone: 'positive', message: 'Confirmed: you can make your change now.' },
  'signed-out-everywhere': {
    tone: 'positive',
    message: 'Your account is signed out everywhere. Now choose a new password.',
  },
  'team-two-step-required': {
    tone: 'positive',
    message: 'Two-step sign-in is required of your team now.',
  },
  'team-two-step-optional': {
    tone: 'info',
    message: 'Two-step sign-in is no longer required of your team.',
  },
  'passkey-added': {
    tone: 'positive',
    message: 'Passkey added. Sign in with it next time: no password needed.',
  },
  'passkey-renamed': { tone: 'positive', message: 'Passkey renamed.' },
  'passkey-removed': { tone: 'positive', message: 'Passkey removed. It signs in no more.' },
  'passkey-last': {
    tone: 'info',
    message:
      'That is your only way to sign in: set a password first (from “Forgot your password?”) or add another passkey.',
  },
  'signed-out': { tone: 'info', message: 'You are signed out.' },
  'profile-saved': { tone: 'positive', message: 'Profile saved.' },
  'resume-kept': { tone: 'positive', message: 'Résumé kept in your profile.' },
  'resume-default': {
    tone: 'positive',
    message: 'Default résumé changed. Your applications start with it.',
  },
  'resume-removed': { tone: 'positive', message: 'Résumé removed from your profile.' },
  'answers-forgotten': {
    tone: 'positive',
    message: 'Your earlier answers are forgotten. No answer is filled in for you now.',
  },
  'signed-up': {
    tone: 'positive',
    message:
      'Your account is ready. We have sent you an email: follow its link to confirm your address.',
  },
  'email-verified': { tone: 'positive', message: 'Your email address is confirmed.' },
  'password-reset': {
    tone: 'positive',
    message: 'Your password is changed. Sign in with the new one.',
  },
  'password-changed': {
    tone: 'positive',
    message: 'Your password is changed. Your other sessions are signed out.',
  },
  'email-change-sent': {
    tone: 'info',
    message: 'We have sent a link to your new address. Your email changes when you follow it.',
  },
  'verification-sent': { tone: 'info', message: 'We have sent you a new confirmation link.' },
  'sessions-ended': { tone: 'positive', message: 'Your other sessions are signed out.' },
  'session-ended': { tone: 'positive', message: 'That session is signed out.' },
  'account-deleted': { tone: 'info', message: 'Your account and its data are deleted.' },
  'invitation-sent': { tone: 'positive', message: 'Invitation sent.' },
  'member-removed': { tone: 'positive', message: 'Member removed.' },
  'description-saved': {
    tone: 'positive',
    message: 'Description saved. Your company page shows it now.',
  },
  'logo-saved': {
    tone: 'positive',
    message: 'Logo saved. Your jobs and company page show it now.',
  },
  'logo-removed': {
    tone: 'positive',
    message: 'Logo removed. Your jobs show your first letter again.',
  },
  'website-saved': {
    tone: 'positive',
    message: 'Website saved. Verify your organisation at its domain from Verified employer.',
  },
  'domain-verification-sent': {
    tone: 'info',
    message:
      'We have sent a link to that address: your organisation is verified when it is followed.',
  },
  'employer-verified': {
    tone: 'positive',
    message: 'Your organisation is a verified employer: your jobs show the badge now.',
  },
  'joined-organisation': { tone: 'positive', message: 'You have joined the organisation.' },
  'job-saved': { tone: 'positive', message: 'Job saved. Find it again under Saved jobs.' },
  'job-unsaved': { tone: 'info', message: 'Job removed from your saved jobs.' },
  'company-blocked': {
    tone: 'positive',
    message: 'Employer blocked: its jobs are hidden. Unblock it on your account page.',
  },
  'company-unblocked': { tone: 'info', message: 'Employer unblocked: its jobs show again.' },
  'job-hidden': {
    tone: 'positive',
    message: 'Job hidden. Show it again from your account page.',
  },
  'job-unhidden': { tone: 'info', message: 'The job shows again.' },
  'search-saved': {
    tone: 'positive',
    message: 'Search saved. Switch its alert on to get its new jobs by email.',
  },
  'search-saved-alert': {
    tone: 'positive',
    message: 'Search saved, with its email alert on: we will email you its new jobs.',
  },
  'search-already-saved': { tone: 'info', message: 'You saved this search already.' },
  'search-renamed': { tone: 'positive', message: 'Saved search renamed.' },
  'search-deleted': { tone: 'info', message: 'Saved search deleted.' },
  'alert-on': {
    tone: 'positive',
    message: 'Alert on: we will email you new jobs for this search.',
  },
  'alert-off': { tone: 'info', message: 'Alert off: no more emails for this search.' },
  'application-sent': {
    tone: 'positive',
    message: 'Your application is sent. Its status is here, and we email you when it changes.',
  },
  'already-applied': {
    tone: 'info',
    message: 'You have applied for this job already: here is your application.',
  },
  'application-withdrawn': { tone: 'info', message: 'Your application is withdrawn.' },
  'ad-draft-saved': {
    tone: 'positive',
    message: 'Draft saved. Nothing is public until you publish.',
  },
  'ad-published': {
    tone: 'positive',
    message: 'Your ad is live: seekers can find it in search now.',
  },
  'ad-updated': { tone: 'positive', message: 'Your live ad is updated.' },
  'ad-in-review': {
    tone: 'info',
    message:
      'Your ad is in review, usually within a business day. We will email you when a moderator has looked at it.',
  },
  'ad-approved': { tone: 'positive', message: 'Approved: the ad is live and in search.' },
  'ad-rejected': { tone: 'info', message: 'Rejected: the employer is emailed your reason.' },
  'job-taken-down': { tone: 'info', message: 'Taken down: the job is out of search everywhere.' },
  'reports-dismissed': {
    tone: 'info',
    message: 'Reports dismissed: the job stays (or is back) in search.',
  },
  'organisation-suspended': {
    tone: 'info',
    message: 'Suspended: its ads are closed and out of search, and its members cannot post.',
  },
  'organisation-reinstated': {
    tone: 'positive',
    message: 'Reinstated: its members can post again.',
  },
  'ad-refused': {
    tone: 'info',
    message: 'Your ad is not published yet: it needs changes first (see below).',
  },
  'ad-closed': { tone: 'info', message: 'Your ad is closed and out of search.' },
  'statuses-changed': {
    tone: 'positive',
    message: 'Status changed. Each candidate is emailed (Not progressing after 48 hours).',
  },
  'statuses-changed-some-withdrawn': {
    tone: 'info',
    message:
      'Status changed, and each candidate emailed. Withdrawn applications were left as they are.',
  },
  'status-changed': {
    tone: 'positive',
    message: 'Status changed. The candidate is emailed (Not progressing after 48 hours).',
  },
  'status-withdrawn': {
    tone: 'info',
    message: 'This application is withdrawn, so its status cannot change.',
  },
  'candidates-none-selected': {
    tone: 'info',
    message: 'Select one or more candidates first, then choose their new status.',
  },
  'candidates-no-status': {
    tone: 'info',
    message: 'Choose the status to set for the selected candidates.',
  },
  'note-added': { tone: 'positive', message: 'Note added. Only your organisation sees it.' },
} as const satisfies Record<string, Notice>;

export type NoticeId = keyof typeof notices;
