import { vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// Plain elements, not kit components: a page importing kit parts that the results page also
// uses splits the kit's shared chunks further, and every extra file costs the results page.
export const article = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: vars.contentWidth.small,
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
});
globalStyle(`${article} > *`, { margin: 0 });
globalStyle(`${article} h1`, {
  fontSize: vars.heading['1'].mobile.fontSize,
  lineHeight: vars.heading['1'].mobile.lineHeight,
  fontWeight: vars.font.weight.strong,
});
globalStyle(`${article} a`, { color: vars.color.foreground.link });

const notice = {
  padding: vars.space.medium,
  borderRadius: vars.borderRadius.standard,
  borderLeftWidth: vars.borderWidth.large,
  borderLeftStyle: 'solid',
} as const;

export const positive = style({
  ...notice,
  background: vars.color.background.positiveLight,
  borderLeftColor: vars.color.border.positive,
});

export const critical = style({
  ...notice,
  background: vars.color.background.criticalLight,
  borderLeftColor: vars.color.border.critical,
});

export const button = style({
  minHeight: vars.touchableSize,
  paddingInline: vars.space.large,
  border: 'none',
  borderRadius: vars.borderRadius.standard,
  background: vars.color.background.brandAccent,
  color: vars.color.foreground.neutralInverted,
  font: 'inherit',
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
  ':hover': { background: vars.color.background.brandAccentHover },
  ':active': { background: vars.color.background.brandAccentActive },
  ':focus-visible': {
    outline: `${vars.focusRingSize} solid ${vars.color.focus}`,
    outlineOffset: '2px',
  },
});
