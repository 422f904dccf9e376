// The public entry point `@joblane/ui/Actions`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Actions, type ActionsProps } from './Actions.tsx';
