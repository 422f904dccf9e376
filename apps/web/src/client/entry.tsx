import { hydrateRoot } from 'react-dom/client';

import { createApp } from '../app/createApp.tsx';
import { ROOT_ELEMENT_ID } from '../document/document.ts';
import { readContext } from './context.ts';
import { loadPage } from './pages.ts';
import { startNavigation } from './navigation.ts';

const context = readContext();
const Page = await loadPage(context.route);
const container = document.getElementById(ROOT_ELEMENT_ID);
if (container === null) {
  throw new Error(`The document has no #${ROOT_ELEMENT_ID} element to hydrate.`);
}
const root = hydrateRoot(container, createApp(context, Page));
startNavigation(root);
