// The public entry point `@joblane/ui/Strong`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Strong, type StrongProps } from './Strong.tsx';
