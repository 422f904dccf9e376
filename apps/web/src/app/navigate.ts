import { mergeVersionParam } from '@joblane/router-links';
import { useSyncExternalStore } from 'react';

/** Options of an in-page navigation started by the page itself (a filter change, say). */
export interface NavigateOptions {
  /** Leave focus where it is (on the control that changed) instead of moving it to the page. */
  keepFocus?: boolean;
  /** Replace the history entry instead of adding one (the same page again, with new data). */
  replace?: boolean;
}

type Navigator = (href: string, options: NavigateOptions) => void;

let navigator: Navigator | null = null;

/** Set by the client entry once in-page navigation runs (`src/client/navigation.ts`). */
export function setNavigator(next: Navigator | null) {
  navigator = next;
}

/**
 * Goes to `href` (keeping the current `v` pin) in place when the client router runs, or with a
 * full page load otherwise.
 */
export function navigateTo(href: string, options: NavigateOptions = {}) {
  const target = mergeVersionParam(href, window.location.href);
  if (navigator === null) window.location.assign(target);
  else navigator(target, options);
}

const subscribeNothing = () => () => {};

/**
 * False on the server and during hydration, true afterwards: for what only JavaScript can do
 * (a drawer button, submit-on-change), so the hydrated markup still matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
