import type { ClientContext } from '../app/context.ts';
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
