// The public entry point `@joblane/ui/ButtonIcon`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export {
  ButtonIcon,
  buttonIconSizes,
  buttonIconTones,
  type ButtonIconProps,
  type ButtonIconSize,
  type ButtonIconTone,
} from './ButtonIcon.tsx';
