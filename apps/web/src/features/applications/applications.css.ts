import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
});

export const card = style({
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  borderRadius: vars.borderRadius.large,
  background: vars.color.background.surface,
});

export const history = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 0 0 ${vars.space.small}`,
  display: 'grid',
  gap: vars.space.xxsmall,
  borderLeft: `${vars.borderWidth.large} solid ${vars.color.border.neutralLight}`,
  color: vars.color.foreground.secondary,
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
});

export const definitions = style({ margin: 0, display: 'grid', gap: vars.space.small });

export const term = style({
  fontWeight: vars.font.weight.strong,
  color: vars.color.foreground.neutral,
});

export const detail = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const current = style({
  fontWeight: vars.font.weight.strong,
  color: vars.color.foreground.neutral,
  fontSize: vars.text.standard.mobile.fontSize,
});

/** Forms and lists read best at a measure, not across a wide screen. */
export const page = style({ maxWidth: vars.contentWidth.medium });
