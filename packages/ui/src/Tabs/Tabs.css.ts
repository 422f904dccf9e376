import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

// oxlint-disable-next-line import/no-unassigned-import -- the reset must come first in the CSS
import '../private/reset.css.ts';

export const tablist = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  boxShadow: `inset 0 calc(${vars.borderWidth.standard} * -1) 0 ${vars.color.border.neutralLight}`,
  // Room for the focus ring inside the scroll box.
  padding: vars.focusRingSize,
  paddingBottom: 0,
});

export const tab = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.touchableSize,
  paddingLeft: vars.space.xsmall,
  paddingRight: vars.space.xsmall,
  borderRadius: vars.borderRadius.small,
  cursor: 'pointer',
  '::after': {
    content: "''",
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    height: vars.borderWidth.large,
    borderRadius: vars.borderRadius.small,
    backgroundColor: 'transparent',
  },
  selectors: {
    '&[aria-selected="true"]::after': { backgroundColor: vars.color.background.formAccent },
    '&:hover:not([aria-selected="true"])::after': {
      backgroundColor: vars.color.border.neutralLight,
    },
  },
});

export const panel = style({ outline: 'none' });
