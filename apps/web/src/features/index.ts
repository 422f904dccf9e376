import { accountRoutes } from './account/pageRoutes.ts';
import { adminRoutes } from './admin/pageRoutes.ts';
import { alertRoutes } from './alerts/routes.ts';
import { applicationRoutes } from './applications/pageRoutes.ts';
import { candidateRoutes } from './employer/candidateRoutes.ts';
import { companyRoute } from './company/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { devMailMessageRoute, devMailRoute } from './dev-mail/routes.ts';
import { forYouRoute } from './for-you/routes.ts';
import { employerRoutes } from './employer/pageRoutes.ts';
import { employersRoute } from './employer/employersRoute.ts';
import { homeRoute } from './search/homeRoute.ts';
import { infoRoutes } from './info/routes.ts';
import { jobRoute } from './search/jobRoute.ts';
import { searchRoute } from './search/jobsRoute.ts';
import { profileRoutes } from './profile/pageRoutes.ts';
import { reportRoutes } from './reports/pageRoutes.ts';
import { savedRoutes } from './saved/pageRoutes.ts';
import { stillOpenRoutes } from './employer/stillOpenRoutes.ts';
import { verificationRoutes } from './verification/routes.ts';
import type { PageRoute } from '../routing/pageRoute.ts';
import { uiComponentRoute, uiGalleryRoute } from './gallery/routes.ts';

/** Every page of the site. Each id has a page module `src/features/<area>/<id>.page.tsx`. */
export const pageRoutes: readonly PageRoute[] = [
  homeRoute,
  searchRoute,
  forYouRoute,
  jobRoute,
  ...infoRoutes,
  ...contactRoutes,
  employersRoute,
  uiGalleryRoute,
  uiComponentRoute,
  ...accountRoutes,
  ...alertRoutes,
  ...savedRoutes,
  ...applicationRoutes,
  ...profileRoutes,
  ...reportRoutes,
  ...candidateRoutes,
  ...employerRoutes,
  ...stillOpenRoutes,
  ...verificationRoutes,
  companyRoute,
  devMailRoute,
  devMailMessageRoute,
  ...adminRoutes,
];

export { definePageRoute, ERROR_PAGE, NOT_FOUND_PAGE } from '../routing/pageRoute.ts';
export type { ErrorPageData, PageRoute, PageSchema } from '../routing/pageRoute.ts';
