import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A name and its button on one line, the button wrapping under a long name. */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});
