// Style rules more than one component's `.css.ts` builds on (plain objects, not classes).

/**
 * The standard visually-hidden technique: a 1px clipped box stays in the accessibility tree
 * (zero-size boxes are skipped by some screen readers), so these pixel values are deliberate.
 */
export const hiddenVisuallyRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Hover and press feedback for a `::before`: a layer of the text colour over the whole control,
 * so it works on every variant and tone. The control sets its `opacity` per state.
 */
export const interactionLayerRule = {
  content: "''",
  position: 'absolute',
  inset: 0,
  borderRadius: 'inherit',
  backgroundColor: 'currentColor',
  opacity: 0,
  pointerEvents: 'none',
} as const;

/**
 * What a native control (input, select, textarea, button) must lose before the kit draws it: the
 * browser's inset or outset border, grey face and margin (the font comes from the component's text
 * styles). Spread into the control's own class rather than relying on a separate reset class, so
 * no stylesheet order can bring the browser's look back.
 */
export const nativeControlRule = {
  appearance: 'none',
  margin: 0,
  border: 0,
  backgroundColor: 'transparent',
  backgroundImage: 'none',
  color: 'inherit',
} as const;
