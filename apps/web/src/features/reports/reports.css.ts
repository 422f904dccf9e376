import { breakpointQuery, vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** Forms and lists read best at a measure, not across a wide screen. */
export const page = style({ maxWidth: vars.contentWidth.medium });

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

export const definitions = style({ margin: 0, display: 'grid', gap: vars.space.small });

/** Each term beside its detail from tablets up, so a report reads as a short table. */
globalStyle(`${definitions} > div`, {
  display: 'grid',
  gap: vars.space.xxsmall,
  '@media': {
    [breakpointQuery.tablet]: { gridTemplateColumns: '8rem minmax(0, 1fr)', gap: vars.space.small },
  },
});

export const term = style({
  fontWeight: vars.font.weight.strong,
  color: vars.color.foreground.neutral,
});

export const detail = style({
  margin: 0,
  color: vars.color.foreground.neutral,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const next = style({
  padding: vars.space.medium,
  borderRadius: vars.borderRadius.large,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
});

export const steps = style({
  margin: 0,
  paddingLeft: vars.space.medium,
  display: 'grid',
  gap: vars.space.xsmall,
  color: vars.color.foreground.neutral,
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
});
