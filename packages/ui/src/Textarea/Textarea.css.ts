import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../private/atoms.css.ts';
import { nativeControlRule } from '../private/styleRules.ts';
import { untrimmedTextRule } from '../private/textStyles.ts';
import { fontFamily } from '../private/typography.css.ts';

/**
 * The textarea sizes the box; the highlight layer is laid exactly over it (inset 0), so it can
 * never make the field taller than the textarea's rows.
 */
export const stack = style({
  position: 'relative',
  display: 'flex',
  flexGrow: 1,
  minWidth: 0,
});

/** Everything that decides where a character lands: identical on the text and the layer. */
export const metrics = style([
  fontFamily,
  untrimmedTextRule(vars.text.standard),
  {
    boxSizing: 'border-box',
    fontWeight: vars.font.weight.regular,
    fontStyle: 'normal',
    textIndent: 0,
    textTransform: 'none',
    margin: 0,
    border: 0,
    paddingLeft: vars.space.small,
    paddingRight: vars.space.small,
    paddingTop: vars.space.xsmall,
    paddingBottom: vars.space.xsmall,
    letterSpacing: 'normal',
    wordSpacing: 'normal',
    tabSize: 8,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'break-word',
    wordBreak: 'normal',
    overflowX: 'hidden',
    overflowY: 'hidden',
  },
]);

/**
 * With a line limit the text scrolls. Both reserve the scrollbar's width (so lines wrap at the
 * same place); the layer is scrolled by script, in step with the text.
 */
export const textScrolls = style({ overflowY: 'auto', scrollbarGutter: 'stable' });
export const layerScrolls = style({ overflowY: 'hidden', scrollbarGutter: 'stable' });

export const textarea = style({
  ...nativeControlRule,
  position: 'relative',
  zIndex: 1,
  display: 'block',
  width: '100%',
  resize: 'none',
  borderRadius: vars.borderRadius.standard,
  '::placeholder': { color: vars.color.foreground.secondary, opacity: 1 },
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const layer = style({
  position: 'absolute',
  inset: 0,
  color: 'transparent',
  pointerEvents: 'none',
  userSelect: 'none',
});

export const highlight = style({
  color: 'transparent',
  background: vars.color.background.criticalLight,
  boxShadow: `0 ${vars.borderWidth.large} 0 ${vars.color.border.critical}`,
});
