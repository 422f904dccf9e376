import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

/** The logo as seekers see it, beside what it is. */
export const current = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

/** The file field: no wider than a short field (its button and the chosen file's name). */
export const field = style({
  maxWidth: vars.contentWidth.xsmall,
});
