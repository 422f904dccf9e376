// The public entry point `@joblane/ui/Pagination`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Pagination, type PaginationProps } from './Pagination.tsx';
