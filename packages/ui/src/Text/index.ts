// The public entry point `@joblane/ui/Text`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Text, textTones, type TextAlign, type TextProps, type TextTone } from './Text.tsx';
export { formatNumber } from './formatNumber.ts';
export type { MaxLines } from './maxLines.ts';
