// The public entry point `@joblane/ui/UIProvider`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { UIProvider, themeClassName, type ColorMode, type UIProviderProps } from './UIProvider.tsx';
export { useBreakpoint } from './breakpoint.ts';
export { useLinkComponent, type LinkComponentProps } from './linkComponent.tsx';
