import { escapeUTF8 } from 'entities/escape';

/**
 * Text made safe inside HTML, as element content or a quoted attribute value: `&`, `<`, `>`,
 * `"` and `'` become character references (entities' `escapeUTF8`); everything else, non-ASCII
 * included, stays as it is. The one escaping function of the project (pages, the document
 * shell, generated descriptions); React escapes what it renders itself.
 */
export function escapeHtml(text: string): string {
  return escapeUTF8(text);
}
