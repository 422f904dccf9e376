import { renderToString } from 'react-dom/server';

import type { ClientContext, PageComponent, PageHead, PageNavigation } from '../app/context.ts';
import { createApp } from '../app/createApp.tsx';
import { canonicalPathOf } from '../document/canonical.ts';
import { createDocumentShell, type DocumentShell } from '../document/document.ts';
import { assetsForPage, pageStylesheets, type BuildManifest } from '../document/manifest.ts';

export interface PageRendererOptions {
  /** The build's manifest; a function in development, where the dev loop rewrites it. */
  manifest: BuildManifest | (() => BuildManifest);
  /** Module scripts every document loads after the entry (the dev loop's reload client). */
  documentScripts?: () => readonly string[];
  publicOrigin: string;
  /** Classes of `<html>`: the theme class and colour mode. */
  htmlClassName: string;
}

export interface PageRenderer {
  /**
   * The whole HTML document of a page, UTF-8 encoded; `extraHeadTags` (already escaped) end its
   * `<head>`. Encoded once here, Fastify sends it as it is: given a string it would measure it
   * (`Buffer.byteLength`) and Node would copy it again onto the response head before encoding.
   */
  document(
    Page: PageComponent,
    context: ClientContext,
    head: PageHead,
    extraHeadTags?: string,
  ): Buffer;
  /** The page's canonical URL: the public origin and the head's path, or the request's path. */
  canonicalUrl(context: ClientContext, head: PageHead): string;
  /** What in-page navigation needs to show the page without a document load. */
  navigation(context: ClientContext, head: PageHead): PageNavigation;
}

/**
 * Renders pages with `renderToString`: measured here it serves about 2.3x the pages per second
 * of React's Node stream renderer for the same markup (see TOOLCHAIN.md and
 * docs/benchmarks.md, "Throughput").
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const { manifest, publicOrigin, htmlClassName } = options;
  const currentManifest = typeof manifest === 'function' ? manifest : () => manifest;
  // The head links and the document's fixed parts are written once per page, not per request
  // (again when the manifest or the scripts change: development only).
  const shells = new Map<string, DocumentShell>();
  let shellsOf: { manifest: BuildManifest; scripts: string } | undefined;
  const shellFor = (pageId: string) => {
    const current = currentManifest();
    const scripts = options.documentScripts?.() ?? [];
    const scriptsKey = scripts.join('\n');
    if (shellsOf?.manifest !== current || shellsOf.scripts !== scriptsKey) {
      shells.clear();
      shellsOf = { manifest: current, scripts: scriptsKey };
    }
    let shell = shells.get(pageId);
    if (shell === undefined) {
      shell = createDocumentShell(assetsForPage(current, pageId), htmlClassName, scripts);
      shells.set(pageId, shell);
    }
    return shell;
  };
  const canonicalUrl = (context: ClientContext, head: PageHead) =>
    publicOrigin + (head.canonicalPath ?? canonicalPathOf(context.url));

  return {
    document(Page, context, head, extraHeadTags) {
      const shell = shellFor(context.route);
      const html = shell({
        title: head.title,
        description: head.description,
        canonicalUrl: canonicalUrl(context, head),
        appHtml: renderToString(createApp(context, Page)),
        // Only what hydration needs (see PageComponent.hydrationData); the markup has the rest.
        context:
          Page.hydrationData === undefined
            ? context
            : { ...context, data: Page.hydrationData(context.data) },
        ...(extraHeadTags === undefined ? {} : { extraHeadTags }),
      });
      return Buffer.from(html, 'utf8');
    },
    canonicalUrl,
    navigation(context, head) {
      return {
        context,
        head: {
          title: head.title,
          description: head.description,
          canonicalUrl: canonicalUrl(context, head),
        },
        stylesheets: pageStylesheets(currentManifest(), context.route),
      };
    },
  };
}
