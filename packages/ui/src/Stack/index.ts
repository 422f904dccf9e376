// The public entry point `@joblane/ui/Stack`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Stack, type StackAlign, type StackProps } from './Stack.tsx';
