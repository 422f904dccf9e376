// The public entry point `@joblane/ui/Divider`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Divider, type DividerProps, type DividerWeight } from './Divider.tsx';
