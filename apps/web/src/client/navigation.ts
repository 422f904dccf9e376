import { notifyLocationChange } from '@joblane/router-links';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';

import type { PageNavigation } from '../app/context.ts';
import { createApp } from '../app/createApp.tsx';
import { setNavigator, type NavigateOptions } from '../app/navigate.ts';
import { pageApiUrl, RELOAD_DOCUMENT } from '../app/pageApi.ts';
import { loadPage } from './pages.ts';

/**
 * In-page navigation between known routes: a click on an internal link (or a GET form sent to
 * this site) fetches the next page's context from its `/api/pages` twin, renders it into the same
 * root and pushes history. Anything else, or any failure, falls back to a normal page load, which
 * works without JavaScript too.
 */
export function startNavigation(root: Root) {
  // Each entry's scroll position and followed link are restored here, after its page renders.
  history.scrollRestoration = 'manual';
  let current: AbortController | null = null;
  // The path and query on screen: fragment-only history entries need no new page.
  let shown = location.pathname + location.search;

  // A full page load instead; after back/forward the entry is already in the history.
  const loadInFull = (url: URL, mode: 'push' | 'pop') =>
    mode === 'push' ? location.assign(url) : location.replace(url);

  async function navigate(url: URL, mode: 'push' | 'pop', options: NavigateOptions = {}) {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    try {
      const response = await fetch(pageApiUrl(url.pathname + url.search), {
        headers: { accept: 'application/json' },
        signal: controller.signal,
      });
      // Not a page of this app (or not one the client may render): let the browser load it.
      if (response.status === 404) {
        loadInFull(url, mode);
        return;
      }
      // 410 is a page too (an expired job, with similar jobs).
      if (!response.ok && response.status !== 410) {
        throw new Error(`navigation answered ${response.status}`);
      }
      const next = (await response.json()) as PageNavigation;
      // The server may show the page under its canonical address (a search spelled another way).
      const canonical = new URL(next.context.url + url.hash, location.origin);
      const shownUrl = canonical.origin === location.origin ? canonical : url;
      const [Page] = await Promise.all([
        loadPage(next.context.route),
        ...next.stylesheets.map(loadStylesheet),
      ]);
      if (controller.signal.aborted) return;
      if (mode === 'push') {
        // Where the visitor was, for Back: this entry's scroll position, and the page it
        // leaves for the new one (so a "Back to results" link can go back in history instead).
        history.replaceState({ ...entryState(), scrollY: window.scrollY }, '');
        const back = location.pathname + location.search;
        history.pushState({ back } satisfies EntryState, '', shownUrl);
      } else if (shownUrl.href !== location.href) history.replaceState(history.state, '', shownUrl);
      applyHead(next.head);
      flushSync(() => root.render(createApp(next.context, Page)));
      shown = shownUrl.pathname + shownUrl.search;
      notifyLocationChange();
      if (options.keepFocus !== true) afterRender(shownUrl, mode, entryState());
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('In-page navigation failed; loading the page instead.', error);
      loadInFull(url, mode);
    }
  }

  setNavigator(
    (href, options) =>
      void navigate(new URL(href, location.href), options.replace ? 'pop' : 'push', options),
  );

  document.addEventListener('click', (event) => {
    const url = linkTarget(event);
    if (url === null) return;
    event.preventDefault();
    // The link followed, so Back can put focus on it again.
    const anchor = (event.target as Element).closest('a[href]');
    history.replaceState({ ...entryState(), followed: anchor?.getAttribute('href') }, '');
    // A link to the page just left ("Back to results") goes back in history: same scroll
    // position, same focus, no new entry.
    if (entryState().back === url.pathname + url.search) {
      history.back();
      return;
    }
    void navigate(url, 'push');
  });

  document.addEventListener('submit', (event) => {
    const url = formTarget(event);
    if (url === null) return;
    event.preventDefault();
    void navigate(url, 'push');
  });

  window.addEventListener('popstate', () => {
    const url = new URL(location.href);
    if (url.pathname + url.search === shown) return;
    void navigate(url, 'pop');
  });
}

/** What this router keeps in each history entry. */
interface EntryState {
  /** Path and query of the entry this one was pushed from. */
  back?: string;
  /** The scroll position when the visitor left the entry. */
  scrollY?: number;
  /** The `href` of the link followed from it. */
  followed?: string;
}

function entryState(): EntryState {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null ? (state as EntryState) : {};
}

function isSameDocument(url: URL): boolean {
  return url.pathname === location.pathname && url.search === location.search;
}

function linkTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) {
    return null;
  }
  // A page outside the site's bundle (the kit gallery): the browser loads it as a new document.
  if (anchor.hasAttribute(RELOAD_DOCUMENT)) return null;
  const url = new URL(anchor.href);
  if (url.origin !== location.origin) return null;
  // Same page, another fragment: the browser scrolls on its own.
  if (isSameDocument(url) && url.hash !== '') return null;
  return url;
}

function formTarget(event: SubmitEvent): URL | null {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return null;
  if (form.method.toLowerCase() !== 'get' || (form.target !== '' && form.target !== '_self')) {
    return null;
  }
  const url = new URL(form.action);
  if (url.origin !== location.origin) return null;
  const fields = new FormData(form, event.submitter);
  url.search = new URLSearchParams(
    [...fields].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ).toString();
  return url;
}

function loadStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`) !== null) {
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`stylesheet ${href} failed to load`)));
    document.head.append(link);
  });
}

function applyHead(head: PageNavigation['head']) {
  document.title = head.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  document.querySelector('link[rel="canonical"]')?.setAttribute('href', head.canonicalUrl);
}

/**
 * Like a page load: to the top (or the fragment), with focus on the new content. Back and
 * forward return to where the visitor was: the same scroll position, and focus on the link they
 * followed from there.
 */
function afterRender(url: URL, mode: 'push' | 'pop', state: EntryState) {
  if (mode === 'pop') {
    if (state.scrollY !== undefined) window.scrollTo(0, state.scrollY);
    const followed =
      state.followed === undefined
        ? null
        : document.querySelector<HTMLElement>(`#main a[href="${CSS.escape(state.followed)}"]`);
    if (followed !== null) {
      followed.focus({ preventScroll: state.scrollY !== undefined });
      return;
    }
    if (state.scrollY !== undefined) {
      document.getElementById('main')?.focus({ preventScroll: true });
      return;
    }
  }
  const target =
    url.hash === '' ? null : document.getElementById(decodeURIComponent(url.hash.slice(1)));
  if (target !== null) target.scrollIntoView();
  else if (mode === 'push') window.scrollTo(0, 0);
  document.getElementById('main')?.focus({ preventScroll: true });
}
