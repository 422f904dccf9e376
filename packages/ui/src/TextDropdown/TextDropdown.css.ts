import { vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../private/atoms.css.ts';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'baseline',
});

/** The select looks like strong text in the sentence's font, sized to its chosen option. */
export const select = style({
  appearance: 'none',
  font: 'inherit',
  fontWeight: vars.font.weight.strong,
  color: 'inherit',
  background: 'transparent',
  border: 0,
  margin: 0,
  padding: 0,
  paddingRight: '1.3em',
  borderRadius: vars.borderRadius.small,
  cursor: 'pointer',
  // Browsers that support it size the select to the chosen option, like text; others to the
  // widest option.
  fieldSizing: 'content',
  textDecoration: 'underline',
  textDecorationThickness: '0.08em',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', color: vars.color.foreground.secondary },
  },
});

globalStyle(`${select} option`, {
  fontWeight: vars.font.weight.regular,
  color: vars.color.foreground.neutral,
  background: vars.color.background.surface,
});

export const chevron = style({
  position: 'absolute',
  right: 0,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  width: '1.2em',
  height: '1.2em',
  pointerEvents: 'none',
});
