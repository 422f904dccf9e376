import type { StyleRule } from '@vanilla-extract/css';

import { type Breakpoint, breakpoints } from './tokens.ts';

/** Breakpoints that start above zero, i.e. the ones that need a media query. */
export type MediaBreakpoint = Exclude<Breakpoint, 'mobile'>;

/** Media queries for each breakpoint's minimum width. */
export const breakpointQuery: Readonly<Record<MediaBreakpoint, string>> = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
};

type ResponsiveStyleRule = Omit<StyleRule, '@media'>;

/**
 * Style that changes by breakpoint, mobile first: `responsiveStyle({ mobile: {...}, tablet: {...} })`.
 * Each breakpoint's rules apply from its minimum width up.
 */
export function responsiveStyle(
  rules: Partial<Record<Breakpoint, ResponsiveStyleRule>>,
): StyleRule {
  const { mobile, ...larger } = rules;
  const media: Record<string, ResponsiveStyleRule> = {};
  for (const name of ['tablet', 'desktop', 'wide'] as const) {
    const rule = larger[name];
    if (rule && Object.keys(rule).length > 0) media[breakpointQuery[name]] = rule;
  }
  return Object.keys(media).length > 0
    ? ({ ...mobile, '@media': media } as StyleRule)
    : ((mobile ?? {}) as StyleRule);
}
