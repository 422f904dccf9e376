import { breakpointQuery, vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.large });

export const heading = style({
  fontSize: vars.heading['1'].mobile.fontSize,
  lineHeight: vars.heading['1'].mobile.lineHeight,
  margin: 0,
});

export const subheading = style({
  fontSize: vars.heading['3'].mobile.fontSize,
  margin: `0 0 ${vars.space.xsmall}`,
});

export const search = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': { [breakpointQuery.tablet]: { gridTemplateColumns: '1fr 1fr auto' } },
});

export const field = style({ display: 'grid', gap: vars.space.xxsmall });

export const label = style({ fontWeight: vars.font.weight.medium });

export const input = style({
  font: 'inherit',
  minHeight: vars.touchableSize,
  padding: `0 ${vars.space.xsmall}`,
  color: vars.color.foreground.neutral,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.field}`,
  borderRadius: vars.borderRadius.standard,
  boxSizing: 'border-box',
});

export const submit = style({
  font: 'inherit',
  fontWeight: vars.font.weight.strong,
  minHeight: vars.touchableSize,
  padding: `0 ${vars.space.medium}`,
  color: vars.color.foreground.neutralInverted,
  background: vars.color.background.formAccent,
  border: 0,
  borderRadius: vars.borderRadius.standard,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.background.formAccentHover } },
});

export const classifications = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [breakpointQuery.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const classification = style({ color: vars.color.foreground.link });

export const toggle = style({
  marginTop: vars.space.xsmall,
  font: 'inherit',
  minHeight: vars.touchableSize,
  padding: `0 ${vars.space.small}`,
  color: vars.color.foreground.formAccent,
  background: 'transparent',
  border: `${vars.borderWidth.standard} solid ${vars.color.border.formAccent}`,
  borderRadius: vars.borderRadius.standard,
  cursor: 'pointer',
});
