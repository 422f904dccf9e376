import { joblaneTheme } from '@joblane/theme';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

import { useIsClient } from './useIsClient.ts';

/**
 * The theme classes for portalled content: none when the document itself carries the theme
 * (`UIProvider themeWrapper={false}`), otherwise the classes of the first themed wrapper (so an
 * explicit colour mode follows), or the theme alone.
 */
function portalThemeClassName(): string | undefined {
  if (document.documentElement.classList.contains(joblaneTheme)) return undefined;
  return document.querySelector(`.${joblaneTheme}`)?.className ?? joblaneTheme;
}

/** Renders `children` at the end of `<body>`, on the client only (nothing on the server). */
export function Portal({ children }: { children: ReactNode }) {
  const isClient = useIsClient();
  if (!isClient) return null;
  const className = portalThemeClassName();
  return createPortal(
    className === undefined ? children : <div className={className}>{children}</div>,
    document.body,
  );
}
