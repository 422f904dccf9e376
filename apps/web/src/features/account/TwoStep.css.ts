import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

/** A six-digit code needs no 1 200 px field: the two-step pages keep to a reading width. */
export const narrow = style({ maxWidth: vars.contentWidth.small });

/** "Use a recovery code instead": a disclosure, so the app's code stays the one main action. */
export const disclosure = style({ margin: 0 });

export const summary = style({
  cursor: 'pointer',
  color: vars.color.foreground.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.borderRadius.small,
  ':focus-visible': { outline: `${vars.focusRingSize} solid ${vars.color.focus}` },
});

/** Space between the opened disclosure's summary and its form. */
export const disclosed = style({ paddingTop: vars.space.medium });

/** The key (monospace as every `code`) may break anywhere on a narrow phone. */
export const code = style({ overflowWrap: 'anywhere' });
