export { UITestProvider, type UITestProviderProps } from './UITestProvider.tsx';
export { renderWithProvider, type RenderWithProviderOptions } from './renderWithProvider.tsx';
export { expectAccessibleMarkup, findAxeViolations, validateMarkup } from './accessibleMarkup.tsx';
export { hydrateServerRender } from './hydrateServerRender.tsx';
