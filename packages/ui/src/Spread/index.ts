// The public entry point `@joblane/ui/Spread`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Spread, type SpreadAlignY, type SpreadProps } from './Spread.tsx';
