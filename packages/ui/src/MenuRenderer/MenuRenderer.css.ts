import { vars } from '@joblane/theme';
import { style, styleVariants } from '@vanilla-extract/css';

// oxlint-disable-next-line import/no-unassigned-import -- the reset must come first in the CSS
import '../private/reset.css.ts';

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: `calc(${vars.space.xxxlarge} * 2)`,
  paddingTop: vars.space.xxsmall,
  paddingBottom: vars.space.xxsmall,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  width: '100%',
  minHeight: vars.touchableSize,
  paddingLeft: vars.space.small,
  paddingRight: vars.space.small,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  ':focus': { backgroundColor: vars.color.background.neutralLight },
  // Forced colours drop backgrounds: keep a visible focus there.
  '@media': { '(forced-colors: active)': { selectors: { '&:focus': { outline: '2px solid' } } } },
});

export const itemLabel = style({ flexGrow: 1, minWidth: 0 });

export const tick = styleVariants({
  checked: { visibility: 'visible' },
  unchecked: { visibility: 'hidden' },
});

export const divider = style({
  border: 0,
  marginLeft: 0,
  marginRight: 0,
  height: vars.borderWidth.standard,
  marginTop: vars.space.xxsmall,
  marginBottom: vars.space.xxsmall,
  backgroundColor: vars.color.border.neutralLight,
});
