import { precomputeValues } from '@capsizecss/core';

import type {
  ColorTokens,
  FontMetrics,
  HeadingLevel,
  ResponsiveText,
  TextMetrics,
  TextSize,
  ThemeTokens,
} from './tokens.ts';

const px = (value: number): string => `${value}px`;
const ms = (value: number): string => `${value}ms`;

const mapValues = <K extends string, V, R>(
  record: Record<K, V>,
  map: (value: V) => R,
): Record<K, R> =>
  Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, map(value as V)]),
  ) as Record<K, R>;

/** capsize's leading-trim values for one size at one breakpoint. */
export function trimmedText(metrics: TextMetrics, fontMetrics: FontMetrics) {
  return precomputeValues({
    fontSize: metrics.fontSize,
    leading: metrics.lineHeight,
    fontMetrics,
  });
}

const responsiveTrimmedText = (text: ResponsiveText, fontMetrics: FontMetrics) => ({
  mobile: trimmedText(text.mobile, fontMetrics),
  tablet: trimmedText(text.tablet, fontMetrics),
});

/** The colour vars' values for one colour mode. */
export const colorValues = (color: ColorTokens) => ({
  foreground: { ...color.foreground },
  background: { ...color.background },
  border: { ...color.border },
  focus: color.focus,
});

/** Every var's value for a theme, with the light colours (as CSS strings). */
export function themeValues(tokens: ThemeTokens) {
  const { typography } = tokens;
  const trim = (text: ResponsiveText) => responsiveTrimmedText(text, typography.fontMetrics);
  return {
    color: colorValues(tokens.color.light),
    font: {
      family: typography.fontFamily,
      weight: mapValues(typography.fontWeight, String),
    },
    text: mapValues<TextSize, ResponsiveText, ReturnType<typeof trim>>(typography.text, trim),
    heading: mapValues<HeadingLevel, ResponsiveText, ReturnType<typeof trim>>(
      typography.heading,
      trim,
    ),
    space: mapValues(tokens.space, px),
    borderRadius: { ...tokens.borderRadius },
    borderWidth: mapValues(tokens.borderWidth, px),
    shadow: { ...tokens.shadow },
    contentWidth: mapValues(tokens.contentWidth, px),
    motion: {
      duration: mapValues(tokens.motion.duration, ms),
      easing: tokens.motion.easing,
    },
    touchableSize: px(tokens.touchableSize),
    focusRingSize: px(tokens.focusRingSize),
  };
}
