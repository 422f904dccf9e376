// The public entry point `@joblane/ui/Tiles`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Tiles, type TilesProps } from './Tiles.tsx';
export type { TileCount } from './Tiles.css.ts';
