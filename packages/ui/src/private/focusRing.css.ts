import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

/** The keyboard focus ring as a box shadow, for selectors a component writes itself. */
export const focusRingShadow = `0 0 0 ${vars.focusRingSize} ${vars.color.focus}`;

/**
 * Shows the focus ring when the element itself has keyboard focus. An outline (not a shadow)
 * so it survives forced-colours mode.
 */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRingSize,
    },
  },
});
