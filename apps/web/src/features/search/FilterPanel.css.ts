import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.large });

export const group = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.font.weight.strong,
});

// A long list (29 classifications) scrolls inside the panel instead of pushing the rest down.
// Its padding keeps the checkboxes' focus rings clear of the scroll box's clipping edge; the
// negative margin puts the boxes back in line with the other groups' (no 8 px indent).
export const scrollList = style({
  display: 'grid',
  gap: vars.space.small,
  maxHeight: '20rem',
  overflowY: 'auto',
  padding: vars.space.xxsmall,
  marginLeft: `calc(-1 * ${vars.space.xxsmall})`,
  marginRight: `calc(-1 * ${vars.space.xxsmall})`,
});

export const salaryRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xsmall,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});
