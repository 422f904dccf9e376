import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One recommendation: its reason, then its card. */
export const item = style({
  display: 'grid',
  gap: vars.space.xxsmall,
});

export const reason = style({
  margin: 0,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
  color: vars.color.foreground.secondary,
});

export const emptyState = style({
  padding: vars.space.medium,
  borderRadius: vars.borderRadius.large,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
});
