// The public entry point `@joblane/ui/Dropdown`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export {
  Dropdown,
  type DropdownOption,
  type DropdownOptionGroup,
  type DropdownProps,
} from './Dropdown.tsx';
