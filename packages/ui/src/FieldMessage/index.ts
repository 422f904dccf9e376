// The public entry point `@joblane/ui/FieldMessage`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { fieldTones, type FieldBaseProps, type FieldTone } from '../private/field/Field.tsx';
export {
  FieldMessage,
  fieldMessageTones,
  type FieldMessageProps,
  type FieldMessageTone,
} from './FieldMessage.tsx';
