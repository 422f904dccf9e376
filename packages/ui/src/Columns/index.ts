// The public entry point `@joblane/ui/Columns`: exactly the names `src/index.ts` exports
// from this folder (kept equal by src/entryPoints.test.ts).
export { Column, type ColumnProps, type ColumnWidth } from './Column.tsx';
export { Columns, type ColumnsAlign, type ColumnsAlignY, type ColumnsProps } from './Columns.tsx';
