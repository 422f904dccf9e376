import { breakpointQuery, vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

/** Forms read best at a measure; the preview and the dashboard use the page's width. */
export const form = style({ maxWidth: vars.contentWidth.small });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const card = style({
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  borderRadius: vars.borderRadius.large,
  background: vars.color.background.surface,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  color: vars.color.foreground.secondary,
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
});

export const factTerm = style({ fontWeight: vars.font.weight.medium });
export const factValue = style({ margin: 0 });

export const fieldset = style({
  margin: 0,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  borderRadius: vars.borderRadius.large,
  minWidth: 0,
});

export const legend = style({
  padding: `0 ${vars.space.xxsmall}`,
  fontWeight: vars.font.weight.strong,
  color: vars.color.foreground.neutral,
  fontSize: vars.text.standard.mobile.fontSize,
});

/** Two amounts side by side from tablet up, stacked on a phone. */
export const pair = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [breakpointQuery.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const sentence = style({
  color: vars.color.foreground.neutral,
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
});

/** Around the preview's card and page: narrow on a phone, where the card needs the width. */
export const previewFrame = style({
  padding: vars.space.xxsmall,
  '@media': { [breakpointQuery.tablet]: { padding: vars.space.medium } },
  border: `${vars.borderWidth.large} dashed ${vars.color.border.neutralLight}`,
  borderRadius: vars.borderRadius.large,
  minWidth: 0,
});

export const fixedList = style({
  margin: 0,
  paddingLeft: vars.space.medium,
  display: 'grid',
  gap: vars.space.xxsmall,
});

/** The organisation's logo (or letter) beside its name and the page's heading. */
export const organisation = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});
