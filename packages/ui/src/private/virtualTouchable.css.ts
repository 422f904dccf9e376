import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

/**
 * Gives a small control (a text link, an icon button) a hit area of at least
 * `vars.touchableSize` without changing its layout: an invisible, centred `::after` box.
 * The element becomes `position: relative`.
 */
export const virtualTouchable = style({
  position: 'relative',
  '::after': {
    content: "''",
    position: 'absolute',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    minWidth: '100%',
    minHeight: '100%',
    width: vars.touchableSize,
    height: vars.touchableSize,
  },
});
