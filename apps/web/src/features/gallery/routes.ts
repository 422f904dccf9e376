import { Type } from '@sinclair/typebox';
import { allExamples } from '@joblane/ui/examples';

import type { KitDocs } from './kitDocs.ts';
import UiGalleryPage, { type GalleryData } from './ui.page.tsx';
import { GALLERY_QUERY_MAX_LENGTH, matchesQuery } from './search.ts';
import { httpError } from '../../routing/httpError.ts';
import { emptyQuerystring, ROUTE_PARAM_MAX_LENGTH, text } from '../../routing/schemas.ts';
import { definePageRoute } from '../../routing/pageRoute.ts';

export const UNKNOWN_COMPONENT_MESSAGE =
  'The kit has no component by that name. The component gallery lists every one.';

let kitDocs: Promise<KitDocs> | undefined;

/**
 * The docs the build extracted from the kit (build/kitDocs.ts), loaded on the first gallery
 * request: the site's other pages never pay for them.
 */
function loadKitDocs(): Promise<KitDocs> {
  kitDocs ??= import('virtual:kit-docs').then(
    (module) => module.default as KitDocs,
    (error: unknown) => {
      kitDocs = undefined; // the next request tries again
      throw error;
    },
  );
  return kitDocs;
}

export const uiGalleryRoute = definePageRoute({
  id: 'ui',
  path: '/ui',
  standalone: true,
  schema: {
    querystring: Type.Object(
      { q: Type.Optional(text(GALLERY_QUERY_MAX_LENGTH)) },
      { additionalProperties: false },
    ),
  },
  async load(request): Promise<GalleryData> {
    const { pages } = await loadKitDocs();
    const entries = allExamples.map(({ component, category }) => {
      const page = pages.find((candidate) => candidate.component === component);
      if (page === undefined) {
        throw new Error(`The kit docs have no page for ${component}: rebuild apps/web.`);
      }
      return {
        component,
        category,
        summary: page.summary,
        names: page.components.flatMap(({ names }) => names),
      };
    });
    const query = request.query.q ?? '';
    // Every entry travels: the browser filters the same list again as the search changes.
    return { kind: 'index', query, entries };
  },
  head: (data) => ({
    title: 'Component gallery · Joblane',
    description:
      data.kind === 'index' && data.query !== ''
        ? `Components of the Joblane kit matching “${data.query}”: ${
            data.entries.filter((entry) => matchesQuery(entry, data.query)).length
          } found.`
        : 'Every component of the Joblane kit with live examples, their code, props and accessibility notes.',
  }),
  page: UiGalleryPage,
});

/** `/ui/Button`: one component's page; a name in the wrong case is redirected to the right one. */
export const uiComponentRoute = definePageRoute({
  id: 'ui',
  path: '/ui/:component',
  standalone: true,
  schema: {
    querystring: emptyQuerystring,
    params: Type.Object({ component: text(ROUTE_PARAM_MAX_LENGTH) }),
  },
  canonicalLocation(request) {
    const asked = request.params.component;
    const known = allExamples.find(
      ({ component }) => component.toLowerCase() === asked.toLowerCase(),
    );
    return known === undefined || known.component === asked ? undefined : `/ui/${known.component}`;
  },
  async load(request): Promise<GalleryData> {
    const docs = (await loadKitDocs()).pages.find(
      (page) => page.component === request.params.component,
    );
    if (docs === undefined) throw httpError(404, UNKNOWN_COMPONENT_MESSAGE);
    return { kind: 'component', docs };
  },
  head: (data) => {
    const component = data.kind === 'component' ? data.docs.component : '';
    const summary = data.kind === 'component' ? data.docs.summary.replace(/\s+/g, ' ') : '';
    return {
      title: `${component} · Component gallery · Joblane`,
      description:
        summary === ''
          ? `${component}: live examples, code, props and accessibility notes.`
          : summary,
    };
  },
  page: UiGalleryPage,
});
