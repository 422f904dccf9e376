import type { Breakpoint } from '@joblane/theme';
import type { ComponentType, ReactNode } from 'react';

import { BreakpointContext } from '../UIProvider/breakpoint.ts';
import type { LinkComponentProps } from '../UIProvider/linkComponent.tsx';
import { UIProvider } from '../UIProvider/UIProvider.tsx';

export interface UITestProviderProps {
  children: ReactNode;
  /** Default: a plain `<a>`. Pass a spy component to assert what the kit hands its links. */
  linkComponent?: ComponentType<LinkComponentProps>;
  /** Pretend the viewport is at this breakpoint (default: what `matchMedia` says). */
  breakpoint?: Breakpoint;
}

/** `UIProvider` for tests: the same theme and link component, and a breakpoint you can pin. */
export function UITestProvider({ children, linkComponent, breakpoint }: UITestProviderProps) {
  return (
    <UIProvider linkComponent={linkComponent}>
      {breakpoint === undefined ? (
        children
      ) : (
        <BreakpointContext value={breakpoint}>{children}</BreakpointContext>
      )}
    </UIProvider>
  );
}
