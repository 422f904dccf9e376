import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'inline-flex', margin: 0 });

// A quiet outlined button that fills in the accent when pressed (the job is saved).
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.touchableSize,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.borderRadius.standard,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.formAccent}`,
  background: vars.color.background.surface,
  color: vars.color.foreground.formAccent,
  font: 'inherit',
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.background.formAccentLight,
    },
    '&:hover': { borderColor: vars.color.border.neutral },
    '&:focus-visible': {
      outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const icon = style({
  width: '1em',
  height: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  selectors: {
    '[aria-pressed="true"] > &': { fill: 'currentColor' },
  },
});
