import { breakpointQuery, vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// Grid tracks are as wide as their widest child's min-content unless told otherwise: the
// truncation examples (and long lines of code) would make the page wider than a phone.
const oneColumn = 'minmax(0, 1fr)';

const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

export const page = style({
  display: 'grid',
  gridTemplateColumns: oneColumn,
  gap: vars.space.xlarge,
});

export const section = style({
  display: 'grid',
  gridTemplateColumns: oneColumn,
  gap: vars.space.large,
});

export const categoryList = style({
  display: 'grid',
  gridTemplateColumns: oneColumn,
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [breakpointQuery.tablet]: { gridTemplateColumns: `repeat(2, ${oneColumn})` },
    [breakpointQuery.desktop]: { gridTemplateColumns: `repeat(3, ${oneColumn})` },
  },
});

export const searchForm = style({
  display: 'grid',
  gridTemplateColumns: `${oneColumn} auto`,
  alignItems: 'end',
  gap: vars.space.small,
  maxWidth: vars.contentWidth.small,
});

export const example = style({
  display: 'grid',
  gridTemplateColumns: oneColumn,
  gap: vars.space.small,
});

/** The live example and its code: stacked on phones, side by side from desktop. */
export const exampleBody = style({
  display: 'grid',
  gridTemplateColumns: oneColumn,
  // Each box as tall as what it holds: a one-line example beside long code stays one line tall.
  alignItems: 'start',
  gap: vars.space.small,
  '@media': {
    [breakpointQuery.desktop]: { gridTemplateColumns: `repeat(2, ${oneColumn})` },
  },
});

export const exampleFrame = style({
  // The frame carries its own theme class (light or dark preview): paint its background.
  background: vars.color.background.body,
  color: vars.color.foreground.neutral,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  borderRadius: vars.borderRadius.large,
  minWidth: 0,
});

export const code = style({
  margin: 0,
  padding: vars.space.small,
  overflow: 'auto',
  maxHeight: '32em',
  fontFamily: monospace,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: 1.5,
  color: vars.color.foreground.neutral,
  background: vars.color.background.neutralLight,
  borderRadius: vars.borderRadius.large,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.large,
    },
  },
});

/** Short code (an import line) that wraps instead of scrolling. */
export const wrappedCode = style([
  code,
  {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    overflow: 'visible',
    maxHeight: 'none',
  },
]);

/**
 * Long lines wrap (at a space if they can) rather than run out of the box: nothing is cut off
 * at the right, and a phone needs no sideways scrolling to read them.
 */
export const codeText = style({
  margin: 0,
  font: 'inherit',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const inlineCode = style({
  fontFamily: monospace,
  fontSize: '0.9em',
  overflowWrap: 'anywhere',
});

export const modeToggle = style({
  font: 'inherit',
  minHeight: vars.touchableSize,
  padding: `0 ${vars.space.small}`,
  color: vars.color.foreground.formAccent,
  background: 'transparent',
  border: `${vars.borderWidth.standard} solid ${vars.color.border.formAccent}`,
  borderRadius: vars.borderRadius.standard,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      color: vars.color.foreground.neutralInverted,
      background: vars.color.background.formAccent,
    },
    '&:focus-visible': {
      outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.large,
    },
  },
});

/** A props table scrolls sideways inside its own box on narrow screens, not the page. */
export const tableScroller = style({
  overflowX: 'auto',
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  borderRadius: vars.borderRadius.large,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.large,
    },
  },
});

export const table = style({
  width: '100%',
  minWidth: '44em',
  borderCollapse: 'collapse',
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
  color: vars.color.foreground.neutral,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
});

globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });

globalStyle(`${table} thead th`, {
  fontWeight: vars.font.weight.strong,
  background: vars.color.background.neutralLight,
});

export const propName = style({
  fontFamily: monospace,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});

export const typeCell = style({
  fontFamily: monospace,
  // Breaks inside a long type only when nothing else fits (never inside `'formAccent'`).
  overflowWrap: 'break-word',
  minWidth: '10em',
  maxWidth: '22em',
});

export const defaultCell = style({
  fontFamily: monospace,
  whiteSpace: 'nowrap',
});

export const required = style({
  display: 'block',
  fontFamily: 'inherit',
  fontWeight: vars.font.weight.regular,
  color: vars.color.foreground.critical,
});
