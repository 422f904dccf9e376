import UiGalleryPage, { type GalleryData } from '../gallery/gallery.page.tsx';
import { definePageRoute } from './types.ts';

export const uiGalleryRoute = definePageRoute<GalleryData>({
  id: 'ui',
  path: '/ui',
  standalone: true,
  schema: { querystring: { type: 'object', properties: {}, additionalProperties: false } },
  load: () => ({}),
  head: () => ({
    title: 'Component gallery · Joblane',
    description: 'Every example of the Joblane component kit, rendered with the site theme.',
  }),
  page: UiGalleryPage,
});
