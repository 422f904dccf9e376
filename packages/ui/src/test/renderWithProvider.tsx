import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';

import { UITestProvider, type UITestProviderProps } from './UITestProvider.tsx';

export interface RenderWithProviderOptions
  extends Omit<UITestProviderProps, 'children'>, Pick<RenderOptions, 'container' | 'baseElement'> {}

/**
 * `render` from Testing Library inside `UITestProvider`, with a `user` from `userEvent.setup()`.
 * `rerender` keeps the provider.
 */
export function renderWithProvider(
  ui: ReactElement,
  { linkComponent, breakpoint, ...renderOptions }: RenderWithProviderOptions = {},
): RenderResult & { user: UserEvent } {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <UITestProvider linkComponent={linkComponent} breakpoint={breakpoint}>
        {children}
      </UITestProvider>
    );
  }
  const result = render(ui, { ...renderOptions, wrapper: Wrapper });
  return Object.assign(result, { user: userEvent.setup() });
}
