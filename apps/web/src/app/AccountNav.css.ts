import { breakpointQuery, vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

import { onBrandFocus } from './headerFocus.css.ts';

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// The header decides the colour; these links and the button follow it.
export const link = style({
  display: 'inline-block',
  color: 'inherit',
  fontWeight: vars.font.weight.medium,
  textUnderlineOffset: '0.2em',
  whiteSpace: 'nowrap',
  borderRadius: vars.borderRadius.small,
  selectors: { '&:focus-visible': onBrandFocus },
});

/** A long name is cut short rather than pushing the header wider. */
export const name = style([
  link,
  {
    maxWidth: '8rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'bottom',
    '@media': { [breakpointQuery.wide]: { maxWidth: '16rem' } },
  },
]);

export const form = style({ margin: 0 });

export const button = style({
  whiteSpace: 'nowrap',
  font: 'inherit',
  color: 'inherit',
  fontWeight: vars.font.weight.medium,
  background: 'none',
  border: 'none',
  padding: 0,
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.borderRadius.small,
  selectors: { '&:focus-visible': onBrandFocus },
});

export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
