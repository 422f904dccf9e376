import { vars } from '@joblane/theme';

/**
 * The kit's focus ring (`focusRingSize` wide, as far out: packages/ui's `focusRing`) drawn in
 * the inverted foreground: the kit's blue is about 3:1 on the brand indigo, white is 15:1.
 */
export const onBrandFocus = {
  outline: `${vars.focusRingSize} solid ${vars.color.foreground.neutralInverted}`,
  outlineOffset: vars.focusRingSize,
};

/** The kit's focus ring as it is, for the menu's panel on the surface colour. */
export const kitFocus = {
  outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
  outlineOffset: `calc(-1 * ${vars.focusRingSize})`,
};
