// The public entry point `@joblane/ui/Button`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Button, type ButtonProps } from './Button.tsx';
export {
  buttonSizes,
  buttonTones,
  buttonVariants,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
} from './buttonOptions.ts';
