import { responsiveStyle, type vars } from '@joblane/theme';
import type { StyleRule } from '@vanilla-extract/css';

/** A text or heading size from the contract: mobile and tablet-and-up capsize values. */
type TrimmedTextVars = (typeof vars.text)['standard'];
type TrimmedTextAtBreakpoint = TrimmedTextVars['mobile'];

function trimmed({ fontSize, lineHeight, capHeightTrim, baselineTrim }: TrimmedTextAtBreakpoint) {
  // Capsize trims are negative margins (the space above cap height and below the baseline), so
  // a text box is exactly as tall as its capitals and spacing between boxes is what it says.
  return {
    fontSize,
    lineHeight,
    '::before': { content: "''", display: 'table', marginBottom: capHeightTrim },
    '::after': { content: "''", display: 'table', marginTop: baselineTrim },
  };
}

/**
 * Style rule for leading-trimmed text of one size, mobile values first and the tablet values
 * from the tablet breakpoint up: `style(trimmedTextRule(vars.text.small))`.
 */
export function trimmedTextRule(text: TrimmedTextVars): StyleRule {
  return responsiveStyle({ mobile: trimmed(text.mobile), tablet: trimmed(text.tablet) });
}

/** Font size and line height only (no trim), e.g. for inline content or form controls. */
export function untrimmedTextRule(text: TrimmedTextVars): StyleRule {
  return responsiveStyle({
    mobile: { fontSize: text.mobile.fontSize, lineHeight: text.mobile.lineHeight },
    tablet: { fontSize: text.tablet.fontSize, lineHeight: text.tablet.lineHeight },
  });
}
