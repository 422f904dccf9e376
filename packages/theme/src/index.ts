export * from './tokens.ts';
export { vars } from './vars.css.ts';
export { breakpointQuery, responsiveStyle, type MediaBreakpoint } from './responsive.ts';
export { joblaneTheme, colorModeClass } from './theme.css.ts';
export { joblaneTokens } from './joblaneTokens.ts';
