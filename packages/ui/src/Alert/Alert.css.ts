import { vars } from '@joblane/theme';
import { style, styleVariants } from '@vanilla-extract/css';

// After the reset and atoms (see atoms.css.ts), so these rules win over them.
// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../private/atoms.css.ts';

export const alert = style({
  position: 'relative',
  borderRadius: vars.borderRadius.standard,
});

/** A strip in the tone along the left edge, so the tone shows without relying on the fill. */
export const keyline = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: 0,
  width: `calc(${vars.borderWidth.large} * 2)`,
  borderTopLeftRadius: 'inherit',
  borderBottomLeftRadius: 'inherit',
});

export const tone = styleVariants({
  critical: { backgroundColor: vars.color.background.criticalLight },
  caution: { backgroundColor: vars.color.background.cautionLight },
  positive: { backgroundColor: vars.color.background.positiveLight },
  info: { backgroundColor: vars.color.background.infoLight },
});

export const keylineTone = styleVariants({
  critical: { backgroundColor: vars.color.border.critical },
  caution: { backgroundColor: vars.color.border.caution },
  positive: { backgroundColor: vars.color.border.positive },
  info: { backgroundColor: vars.color.border.info },
});
