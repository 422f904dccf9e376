import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

/** The problem summary, focused by the script when no field is at fault: the kit's ring. */
export const summary = style({
  borderRadius: vars.borderRadius.large,
  selectors: {
    // Shown however it came there (GOV.UK's summary does too): it says where the reader is.
    '&:focus': {
      outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRingSize,
    },
  },
});
