import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  maxWidth: vars.contentWidth.small,
});

export const heading = style({
  fontSize: vars.heading['1'].mobile.fontSize,
  lineHeight: vars.heading['1'].mobile.lineHeight,
  margin: `0 0 ${vars.space.xxsmall}`,
});

export const status = style({ color: vars.color.foreground.secondary, margin: 0 });

export const link = style({ color: vars.color.foreground.link });
