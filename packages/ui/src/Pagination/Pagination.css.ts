import { responsiveStyle, vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

// Reset first so these rules come later in the style sheet and win over it.
// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../private/atoms.css.ts';
import { hiddenVisuallyRule } from '../private/styleRules.ts';
import { untrimmedTextRule } from '../private/textStyles.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: `calc(${vars.space.xxsmall} / 2)`,
});

export const link = style([
  untrimmedTextRule(vars.text.standard),
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: `calc(${vars.space.xxsmall} / 2)`,
    minWidth: vars.touchableSize,
    minHeight: vars.touchableSize,
    paddingLeft: `calc(${vars.space.xxsmall} / 2)`,
    paddingRight: `calc(${vars.space.xxsmall} / 2)`,
    borderRadius: vars.borderRadius.standard,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.medium,
    color: vars.color.foreground.neutral,
    textDecoration: 'none',
    selectors: {
      '&:hover:not([aria-current="page"])': {
        backgroundColor: vars.color.background.neutralLight,
      },
    },
  },
]);

export const current = style({
  backgroundColor: vars.color.background.formAccent,
  color: vars.color.foreground.neutralInverted,
});

/** Previous and Next: a chevron on mobile, chevron and word from tablet. */
export const stepLink = style({
  paddingLeft: vars.space.xxsmall,
  paddingRight: vars.space.xxsmall,
});

export const stepText = style(
  responsiveStyle({
    // Visually hidden on mobile (still the link's name); shown from tablet.
    mobile: hiddenVisuallyRule,
    tablet: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
      clipPath: 'none',
    },
  }),
);

export const gap = style([
  untrimmedTextRule(vars.text.standard),
  {
    minWidth: `calc(${vars.touchableSize} / 2)`,
    textAlign: 'center',
    color: vars.color.foreground.secondary,
  },
]);
