import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

/** The logo as seekers see it, beside what it is. */
export const current = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

/** The native file input, sized and outlined like the kit's fields. */
export const fileInput = style({
  display: 'block',
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.contentWidth.xsmall,
  minHeight: vars.touchableSize,
  padding: vars.space.xsmall,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.field}`,
  borderRadius: vars.borderRadius.standard,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  fontSize: vars.text.standard.mobile.fontSize,
  ':focus-visible': {
    outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
    outlineOffset: '2px',
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});
