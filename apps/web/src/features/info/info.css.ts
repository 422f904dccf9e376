import { vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const article = style({
  display: 'grid',
  gap: vars.space.small,
  maxWidth: vars.contentWidth.small,
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
});
globalStyle(`${article} > *`, { margin: 0 });
globalStyle(`${article} h1`, {
  fontSize: vars.heading['1'].mobile.fontSize,
  lineHeight: vars.heading['1'].mobile.lineHeight,
  fontWeight: vars.font.weight.strong,
  marginBottom: vars.space.xsmall,
});
globalStyle(`${article} h2`, {
  fontSize: vars.heading['3'].mobile.fontSize,
  lineHeight: vars.heading['3'].mobile.lineHeight,
  fontWeight: vars.font.weight.strong,
  marginTop: vars.space.small,
});
globalStyle(`${article} a`, { color: vars.color.foreground.link });
