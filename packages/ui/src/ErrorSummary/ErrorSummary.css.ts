import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

// After the reset and atoms (see atoms.css.ts), so these rules win over them.
// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../private/atoms.css.ts';

export const summary = style({
  position: 'relative',
  padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.borderRadius.standard,
  backgroundColor: vars.color.background.criticalLight,
  outline: 'none',
  selectors: {
    // It takes focus when it appears: the ring says where the keyboard is.
    '&:focus-visible, &:focus': {
      outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRingSize,
    },
  },
});
