// The public entry point `@joblane/ui/Popover`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export {
  Popover,
  type PopoverAlign,
  type PopoverCloseReason,
  type PopoverPlacement,
  type PopoverProps,
} from './Popover.tsx';
