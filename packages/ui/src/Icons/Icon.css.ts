import { responsiveStyle, vars } from '@joblane/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const base = style({
  display: 'inline-block',
  flexShrink: 0,
});

/** Inside text the icon follows the text's size (em) and sits on its line. */
export const inline = style({ width: '1.25em', height: '1.25em', verticalAlign: 'middle' });

/** Standalone sizes match the body text sizes' line heights. */
export const size = {
  ...styleVariants(vars.text, (text) =>
    responsiveStyle({
      mobile: { width: text.mobile.lineHeight, height: text.mobile.lineHeight },
      tablet: { width: text.tablet.lineHeight, height: text.tablet.lineHeight },
    }),
  ),
  fill: style({ width: '100%', height: '100%' }),
};
