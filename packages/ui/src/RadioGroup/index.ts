// The public entry point `@joblane/ui/RadioGroup`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { RadioGroup, type RadioGroupProps } from './RadioGroup.tsx';
export { RadioItem, type RadioItemProps } from './RadioItem.tsx';
