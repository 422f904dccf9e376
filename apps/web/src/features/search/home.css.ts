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
