// The public entry point `@joblane/ui/Toggle`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Toggle, toggleSizes, type ToggleProps, type ToggleSize } from './Toggle.tsx';
