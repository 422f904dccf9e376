// The public entry point `@joblane/ui/Drawer`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export {
  Drawer,
  drawerPositions,
  drawerWidths,
  type DrawerPosition,
  type DrawerProps,
  type DrawerWidth,
} from './Drawer.tsx';
