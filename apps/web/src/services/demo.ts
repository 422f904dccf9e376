import { Readable } from 'node:stream';

import {
  markEmailVerified,
  organisationsOf,
  setOrganisationDescription,
  setOrganisationWebsite,
  signUp,
  userIdByEmail,
  type Accounts,
} from '@joblane/accounts';
import { adOrganisationId, createDraft, listAds, type AdFields, type Ads } from '@joblane/ads';
import {
  applicationJob,
  appliedJobIds,
  keepResume,
  listKeptResumes,
  setStatus,
  storeResume,
  submitApplication,
  withdrawApplication,
  type EmployerStatus,
  type Hiring,
} from '@joblane/hiring';
import { samplePdf } from '@joblane/hiring/testing';
import {
  defaultJobSearchQuery,
  parseJobSearchQuery,
  serializeJobSearchQuery,
  type JobStore,
} from '@joblane/jobs';
import { markVerified, websiteDomain, type ModerationDb } from '@joblane/moderation';
import {
  getProfile,
  listSavedJobs,
  saveJob,
  saveProfile,
  saveSearch,
  setSearchAlert,
  type ProfileInput,
  type Seekers,
} from '@joblane/seekers';

import { endAd, expireDueAdsWithJobs, publishAdWithJob } from './ads.ts';
import { demoAccounts } from './demoAccounts.ts';
import { adCompanyOf } from './employerCompany.ts';
import { localJobWrites, type JobWrites } from './jobWrites.ts';

/** The demo seeker's saved search (as the results page spells it) and its name. */
export const demoSavedSearch = {
  name: 'Nurse jobs in Sydney',
  query: serializeJobSearchQuery(parseJobSearchQuery({ keywords: 'nurse', where: 'Sydney' }).query),
};

/** The demo seeker's profile: what "Jobs for you" ranks by, and what /profile shows. */
export const demoProfile: ProfileInput = {
  headline: 'Registered nurse, six years in emergency',
  placeId: 'sydney-nsw-au',
  workRights: 'citizen-or-resident',
  classifications: ['healthcare-and-medical'],
  workTypes: ['full-time', 'part-time'],
  workArrangements: ['on-site', 'hybrid'],
  salaryExpectation: 95_000,
  visibility: 'hidden',
};

/**
 * The demo seeker's saved jobs (the first four jobs of the busiest search), a saved search with
 * its alert on and a profile, so the quick start's /saved, /saved-searches, /profile and "Jobs
 * for you" are not empty (its kept résumé: `ensureDemoKeptResume`). Each only when missing: what the demo visitor changes is kept across
 * restarts.
 */
export async function ensureDemoSeekerData(
  stores: { seekers: Seekers },
  jobs: JobStore,
  userId: string,
): Promise<void> {
  const { seekers } = stores;
  if ((await getProfile(seekers, userId)).updatedAt === null) {
    const saved = await saveProfile(seekers, userId, demoProfile);
    if (!saved.ok) throw new Error(`the demo profile was refused: ${JSON.stringify(saved.errors)}`);
  }
  if ((await listSavedJobs(seekers, userId, { pageSize: 1 })).total > 0) return;
  const { jobs: found } = await jobs.search(defaultJobSearchQuery, { pageSize: 4 });
  // Oldest first, so the list reads newest first in the search's order.
  for (const job of found.toReversed()) await saveJob(seekers, userId, job.id);
  const saved = await saveSearch(seekers, userId, demoSavedSearch);
  if (saved.ok) await setSearchAlert(seekers, userId, saved.search.id, { on: true });
}

/**
 * Keeps a résumé (a small PDF, through the same content checks as an upload) in the demo seeker's
 * profile when it keeps none, so the quick start's job pages offer Quick Apply.
 */
export async function ensureDemoKeptResume(hiring: Hiring, seekerId: string): Promise<void> {
  if ((await listKeptResumes(hiring, seekerId)).length > 0) return;
  const kept = await keepResume(hiring, seekerId, {
    stream: Readable.from([samplePdf('Sam Seeker, demo résumé')]),
    name: 'Sam Seeker CV.pdf',
  });
  if (!kept.ok) throw new Error(`the demo kept résumé was refused: ${kept.problem}`);
}

/**
 * Creates the demo seeker and the demo employer (with an organisation) if they are missing, and
 * returns their user ids.
 */
export async function ensureDemoAccounts(
  accounts: Accounts,
): Promise<Record<keyof typeof demoAccounts, string>> {
  const ids = { seeker: '', employer: '' };
  for (const [role, person] of Object.entries(demoAccounts) as [
    keyof typeof demoAccounts,
    (typeof demoAccounts)[keyof typeof demoAccounts],
  ][]) {
    const result = await signUp(accounts, { role, ...person });
    if (!result.ok) throw new Error(`demo ${role} refused: ${JSON.stringify(result.errors)}`);
    // Demo addresses cannot receive mail: they start verified.
    await markEmailVerified(accounts, result.user.id);
    if (role === 'employer' && (await organisationsOf(accounts, result.user.id)).length === 0) {
      throw new Error('the demo employer has no organisation');
    }
    ids[role] = result.user.id;
  }
  return ids;
}

const demoDetails = (about: string, duties: string[], offer: string) =>
  `${about}\n\n**What you will do**\n\n${duties.map((duty) => `- ${duty}`).join('\n')}\n\n**What we offer**\n\n${offer}`;

/**
 * The demo organisation's ads (Harbour Health Group), by title: live ones taking applications on
 * Joblane (some with screening questions), one applying on its own site, a draft, a closed and an
 * expired one. The candidates pages show their applicants.
 */
export const demoAds: readonly {
  fields: AdFields;
  state: 'live' | 'draft' | 'closed' | 'expired';
}[] = [
  {
    state: 'live',
    fields: {
      title: 'Registered Nurse - Emergency Department',
      summary:
        'Join a busy, well-supported emergency team at our Sydney hospital. Rotating rosters with a generous allowance.',
      sellingPoints: [
        'Salary packaging up to $15,900',
        'Paid parental leave',
        'Free staff parking',
      ],
      details: demoDetails(
        'Harbour Health Group runs three hospitals and a network of clinics across New South Wales. Our emergency department sees 60,000 patients a year.',
        [
          'Triage and care for patients of every age',
          'Work alongside doctors, allied health and our nurse educators',
          'Mentor graduate nurses on the floor',
        ],
        'A supportive team, **paid professional development** and a rostering system that lets you swap shifts.',
      ),
      classification: 'healthcare-and-medical',
      subClassification: 'healthcare-and-medical.nursing-general-medical-and-surgical',
      place: { id: 'sydney-nsw-au', label: 'Sydney NSW' },
      workType: 'full-time',
      workArrangement: 'on-site',
      pay: {
        type: 'annual',
        currency: 'AUD',
        minCents: 8_900_000,
        maxCents: 10_400_000,
        show: true,
      },
      apply: {
        method: 'joblane',
        questions: [
          { kind: 'yes-no', question: 'Are you registered with AHPRA as a Registered Nurse?' },
          {
            kind: 'choice',
            question: 'How many years have you worked in emergency care?',
            options: ['Less than 1', '1 to 3', '3 to 5', 'More than 5'],
          },
          { kind: 'text', question: 'Tell us about a shift you are proud of.' },
        ],
      },
      // Transparency (issue 30): the demo's first ad answers both questions.
      existingVacancy: true,
      automatedScreening: false,
    },
  },
  {
    state: 'live',
    fields: {
      title: 'Aged Care Nurse',
      summary:
        'Care for residents of our harbourside aged care home, with a small team that knows every resident by name.',
      sellingPoints: ['Day shifts only', 'Ongoing training'],
      details: demoDetails(
        'Our aged care home in Parramatta has 80 residents and a nurse-led model of care.',
        ['Plan and review residents’ care', 'Give medicines and wound care', 'Talk with families'],
        'Permanent part-time hours that suit you, and a team that stays.',
      ),
      classification: 'healthcare-and-medical',
      subClassification: 'healthcare-and-medical.nursing-aged-care',
      place: { id: 'parramatta-nsw-au', label: 'Parramatta NSW' },
      workType: 'part-time',
      workArrangement: 'on-site',
      pay: { type: 'hourly', currency: 'AUD', minCents: 4_250, maxCents: 4_800, show: true },
      apply: {
        method: 'joblane',
        questions: [
          { kind: 'yes-no', question: 'Do you hold a current NDIS worker screening check?' },
        ],
      },
    },
  },
  {
    state: 'live',
    fields: {
      title: 'Medical Receptionist',
      summary: 'Be the first friendly face our patients meet at our busy Chatswood clinic.',
      sellingPoints: ['Monday to Friday', 'Close to the station'],
      details: demoDetails(
        'Our Chatswood clinic has twelve GPs and a practice team of eight.',
        [
          'Welcome patients and manage appointments',
          'Handle billing and Medicare claims',
          'Keep the waiting room calm',
        ],
        'Training on our systems from day one.',
      ),
      classification: 'administration-and-office-support',
      subClassification: 'administration-and-office-support.receptionists',
      place: { id: 'chatswood-nsw-au', label: 'Chatswood NSW' },
      workType: 'full-time',
      workArrangement: 'on-site',
      pay: { type: 'annual', currency: 'AUD', minCents: 6_000_000, maxCents: null, show: false },
      apply: { method: 'joblane', questions: [] },
    },
  },
  {
    state: 'live',
    fields: {
      title: 'Health Data Analyst',
      summary:
        'Turn patient-flow data into decisions for three hospitals. Hybrid, two days in the office.',
      sellingPoints: ['Hybrid: two days in the office', 'Modern data stack'],
      details: demoDetails(
        'Our small analytics team supports every hospital in the group.',
        [
          'Build dashboards for clinical leaders',
          'Model demand for beds and staff',
          'Keep our data clean and documented',
        ],
        'Flexible hours and a budget for conferences.',
      ),
      classification: 'information-and-communication-technology',
      subClassification: 'information-and-communication-technology.business-systems-analysts',
      place: { id: 'sydney-nsw-au', label: 'Sydney NSW' },
      workType: 'full-time',
      workArrangement: 'hybrid',
      pay: {
        type: 'annual',
        currency: 'AUD',
        minCents: 11_000_000,
        maxCents: 13_000_000,
        show: true,
      },
      apply: {
        method: 'external',
        url: 'https://careers.harbourhealth.example/jobs/health-data-analyst',
      },
    },
  },
  {
    state: 'draft',
    fields: {
      title: 'Physiotherapist - Rehabilitation',
      summary: 'Help patients back on their feet in our new rehabilitation ward.',
      sellingPoints: ['New ward opening in January'],
      details: demoDetails(
        'Our rehabilitation ward opens in January with 24 beds.',
        ['Assess and treat inpatients', 'Run group classes'],
        'A brand-new gym and a team building its way of working together.',
      ),
      classification: 'healthcare-and-medical',
      subClassification: 'healthcare-and-medical.physiotherapy-ot-and-rehabilitation',
      place: { id: 'sydney-nsw-au', label: 'Sydney NSW' },
      workType: 'full-time',
      workArrangement: 'on-site',
      pay: {
        type: 'annual',
        currency: 'AUD',
        minCents: 8_500_000,
        maxCents: 9_800_000,
        show: true,
      },
      apply: { method: 'joblane', questions: [{ kind: 'text', question: 'Why rehabilitation?' }] },
    },
  },
  {
    state: 'closed',
    fields: {
      title: 'Ward Clerk',
      summary:
        'Keep our surgical ward running smoothly: admissions, records and a lot of phone calls.',
      sellingPoints: [],
      details: demoDetails(
        'The surgical ward at our Sydney hospital.',
        ['Admit and discharge patients in our systems', 'Answer the ward phone'],
        'Day shifts, Monday to Friday.',
      ),
      classification: 'administration-and-office-support',
      subClassification: 'administration-and-office-support.administrative-assistants',
      place: { id: 'sydney-nsw-au', label: 'Sydney NSW' },
      workType: 'contract-temp',
      workArrangement: 'on-site',
      pay: { type: 'hourly', currency: 'AUD', minCents: 3_600, maxCents: 3_900, show: true },
      apply: { method: 'joblane', questions: [] },
    },
  },
  {
    state: 'expired',
    fields: {
      title: 'Hospital Pharmacist',
      summary: 'Dispense, advise and teach in the pharmacy of our largest hospital.',
      sellingPoints: ['Weekend rates'],
      details: demoDetails(
        'Our pharmacy serves 400 beds.',
        ['Review medication charts', 'Advise doctors and nurses'],
        'A team of 14 pharmacists and technicians.',
      ),
      classification: 'healthcare-and-medical',
      subClassification: 'healthcare-and-medical.pharmacy',
      place: { id: 'sydney-nsw-au', label: 'Sydney NSW' },
      workType: 'full-time',
      workArrangement: 'on-site',
      pay: {
        type: 'annual',
        currency: 'AUD',
        minCents: 9_500_000,
        maxCents: 11_000_000,
        show: true,
      },
      apply: { method: 'joblane', questions: [] },
    },
  },
];

/**
 * Gives the demo employer's organisation its ads (`demoAds`) when it has none: live ones in the
 * job store, a draft, a closed one and one published 40 days ago that has expired (both answer
 * 410 on their job page). Returns the live ads' ids in `demoAds` order.
 */
const DEMO_WEBSITE = 'https://harbourhealth.example';

const DEMO_DESCRIPTION =
  'Harbour Health Group runs two hospitals and nine community clinics around Sydney Harbour. ' +
  'Our 3,000 nurses, doctors and allied health staff care for 400,000 people a year.';

export async function ensureDemoAds(
  accounts: Accounts,
  ads: Ads,
  store: JobStore,
  /** With it, the demo organisation is a verified employer (its website's domain by DNS). */
  moderation?: ModerationDb,
  /** Where the ads' jobs are written: the store itself on one machine, the job record on many. */
  jobWrites: JobWrites = localJobWrites(store),
): Promise<string[]> {
  const employerId = await userIdByEmail(accounts, demoAccounts.employer.email);
  if (employerId === undefined) return [];
  const [organisation] = await organisationsOf(accounts, employerId);
  if (organisation === undefined) return [];
  const existing = await listAds(ads, organisation.id);
  if (existing.length > 0) {
    const order = (title: string) => demoAds.findIndex((ad) => ad.fields.title === title);
    return existing
      .filter((ad) => ad.status === 'live')
      .sort((a, b) => order(a.fields.title) - order(b.fields.title))
      .map((ad) => ad.id);
  }
  // Its company page (/company/harbour-health-group) says who it is.
  const described = await setOrganisationDescription(
    accounts,
    employerId,
    organisation.id,
    DEMO_DESCRIPTION,
  );
  if (!described.ok)
    throw new Error(`the demo organisation's description: ${JSON.stringify(described)}`);
  // Its website, proved by DNS: the demo's ads carry the "Verified employer" badge.
  const website = await setOrganisationWebsite(accounts, employerId, organisation.id, DEMO_WEBSITE);
  if (!website.ok) throw new Error(`the demo organisation's website: ${JSON.stringify(website)}`);
  if (moderation !== undefined) {
    await markVerified(moderation, organisation.id, {
      domain: websiteDomain(DEMO_WEBSITE)!,
      method: 'dns',
    });
  }
  const company = await adCompanyOf(moderation, organisation);
  const now = ads.now();
  // Published, closed and expired the way employers' ads are (services/ads.ts), so their jobs
  // reach search, or leave it, on every node. The expired ad was published 40 days ago: its own
  // clock, then expired by today's.
  const workflows = { ads, jobWrites, moderation, now: () => now };
  const earlier = { ...ads, now: () => new Date(now.getTime() - 40 * 24 * 3600_000) };
  const live: string[] = [];
  for (const { fields, state } of demoAds) {
    const owner = state === 'expired' ? earlier : ads;
    const draft = await createDraft(owner, organisation.id, employerId, fields);
    if (state === 'draft') continue;
    const published = await publishAdWithJob(
      { ...workflows, ads: owner },
      organisation.id,
      draft.id,
      company,
    );
    if (!published.ok) throw new Error(`the demo ad ${fields.title} was not published`);
    if (state === 'live') live.push(draft.id);
    if (state === 'closed') {
      const closed = await endAd(workflows, organisation.id, draft.id);
      if (!closed.ok) throw new Error(`the demo ad ${fields.title} was not closed`);
    }
  }
  await expireDueAdsWithJobs(workflows);
  return live;
}

/** The demo seeker's applications: one per entry, with the statuses the employer set, in order. */
const demoHistories: readonly (readonly (EmployerStatus | 'withdrawn')[])[] = [
  [],
  ['viewed'],
  ['viewed', 'shortlisted', 'interviewing'],
  ['viewed', 'shortlisted', 'interviewing', 'offered'],
  ['withdrawn'],
];

/**
 * Gives the demo seeker applications in several statuses (so `/applications` shows them), to
 * sample jobs that take applications on Joblane; only when they have none yet.
 */
export async function ensureDemoApplications(
  accounts: Accounts,
  hiring: Hiring,
  store: JobStore,
  /** Jobs to apply for first (the demo organisation's live ads), then the sample jobs. */
  preferredJobIds: readonly string[] = [],
  /** The organisation of an ad (`adOrganisationId`), so its applications count for its signal. */
  organisationOf: (jobId: string) => Promise<string | undefined> = async () => undefined,
): Promise<void> {
  const seekerId = await userIdByEmail(accounts, demoAccounts.seeker.email);
  if (seekerId === undefined || (await appliedJobIds(hiring, seekerId)).length > 0) return;
  const stored = await storeResume(hiring, seekerId, {
    stream: Readable.from([samplePdf('Sam Seeker, demo résumé')]),
    name: 'Sam Seeker CV.pdf',
  });
  if (!stored.ok) throw new Error(`the demo résumé was refused: ${stored.problem}`);
  let next = 0;
  const candidates = [
    ...preferredJobIds,
    ...(await store.listActive(0, 300)).map((entry) => entry.id),
  ];
  for (const jobId of new Set(candidates)) {
    if (next === demoHistories.length) break;
    const job = await store.getJob(jobId);
    const terms = job === undefined ? undefined : applicationJob(job);
    if (terms === undefined) continue;
    const answers = Object.fromEntries(
      terms.questions.map((question) => [
        question.id,
        question.kind === 'yes-no'
          ? 'yes'
          : question.kind === 'choice'
            ? question.options[0]!
            : 'I have done this work for five years and would love to do it with you.',
      ]),
    );
    const result = await submitApplication(hiring, seekerId, terms, {
      coverLetter: `Dear ${terms.companyName},\n\nI would like to apply for the ${terms.title} role.\n\nSam`,
      answers,
      resumeId: stored.resume.id,
      organisationId: await organisationOf(terms.id),
    });
    if (!result.ok) throw new Error(`a demo application was refused: ${JSON.stringify(result)}`);
    for (const status of demoHistories[next]!) {
      if (status === 'withdrawn')
        await withdrawApplication(hiring, seekerId, result.application.id);
      else await setStatus(hiring, result.application.id, status);
    }
    next += 1;
  }
}

/** Other people who applied for the demo organisation's first live ad, and where each stands. */
export const demoApplicants: readonly { name: string; email: string; history: EmployerStatus[] }[] =
  [
    { name: 'Ava Nguyen', email: 'ava@demo.joblane.test', history: [] },
    { name: 'Ben Okafor', email: 'ben@demo.joblane.test', history: ['viewed'] },
    { name: 'Chloe Martin', email: 'chloe@demo.joblane.test', history: ['viewed', 'shortlisted'] },
    {
      name: 'Dev Patel',
      email: 'dev@demo.joblane.test',
      history: ['viewed', 'shortlisted', 'interviewing'],
    },
    { name: 'Eli Walker', email: 'eli@demo.joblane.test', history: ['viewed', 'not-progressing'] },
  ];

/**
 * Gives the demo organisation's first live ad applicants in several statuses (`demoApplicants`,
 * seekers who sign in with the demo seeker's password), once.
 */
export async function ensureDemoApplicants(
  accounts: Accounts,
  hiring: Hiring,
  store: JobStore,
  adId: string | undefined,
  organisationOf: (jobId: string) => Promise<string | undefined> = async () => undefined,
): Promise<void> {
  const job = adId === undefined ? undefined : await store.getJob(adId);
  const terms = job === undefined ? undefined : applicationJob(job);
  if (terms === undefined) return;
  for (const person of demoApplicants) {
    const result = await signUp(accounts, {
      role: 'seeker',
      name: person.name,
      email: person.email,
      password: demoAccounts.seeker.password,
    });
    if (!result.ok) throw new Error(`demo applicant refused: ${JSON.stringify(result.errors)}`);
    if (!result.created) continue;
    await markEmailVerified(accounts, result.user.id);
    const stored = await storeResume(hiring, result.user.id, {
      stream: Readable.from([samplePdf(`${person.name}, résumé`)]),
      name: `${person.name} CV.pdf`,
    });
    if (!stored.ok) throw new Error(`a demo résumé was refused: ${stored.problem}`);
    const answers = Object.fromEntries(
      terms.questions.map((question) => [
        question.id,
        question.kind === 'yes-no'
          ? 'yes'
          : question.kind === 'choice'
            ? question.options[1]!
            : 'A night with three ambulances at once, and every patient seen on time.',
      ]),
    );
    const applied = await submitApplication(hiring, result.user.id, terms, {
      coverLetter: `Dear ${terms.companyName},\n\nI would love to join your team as a ${terms.title}.\n\n${person.name}`,
      answers,
      resumeId: stored.resume.id,
      organisationId: await organisationOf(terms.id),
    });
    if (!applied.ok) throw new Error(`a demo application was refused: ${JSON.stringify(applied)}`);
    for (const status of person.history) await setStatus(hiring, applied.application.id, status);
  }
}

/**
 * The sample-data demo's people and their history, made once (each step does nothing when its
 * data exists): the demo accounts, the seeker's saved jobs and search, the employer's ads, and
 * with applications on, the seeker's applications and the employer's applicants.
 */
export async function seedDemo(
  stores: {
    accounts: Accounts;
    ads: Ads;
    seekers: Seekers;
    hiring?: Hiring | undefined;
    moderation: ModerationDb;
  },
  store: JobStore,
  jobWrites: JobWrites,
): Promise<void> {
  const demo = await ensureDemoAccounts(stores.accounts);
  await ensureDemoSeekerData(stores, store, demo.seeker);
  const liveAds = await ensureDemoAds(
    stores.accounts,
    stores.ads,
    store,
    stores.moderation,
    jobWrites,
  );
  if (stores.hiring === undefined) return;
  await ensureDemoKeptResume(stores.hiring, demo.seeker);
  // Each application counts for its organisation's response signal.
  const organisationOf = (jobId: string) => adOrganisationId(stores.ads, jobId);
  await ensureDemoApplications(stores.accounts, stores.hiring, store, liveAds, organisationOf);
  await ensureDemoApplicants(stores.accounts, stores.hiring, store, liveAds[0], organisationOf);
}
