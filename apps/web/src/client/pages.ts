import type { PageComponent } from '../app/context.ts';

// Each page's props are typed by its own data; the client hands it the data its route loaded.
type PageModule = () => Promise<{ default: unknown }>;

/**
 * Every page module of the site by route id, each loaded on demand as its own chunk. A page lives
 * in its feature's folder (`src/features/<area>/<id>.page.tsx`); the build finds the same files
 * (build/build.ts, `pageFiles`) and a test keeps this table equal to them. (The kit gallery has a
 * bundle of its own, `src/client/galleryEntry.tsx`, and is not among them.)
 */
export const pageModules: Readonly<Record<string, PageModule>> = {
  account: () => import('../features/account/account.page.tsx'),
  admin: () => import('../features/admin/admin.page.tsx'),
  'alerts-unsubscribe': () => import('../features/alerts/alerts-unsubscribe.page.tsx'),
  applications: () => import('../features/applications/applications.page.tsx'),
  candidates: () => import('../features/employer/candidates.page.tsx'),
  about: () => import('../features/info/about.page.tsx'),
  company: () => import('../features/company/company.page.tsx'),
  contact: () => import('../features/contact/contact.page.tsx'),
  'dev-mail': () => import('../features/dev-mail/dev-mail.page.tsx'),
  employer: () => import('../features/employer/employer.page.tsx'),
  employers: () => import('../features/employer/employers.page.tsx'),
  error: () => import('../features/errors/error.page.tsx'),
  'for-you': () => import('../features/for-you/for-you.page.tsx'),
  help: () => import('../features/info/help.page.tsx'),
  home: () => import('../features/search/home.page.tsx'),
  job: () => import('../features/search/job.page.tsx'),
  jobs: () => import('../features/search/jobs.page.tsx'),
  'not-found': () => import('../features/errors/not-found.page.tsx'),
  privacy: () => import('../features/info/privacy.page.tsx'),
  profile: () => import('../features/profile/profile.page.tsx'),
  report: () => import('../features/reports/report.page.tsx'),
  saved: () => import('../features/saved/saved.page.tsx'),
  'still-open': () => import('../features/employer/still-open.page.tsx'),
  terms: () => import('../features/info/terms.page.tsx'),
  verification: () => import('../features/verification/verification.page.tsx'),
};

/** The page module of a route, loaded on demand. */
export async function loadPage(route: string): Promise<PageComponent> {
  const load = pageModules[route];
  if (load === undefined) throw new Error(`No page module for route "${route}"`);
  return (await load()).default as PageComponent;
}
