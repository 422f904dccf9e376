import { type Breakpoint, breakpointQuery } from '@joblane/theme';
import { createContext, useContext, useSyncExternalStore } from 'react';

const largestFirst = ['wide', 'desktop', 'tablet'] as const;

function currentBreakpoint(): Breakpoint {
  for (const name of largestFirst) {
    if (window.matchMedia(breakpointQuery[name]).matches) return name;
  }
  return 'mobile';
}

function subscribe(onChange: () => void): () => void {
  const queries = largestFirst.map((name) => window.matchMedia(breakpointQuery[name]));
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

// The server cannot know the viewport: it renders `undefined`, and hydration uses the same
// snapshot before React re-renders with the real breakpoint, so server and client markup match.
const serverSnapshot = (): undefined => undefined;

/** The viewport's breakpoint, kept current with `matchMedia`; `undefined` on the server. */
export function useViewportBreakpoint(): Breakpoint | undefined {
  return useSyncExternalStore(subscribe, currentBreakpoint, serverSnapshot);
}

export const BreakpointContext = createContext<Breakpoint | undefined>(undefined);

/**
 * The current breakpoint for components whose behaviour (not just style) changes with it.
 * `undefined` during server rendering and hydration: render the mobile-first markup then and
 * style the rest with responsive props, so the first client render matches the server.
 */
export function useBreakpoint(): Breakpoint | undefined {
  return useContext(BreakpointContext);
}
