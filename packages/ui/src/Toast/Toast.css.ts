import { vars } from '@joblane/theme';
import { style, styleVariants } from '@vanilla-extract/css';

// oxlint-disable-next-line import/no-unassigned-import -- the reset must come first in the CSS
import '../private/reset.css.ts';

/** Fixed at the bottom of the viewport; lets clicks through except on the toasts themselves. */
export const toaster = style({
  position: 'fixed',
  zIndex: 300,
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: vars.space.gutter,
  pointerEvents: 'none',
});

export const region = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
  maxWidth: vars.contentWidth.xsmall,
  selectors: { '&:not(:empty) + &:not(:empty)': { marginTop: vars.space.xsmall } },
});

const transition = [
  `opacity ${vars.motion.duration.toast} ${vars.motion.easing}`,
  `transform ${vars.motion.duration.toast} ${vars.motion.easing}`,
  `max-height ${vars.motion.duration.toast} ${vars.motion.easing}`,
].join(', ');

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  paddingLeft: vars.space.small,
  paddingTop: vars.space.xxsmall,
  paddingBottom: vars.space.xxsmall,
  paddingRight: vars.space.xxsmall,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  borderRadius: vars.borderRadius.standard,
  boxShadow: vars.shadow.large,
  borderLeft: `${vars.borderWidth.large} solid`,
  // The enter and exit animations: 200 ms each (the `toast` duration token).
  transition,
  maxHeight: '20em',
  overflow: 'hidden',
  selectors: {
    '&[data-state="entering"], &[data-state="exiting"]': {
      opacity: 0,
      transform: `translateY(${vars.space.small})`,
    },
    // An older toast in a collapsed stack: a sliver above the newest one.
    '&[data-collapsed="true"]': {
      maxHeight: vars.space.xsmall,
      transform: 'scale(0.95)',
      opacity: 0.8,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const tone = styleVariants({
  positive: { borderLeftColor: vars.color.border.positive },
  critical: { borderLeftColor: vars.color.border.critical },
  neutral: { borderLeftColor: vars.color.border.neutral },
});

export const icon = style({ paddingTop: vars.space.xsmall, flexShrink: 0 });

export const content = style({
  flexGrow: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingTop: vars.space.small,
  paddingBottom: vars.space.xsmall,
});
