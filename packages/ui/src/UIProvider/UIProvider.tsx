import { colorModeClass, joblaneTheme } from '@joblane/theme';
import { clsx } from 'clsx';
import type { ComponentType, ReactNode } from 'react';

import { BreakpointContext, useViewportBreakpoint } from './breakpoint.ts';
import { DefaultLink, type LinkComponentProps, LinkComponentContext } from './linkComponent.tsx';

export type ColorMode = keyof typeof colorModeClass;

/**
 * The classes for `<html>` when the document shell applies the theme itself
 * (`themeWrapper={false}`), so portalled content (dialogs, toasts) gets the theme too.
 * Without a colour mode the colours follow `prefers-color-scheme`.
 */
export function themeClassName(colorMode?: ColorMode): string {
  return clsx(joblaneTheme, colorMode && colorModeClass[colorMode]);
}

export interface UIProviderProps {
  children: ReactNode;
  /**
   * What every kit link (`TextLink`, `ButtonLink`, pagination...) renders through. Pass
   * `createLinkComponent()` from `@joblane/router-links` so links keep the `v` pin.
   * Default: a plain `<a>`.
   */
  linkComponent?: ComponentType<LinkComponentProps>;
  /**
   * `true` (default): wrap children in a `<div>` carrying the theme class. `false`: render no
   * element; the document shell puts `themeClassName(colorMode)` on `<html>` instead.
   */
  themeWrapper?: boolean;
  /** The user's explicit colour-mode choice (wrapper only). Default: the system setting. */
  colorMode?: ColorMode;
}

/**
 * The root of every kit tree: theme, link component and current breakpoint. Safe to render on
 * the server (it reads no `window` while rendering).
 */
export function UIProvider({
  children,
  linkComponent = DefaultLink,
  themeWrapper = true,
  colorMode,
}: UIProviderProps) {
  const breakpoint = useViewportBreakpoint();
  return (
    <LinkComponentContext value={linkComponent}>
      <BreakpointContext value={breakpoint}>
        {themeWrapper ? <div className={themeClassName(colorMode)}>{children}</div> : children}
      </BreakpointContext>
    </LinkComponentContext>
  );
}
