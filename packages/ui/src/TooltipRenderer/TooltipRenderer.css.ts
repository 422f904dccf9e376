import { vars } from '@joblane/theme';
import { keyframes, style } from '@vanilla-extract/css';

// oxlint-disable-next-line import/no-unassigned-import -- the reset must come first in the CSS
import '../private/reset.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const tooltip = style({
  position: 'fixed',
  zIndex: 300,
  top: 0,
  left: 0,
  display: 'block',
  maxWidth: `min(calc(${vars.space.xxxlarge} * 3), calc(100vw - ${vars.space.small}))`,
  paddingTop: vars.space.xsmall,
  paddingBottom: vars.space.xsmall,
  paddingLeft: vars.space.small,
  paddingRight: vars.space.small,
  backgroundColor: vars.color.background.neutral,
  borderRadius: vars.borderRadius.standard,
  boxShadow: vars.shadow.medium,
  animation: `${fadeIn} ${vars.motion.duration.popover} ${vars.motion.easing}`,
  selectors: {
    '&[hidden]': { display: 'none' },
    '&:not([data-placement])': { visibility: 'hidden' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** An open tooltip rendered in the page (gallery previews). */
export const inlineTooltip = style({ position: 'static', display: 'inline-block' });
