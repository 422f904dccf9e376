import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

/**
 * A long list of checkboxes (29 classifications) that scrolls inside its box rather than push the
 * rest of the form down: the filter panel's and the profile's. Its padding keeps the checkboxes'
 * focus rings clear of the box's clipping edge; the negative margin puts the boxes back in line
 * with the other groups' (no 8 px indent).
 */
export const scrollList = style({
  display: 'grid',
  gap: vars.space.small,
  maxHeight: '20rem',
  overflowY: 'auto',
  padding: vars.space.xxsmall,
  marginLeft: `calc(-1 * ${vars.space.xxsmall})`,
  marginRight: `calc(-1 * ${vars.space.xxsmall})`,
});
