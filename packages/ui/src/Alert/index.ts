// The public entry point `@joblane/ui/Alert`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Alert, alertTones, type AlertProps, type AlertTone } from './Alert.tsx';
