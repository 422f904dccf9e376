// The public entry point `@joblane/ui/LazyAutosuggest`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts). It does not reach `Autosuggest`'s
// code statically: that loads on first focus.
export { LazyAutosuggest } from './LazyAutosuggest.tsx';
