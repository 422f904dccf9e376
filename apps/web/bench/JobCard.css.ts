import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  borderRadius: vars.borderRadius.large,
});

export const title = style({ fontSize: vars.heading['3'].mobile.fontSize, margin: 0 });

export const titleLink = style({ color: vars.color.foreground.link });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  color: vars.color.foreground.secondary,
});

export const points = style({ margin: 0, paddingLeft: vars.space.medium });
