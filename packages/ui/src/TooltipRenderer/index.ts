// The public entry point `@joblane/ui/TooltipRenderer`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export {
  TooltipRenderer,
  type TooltipRendererProps,
  type TooltipTriggerProps,
} from './TooltipRenderer.tsx';
