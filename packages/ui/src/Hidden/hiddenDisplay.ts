import { type Breakpoint, breakpointNames, type MediaBreakpoint } from '@joblane/theme';

import type { Atoms } from '../private/atoms.css.ts';
import { mapResponsiveValue } from '../private/responsiveValue.ts';

export interface HiddenRule {
  /** Hidden below this breakpoint (e.g. `tablet`: hidden on mobile only). */
  below?: MediaBreakpoint;
  /** Hidden above this breakpoint (e.g. `tablet`: hidden from desktop up). */
  above?: Exclude<Breakpoint, 'wide'>;
}

const indexOf = (name: Breakpoint) => breakpointNames.indexOf(name);

/** Whether content is hidden at `breakpoint` by `below`/`above`. */
export function isHiddenAt(breakpoint: Breakpoint, { below, above }: HiddenRule): boolean {
  return (
    (below !== undefined && indexOf(breakpoint) < indexOf(below)) ||
    (above !== undefined && indexOf(breakpoint) > indexOf(above))
  );
}

/**
 * The responsive `display` for content hidden by `below`/`above`, or `undefined` when it is never
 * hidden on screen. Shared with `Stack` and `Inline`, which hide a `Hidden` child's wrapper so
 * it takes no space.
 */
export function hiddenDisplay(
  rule: HiddenRule,
  visibleDisplay: 'block' | 'inline' | 'flex',
): Atoms['display'] {
  if (rule.below === undefined && rule.above === undefined) return undefined;
  return mapResponsiveValue(visibleDisplay, (display, breakpoint) =>
    isHiddenAt(breakpoint, rule) ? 'none' : display,
  );
}
