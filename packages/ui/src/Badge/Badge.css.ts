import { vars } from '@joblane/theme';
import { style, styleVariants } from '@vanilla-extract/css';

// Reset first so these rules come later in the style sheet and win over it.
// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../private/reset.css.ts';
import { untrimmedTextRule } from '../private/textStyles.ts';

export const base = style([
  untrimmedTextRule(vars.text.xsmall),
  {
    display: 'inline-block',
    maxWidth: '100%',
    verticalAlign: 'middle',
    paddingTop: `calc(${vars.space.xxsmall} / 4)`,
    paddingBottom: `calc(${vars.space.xxsmall} / 4)`,
    paddingLeft: `calc(${vars.space.xxsmall} * 0.75)`,
    paddingRight: `calc(${vars.space.xxsmall} * 0.75)`,
    borderRadius: vars.borderRadius.small,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
]);

export const weak = styleVariants({
  neutral: {
    color: vars.color.foreground.neutral,
    backgroundColor: vars.color.background.neutralLight,
  },
  info: { color: vars.color.foreground.info, backgroundColor: vars.color.background.infoLight },
  critical: {
    color: vars.color.foreground.critical,
    backgroundColor: vars.color.background.criticalLight,
  },
  caution: {
    color: vars.color.foreground.caution,
    backgroundColor: vars.color.background.cautionLight,
  },
  positive: {
    color: vars.color.foreground.positive,
    backgroundColor: vars.color.background.positiveLight,
  },
  promote: {
    color: vars.color.foreground.promote,
    backgroundColor: vars.color.background.promoteLight,
  },
});

export const strong = styleVariants({
  neutral: {
    color: vars.color.foreground.neutralInverted,
    backgroundColor: vars.color.background.neutral,
  },
  info: {
    color: vars.color.foreground.neutralInverted,
    backgroundColor: vars.color.background.info,
  },
  critical: {
    color: vars.color.foreground.neutralInverted,
    backgroundColor: vars.color.background.critical,
  },
  // The caution background is light: it carries the neutral text colour.
  caution: { color: vars.color.foreground.neutral, backgroundColor: vars.color.background.caution },
  positive: {
    color: vars.color.foreground.neutralInverted,
    backgroundColor: vars.color.background.positive,
  },
  promote: {
    color: vars.color.foreground.neutralInverted,
    backgroundColor: vars.color.background.promote,
  },
});
