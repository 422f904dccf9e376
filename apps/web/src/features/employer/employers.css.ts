import { breakpointQuery, vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

/** The opening: a readable measure, the page's first and biggest words. */
export const hero = style({
  maxWidth: vars.contentWidth.small,
  paddingTop: vars.space.small,
  '@media': { [breakpointQuery.tablet]: { paddingTop: vars.space.large } },
});

/** The closing call, on the surface colour so it reads as the end of the page. */
export const closing = style({
  padding: vars.space.large,
  borderRadius: vars.borderRadius.large,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
});
