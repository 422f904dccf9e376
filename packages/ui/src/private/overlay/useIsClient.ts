import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * `false` on the server and during hydration, `true` afterwards (and at once in a client-only
 * render). Overlays render their portals only when it is `true`, so server markup and the first
 * client render always match.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
