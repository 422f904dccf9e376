import { style } from '@vanilla-extract/css';

export const centred = style({ marginLeft: 'auto', marginRight: 'auto' });
