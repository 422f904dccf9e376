import { breakpointQuery, vars } from '@joblane/theme';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

import { onBrandFocus } from './headerFocus.css.ts';

const hairline = `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`;

globalStyle('body', { margin: 0, lineHeight: 1.5 });

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

/**
 * One column for header, content and footer: the page's left edge lines up with the logo at
 * every width.
 */
export const column = style({
  width: '100%',
  maxWidth: vars.contentWidth.large,
  marginLeft: 'auto',
  marginRight: 'auto',
  paddingLeft: vars.space.gutter,
  paddingRight: vars.space.gutter,
  boxSizing: 'border-box',
  '@media': {
    'screen and (max-width: 739.98px)': {
      paddingLeft: vars.space.small,
      paddingRight: vars.space.small,
    },
  },
});

export const skipLinks = style({ position: 'absolute', left: 0, top: 0, zIndex: 2 });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.xsmall,
  top: `calc(-2 * ${vars.touchableSize})`,
  whiteSpace: 'nowrap',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.borderRadius.standard,
  background: vars.color.background.surface,
  color: vars.color.foreground.link,
  selectors: {
    '&:focus': {
      top: vars.space.xsmall,
      outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
    },
  },
});

export const header = style({
  // The phone menu's panel hangs from the header's bottom edge.
  position: 'relative',
  background: vars.color.background.brand,
  color: vars.color.foreground.neutralInverted,
});

export const headerInner = style([
  column,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.small,
    minHeight: '4rem',
  },
]);

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.borderRadius.standard,
  selectors: { '&:focus-visible': onBrandFocus },
});

export const logo = style({ width: '2rem', height: '2rem', flexShrink: 0, display: 'block' });

export const logoTile = style({ fill: vars.color.background.brandAccent });

export const logoLane = style({
  stroke: vars.color.foreground.neutralInverted,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  fill: 'none',
});

export const logoBars = style({
  stroke: vars.color.foreground.neutralInverted,
  strokeWidth: 3,
  strokeLinecap: 'round',
  fill: 'none',
});

export const wordmark = style({
  fontWeight: vars.font.weight.strong,
  fontSize: vars.text.large.mobile.fontSize,
  letterSpacing: '-0.01em',
});

export const nav = style({ display: 'flex', gap: vars.space.small, alignItems: 'center' });

/**
 * Where the header's links show in full: from tablet signed out, from desktop signed in, from
 * wide for a seeker (seven links and the account).
 */
type HeaderBreakpoint = 'tablet' | 'desktop' | 'wide';
const breakpoints = { tablet: 'tablet', desktop: 'desktop', wide: 'wide' } as const;

/** The site links sit after the logo from the breakpoint. */
export const siteNav = styleVariants(breakpoints, (from: HeaderBreakpoint) => [
  nav,
  {
    display: 'none',
    marginRight: 'auto',
    marginLeft: vars.space.medium,
    '@media': { [breakpointQuery[from]]: { display: 'flex' } },
  },
]);

export const accountNav = styleVariants(breakpoints, (from: HeaderBreakpoint) => [
  nav,
  { display: 'none', '@media': { [breakpointQuery[from]]: { display: 'flex' } } },
]);

/** Below the breakpoint: sign in (signed out) and the menu. */
export const phoneMenu = styleVariants(breakpoints, (from: HeaderBreakpoint) => [
  nav,
  { '@media': { [breakpointQuery[from]]: { display: 'none' } } },
]);

export const navLink = style({
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  padding: `${vars.space.xxsmall} 0`,
  borderRadius: vars.borderRadius.small,
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.25em' },
    '&:focus-visible': onBrandFocus,
  },
});

export const main = style([
  column,
  {
    flex: 1,
    paddingTop: vars.space.large,
    paddingBottom: vars.space.xlarge,
    outline: 'none',
    '@media': {
      [breakpointQuery.tablet]: { paddingTop: vars.space.xlarge },
    },
  },
]);

export const footer = style({
  borderTop: hairline,
  background: vars.color.background.surface,
  color: vars.color.foreground.secondary,
});

export const footerInner = style([
  column,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
    gap: vars.space.large,
    paddingTop: vars.space.large,
    paddingBottom: vars.space.large,
  },
]);

export const footerGroup = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  alignContent: 'start',
});

export const footerHeading = style({
  margin: 0,
  fontSize: vars.text.standard.mobile.fontSize,
  fontWeight: vars.font.weight.strong,
  color: vars.color.foreground.neutral,
});

export const footerList = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footerLink = style({
  color: vars.color.foreground.link,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', color: vars.color.foreground.linkHover },
    '&:focus-visible': { outline: `${vars.focusRingSize} solid ${vars.color.focus}` },
  },
});

export const copyright = style({ gridColumn: '1 / -1', margin: 0 });
