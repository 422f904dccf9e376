import { vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

const belowTablet = 'screen and (max-width: 739.98px)';

export const header = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.borderRadius.large,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  '@media': { [belowTablet]: { padding: vars.space.small } },
});

export const identity = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.small,
  alignItems: 'center',
});

/** The name, with the "Verified employer" badge under it when there is one. */
export const titles = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  justifyItems: 'start',
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.heading['2'].mobile.fontSize,
  lineHeight: vars.heading['2'].mobile.lineHeight,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

/** The description keeps the owner's line breaks; long words wrap instead of widening the page. */
export const description = style({
  margin: 0,
  maxWidth: '65ch',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
});

export const resultList = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const emptyState = style({
  padding: vars.space.medium,
  borderRadius: vars.borderRadius.large,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
});

/** The organisation's facts: a row of short terms and values that wraps on a phone. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: `${vars.space.small} ${vars.space.medium}`,
  margin: 0,
});

globalStyle(`${facts} dt`, {
  color: vars.color.foreground.secondary,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
});

globalStyle(`${facts} dd`, {
  margin: 0,
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
});

export const countList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const about = style({
  padding: vars.space.large,
  borderRadius: vars.borderRadius.large,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  '@media': { [belowTablet]: { padding: vars.space.small } },
});
