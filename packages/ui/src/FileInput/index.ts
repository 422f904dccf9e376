// The public entry point `@joblane/ui/FileInput`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { FileInput, type FileInputProps } from './FileInput.tsx';
