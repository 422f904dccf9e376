import { hydrateRoot, type Root } from 'react-dom/client';

import type { ClientContext, PageComponent } from '../app/context.ts';
import { createApp } from '../app/createApp.tsx';
import { ROOT_ELEMENT_ID } from '../document/document.ts';
import { CONTEXT_ELEMENT_ID } from '../document/serialize.ts';

/** The client context the server wrote into the document (parsed as JSON, never evaluated). */
export function readContext(): ClientContext {
  const element = document.getElementById(CONTEXT_ELEMENT_ID);
  if (element === null || element.textContent === null) {
    throw new Error(
      `The document has no #${CONTEXT_ELEMENT_ID} block: it was not rendered by the Joblane host.`,
    );
  }
  return JSON.parse(element.textContent) as ClientContext;
}

/** Hydrates the server-rendered document with the same tree (the site's and the gallery's entry). */
export function hydrateDocument(context: ClientContext, Page: PageComponent): Root {
  const container = document.getElementById(ROOT_ELEMENT_ID);
  if (container === null) {
    throw new Error(`The document has no #${ROOT_ELEMENT_ID} element to hydrate.`);
  }
  return hydrateRoot(container, createApp(context, Page));
}
