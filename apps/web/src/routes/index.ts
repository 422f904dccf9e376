import { accountRoutes } from './account.ts';
import { alertRoutes } from './alerts.ts';
import { applicationRoutes } from './applications.ts';
import { devMailMessageRoute, devMailRoute } from './devMail.ts';
import { employerRoutes } from './employer.ts';
import { homeRoute } from './home.ts';
import { infoRoutes } from './info.ts';
import { jobRoute } from './job.ts';
import { searchRoute } from './jobs.ts';
import { savedRoutes } from './saved.ts';
import type { PageRoute } from './types.ts';
import { uiComponentRoute, uiGalleryRoute } from './ui.ts';

/** Every page of the site. Each id has a page module `src/pages/<id>.page.tsx`. */
export const pageRoutes: readonly PageRoute[] = [
  homeRoute,
  searchRoute,
  jobRoute,
  ...infoRoutes,
  uiGalleryRoute,
  uiComponentRoute,
  ...accountRoutes,
  ...alertRoutes,
  ...savedRoutes,
  ...applicationRoutes,
  ...employerRoutes,
  devMailRoute,
  devMailMessageRoute,
];

export { definePageRoute, ERROR_PAGE, NOT_FOUND_PAGE } from './types.ts';
export type { ErrorPageData, ObjectSchema, PageRoute } from './types.ts';
