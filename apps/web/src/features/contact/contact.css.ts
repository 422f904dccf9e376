import { breakpointQuery, vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The contact form's column: a form's width (Braid's contentWidth), not the page's. */
export const page = style({ maxWidth: vars.contentWidth.small });

export const intro = style({ display: 'grid', gap: vars.space.xsmall });

export const title = style({
  margin: 0,
  fontSize: vars.heading['1'].mobile.fontSize,
  lineHeight: vars.heading['1'].mobile.lineHeight,
  fontWeight: vars.font.weight.strong,
  '@media': {
    [breakpointQuery.tablet]: {
      fontSize: vars.heading['1'].tablet.fontSize,
      lineHeight: vars.heading['1'].tablet.lineHeight,
    },
  },
});

export const lead = style({
  margin: 0,
  color: vars.color.foreground.secondary,
  fontSize: vars.text.large.mobile.fontSize,
  lineHeight: vars.text.large.mobile.lineHeight,
});

export const aside = style({ margin: 0 });
globalStyle(`${aside} a`, { color: vars.color.foreground.link });
