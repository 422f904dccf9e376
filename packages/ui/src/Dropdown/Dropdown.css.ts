import { vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// oxlint-disable-next-line import/no-unassigned-import -- imported for its CSS order
import '../private/atoms.css.ts';

export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  // The chevron sits over the select's end, so a click on it opens the list too.
  paddingRight: `calc(${vars.touchableSize} - ${vars.space.xxsmall})`,
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

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
