import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  VERSION_PARAM,
  mergeVersionPin,
  readPinnedLocation,
  type PinnedLocation,
} from './versionParam.ts';

/** The window event `notifyLocationChange` dispatches; the provider listens for it. */
export const LOCATION_CHANGE_EVENT = 'joblane:locationchange';

/** The current href with its pin and query, read once per location so links need not parse it. */
interface CurrentLocation extends PinnedLocation {
  href: string;
}

const CurrentLocationContext = createContext<CurrentLocation | null>(null);

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
  window.addEventListener(LOCATION_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener(LOCATION_CHANGE_EVENT, onChange);
  };
}

function getBrowserHref(): string {
  return window.location.href;
}

/**
 * Tells every `CurrentLocationProvider` that the location changed. Call it right after
 * `history.pushState`/`replaceState` in the app's client router (the browser fires no event for
 * those); back and forward (`popstate`) are picked up without it. A no-op outside a browser.
 */
export function notifyLocationChange(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
}

export type CurrentLocationProviderProps = {
  /** The URL the server rendered with (from the client context): absolute, or path and query. */
  href: string;
  children?: ReactNode;
};

/**
 * Supplies the current location to links. On the server and during hydration it is `href` (so the
 * hydrated markup matches the server's); after hydration it follows `window.location`.
 */
export function CurrentLocationProvider({ href, children }: CurrentLocationProviderProps) {
  if (typeof href !== 'string') {
    throw new TypeError(
      'CurrentLocationProvider needs an `href` string: pass the URL the page was rendered for ' +
        '(the client context `url`, e.g. "/jobs?v=2").',
    );
  }
  const current = useSyncExternalStore(subscribe, getBrowserHref, () => href);
  const location = useMemo(() => ({ href: current, ...readPinnedLocation(current) }), [current]);
  return <CurrentLocationContext value={location}>{children}</CurrentLocationContext>;
}

function useCurrentLocation(): CurrentLocation {
  const location = use(CurrentLocationContext);
  if (location === null) {
    throw new Error(
      'useCurrentHref must be used inside CurrentLocationProvider: wrap the app in ' +
        '<CurrentLocationProvider href={context.url}> (links and forms need the current `v`).',
    );
  }
  return location;
}

/** The current location's href. Throws when used outside `CurrentLocationProvider`. */
export function useCurrentHref(): string {
  return useCurrentLocation().href;
}

/** `target` with the current `v` merged in (see `mergeVersionParam`): for hrefs built in code. */
export function useVersionedHref(target: string): string {
  // The provider read the pin once; without one (most pages) the target is returned as it is.
  return mergeVersionPin(target, useCurrentLocation());
}

export type VersionFormField = { name: typeof VERSION_PARAM; value: string };

/**
 * The hidden fields a GET form needs to carry `v`: browsers drop the action's query string when
 * they submit a GET form, so a merged `action` is not enough. Empty when there is no pin.
 */
export function useVersionFormFields(): VersionFormField[] {
  const { pin } = useCurrentLocation();
  return useMemo(() => (pin === null ? [] : [{ name: VERSION_PARAM, value: pin }]), [pin]);
}

/** `<input type="hidden" name="v">` with the current pin, or nothing when there is none. */
export function VersionField() {
  const fields = useVersionFormFields();
  return fields.map((field) => (
    <input key={field.name} type="hidden" name={field.name} value={field.value} />
  ));
}
