import { hydrateRoot } from 'react-dom/client';

import type { PageComponent } from '../app/context.ts';
import { createApp } from '../app/createApp.tsx';
import { readContext } from '../client/context.ts';
import { ROOT_ELEMENT_ID } from '../document/document.ts';
import GalleryPage from './gallery.page.tsx';

// The kit gallery's own client bundle. It uses every component of the kit; inside the site's
// code-split build it would cut the site's shared chunks along its lines, so it is built apart
// (build/build.ts) and links to and from it load pages in full.
const container = document.getElementById(ROOT_ELEMENT_ID);
if (container === null) {
  throw new Error(`The document has no #${ROOT_ELEMENT_ID} element to hydrate.`);
}
hydrateRoot(container, createApp(readContext(), GalleryPage as PageComponent));
