/** Every status an application can show, in the order a hiring process goes. */
export const applicationStatuses = [
  'submitted',
  'viewed',
  'shortlisted',
  'interviewing',
  'offered',
  'hired',
  'not-progressing',
  'withdrawn',
  'ad-closed',
] as const;

export type ApplicationStatus = (typeof applicationStatuses)[number];

export const statusLabels: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  viewed: 'Viewed',
  shortlisted: 'Shortlisted',
  interviewing: 'Interviewing',
  offered: 'Offered',
  hired: 'Hired',
  'not-progressing': 'Not progressing',
  withdrawn: 'Withdrawn',
  'ad-closed': 'Ad closed',
};

/** What an employer may set (Submitted is the seeker's, Withdrawn too; Ad closed is derived). */
export const employerStatuses = [
  'viewed',
  'shortlisted',
  'interviewing',
  'offered',
  'hired',
  'not-progressing',
] as const satisfies readonly ApplicationStatus[];

export type EmployerStatus = (typeof employerStatuses)[number];

/** An application in one of these is over: `/applications?show=closed` lists it. */
export const closedStatuses: readonly ApplicationStatus[] = [
  'hired',
  'not-progressing',
  'withdrawn',
  'ad-closed',
];

/**
 * An application in one of these cannot be withdrawn: it is over whatever the seeker does (the
 * job went to them, they withdrew already, or the ad closed before any decision). Not
 * progressing is not among them: it reaches the seeker 48 hours after it is set, and until then
 * the seeker may still withdraw.
 */
export const finalStatuses: readonly ApplicationStatus[] = ['hired', 'withdrawn', 'ad-closed'];

/** Statuses with no decision yet: when the ad closes in one of them, the seeker sees Ad closed. */
export const undecidedStatuses: readonly ApplicationStatus[] = ['submitted', 'viewed'];

export const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === 'string' && (applicationStatuses as readonly string[]).includes(value);

export const isEmployerStatus = (value: unknown): value is EmployerStatus =>
  typeof value === 'string' && (employerStatuses as readonly string[]).includes(value);
