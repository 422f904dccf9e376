// The public entry point `@joblane/ui/Loader`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Loader, loaderDelay, type LoaderProps } from './Loader.tsx';
