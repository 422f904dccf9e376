import type { PageComponent } from '../app/context.ts';
import { hydrateDocument, readContext } from './context.ts';
import GalleryPage from '../features/gallery/ui.page.tsx';

// The kit gallery's own client bundle. It uses every component of the kit; inside the site's
// code-split build it would cut the site's shared chunks along its lines, so it is built apart
// (build/build.ts) and links to and from it load pages in full.
hydrateDocument(readContext(), GalleryPage as PageComponent);
