import { breakpointQuery, vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The content pages (Help, About, Terms, Privacy, Contact): readable running text. Plain
 * elements styled here rather than kit components, so these pages add no shared chunk to the
 * results page (see `info.page.tsx`).
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [breakpointQuery.desktop]: {
      gridTemplateColumns: `minmax(0, 15rem) minmax(0, ${vars.contentWidth.small})`,
      columnGap: vars.space.xlarge,
      alignItems: 'start',
    },
  },
});

/** The page's title and lead: across both columns on a wide screen. */
export const intro = style({
  display: 'grid',
  gap: vars.space.xsmall,
  maxWidth: vars.contentWidth.small,
  '@media': { [breakpointQuery.desktop]: { gridColumn: '1 / -1' } },
});

export { lead, title } from '../../components/pageIntro.css.ts';

/** "On this page": a box above the text on a phone, a sticky column beside it on a wide screen. */
export const contents = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.borderRadius.standard,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  background: vars.color.background.surface,
  '@media': {
    [breakpointQuery.desktop]: { position: 'sticky', top: vars.space.medium },
  },
});

export const contentsHeading = style({
  margin: 0,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.foreground.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const contentsList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxsmall,
});

export const contentsLink = style({
  display: 'inline-block',
  paddingBlock: vars.borderWidth.large,
  color: vars.color.foreground.link,
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
  textDecoration: 'none',
  borderRadius: vars.borderRadius.small,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.standard,
    },
  },
});

/** The running text: headings, paragraphs, lists and definitions, at a readable measure. */
export const prose = style({
  display: 'grid',
  gap: vars.space.xlarge,
  minWidth: 0,
  maxWidth: vars.contentWidth.small,
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
  '@media': {
    [breakpointQuery.tablet]: {
      fontSize: vars.text.standard.tablet.fontSize,
      lineHeight: vars.text.standard.tablet.lineHeight,
    },
  },
});

/** One topic: an `h2` and what it says. */
export const section = style({
  display: 'grid',
  gap: vars.space.small,
});
globalStyle(`${section} > *, ${section} li > p`, { margin: 0 });
export const sectionHeading = style({
  // A link to `#section` leaves a little room above the heading.
  scrollMarginTop: vars.space.medium,
});
globalStyle(`${section} h2`, {
  fontSize: vars.heading['2'].mobile.fontSize,
  lineHeight: vars.heading['2'].mobile.lineHeight,
  fontWeight: vars.font.weight.strong,
  paddingTop: vars.space.small,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
});
globalStyle(`${section} h3`, {
  fontSize: vars.heading['4'].mobile.fontSize,
  lineHeight: vars.heading['4'].mobile.lineHeight,
  fontWeight: vars.font.weight.strong,
  marginTop: vars.space.xsmall,
});
globalStyle(`${section} ul, ${section} ol`, {
  paddingLeft: vars.space.medium,
  display: 'grid',
  gap: vars.space.xxsmall,
});
globalStyle(`${section} a`, {
  color: vars.color.foreground.link,
  textUnderlineOffset: '0.15em',
});
globalStyle(`${section} a:hover`, { color: vars.color.foreground.linkHover });
globalStyle(`${section} a:focus-visible`, {
  outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
  outlineOffset: vars.borderWidth.large,
  borderRadius: vars.borderRadius.small,
});
globalStyle(`${section} dl`, { display: 'grid', gap: vars.space.xxsmall });
globalStyle(`${section} dt`, { fontWeight: vars.font.weight.strong });
globalStyle(`${section} dt:not(:first-child)`, { marginTop: vars.space.xsmall });
globalStyle(`${section} dd`, { margin: 0 });
globalStyle(`${section} strong`, { fontWeight: vars.font.weight.strong });

/** A point to remember (how to spot a scam): a tinted box. */
export const callout = style({
  padding: vars.space.small,
  borderRadius: vars.borderRadius.standard,
  borderLeft: `${vars.borderWidth.large} solid ${vars.color.border.info}`,
  background: vars.color.background.infoLight,
});

/** Small print under the text: when the page last changed. */
export const updated = style({
  margin: 0,
  color: vars.color.foreground.secondary,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
});
