import { breakpointQuery, vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

const plainList = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** The brand band with the search: the first thing on the site. */
export const hero = style({
  display: 'grid',
  gap: vars.space.large,
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  borderRadius: vars.borderRadius.large,
  background: vars.color.background.brand,
  color: vars.color.foreground.neutralInverted,
  '@media': {
    'screen and (max-width: 739.98px)': {
      padding: `${vars.space.large} ${vars.space.small} ${vars.space.small}`,
    },
  },
});

export const heroText = style({ display: 'grid', gap: vars.space.xsmall });

export const heroHeading = style({
  margin: 0,
  fontSize: vars.heading['1'].mobile.fontSize,
  lineHeight: vars.heading['1'].mobile.lineHeight,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '-0.02em',
  '@media': {
    [breakpointQuery.tablet]: {
      fontSize: `calc(${vars.heading['1'].tablet.fontSize} * 1.25)`,
      lineHeight: `calc(${vars.heading['1'].tablet.lineHeight} * 1.25)`,
    },
  },
});

export const heroLead = style({
  margin: 0,
  color: vars.color.foreground.secondaryInverted,
  fontSize: vars.text.large.mobile.fontSize,
  lineHeight: vars.text.large.mobile.lineHeight,
});

export const placeGrid = style({
  ...plainList,
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [breakpointQuery.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [breakpointQuery.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const placeTile = style({
  display: 'grid',
  gap: '2px',
  padding: vars.space.small,
  borderRadius: vars.borderRadius.standard,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  color: vars.color.foreground.neutral,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.border.formAccent },
    '&:focus-visible': {
      outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.standard,
    },
  },
});

export const placeName = style({
  fontWeight: vars.font.weight.strong,
  color: vars.color.foreground.link,
});

export const placeCount = style({
  fontSize: vars.text.small.mobile.fontSize,
  color: vars.color.foreground.secondary,
});

export const linkGrid = style({
  ...plainList,
  display: 'grid',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [breakpointQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpointQuery.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const more = style({ display: 'grid', gap: vars.space.small });

export const moreSummary = style({
  cursor: 'pointer',
  width: 'fit-content',
  color: vars.color.foreground.link,
  fontWeight: vars.font.weight.medium,
  borderRadius: vars.borderRadius.small,
  selectors: {
    '&:focus-visible': { outline: `${vars.focusRingSize} solid ${vars.color.focus}` },
  },
});

export const whenOpen = style({});
export const whenClosed = style({});
globalStyle(`${more}[open] ${whenClosed}, ${more}:not([open]) ${whenOpen}`, { display: 'none' });

export const moreList = style({ paddingTop: vars.space.xsmall });

export const chips = style({
  ...plainList,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
});

/** "Why job seekers trust Joblane": three reasons on a surface, each with its Help link. */
export const band = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.borderRadius.large,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  '@media': {
    'screen and (max-width: 739.98px)': { padding: vars.space.small },
  },
});

export const bandIntro = style({ display: 'grid', gap: vars.space.xxsmall });

export const bandHeading = style({
  margin: 0,
  fontSize: vars.heading['2'].mobile.fontSize,
  lineHeight: vars.heading['2'].mobile.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const bandLead = style({ margin: 0, color: vars.color.foreground.secondary });

export const reasons = style({
  ...plainList,
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [breakpointQuery.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const reason = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  alignContent: 'start',
  justifyItems: 'start',
});

export const reasonIcon = style({
  display: 'inline-flex',
  padding: vars.space.xxsmall,
  borderRadius: vars.borderRadius.full,
  background: vars.color.background.neutralLight,
  marginBottom: vars.space.xxsmall,
});

export const reasonHeading = style({
  margin: 0,
  fontSize: vars.heading['4'].mobile.fontSize,
  lineHeight: vars.heading['4'].mobile.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const reasonText = style({ margin: 0, color: vars.color.foreground.secondary });

export const inlineLink = style({
  color: vars.color.foreground.link,
  fontWeight: vars.font.weight.medium,
  borderRadius: vars.borderRadius.small,
  selectors: {
    '&:hover': { color: vars.color.foreground.linkHover },
    '&:focus-visible': {
      outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.large,
    },
  },
});

/** The employers' band: the brand accent's light tint, its button in the accent. */
export const employers = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'center',
  padding: vars.space.large,
  borderRadius: vars.borderRadius.large,
  background: vars.color.background.brandAccentLight,
  '@media': {
    'screen and (max-width: 739.98px)': { padding: vars.space.small },
    [breakpointQuery.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
});

export const employersText = style({ display: 'grid', gap: vars.space.xxsmall });

export const employersHeading = style({
  margin: 0,
  fontSize: vars.heading['3'].mobile.fontSize,
  lineHeight: vars.heading['3'].mobile.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const employersLead = style({ margin: 0 });

export const employersButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.touchableSize,
  paddingInline: vars.space.medium,
  borderRadius: vars.borderRadius.standard,
  background: vars.color.background.brandAccent,
  color: vars.color.foreground.neutralInverted,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  justifySelf: 'start',
  selectors: {
    '&:hover': { background: vars.color.background.brandAccentHover },
    '&:active': { background: vars.color.background.brandAccentActive },
    '&:focus-visible': {
      outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.large,
    },
  },
});
