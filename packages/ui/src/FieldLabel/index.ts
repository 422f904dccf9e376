// The public entry point `@joblane/ui/FieldLabel`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { FieldLabel, type FieldLabelProps } from './FieldLabel.tsx';
