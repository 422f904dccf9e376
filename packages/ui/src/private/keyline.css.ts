import { vars } from '@joblane/theme';
import { style, styleVariants } from '@vanilla-extract/css';

// After the reset and atoms (see atoms.css.ts), so these rules win over them.
// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import './atoms.css.ts';

/**
 * A strip in a tone along the left edge of a positioned box (`Alert`, `Card`), following its
 * corners, so the tone shows without relying on the fill.
 */
export const keyline = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: 0,
  width: `calc(${vars.borderWidth.large} * 2)`,
  borderTopLeftRadius: 'inherit',
  borderBottomLeftRadius: 'inherit',
});

export const keylineTone = styleVariants({
  formAccent: { backgroundColor: vars.color.border.formAccent },
  brandAccent: { backgroundColor: vars.color.border.brandAccent },
  promote: { backgroundColor: vars.color.border.promote },
  critical: { backgroundColor: vars.color.border.critical },
  caution: { backgroundColor: vars.color.border.caution },
  positive: { backgroundColor: vars.color.border.positive },
  info: { backgroundColor: vars.color.border.info },
});
