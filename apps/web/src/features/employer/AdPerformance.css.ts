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

export const chart = style({ display: 'block', width: '100%', maxWidth: '30rem', height: 'auto' });

export const bar = style({ fill: vars.color.background.formAccent });
export const baseline = style({ stroke: vars.color.border.neutral, strokeWidth: 1 });
export const marker = style({
  fill: vars.color.background.surface,
  stroke: vars.color.foreground.neutral,
  strokeWidth: 1.5,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.foreground.secondary,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
});

globalStyle(`${legend} li`, { display: 'inline-flex', alignItems: 'center', gap: '0.375rem' });

export const swatch = style({ width: '0.75rem', height: '0.75rem', flexShrink: 0 });

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
