import { assignVars, createTheme, globalStyle, style } from '@vanilla-extract/css';

import { joblaneTokens } from './joblaneTokens.ts';
import { colorValues, themeValues } from './themeValues.ts';
import { vars } from './vars.css.ts';

/**
 * The class an app puts on `<html>`: sets every var, light colours by default.
 * With no colour-mode class, the dark colours follow `prefers-color-scheme: dark`.
 */
export const joblaneTheme = createTheme(vars, themeValues(joblaneTokens), 'joblane');

const darkColors = assignVars(vars.color, colorValues(joblaneTokens.color.dark));

/** A user's explicit colour-mode choice, put on `<html>` beside `joblaneTheme`. */
export const colorModeClass = {
  light: style({}, 'light'),
  dark: style({}, 'dark'),
} as const;

globalStyle(`.${joblaneTheme}`, {
  colorScheme: 'light dark',
  backgroundColor: vars.color.background.body,
  color: vars.color.foreground.neutral,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weight.regular,
});

globalStyle(`.${joblaneTheme}.${colorModeClass.light}`, { colorScheme: 'light' });

globalStyle(`.${joblaneTheme}.${colorModeClass.dark}`, { colorScheme: 'dark', vars: darkColors });

globalStyle(`.${joblaneTheme}:not(.${colorModeClass.light})`, {
  '@media': { '(prefers-color-scheme: dark)': { vars: darkColors } },
});
