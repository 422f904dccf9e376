import { vars } from '@joblane/theme';
import { keyframes, style } from '@vanilla-extract/css';

// oxlint-disable-next-line import/no-unassigned-import -- the reset must come first in the CSS
import '../private/reset.css.ts';

const enterFromAbove = keyframes({
  from: { opacity: 0, transform: `translateY(calc(${vars.space.xxsmall} * -1))` },
});
const enterFromBelow = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.xxsmall})` },
});

/** A full-viewport layer under a modal popover: a click on it closes the popover. */
export const backdrop = style({ position: 'fixed', inset: 0, zIndex: 200 });

export const panel = style({
  position: 'fixed',
  zIndex: 200,
  // Measured and placed by script before it shows, so it never flashes at the page's corner.
  top: 0,
  left: 0,
  maxWidth: `calc(100vw - ${vars.space.small})`,
  maxHeight: `calc(100vh - ${vars.space.small})`,
  overflowY: 'auto',
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  borderRadius: vars.borderRadius.standard,
  boxShadow: vars.shadow.large,
  outline: 'none',
  // 150 ms: the spec's popover animation is 125-200 ms.
  animation: `${enterFromAbove} ${vars.motion.duration.popover} ${vars.motion.easing}`,
  selectors: {
    '&[data-placement="top"]': {
      animationName: enterFromBelow,
    },
    '&:not([data-placement])': { visibility: 'hidden' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** An open panel rendered in the page (gallery previews). */
export const inlinePanel = style({
  position: 'static',
  animation: 'none',
  display: 'inline-block',
});
