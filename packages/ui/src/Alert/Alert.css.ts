import { vars } from '@joblane/theme';
import { style, styleVariants } from '@vanilla-extract/css';

// After the reset and atoms (see atoms.css.ts), so these rules win over them.
// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../private/atoms.css.ts';

export const alert = style({
  position: 'relative',
  borderRadius: vars.borderRadius.standard,
});

export const tone = styleVariants({
  critical: { backgroundColor: vars.color.background.criticalLight },
  caution: { backgroundColor: vars.color.background.cautionLight },
  positive: { backgroundColor: vars.color.background.positiveLight },
  info: { backgroundColor: vars.color.background.infoLight },
});
