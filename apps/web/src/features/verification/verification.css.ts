import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

/** The TXT record to copy: one long word, wrapped anywhere rather than widening the page. */
export const record = style({
  display: 'block',
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.borderRadius.standard,
  background: vars.color.background.neutralLight,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

/** The record's name and type beside its value. */
export const recordFacts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  margin: 0,
});

export const recordTerm = style({ fontWeight: vars.font.weight.medium });

export const recordValue = style({ margin: 0, overflowWrap: 'anywhere' });
