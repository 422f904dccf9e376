import { vars } from '@joblane/theme';
import { styleVariants } from '@vanilla-extract/css';

export const dialogWidths = ['xsmall', 'small', 'medium', 'large', 'content'] as const;
export type DialogWidth = (typeof dialogWidths)[number];

export const width = styleVariants({
  xsmall: { maxWidth: vars.contentWidth.xsmall },
  small: { maxWidth: vars.contentWidth.small },
  medium: { maxWidth: vars.contentWidth.medium },
  large: { maxWidth: vars.contentWidth.large },
  content: { width: 'auto', maxWidth: '100%' },
} satisfies Record<DialogWidth, object>);
