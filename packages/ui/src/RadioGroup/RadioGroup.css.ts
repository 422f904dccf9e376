import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../private/atoms.css.ts';

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xsmall });

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
