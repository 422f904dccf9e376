// The public entry point `@joblane/ui/HiddenVisually`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { HiddenVisually, type HiddenVisuallyProps } from './HiddenVisually.tsx';
