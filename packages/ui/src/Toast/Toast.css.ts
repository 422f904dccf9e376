import { vars } from '@joblane/theme';
import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';

// oxlint-disable-next-line import/no-unassigned-import -- the reset must come first in the CSS
import '../private/reset.css.ts';

/** How far each toast behind the front one of a collapsed stack peeks out above it. */
const peekStep = vars.space.xsmall;
/** The room above the front toast that the peeking toasts take (one step per peeking toast). */
const peekSpace = createVar();

/** Fixed at the bottom of the viewport; lets clicks through except on the toasts themselves. */
export const toaster = style({
  position: 'fixed',
  zIndex: 300,
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: vars.space.gutter,
  pointerEvents: 'none',
});

/**
 * The stack: both live regions, one above the other. Collapsed, the front toast is the only one
 * in the flow and the others peek out above it (their tops, one step each); expanded (hovered or
 * focused), every toast is in the flow at its full height.
 */
export const stack = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: vars.contentWidth.xsmall,
  // The toasts catch the pointer, and so does the space between and above them, or moving from
  // one toast to the next would leave the stack and collapse it under the pointer.
  pointerEvents: 'auto',
  paddingTop: peekSpace,
  vars: { [peekSpace]: '0px' },
  selectors: {
    '&[data-count="0"]': { pointerEvents: 'none' },
    '&[data-peeks="1"]': { vars: { [peekSpace]: peekStep } },
    '&[data-peeks="2"]': { vars: { [peekSpace]: `calc(2 * ${peekStep})` } },
  },
});

/** Its toasts newest first in the document, drawn oldest at the top. */
export const region = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xsmall,
  width: '100%',
  maxWidth: vars.contentWidth.xsmall,
});

// Expanded, the two regions' toasts are one column; collapsed, only the front toast is in the flow.
globalStyle(`${stack}[data-expanded="true"] > ${region}:not(:empty) + ${region}:not(:empty)`, {
  marginTop: vars.space.xsmall,
});

const transition = [
  `opacity ${vars.motion.duration.toast} ${vars.motion.easing}`,
  `transform ${vars.motion.duration.toast} ${vars.motion.easing}`,
].join(', ');

export const toast = style({
  position: 'relative',
  zIndex: 4,
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  paddingLeft: vars.space.small,
  paddingTop: vars.space.xxsmall,
  paddingBottom: vars.space.xxsmall,
  paddingRight: vars.space.xxsmall,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  borderRadius: vars.borderRadius.standard,
  boxShadow: vars.shadow.large,
  borderLeft: `${vars.borderWidth.large} solid`,
  // The enter and exit animations: 200 ms each (the `toast` duration token).
  transition,
  selectors: {
    // Behind the front toast of a collapsed stack: the front toast's box (the stack's padding
    // holds the peeks), moved up one step per place and narrowed, fully opaque. Its own text
    // would show half cut by the toast in front, so it fades out until the stack expands.
    '&[data-behind]': {
      position: 'absolute',
      top: peekSpace,
      bottom: 0,
      left: 0,
      right: 0,
      overflow: 'hidden',
      transformOrigin: 'center top',
    },
    '&[data-behind="1"]': {
      zIndex: 3,
      transform: `translateY(calc(-1 * ${peekStep})) scale(0.95)`,
    },
    '&[data-behind="2"]': {
      zIndex: 2,
      transform: `translateY(calc(-2 * ${peekStep})) scale(0.9)`,
    },
    '&[data-behind="3"]': {
      zIndex: 1,
      transform: `translateY(calc(-2 * ${peekStep})) scale(0.9)`,
    },
    '&[data-state="entering"], &[data-state="exiting"]': {
      opacity: 0,
      transform: `translateY(${vars.space.small})`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

globalStyle(`${toast} > *`, { transition });
globalStyle(`${toast}[data-behind] > *`, { opacity: 0 });
globalStyle(`${toast} > *`, {
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const tone = styleVariants({
  positive: { borderLeftColor: vars.color.border.positive },
  critical: { borderLeftColor: vars.color.border.critical },
  neutral: { borderLeftColor: vars.color.border.neutral },
});

export const icon = style({ paddingTop: vars.space.xsmall, flexShrink: 0 });

export const content = style({
  flexGrow: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingTop: vars.space.small,
  paddingBottom: vars.space.xsmall,
});
