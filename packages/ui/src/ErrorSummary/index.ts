// The public entry point `@joblane/ui/ErrorSummary`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './ErrorSummary.tsx';
