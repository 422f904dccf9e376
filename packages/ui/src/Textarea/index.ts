// The public entry point `@joblane/ui/Textarea`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Textarea, type TextareaProps } from './Textarea.tsx';
export type { HighlightRange } from '../private/highlightRanges.ts';
