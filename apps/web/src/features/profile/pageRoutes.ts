import {
  listKeptResumes,
  listRememberedAnswers,
  MAX_KEPT_RESUMES,
  resumeTypes,
  type KeptResume,
} from '@joblane/hiring';
import { classifications, placeById, workArrangements, workTypes } from '@joblane/jobs/query';
import { getProfile, type SeekerProfile, type Seekers } from '@joblane/seekers';
import type { FastifyRequest } from 'fastify';

import { httpError, NOT_FOUND_MESSAGE } from '../../routing/httpError.ts';
import { definePageRoute, type PageRoute } from '../../routing/pageRoute.ts';
import { emptyQuerystring, idParams } from '../../routing/schemas.ts';
import { sizeLabel } from '../applications/pageRoutes.ts';
import ProfilePage, {
  type ProfileFormValues,
  type ProfileResume,
  type ProfileViewData,
} from './profile.page.tsx';

export const workRightsLabels = {
  'citizen-or-resident': 'Australian citizen or permanent resident',
  visa: 'A visa with work rights',
  'needs-sponsorship': 'I need sponsorship',
} as const;

const options: ProfileViewData['options'] = {
  workRights: Object.entries(workRightsLabels).map(([id, label]) => ({ id, label })),
  classifications: classifications.map(({ id, label }) => ({ id, label })),
  workTypes: workTypes.map(({ id, label }) => ({ id, label })),
  workArrangements: workArrangements.map(({ id, label }) => ({ id, label })),
};

export function seekersOf(request: FastifyRequest): Seekers {
  const seekers = request.server.seekers;
  if (seekers === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
  return seekers;
}

const salaryFormat = new Intl.NumberFormat('en-AU');

/** The saved profile as its form shows it. */
export function profileValues(name: string, profile: SeekerProfile): ProfileFormValues {
  return {
    name,
    headline: profile.headline,
    place: profile.placeId === null ? '' : (placeById(profile.placeId)?.label ?? ''),
    workRights: profile.workRights ?? '',
    classifications: profile.classifications,
    workTypes: profile.workTypes,
    workArrangements: profile.workArrangements,
    salaryExpectation:
      profile.salaryExpectation === null ? '' : salaryFormat.format(profile.salaryExpectation),
  };
}

export const profileResumeOf = (resume: KeptResume): ProfileResume => ({
  id: resume.id,
  name: resume.name,
  typeLabel: resumeTypes[resume.mediaType].label,
  sizeLabel: sizeLabel(resume.size),
  isDefault: resume.isDefault,
});

/** The profile page's data: the saved profile, or the form as sent with its problems. */
export async function profilePageData(
  request: FastifyRequest,
  sent: { values?: ProfileFormValues; errors?: Record<string, string>; resumeError?: string } = {},
): Promise<ProfileViewData> {
  const user = request.viewer!.user;
  const profile = await getProfile(seekersOf(request), user.id);
  const hiring = request.server.hiring;
  const resumes = hiring === undefined ? [] : await listKeptResumes(hiring, user.id);
  const remembered = hiring === undefined ? [] : await listRememberedAnswers(hiring, user.id);
  return {
    values: sent.values ?? profileValues(user.name, profile),
    errors: sent.errors ?? {},
    saved: profile.updatedAt !== null,
    resumes: resumes.map(profileResumeOf),
    maxResumes: MAX_KEPT_RESUMES,
    resumeError: sent.resumeError ?? null,
    rememberedAnswers: remembered.length,
    options,
  };
}

export const profileRoute = definePageRoute({
  id: 'profile',
  path: '/profile',
  access: 'seeker',
  schema: { querystring: emptyQuerystring },
  load: (request) => profilePageData(request),
  head: () => ({
    title: 'Your profile · Joblane',
    description: 'Your profile: what fills in your applications on Joblane.',
  }),
  page: ProfilePage,
});

/** `/profile/resumes/:id/remove`: asks before removing (the Remove link without JavaScript). */
export const removeResumeRoute = definePageRoute({
  id: 'profile',
  path: '/profile/resumes/:id/remove',
  access: 'seeker',
  schema: { querystring: emptyQuerystring, params: idParams },
  async load(request): Promise<ProfileViewData> {
    const data = await profilePageData(request);
    const removing = data.resumes.find((resume) => resume.id === request.params.id);
    if (removing === undefined) throw httpError(404, NOT_FOUND_MESSAGE);
    return { ...data, removing };
  },
  head: () => ({
    title: 'Remove a résumé · Joblane',
    description: 'Remove a résumé kept in your profile.',
  }),
  page: ProfilePage,
});

export const profileRoutes: readonly PageRoute[] = [profileRoute, removeResumeRoute];
