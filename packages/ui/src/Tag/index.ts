// The public entry point `@joblane/ui/Tag`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Tag, type TagProps } from './Tag.tsx';
