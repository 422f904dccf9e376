import ForYouPage, { FOR_YOU_PATH } from './for-you.page.tsx';
import { emptyQuerystring } from '../../routing/schemas.ts';
import { definePageRoute } from '../../routing/pageRoute.ts';
import { jobsForYou, type ForYouData } from './service.ts';

/** Recommendations on `/jobs/for-you`. */
export const FOR_YOU_LIMIT = 20;

/** `/jobs/for-you`: signed-in seekers only (a signed-out visitor is sent to sign in). */
export const forYouRoute = definePageRoute({
  id: 'for-you',
  path: FOR_YOU_PATH,
  access: 'seeker',
  schema: { querystring: emptyQuerystring },
  load: (request): Promise<ForYouData> => jobsForYou(request, FOR_YOU_LIMIT),
  head: () => ({
    title: 'Jobs for you · Joblane',
    description:
      'Jobs picked for you from the jobs and searches you saved, with the reason for each.',
  }),
  page: ForYouPage,
});
