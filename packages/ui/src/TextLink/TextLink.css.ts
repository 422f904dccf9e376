import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

// Reset first so these rules come later in the style sheet and win over it.
// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../private/reset.css.ts';

export const base = style({
  textDecoration: 'underline',
  textDecorationThickness: '0.08em',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  borderRadius: vars.borderRadius.small,
});

export const regular = style({
  color: vars.color.foreground.link,
  ':hover': { color: vars.color.foreground.linkHover },
});

/** `weight="weak"`: the surrounding text colour, underlined. */
export const weak = style({
  color: 'inherit',
  ':hover': { textDecorationThickness: '0.12em' },
});

export const visited = style({
  ':visited': { color: vars.color.foreground.linkVisited },
});
