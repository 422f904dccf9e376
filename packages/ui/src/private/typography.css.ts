import { foregroundColorNames, vars } from '@joblane/theme';
import { style, styleVariants } from '@vanilla-extract/css';

import { trimmedTextRule, untrimmedTextRule } from './textStyles.ts';

// Reset first so these rules come later in the style sheet and win over it.
// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import './reset.css.ts';

/** Shared text classes: size (leading-trimmed), weight, tone. Used by Text, Heading and friends. */

export const fontFamily = style({ fontFamily: vars.font.family });

export const textSize = styleVariants(vars.text, (text) => [fontFamily, trimmedTextRule(text)]);
export const untrimmedTextSize = styleVariants(vars.text, (text) => [
  fontFamily,
  untrimmedTextRule(text),
]);

export const headingLevel = styleVariants(vars.heading, (text) => [
  fontFamily,
  trimmedTextRule(text),
]);

export const fontWeight = styleVariants(vars.font.weight, (weight) => ({ fontWeight: weight }));

export const tone = styleVariants(
  Object.fromEntries(foregroundColorNames.map((name) => [name, name])) as Record<
    (typeof foregroundColorNames)[number],
    (typeof foregroundColorNames)[number]
  >,
  (name) => ({ color: vars.color.foreground[name] }),
);
