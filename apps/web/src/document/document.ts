import type { ClientContext } from '../app/context.ts';
import type { DocumentAssets } from './manifest.ts';
import { CONTEXT_ELEMENT_ID, escapeHtml, serializeContext } from './serialize.ts';

/** The id of the element React renders into and hydrates. */
export const ROOT_ELEMENT_ID = 'root';

export interface DocumentParts {
  title: string;
  description: string;
  canonicalUrl: string;
  /** Classes of `<html>`: the theme and colour mode. */
  htmlClassName: string;
  assets: DocumentAssets;
  /** The page as React rendered it. */
  appHtml: string;
  context: ClientContext;
}

/**
 * One HTML document: head tags, stylesheet and font links from the build manifest, the rendered
 * page, the client context as a JSON data block (never executed) and the hashed client entry.
 * There is no inline script, so the Content-Security-Policy can forbid them.
 */
export function renderDocument(parts: DocumentParts): string {
  const { assets } = parts;
  let head =
    '<meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(parts.title)}</title>` +
    `<meta name="description" content="${escapeHtml(parts.description)}">` +
    `<link rel="canonical" href="${escapeHtml(parts.canonicalUrl)}">` +
    `<link rel="icon" href="${assets.icon}" type="image/svg+xml">`;
  for (const font of assets.fontPreloads) {
    head += `<link rel="preload" href="${font.href}" as="font" type="${font.type}" crossorigin>`;
  }
  for (const href of assets.stylesheets) {
    head += `<link rel="stylesheet" href="${href}">`;
  }
  for (const href of assets.modulePreloads) {
    head += `<link rel="modulepreload" href="${href}">`;
  }
  head += `<script type="module" src="${assets.entry}"></script>`;
  const htmlClass = parts.htmlClassName === '' ? '' : ` class="${escapeHtml(parts.htmlClassName)}"`;
  return (
    `<!doctype html><html lang="en"${htmlClass}><head>${head}</head>` +
    `<body><div id="${ROOT_ELEMENT_ID}">${parts.appHtml}</div>` +
    `<script type="application/json" id="${CONTEXT_ELEMENT_ID}">${serializeContext(parts.context)}</script>` +
    '</body></html>'
  );
}
