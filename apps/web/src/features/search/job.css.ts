import { breakpointQuery, vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

import { bulletList } from '../../components/bullets.css.ts';

const belowTablet = 'screen and (max-width: 739.98px)';
const text = (size: 'small' | 'standard' | 'large') => ({
  margin: 0,
  fontSize: vars.text[size].mobile.fontSize,
  lineHeight: vars.text[size].mobile.lineHeight,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [breakpointQuery.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const backRow = style({ display: 'flex' });

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.touchableSize,
  color: vars.color.foreground.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  borderRadius: vars.borderRadius.small,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.focusRingSize} solid ${vars.color.focus}` },
  },
});

export const article = style({ minWidth: 0 });

export const header = style({
  display: 'grid',
  gap: vars.space.medium,
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
  alignItems: 'start',
});

export const titles = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.heading['2'].mobile.fontSize,
  lineHeight: vars.heading['2'].mobile.lineHeight,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
  '@media': {
    [breakpointQuery.tablet]: {
      fontSize: vars.heading['1'].tablet.fontSize,
      lineHeight: vars.heading['1'].tablet.lineHeight,
    },
  },
});

export const company = style({ ...text('large') });

/** How the organisation answers applicants, under its name. */
export const signal = style({ ...text('standard'), color: vars.color.foreground.secondary });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fact = style({
  ...text('standard'),
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.foreground.neutral,
});
globalStyle(`${fact} svg`, { color: vars.color.foreground.secondary, flexShrink: 0 });

// On a phone the apply button stays at the top of the screen while the job is read.
export const actionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  '@media': {
    [belowTablet]: {
      position: 'sticky',
      top: 0,
      zIndex: 1,
      margin: `0 calc(-1 * ${vars.space.small})`,
      padding: `${vars.space.xsmall} ${vars.space.small}`,
      background: vars.color.background.surface,
      display: 'grid',
    },
  },
});

/** "You applied on …" where Apply would be: a quiet confirmation, as tall as a button. */
export const applied = style({
  ...text('standard'),
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.touchableSize,
  margin: 0,
  fontWeight: vars.font.weight.medium,
});

export const sellingPoints = style({ ...text('standard'), fontWeight: vars.font.weight.medium });

export const description = style({
  ...text('standard'),
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
});
globalStyle(`${description} > :first-child`, { marginTop: 0 });
globalStyle(`${description} > :last-child`, { marginBottom: 0 });
globalStyle(`${description} a`, { color: vars.color.foreground.link });
// The description's own lists look like every other list of points on the site.
globalStyle(`${description} ul`, {
  paddingLeft: '1.25em',
  listStyle: 'disc',
});
globalStyle(`${description} li::marker, ${bulletList} li::marker`, {
  color: vars.color.foreground.secondary,
});

export const applySection = style({ scrollMarginTop: vars.space.xlarge });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
  paddingTop: vars.space.medium,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
});
globalStyle(`${details} dt`, { ...text('small'), color: vars.color.foreground.secondary });
globalStyle(`${details} dd`, { ...text('standard'), marginLeft: 0 });

export const similarPanel = style({
  '@media': {
    [breakpointQuery.desktop]: { position: 'sticky', top: vars.space.medium },
  },
});

export const similarList = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.borderRadius.large,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
});

export const similarItem = style({
  display: 'grid',
  gap: '2px',
  padding: vars.space.small,
  selectors: {
    '& + &': { borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}` },
  },
});

export const similarTitle = style({
  ...text('standard'),
  fontWeight: vars.font.weight.strong,
  color: vars.color.foreground.link,
  textDecoration: 'none',
  borderRadius: vars.borderRadius.small,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.focusRingSize} solid ${vars.color.focus}` },
  },
});

export const similarMeta = style({ ...text('small'), color: vars.color.foreground.secondary });

/** The company name with the "Verified employer" badge: side by side, or the badge flush below. */
export const companyWithBadge = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xsmall,
  rowGap: vars.space.xxsmall,
});

/** "Report this job": quiet, after the job's facts. */
export const report = style({
  ...text('small'),
  margin: 0,
  color: vars.color.foreground.secondary,
});
