import { style } from '@vanilla-extract/css';

// The standard visually-hidden technique: a 1px clipped box stays in the accessibility tree
// (zero-size boxes are skipped by some screen readers), so these pixel values are deliberate.
export const hiddenVisually = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
