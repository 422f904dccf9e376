import { definePageRoute } from '../../routing/pageRoute.ts';
import { emptyQuerystring } from '../../routing/schemas.ts';
import EmployersPage, { type EmployersData } from './employers.page.tsx';

/** `/employers`: why post on Joblane, and the way to an employer account (or to one's ads). */
export const employersRoute = definePageRoute({
  id: 'employers',
  path: '/employers',
  schema: { querystring: emptyQuerystring },
  load: (request): EmployersData => ({ viewerRole: request.viewer?.user.role ?? null }),
  head: () => ({
    title: 'Post jobs on Joblane · Joblane',
    description:
      'Post jobs on Joblane: screened ads job seekers trust, a Verified employer badge, candidates in one place and credit for answering them.',
  }),
  page: EmployersPage,
});
