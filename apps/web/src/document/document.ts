import type { ClientContext } from '../app/context.ts';
import type { DocumentAssets } from './manifest.ts';
import { CONTEXT_ELEMENT_ID, escapeHtml, serializeContext } from './serialize.ts';

/** The id of the element React renders into and hydrates. */
export const ROOT_ELEMENT_ID = 'root';

/** What changes from one request to the next. */
export interface PageParts {
  title: string;
  description: string;
  canonicalUrl: string;
  /** The page as React rendered it. */
  appHtml: string;
  context: ClientContext;
  /** Tags written at the end of `<head>` (Open Graph, JSON-LD), already escaped. */
  extraHeadTags?: string;
}

/** Writes the document of one page from its per-request parts. */
export type DocumentShell = (page: PageParts) => string;

/**
 * The HTML shell of the pages that share `assets`: head tags, stylesheet and font links from the
 * build manifest, the rendered page, the client context as a JSON data block (never executed) and
 * the hashed client entry. There is no inline script, so the Content-Security-Policy can forbid
 * them. Everything that does not change per request is written once, here.
 */
export function createDocumentShell(
  assets: DocumentAssets,
  htmlClassName: string,
  /** More module scripts after the entry (the dev loop's reload client, in development only). */
  extraScripts: readonly string[] = [],
): DocumentShell {
  const htmlClass = htmlClassName === '' ? '' : ` class="${escapeHtml(htmlClassName)}"`;
  const start =
    `<!doctype html><html lang="en"${htmlClass}><head>` +
    '<meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">';
  let links = `<link rel="icon" href="${assets.icon}" type="image/svg+xml">`;
  for (const font of assets.fontPreloads) {
    links += `<link rel="preload" href="${font.href}" as="font" type="${font.type}" crossorigin>`;
  }
  for (const href of assets.stylesheets) {
    links += `<link rel="stylesheet" href="${href}">`;
  }
  for (const href of assets.modulePreloads) {
    links += `<link rel="modulepreload" href="${href}">`;
  }
  links += `<script type="module" src="${assets.entry}"></script>`;
  for (const src of extraScripts) {
    links += `<script type="module" src="${escapeHtml(src)}"></script>`;
  }
  const body = `</head><body><div id="${ROOT_ELEMENT_ID}">`;
  const contextBlock = `</div><script type="application/json" id="${CONTEXT_ELEMENT_ID}">`;
  const end = '</script></body></html>';

  return (page) =>
    start +
    `<title>${escapeHtml(page.title)}</title>` +
    `<meta name="description" content="${escapeHtml(page.description)}">` +
    `<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}">` +
    links +
    (page.extraHeadTags ?? '') +
    body +
    page.appHtml +
    contextBlock +
    serializeContext(page.context) +
    end;
}
