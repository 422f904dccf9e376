import { responsiveStyle, vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../private/atoms.css.ts';

// The chevron sits over the select's end (so a click on it opens the list too): the select keeps
// its inset, the icon (a standard line tall and wide) and a gap free of text, and a choice too
// long for the rest ends in an ellipsis rather than running under it.
const chevronRoom = (iconSize: string) =>
  `calc(${vars.space.small} + ${iconSize} + ${vars.space.xxsmall})`;

export const select = style([
  responsiveStyle({
    mobile: { paddingRight: chevronRoom(vars.text.standard.mobile.lineHeight) },
    tablet: { paddingRight: chevronRoom(vars.text.standard.tablet.lineHeight) },
  }),
  {
    appearance: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    selectors: { '&:disabled': { cursor: 'not-allowed' } },
  },
]);

export const placeholderShown = style({ color: vars.color.foreground.secondary });
globalStyle(`${placeholderShown} option`, { color: vars.color.foreground.neutral });

export const chevron = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  right: vars.space.small,
  display: 'flex',
  alignItems: 'center',
  pointerEvents: 'none',
  color: vars.color.foreground.secondary,
});
