import { vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

const tablet = 'screen and (min-width: 740px)';

// One column that may shrink below its content: a wide table scrolls in its frame, not the page.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
});

export const nav = style({
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The section links: the current one underlined in the accent (and `aria-current`). */
export const navLink = style({
  display: 'inline-block',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  minHeight: vars.touchableSize,
  boxSizing: 'border-box',
  color: vars.color.foreground.link,
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
  textDecoration: 'none',
  borderBottom: `3px solid transparent`,
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.foreground.neutral,
      fontWeight: vars.font.weight.strong,
      borderBottomColor: vars.color.border.formAccent,
    },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const items = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
});

export const term = style({ fontWeight: vars.font.weight.medium });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const weight = style({ color: vars.color.foreground.secondary, whiteSpace: 'nowrap' });

/** The ad's own words, kept as typed (line breaks), never as markup. */
export const adText = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  borderRadius: vars.borderRadius.large,
  background: vars.color.background.surface,
});

export const details = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
});

export const decision = style({
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
  borderRadius: vars.borderRadius.large,
});

export const search = style({
  display: 'grid',
  gap: vars.space.small,
  alignItems: 'end',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 24rem) auto', justifyContent: 'start' } },
});

/** The audit log scrolls sideways inside its frame on a narrow screen, never the page. */
export const tableFrame = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.strong,
  paddingBottom: vars.space.xsmall,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
});
