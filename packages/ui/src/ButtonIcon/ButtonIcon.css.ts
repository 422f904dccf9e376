import { vars } from '@joblane/theme';
import { style, styleVariants } from '@vanilla-extract/css';

// Reset first so these rules come later in the style sheet and win over it.
// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../private/reset.css.ts';
import { interactionLayerRule } from '../private/styleRules.ts';
import { untrimmedTextRule } from '../private/textStyles.ts';

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: vars.space.xxsmall,
  borderRadius: vars.borderRadius.full,
  cursor: 'pointer',
  // The hover and press layer, in the icon's colour.
  '::before': interactionLayerRule,
  selectors: {
    '&:hover:not(:disabled)::before': { opacity: 0.1 },
    '&:active:not(:disabled)::before': { opacity: 0.18 },
    '&:disabled': { cursor: 'default', opacity: 0.5 },
  },
});

/** The icon follows the font size (1.25em), so each size is a text size. */
export const size = styleVariants({
  small: untrimmedTextRule(vars.text.small),
  standard: untrimmedTextRule(vars.text.standard),
  large: untrimmedTextRule(vars.text.large),
});

export const tone = styleVariants({
  neutral: { color: vars.color.foreground.neutral },
  secondary: { color: vars.color.foreground.secondary },
  formAccent: { color: vars.color.foreground.formAccent },
  critical: { color: vars.color.foreground.critical },
});

export const softBackground = styleVariants({
  neutral: { backgroundColor: vars.color.background.neutralLight },
  secondary: { backgroundColor: vars.color.background.neutralLight },
  formAccent: { backgroundColor: vars.color.background.formAccentLight },
  critical: { backgroundColor: vars.color.background.criticalLight },
});

/** Keeps the icon above the hover layer. */
export const icon = style({ position: 'relative', display: 'flex' });
