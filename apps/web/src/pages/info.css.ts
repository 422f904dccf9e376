import { vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

export const article = style({ maxWidth: vars.contentWidth.small });
