import { type Breakpoint, breakpointNames, type MediaBreakpoint } from '@joblane/theme';

/** Whether a layout that collapses below `collapseBelow` is collapsed at `breakpoint`. */
export function isCollapsed(breakpoint: Breakpoint, collapseBelow: MediaBreakpoint | undefined) {
  return (
    collapseBelow !== undefined &&
    breakpointNames.indexOf(breakpoint) < breakpointNames.indexOf(collapseBelow)
  );
}
