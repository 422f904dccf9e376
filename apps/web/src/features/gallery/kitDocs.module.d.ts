// The kit's documentation, generated at build time by build/kitDocs.ts (esbuild and Vite plugins).
// Its shape is `KitDocs` (./kitDocs.ts); the importer casts it.
declare module 'virtual:kit-docs' {
  const kitDocs: unknown;
  export default kitDocs;
}
