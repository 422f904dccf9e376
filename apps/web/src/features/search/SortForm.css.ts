import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});
