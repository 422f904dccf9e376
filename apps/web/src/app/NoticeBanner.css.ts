import { vars } from '@joblane/theme';
import { style, styleVariants } from '@vanilla-extract/css';

const banner = style({
  display: 'block',
  margin: `0 0 ${vars.space.large}`,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.borderRadius.standard,
  borderLeft: `${vars.borderWidth.large} solid`,
});

export const { positive, info } = styleVariants({
  positive: [
    banner,
    { background: vars.color.background.positiveLight, borderColor: vars.color.border.positive },
  ],
  info: [
    banner,
    { background: vars.color.background.infoLight, borderColor: vars.color.border.info },
  ],
});
