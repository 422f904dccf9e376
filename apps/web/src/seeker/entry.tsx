import type { PageComponent } from '../app/context.ts';
import { hydrateDocument, readContext } from '../client/context.ts';
import ApplicationsPage from './applications.page.tsx';

// The seeker's application pages (apply, review, /applications) have a client bundle of their
// own (build/build.ts): as one more page of the code-split site they would cut the results
// page's shared chunks along their lines (5 more files, 1 KB more brotli there). Links to and
// from them load pages in full.
hydrateDocument(readContext(), ApplicationsPage as PageComponent);
