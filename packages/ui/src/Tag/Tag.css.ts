import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

// Reset first so these rules come later in the style sheet and win over it.
// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../private/reset.css.ts';
import { untrimmedTextRule } from '../private/textStyles.ts';

export const tag = style([
  untrimmedTextRule(vars.text.small),
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: `calc(${vars.space.xxsmall} / 2)`,
    maxWidth: '100%',
    verticalAlign: 'middle',
    paddingTop: `calc(${vars.space.xxsmall} / 2)`,
    paddingBottom: `calc(${vars.space.xxsmall} / 2)`,
    paddingLeft: vars.space.xsmall,
    paddingRight: vars.space.xsmall,
    borderRadius: vars.borderRadius.full,
    backgroundColor: vars.color.background.neutralLight,
    color: vars.color.foreground.neutral,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.medium,
  },
]);

/** With a clear button the button sits at the right edge and sets the height. */
export const clearable = style({
  paddingTop: 0,
  paddingBottom: 0,
  paddingRight: 0,
});

export const label = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
