import { vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

const hairline = `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`;

globalStyle('body', { margin: 0, lineHeight: 1.5 });

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.xsmall,
  top: `calc(-1 * ${vars.touchableSize})`,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  background: vars.color.background.surface,
  color: vars.color.foreground.link,
  selectors: { '&:focus': { top: vars.space.xsmall } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.small} ${vars.space.gutter}`,
  borderBottom: hairline,
});

export const brand = style({
  color: vars.color.foreground.link,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.text.large.mobile.fontSize,
  textDecoration: 'none',
});

export const navLink = style({ color: vars.color.foreground.link });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.contentWidth.medium,
  margin: '0 auto',
  padding: vars.space.gutter,
  boxSizing: 'border-box',
  outline: 'none',
});

export const footer = style({
  padding: `${vars.space.small} ${vars.space.gutter}`,
  color: vars.color.foreground.secondary,
  borderTop: hairline,
});
