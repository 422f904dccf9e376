// The public entry point `@joblane/ui/TextDropdown`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { TextDropdown, type TextDropdownOption, type TextDropdownProps } from './TextDropdown.tsx';
