// The public entry point `@joblane/ui/Box`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Box, type BoxProps } from './Box.tsx';
export { atoms, type Atoms } from '../private/atoms.css.ts';
export type { ResponsiveValue } from '../private/responsiveValue.ts';
