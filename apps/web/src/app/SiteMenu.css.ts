import { vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

import { kitFocus, onBrandFocus } from './headerFocus.css.ts';

export const menu = style({ display: 'block' });

/** The summary, then the button: the same look with or without the script. */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.touchableSize,
  padding: `0 ${vars.space.xsmall}`,
  marginRight: `calc(-1 * ${vars.space.xsmall})`,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  color: 'inherit',
  background: 'none',
  border: 'none',
  borderRadius: vars.borderRadius.standard,
  cursor: 'pointer',
  listStyle: 'none',
  userSelect: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': onBrandFocus,
    '&[aria-expanded="true"], details[open] > &': {
      background: vars.color.background.brandAccent,
    },
  },
});

/** Three bars drawn by the stylesheet (no icon in the script every page loads). */
export const icon = style({
  width: '1.125rem',
  height: '0.875rem',
  background: `linear-gradient(currentColor 0 0) top / 100% 2px no-repeat, linear-gradient(currentColor 0 0) center / 100% 2px no-repeat, linear-gradient(currentColor 0 0) bottom / 100% 2px no-repeat`,
  borderRadius: '1px',
  '@media': { '(forced-colors: active)': { forcedColorAdjust: 'none' } },
});

export const signIn = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchableSize,
  color: 'inherit',
  fontWeight: vars.font.weight.medium,
  textUnderlineOffset: '0.2em',
  whiteSpace: 'nowrap',
  borderRadius: vars.borderRadius.small,
  selectors: { '&:focus-visible': onBrandFocus },
});

/** Under the whole header, over the page (nothing below moves when it opens). */
export const panel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 3,
  padding: `${vars.space.xsmall} ${vars.space.small} ${vars.space.small}`,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  boxShadow: vars.shadow.medium,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const signedInAs = style({
  margin: 0,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  color: vars.color.foreground.secondary,
  overflowWrap: 'anywhere',
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

const itemLook = {
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: vars.touchableSize,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.borderRadius.standard,
  color: vars.color.foreground.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
} as const;

export const item = style({
  ...itemLook,
  selectors: {
    '&:hover': { background: vars.color.background.neutralSoft },
    '&:focus-visible': kitFocus,
  },
});

export const itemButton = style({
  ...itemLook,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  textAlign: 'left',
  background: 'none',
  border: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.neutralSoft },
    '&:focus-visible': kitFocus,
  },
});

globalStyle(`${list} > li + li:last-child:has(form)`, {
  marginTop: vars.space.xxsmall,
  paddingTop: vars.space.xxsmall,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
});
