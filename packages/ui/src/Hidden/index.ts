// The public entry point `@joblane/ui/Hidden`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Hidden, type HiddenProps } from './Hidden.tsx';
