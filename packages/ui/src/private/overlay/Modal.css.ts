import { vars } from '@joblane/theme';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

// oxlint-disable-next-line import/no-unassigned-import -- the reset must come first in the CSS
import '../reset.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const riseIn = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space.small})` } });
const slideInRight = keyframes({ from: { transform: 'translateX(100%)' } });
const slideOutRight = keyframes({ to: { transform: 'translateX(100%)' } });
const slideInLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideOutLeft = keyframes({ to: { transform: 'translateX(-100%)' } });

const animation = (name: string) => `${name} ${vars.motion.duration.popover} ${vars.motion.easing}`;
const reducedMotion = '(prefers-reduced-motion: reduce)';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  backgroundColor: vars.color.background.neutral,
  opacity: 0.6,
  animation: animation(fadeIn),
  selectors: { '&[data-state="closing"]': { animation: animation(fadeOut), opacity: 0 } },
  '@media': { [reducedMotion]: { animation: 'none' } },
});

/** Fills the viewport above the backdrop; a click on it (outside the panel) closes. */
export const frame = styleVariants({
  dialog: {
    position: 'fixed',
    inset: 0,
    zIndex: 100,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.gutter,
    overflowY: 'auto',
  },
  left: { position: 'fixed', inset: 0, zIndex: 100, display: 'flex', justifyContent: 'flex-start' },
  right: { position: 'fixed', inset: 0, zIndex: 100, display: 'flex', justifyContent: 'flex-end' },
});

const panelBase = style({
  // Undo the browser's `dialog[open]` look: the kit places and styles the panel itself.
  position: 'relative',
  inset: 'auto',
  margin: 0,
  padding: 0,
  border: 0,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  boxShadow: vars.shadow.large,
  outline: 'none',
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});

export const panel = styleVariants({
  dialog: [
    panelBase,
    {
      maxHeight: '100%',
      width: '100%',
      borderRadius: vars.borderRadius.large,
      animation: animation(riseIn),
      selectors: { '&[data-state="closing"]': { animation: animation(fadeOut), opacity: 0 } },
    },
  ],
  right: [
    panelBase,
    {
      height: '100%',
      width: '100%',
      animation: animation(slideInRight),
      selectors: {
        '&[data-state="closing"]': {
          animation: animation(slideOutRight),
          transform: 'translateX(100%)',
        },
      },
    },
  ],
  left: [
    panelBase,
    {
      height: '100%',
      width: '100%',
      animation: animation(slideInLeft),
      selectors: {
        '&[data-state="closing"]': {
          animation: animation(slideOutLeft),
          transform: 'translateX(-100%)',
        },
      },
    },
  ],
});

/** An open panel rendered in the page (gallery previews): no backdrop, no fixed position. */
export const inlinePanel = style({ animation: 'none', maxHeight: 'none', height: 'auto' });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  padding: vars.space.gutter,
  paddingRight: vars.space.small,
  paddingBottom: 0,
});

export const titles = style({
  flexGrow: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  // Lines the title up with the middle of the close button.
  paddingTop: vars.space.xsmall,
});

export const closeButton = style({ marginTop: `calc(${vars.space.xsmall} * -0.5)` });

export const content = style({
  padding: vars.space.gutter,
  overflowY: 'auto',
  flexGrow: 1,
  // A flex item is at least as tall as its content unless told otherwise: without this, long
  // content made the whole panel taller than the viewport instead of scrolling inside it.
  minHeight: 0,
});
