/**
 * The token contract of the Joblane theme: every value the kit may style with.
 * A theme is one `ThemeTokens` object; `vars` (see `vars.css.ts`) mirrors its shape as CSS
 * custom properties, so components reference tokens without knowing their values.
 */

export const breakpointNames = ['mobile', 'tablet', 'desktop', 'wide'] as const;
export type Breakpoint = (typeof breakpointNames)[number];

/** Minimum viewport widths in px (spec: mobile 0, tablet 740, desktop 992, wide 1200). */
export const breakpoints: Readonly<Record<Breakpoint, number>> = {
  mobile: 0,
  tablet: 740,
  desktop: 992,
  wide: 1200,
};

/**
 * Motion durations in ms, fixed by the UI spec: the toast enters and leaves in 200 ms, popovers
 * in 125-200 ms. A value of its own so components that time their exit in JavaScript do
 * not bundle the whole token set.
 */
export const motionDurations: Readonly<Record<'fast' | 'popover' | 'toast', number>> = {
  fast: 100,
  popover: 150,
  toast: 200,
};

export const toneNames = [
  'brand',
  'brandAccent',
  'formAccent',
  'critical',
  'caution',
  'positive',
  'info',
  'promote',
  'neutral',
] as const;
export type Tone = (typeof toneNames)[number];

export const spaceNames = [
  'none',
  'gutter',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'large',
  'xlarge',
  'xxlarge',
  'xxxlarge',
] as const;
export type Space = (typeof spaceNames)[number];

export const textSizeNames = ['xsmall', 'small', 'standard', 'large'] as const;
export type TextSize = (typeof textSizeNames)[number];

export const headingLevelNames = ['1', '2', '3', '4'] as const;
export type HeadingLevel = (typeof headingLevelNames)[number];

export const fontWeightNames = ['regular', 'medium', 'strong'] as const;
export type FontWeight = (typeof fontWeightNames)[number];

export const foregroundColorNames = [
  'neutral',
  'neutralInverted',
  'secondary',
  'secondaryInverted',
  'link',
  'linkHover',
  'linkVisited',
  'brandAccent',
  'formAccent',
  'critical',
  'caution',
  'positive',
  'info',
  'promote',
  'rating',
] as const;
export type ForegroundColor = (typeof foregroundColorNames)[number];

export const backgroundColorNames = [
  'body',
  'surface',
  'neutral',
  'neutralLight',
  'neutralSoft',
  'brand',
  'brandAccent',
  'brandAccentHover',
  'brandAccentActive',
  'brandAccentLight',
  'formAccent',
  'formAccentHover',
  'formAccentActive',
  'formAccentLight',
  'critical',
  'criticalHover',
  'criticalActive',
  'criticalLight',
  'caution',
  'cautionLight',
  'positive',
  'positiveLight',
  'info',
  'infoLight',
  'promote',
  'promoteLight',
] as const;
export type BackgroundColor = (typeof backgroundColorNames)[number];

export const borderColorNames = [
  'neutral',
  'neutralLight',
  'neutralInverted',
  'field',
  'fieldHover',
  'brandAccent',
  'formAccent',
  'critical',
  'caution',
  'positive',
  'info',
  'promote',
] as const;
export type BorderColor = (typeof borderColorNames)[number];

/** One colour mode (light or dark): every colour the kit uses, by role. */
export interface ColorTokens {
  foreground: Record<ForegroundColor, string>;
  background: Record<BackgroundColor, string>;
  border: Record<BorderColor, string>;
  /** The keyboard focus ring. */
  focus: string;
}

/** A text size at one breakpoint, in px. */
export interface TextMetrics {
  fontSize: number;
  lineHeight: number;
}

/** A text size with its mobile and tablet-and-up values. */
export interface ResponsiveText {
  mobile: TextMetrics;
  tablet: TextMetrics;
}

export interface FontMetrics {
  capHeight: number;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

export interface TypographyTokens {
  /** The web font's family name, as its `@font-face` rules declare it. */
  webFont: string;
  /** The full `font-family` stack: web font, metric-matched local fallback, generic. */
  fontFamily: string;
  /** Real metrics of the web font (capsize), used for leading trim and the fallback face. */
  fontMetrics: FontMetrics;
  fontWeight: Record<FontWeight, number>;
  text: Record<TextSize, ResponsiveText>;
  heading: Record<HeadingLevel, ResponsiveText>;
}

/** The raw theme: plain numbers and strings. `vars` carries the same shape as CSS. */
export interface ThemeTokens {
  name: string;
  /** Light colours are the default; `dark` is the dark colour mode. */
  color: { light: ColorTokens; dark: ColorTokens };
  typography: TypographyTokens;
  /** Spacing in px on a 4 px grid. */
  space: Record<Space, number>;
  breakpoints: Record<Breakpoint, number>;
  borderRadius: Record<'none' | 'small' | 'standard' | 'large' | 'full', string>;
  borderWidth: Record<'standard' | 'large', number>;
  shadow: Record<'small' | 'medium' | 'large', string>;
  contentWidth: Record<'xsmall' | 'small' | 'medium' | 'large', number>;
  /** Durations in ms. `toast` is the spec's 200 ms enter/exit; `popover` is within 125-200 ms. */
  motion: { duration: Record<'fast' | 'popover' | 'toast', number>; easing: string };
  /** Minimum size of anything tapped or clicked, in px. */
  touchableSize: number;
  /** Width of the keyboard focus ring, in px. */
  focusRingSize: number;
}
