import { vars } from '@joblane/theme';
import { createVar, style, styleVariants } from '@vanilla-extract/css';

// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../private/atoms.css.ts';

const trackHeight = createVar();
const inset = vars.borderWidth.large;

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});

export const labelLeft = style({ flexDirection: 'row-reverse', justifyContent: 'flex-end' });

export const size = styleVariants({
  small: { vars: { [trackHeight]: vars.space.small } },
  standard: { vars: { [trackHeight]: vars.space.medium } },
});

export const slot = style({
  position: 'relative',
  display: 'flex',
  flexShrink: 0,
  height: trackHeight,
  width: `calc(${trackHeight} * 1.75)`,
  // A hit area of at least the touchable size, without changing the layout.
  '::after': {
    content: "''",
    position: 'absolute',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    minWidth: '100%',
    width: vars.touchableSize,
    height: vars.touchableSize,
    pointerEvents: 'none',
  },
});

export const track = style({
  appearance: 'none',
  margin: 0,
  width: '100%',
  height: '100%',
  cursor: 'pointer',
  borderRadius: vars.borderRadius.full,
  background: vars.color.background.neutralSoft,
  boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.border.field}`,
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    '&:checked': { background: vars.color.background.formAccent, boxShadow: 'none' },
    '&:focus-visible': {
      outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.standard,
    },
    '&:disabled': { cursor: 'not-allowed', background: vars.color.background.neutralLight },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const thumb = style({
  position: 'absolute',
  top: inset,
  left: inset,
  width: `calc(${trackHeight} - 2 * ${inset})`,
  height: `calc(${trackHeight} - 2 * ${inset})`,
  borderRadius: vars.borderRadius.full,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  pointerEvents: 'none',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    [`${track}:checked ~ &`]: { transform: `translateX(calc(${trackHeight} * 0.75))` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const label = style({ cursor: 'pointer' });
export const disabledLabel = style({ cursor: 'not-allowed' });
