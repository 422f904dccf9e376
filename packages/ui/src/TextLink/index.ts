// The public entry point `@joblane/ui/TextLink`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { TextLink, type TextLinkProps, type TextLinkWeight } from './TextLink.tsx';
