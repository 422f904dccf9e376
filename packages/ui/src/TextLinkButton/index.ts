// The public entry point `@joblane/ui/TextLinkButton`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { TextLinkButton, type TextLinkButtonProps } from './TextLinkButton.tsx';
