import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../private/atoms.css.ts';
import { untrimmedTextRule } from '../private/textStyles.ts';
import { fontFamily } from '../private/typography.css.ts';

export const root = style({ position: 'relative' });

export const popup = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xxsmall})`,
  left: 0,
  right: 0,
  zIndex: 2,
  maxHeight: `calc(${vars.touchableSize} * 8)`,
  overflowY: 'auto',
  borderRadius: vars.borderRadius.standard,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.large,
  paddingTop: vars.space.xxsmall,
  paddingBottom: vars.space.xxsmall,
});

export const hidden = style({ display: 'none' });

export const listbox = style({});

export const option = style([
  fontFamily,
  untrimmedTextRule(vars.text.standard),
  {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    minHeight: vars.touchableSize,
    paddingLeft: vars.space.small,
    paddingRight: vars.space.small,
    color: vars.color.foreground.neutral,
    cursor: 'pointer',
  },
]);

export const activeOption = style({ background: vars.color.background.formAccentLight });

export const optionText = style({ display: 'block' });

export const optionDescription = style([
  untrimmedTextRule(vars.text.small),
  { display: 'block', color: vars.color.foreground.secondary },
]);

/** The part of a suggestion that matches the typed text. */
export const match = style({
  fontWeight: vars.font.weight.strong,
  background: 'transparent',
  color: 'inherit',
});

export const groupLabel = style([
  fontFamily,
  untrimmedTextRule(vars.text.small),
  {
    paddingTop: vars.space.xsmall,
    paddingBottom: vars.space.xxsmall,
    paddingLeft: vars.space.small,
    paddingRight: vars.space.small,
    fontWeight: vars.font.weight.medium,
    color: vars.color.foreground.secondary,
  },
]);

export const message = style({
  paddingTop: vars.space.xsmall,
  paddingBottom: vars.space.xsmall,
  paddingLeft: vars.space.small,
  paddingRight: vars.space.small,
});
