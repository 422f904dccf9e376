import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

/** Forms read best at a measure, not across a wide screen. */
export const page = style({ maxWidth: vars.contentWidth.medium });

export const group = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.font.weight.strong,
  color: vars.color.foreground.neutral,
});

export const optional = style({
  fontWeight: vars.font.weight.regular,
  color: vars.color.foreground.secondary,
});

export const resumes = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const resume = style({
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  borderRadius: vars.borderRadius.large,
  background: vars.color.background.surface,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
