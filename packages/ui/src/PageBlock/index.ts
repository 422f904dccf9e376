// The public entry point `@joblane/ui/PageBlock`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { PageBlock, type PageBlockProps } from './PageBlock.tsx';
