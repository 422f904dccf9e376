// The public entry point `@joblane/ui/TextField`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export {
  TextField,
  textFieldTypes,
  type TextFieldProps,
  type TextFieldType,
} from './TextField.tsx';
