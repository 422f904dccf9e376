import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

/** The mixed state's dash. */
export const dash = style({
  width: '50%',
  height: vars.borderWidth.large,
  borderRadius: vars.borderRadius.full,
  background: 'currentColor',
});
