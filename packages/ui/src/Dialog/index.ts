// The public entry point `@joblane/ui/Dialog`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Dialog, dialogWidths, type DialogProps, type DialogWidth } from './Dialog.tsx';
