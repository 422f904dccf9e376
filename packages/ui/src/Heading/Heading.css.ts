import { style } from '@vanilla-extract/css';

export const block = style({ display: 'block' });
