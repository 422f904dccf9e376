import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../atoms.css.ts';

/** Shared by Checkbox and RadioItem: a native input drawn as a box, its mark drawn over it. */

export const choiceRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});

export const controlSlot = style({
  position: 'relative',
  display: 'flex',
  flexShrink: 0,
  width: vars.space.medium,
  height: vars.space.medium,
});

const border = (color: string, width: string = vars.borderWidth.standard) =>
  `inset 0 0 0 ${width} ${color}`;

export const nativeControl = style({
  appearance: 'none',
  margin: 0,
  width: '100%',
  height: '100%',
  cursor: 'pointer',
  background: vars.color.background.surface,
  boxShadow: border(vars.color.border.field),
  selectors: {
    '&:hover': { boxShadow: border(vars.color.border.fieldHover) },
    '&:focus-visible': {
      outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.standard,
    },
    // A radio is `:indeterminate` too while no radio of its group is checked: only a
    // checkbox's mixed state counts here, or every radio of an unanswered group looks chosen.
    '&:checked, &[type="checkbox"]:indeterminate': {
      background: vars.color.background.formAccent,
      boxShadow: 'none',
    },
    '&[aria-invalid="true"]': {
      boxShadow: border(vars.color.border.critical, vars.borderWidth.large),
    },
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.background.neutralLight,
      boxShadow: border(vars.color.border.neutralLight),
    },
    '&:disabled:checked, &[type="checkbox"]:disabled:indeterminate': {
      background: vars.color.background.neutralSoft,
    },
  },
});

export const checkboxShape = style({ borderRadius: vars.borderRadius.small });
export const radioShape = style({ borderRadius: vars.borderRadius.full });

/** The tick, dash or dot over the input: white on the accent, shown only in its state. */
export const mark = style({
  position: 'absolute',
  inset: 0,
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
  color: vars.color.foreground.neutralInverted,
});

export const showWhenChecked = style({
  selectors: { [`${nativeControl}:checked:not(:indeterminate) ~ &`]: { display: 'flex' } },
});

export const showWhenIndeterminate = style({
  selectors: { [`${nativeControl}[type="checkbox"]:indeterminate ~ &`]: { display: 'flex' } },
});

/** Server markup cannot say "indeterminate"; this class shows the dash until hydration sets it. */
export const showAlways = style({ display: 'flex' });

export const radioDot = style({
  width: '40%',
  height: '40%',
  borderRadius: vars.borderRadius.full,
  background: 'currentColor',
});

/** Untrimmed standard text: its 24 px line centres on the 24 px box. */
export const choiceLabel = style({ cursor: 'pointer' });

export const disabledLabel = style({ cursor: 'not-allowed' });

/** Description and message line up with the label, not the box. */
export const choiceDetails = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingLeft: `calc(${vars.space.medium} + ${vars.space.xsmall})`,
});

export const choiceGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});
