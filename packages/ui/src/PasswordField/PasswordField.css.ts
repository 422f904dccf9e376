import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../private/atoms.css.ts';
import { nativeControlRule } from '../private/styleRules.ts';
import { untrimmedTextRule } from '../private/textStyles.ts';
import { fontFamily } from '../private/typography.css.ts';

export const visibilityButton = style([
  { ...nativeControlRule },
  fontFamily,
  untrimmedTextRule(vars.text.small),
  {
    flexShrink: 0,
    minWidth: vars.touchableSize,
    // Not the browser's button face: the field's own surface shows through, in both modes.
    paddingLeft: vars.space.xsmall,
    paddingRight: vars.space.xsmall,
    borderRadius: vars.borderRadius.standard,
    fontWeight: vars.font.weight.medium,
    color: vars.color.foreground.link,
    cursor: 'pointer',
    ':hover': { color: vars.color.foreground.linkHover },
    selectors: {
      '&:focus-visible': {
        outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
        outlineOffset: `calc(-1 * ${vars.focusRingSize})`,
      },
      '&:disabled': { cursor: 'not-allowed', color: vars.color.foreground.secondary },
    },
  },
]);
