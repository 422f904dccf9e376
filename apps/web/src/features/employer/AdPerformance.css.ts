import { vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const performance = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

/** The four totals in a row that wraps on a phone. */
export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7.5rem, 1fr))',
  gap: vars.space.xsmall,
  margin: 0,
});

globalStyle(`${totals} > div`, { display: 'grid', gap: '0.125rem' });
globalStyle(`${totals} dt`, {
  color: vars.color.foreground.secondary,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
});
globalStyle(`${totals} dd`, {
  margin: 0,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.text.large.mobile.fontSize,
  lineHeight: vars.text.large.mobile.lineHeight,
  fontVariantNumeric: 'tabular-nums',
});

/** The two charts side by side on a wide card, one above the other on a phone. */
export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
  gap: vars.space.medium,
});

export const figure = style({ margin: 0, minWidth: 0, display: 'grid', gap: vars.space.xxsmall });

export const chartName = style({
  fontWeight: vars.font.weight.medium,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
});

/**
 * Room around the plot for what the chart draws outside it (the SVG's overflow is visible):
 * the y axis's name and numbers on the left and above, the dates below.
 */
export const plotBox = style({
  padding: `1.25rem 0.75rem 1.5rem 3rem`,
});

export const chart = style({
  display: 'block',
  width: '100%',
  height: '6rem',
  overflow: 'visible',
});

export const bar = style({ fill: vars.color.background.formAccent });
export const applicationBar = style({ fill: vars.color.background.brandAccent });
export const axisLine = style({ stroke: vars.color.border.neutral, strokeWidth: 1 });
export const gridLine = style({
  stroke: vars.color.border.neutralLight,
  strokeWidth: 1,
  strokeDasharray: '3 3',
});
export const tickLabel = style({
  fill: vars.color.foreground.secondary,
  fontSize: vars.text.xsmall.mobile.fontSize,
  fontVariantNumeric: 'tabular-nums',
});
export const axisName = style({
  fill: vars.color.foreground.secondary,
  fontSize: vars.text.xsmall.mobile.fontSize,
  fontWeight: vars.font.weight.medium,
});

/** Candidates by status: a wrapping row of short counts. */
export const statuses = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
  color: vars.color.foreground.secondary,
});

globalStyle(`${statuses} strong`, {
  color: vars.color.foreground.neutral,
  fontVariantNumeric: 'tabular-nums',
});

export const window = style({
  margin: 0,
  color: vars.color.foreground.secondary,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
});

export const details = style({
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
});

export const summary = style({
  cursor: 'pointer',
  color: vars.color.foreground.link,
  minHeight: vars.touchableSize,
  display: 'flex',
  alignItems: 'center',
  selectors: {
    '&:focus-visible': { outline: `${vars.focusRingSize} solid ${vars.color.focus}` },
  },
});

export const caption = style({ textAlign: 'left', paddingBottom: vars.space.xxsmall });

/** A phone is narrower than the five columns: the table scrolls sideways in its own box. */
export const tableBox = style({
  overflowX: 'auto',
  // Sized by the card, never by the table: without it the table's width widens every box
  // around it (grid and flex items are as wide as their content by default).
  contain: 'inline-size',
  selectors: {
    '&:focus-visible': { outline: `${vars.focusRingSize} solid ${vars.color.focus}` },
  },
});

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  padding: `0.25rem ${vars.space.xxsmall}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  textAlign: 'right',
});
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'left' });
globalStyle(`${table} thead th`, { fontWeight: vars.font.weight.medium, verticalAlign: 'bottom' });
globalStyle(`${table} td, ${table} th`, { whiteSpace: 'nowrap' });
