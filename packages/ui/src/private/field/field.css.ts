import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

// After the reset and atoms (see atoms.css.ts), so these rules win over the element resets.
// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../atoms.css.ts';
import { fontFamily } from '../typography.css.ts';
import { nativeControlRule } from '../styleRules.ts';
import { untrimmedTextRule } from '../textStyles.ts';

const border = (color: string, width: string = vars.borderWidth.standard) =>
  `inset 0 0 0 ${width} ${color}`;

/**
 * The box every text-like field draws: border, background, focus ring, tone and disabled looks.
 * The control inside it (input, textarea, select) is borderless, so icons, a prefix and a clear
 * button can sit beside it in the same box.
 */
export const fieldBox = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  minHeight: vars.touchableSize,
  borderRadius: vars.borderRadius.standard,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  boxShadow: border(vars.color.border.field),
  selectors: {
    '&:hover': { boxShadow: border(vars.color.border.fieldHover) },
    // One ring, the kit's, around the whole box while its control has focus (the control draws
    // none of its own: see `control`).
    '&:focus-within': {
      outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.standard,
    },
    // A button in the box (show password) draws its own ring when it has keyboard focus.
    '&:has(button:focus-visible, a:focus-visible)': { outline: 'none' },
  },
});

export const toneBox = {
  neutral: style({}),
  critical: style({
    selectors: {
      [`${fieldBox}&, ${fieldBox}&:hover`]: {
        boxShadow: border(vars.color.border.critical, vars.borderWidth.large),
      },
    },
  }),
  positive: style({
    selectors: {
      [`${fieldBox}&, ${fieldBox}&:hover`]: { boxShadow: border(vars.color.border.positive) },
    },
  }),
  caution: style({
    selectors: {
      [`${fieldBox}&, ${fieldBox}&:hover`]: { boxShadow: border(vars.color.border.caution) },
    },
  }),
};

export const disabledBox = style({
  selectors: {
    [`${fieldBox}&, ${fieldBox}&:hover`]: {
      background: vars.color.background.neutralLight,
      color: vars.color.foreground.secondary,
      boxShadow: border(vars.color.border.neutralLight),
      cursor: 'not-allowed',
    },
  },
});

/** The borderless control inside `fieldBox`. */
export const control = style([
  { ...nativeControlRule },
  fontFamily,
  untrimmedTextRule(vars.text.standard),
  {
    flexGrow: 1,
    minWidth: 0,
    width: '100%',
    paddingLeft: vars.space.small,
    paddingRight: vars.space.small,
    paddingTop: vars.space.xsmall,
    paddingBottom: vars.space.xsmall,
    borderRadius: vars.borderRadius.standard,
    '::placeholder': { color: vars.color.foreground.secondary, opacity: 1 },
    // The box around it draws the focus ring; the browser's own (an orange or dark "auto"
    // outline) would be a second ring inside it.
    outline: 'none',
    selectors: {
      '&:disabled': { cursor: 'not-allowed' },
      // A search input's own cancel button would sit beside the kit's clear button.
      '&::-webkit-search-cancel-button': { appearance: 'none' },
    },
  },
]);

/** Less padding on the side where an icon, prefix or button sits. */
export const controlAfterAdornment = style({ paddingLeft: vars.space.xxsmall });
export const controlBeforeAdornment = style({ paddingRight: vars.space.xxsmall });

/** A decorative icon or a prefix at the start of the box. */
export const adornment = style([
  fontFamily,
  untrimmedTextRule(vars.text.standard),
  {
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    paddingLeft: vars.space.small,
    color: vars.color.foreground.secondary,
  },
]);

export const prefix = style({
  paddingRight: vars.space.xxsmall,
  boxShadow: `inset calc(-1 * ${vars.borderWidth.standard}) 0 0 0 ${vars.color.border.neutralLight}`,
  marginRight: vars.space.xxsmall,
});

/** A square icon button at the end of the box (clear, show password). */
export const fieldButton = style({
  ...nativeControlRule,
  padding: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.touchableSize,
  minHeight: vars.touchableSize,
  borderRadius: vars.borderRadius.standard,
  color: vars.color.foreground.secondary,
  cursor: 'pointer',
  ':hover': { color: vars.color.foreground.neutral },
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.focusRingSize})`,
    },
  },
});

/** The label row: label (with its secondary label) on the left, tertiary label on the right. */
export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  gap: vars.space.xsmall,
});

export const label = style({ display: 'block', cursor: 'default' });

/** The message row: message on the left, the secondary message (a character count) on the right. */
export const messageRow = style({
  display: 'flex',
  // A long message and the worded count take a line each rather than squeeze each other.
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});

export const secondaryMessage = style({ marginLeft: 'auto', flexShrink: 0 });

/** Label row and description, one above the other. */
export const labelGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

/** Label, control and message, one above the other. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});
