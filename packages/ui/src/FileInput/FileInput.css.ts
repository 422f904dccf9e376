import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

// After the field styles, so these rules win over the shared control's.
import { control } from '../private/field/field.css.ts';

/**
 * The native file input, kept whole (its name, keyboard use and the chosen file's name all work
 * without JavaScript); only its button is drawn like the kit's soft button.
 */
export const input = style([
  control,
  {
    cursor: 'pointer',
    color: vars.color.foreground.secondary,
    paddingLeft: vars.space.xxsmall,
    // The box's own focus ring (`:focus-within`) shows focus.
    outline: 'none',
    selectors: {
      '&::file-selector-button': {
        marginRight: vars.space.small,
        minHeight: `calc(${vars.touchableSize} - 2 * ${vars.space.xxsmall})`,
        padding: `0 ${vars.space.small}`,
        border: 'none',
        borderRadius: vars.borderRadius.standard,
        background: vars.color.background.formAccentLight,
        color: vars.color.foreground.formAccent,
        font: 'inherit',
        fontWeight: vars.font.weight.medium,
        cursor: 'pointer',
      },
      '&:hover::file-selector-button': { textDecoration: 'underline' },
      '&:disabled::file-selector-button': { cursor: 'not-allowed' },
    },
  },
]);

/** Less padding around the button: it fills the box's height but for a small inset. */
export const box = style({ alignItems: 'center', padding: vars.space.xxsmall });
