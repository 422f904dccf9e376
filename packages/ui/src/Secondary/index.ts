// The public entry point `@joblane/ui/Secondary`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Secondary, type SecondaryProps } from './Secondary.tsx';
