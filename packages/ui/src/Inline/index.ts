// The public entry point `@joblane/ui/Inline`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Inline, type InlineAlign, type InlineAlignY, type InlineProps } from './Inline.tsx';
