// The public entry point `@joblane/ui/PasswordField`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export {
  PasswordField,
  type PasswordFieldProps,
  type PasswordFieldTranslations,
} from './PasswordField.tsx';
