// The public entry point `@joblane/ui/Toast`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { toastTones, type ToastAction, type ToastOptions, type ToastTone } from './Toast.tsx';
export {
  ToastProvider,
  useToast,
  type ShowToast,
  type ToastProviderProps,
} from './ToastProvider.tsx';
