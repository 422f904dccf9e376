// The public entry point `@joblane/ui/ButtonLink`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { ButtonLink, type ButtonLinkProps } from './ButtonLink.tsx';
