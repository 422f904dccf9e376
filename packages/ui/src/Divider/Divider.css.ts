import { vars } from '@joblane/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const base = style({ height: 0, width: '100%' });

export const weight = styleVariants({
  regular: { borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}` },
  strong: { borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.neutral}` },
});
