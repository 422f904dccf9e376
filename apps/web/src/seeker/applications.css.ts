import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

/** The native file input, sized and outlined like the kit's fields. */
export const fileInput = style({
  display: 'block',
  width: '100%',
  minHeight: vars.touchableSize,
  padding: vars.space.xsmall,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  borderRadius: vars.borderRadius.standard,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  fontSize: vars.text.standard.mobile.fontSize,
  ':focus-visible': {
    outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
    outlineOffset: '2px',
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
});

export const card = style({
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  borderRadius: vars.borderRadius.large,
  background: vars.color.background.surface,
});

export const history = style({ margin: 0, paddingLeft: vars.space.medium });

export const definitions = style({ margin: 0, display: 'grid', gap: vars.space.small });

export const term = style({
  fontWeight: vars.font.weight.strong,
  color: vars.color.foreground.neutral,
});

export const detail = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
