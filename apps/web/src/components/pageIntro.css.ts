import { breakpointQuery, vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

/**
 * A text page's title and lead in plain elements (the content pages and the contact form), so
 * those pages add no kit chunk to the results page.
 */
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
