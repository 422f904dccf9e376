import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.borderRadius.large,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  scrollMarginTop: vars.space.xlarge,
  '@media': {
    'screen and (max-width: 739.98px)': { padding: vars.space.small },
  },
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.small,
});

export const inlineForm = style({ margin: 0 });

export const expired = style({
  alignSelf: 'start',
  justifySelf: 'start',
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.borderRadius.small,
  background: vars.color.background.cautionLight,
  color: vars.color.foreground.caution,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const similar = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingLeft: vars.space.small,
  borderLeft: `${vars.borderWidth.large} solid ${vars.color.border.neutralLight}`,
});

/** What the last change of an alert did: a line with a tick, empty until then. */
export const alertStatus = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  marginTop: vars.space.xsmall,
  color: vars.color.foreground.neutral,
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
  fontWeight: vars.font.weight.medium,
  // Empty, it takes no room (but stays in the page: a live region must be there before its text).
  selectors: { '&:empty': { marginTop: 0 } },
});

/** A control that is no longer needed keeps its place (no layout shift), unseen and unreachable. */
export const keptPlace = style({ visibility: 'hidden' });
