import { hydrateDocument, readContext } from './context.ts';
import { startNavigation } from './navigation.ts';
import { loadPage } from './pages.ts';

const context = readContext();
startNavigation(hydrateDocument(context, await loadPage(context.route)));
