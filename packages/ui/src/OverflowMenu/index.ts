// The public entry point `@joblane/ui/OverflowMenu`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { OverflowMenu, type OverflowMenuProps } from './OverflowMenu.tsx';
