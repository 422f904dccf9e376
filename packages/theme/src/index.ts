export * from './tokens.ts';
export { vars } from './vars.css.ts';
export { breakpointQuery, responsiveStyle, type MediaBreakpoint } from './responsive.ts';
