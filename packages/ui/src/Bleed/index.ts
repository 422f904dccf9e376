// The public entry point `@joblane/ui/Bleed`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Bleed, type BleedProps } from './Bleed.tsx';
