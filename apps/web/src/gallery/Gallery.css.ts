import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

// Grid tracks are as wide as their widest child's min-content unless told otherwise: the
// truncation examples would make the whole page wider than a phone.
const oneColumn = 'minmax(0, 1fr)';

export const gallery = style({
  display: 'grid',
  gridTemplateColumns: oneColumn,
  gap: vars.space.large,
});

export const heading = style({
  fontSize: vars.heading['1'].mobile.fontSize,
  lineHeight: vars.heading['1'].mobile.lineHeight,
  margin: 0,
});

export const contents = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const contentsLink = style({ color: vars.color.foreground.link });

export const group = style({
  display: 'grid',
  gridTemplateColumns: oneColumn,
  gap: vars.space.small,
});

export const groupHeading = style({ fontSize: vars.heading['2'].mobile.fontSize, margin: 0 });

export const example = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: oneColumn,
  gap: vars.space.xxsmall,
});

export const exampleName = style({
  fontWeight: vars.font.weight.medium,
  color: vars.color.foreground.secondary,
});

export const exampleDescription = style({
  display: 'block',
  fontWeight: vars.font.weight.regular,
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
  },
});
