import { createThemeContract } from '@vanilla-extract/css';

import {
  backgroundColorNames,
  borderColorNames,
  fontWeightNames,
  foregroundColorNames,
  type headingLevelNames,
  spaceNames,
  type textSizeNames,
} from './tokens.ts';

const keys = <K extends string>(names: readonly K[]): Record<K, null> =>
  Object.fromEntries(names.map((name) => [name, null])) as Record<K, null>;

/** Leading-trimmed text at one breakpoint (capsize values). */
const trimmedText = {
  fontSize: null,
  lineHeight: null,
  capHeightTrim: null,
  baselineTrim: null,
};
const responsiveText = { mobile: trimmedText, tablet: trimmedText };

/**
 * The CSS contract every component styles with. Values come from the theme class
 * (`joblaneTheme`) and, for colours, from the colour-mode class.
 */
export const vars = createThemeContract({
  color: {
    foreground: keys(foregroundColorNames),
    background: keys(backgroundColorNames),
    border: keys(borderColorNames),
    focus: null,
  },
  font: {
    family: null,
    weight: keys(fontWeightNames),
  },
  text: {
    xsmall: responsiveText,
    small: responsiveText,
    standard: responsiveText,
    large: responsiveText,
  } satisfies Record<(typeof textSizeNames)[number], typeof responsiveText>,
  heading: {
    '1': responsiveText,
    '2': responsiveText,
    '3': responsiveText,
    '4': responsiveText,
  } satisfies Record<(typeof headingLevelNames)[number], typeof responsiveText>,
  space: keys(spaceNames),
  borderRadius: { none: null, small: null, standard: null, large: null, full: null },
  borderWidth: { standard: null, large: null },
  shadow: { small: null, medium: null, large: null },
  contentWidth: { xsmall: null, small: null, medium: null, large: null },
  motion: {
    duration: { fast: null, popover: null, toast: null },
    easing: null,
  },
  touchableSize: null,
  focusRingSize: null,
});
