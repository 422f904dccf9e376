import InfoPage, { infoPages, type InfoData, type InfoPageId } from './info.page.tsx';
import { definePageRoute, type PageRoute } from '../../routing/pageRoute.ts';
import { emptyQuerystring } from '../../routing/schemas.ts';

/** The site's short pages (About, Help, Privacy, Terms), one route each. */
export const infoRoutes: readonly PageRoute[] = (Object.keys(infoPages) as InfoPageId[]).map((id) =>
  definePageRoute({
    id: 'info',
    path: infoPages[id].path,
    schema: { querystring: emptyQuerystring },
    load: (): InfoData => ({ page: id }),
    head: (data) => ({
      title: `${infoPages[data.page].title} · Joblane`,
      description: infoPages[data.page].description,
    }),
    page: InfoPage,
  }),
);
