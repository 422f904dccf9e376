// The public entry point `@joblane/ui/List`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { List, listTypes, type ListProps, type ListType } from './List.tsx';
