// The public entry point `@joblane/ui/Heading`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Heading, type HeadingProps } from './Heading.tsx';
