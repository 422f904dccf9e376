// The public entry point `@joblane/ui/ContentBlock`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export {
  ContentBlock,
  contentWidths,
  type ContentBlockProps,
  type ContentWidth,
} from './ContentBlock.tsx';
