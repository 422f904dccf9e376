// The public entry point `@joblane/ui/Checkbox`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Checkbox, type CheckboxChecked, type CheckboxProps } from './Checkbox.tsx';
