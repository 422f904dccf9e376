import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

// Reset first so these rules come later in the style sheet and win over it.
// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../private/reset.css.ts';

export const rating = style({ display: 'block' });

export const stars = style({
  display: 'inline-flex',
  verticalAlign: 'middle',
  color: vars.color.foreground.rating,
  gap: '0.05em',
});

export const value = style({ marginLeft: '0.3em', verticalAlign: 'middle' });
