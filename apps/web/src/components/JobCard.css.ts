import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

export const sellingPoints = style({
  margin: 0,
  paddingLeft: vars.space.small,
  display: 'grid',
  gap: vars.space.xxsmall,
});
