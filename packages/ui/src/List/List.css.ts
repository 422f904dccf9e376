import { style } from '@vanilla-extract/css';

/** The marker column: wide enough for `10.` so numbered items line up. */
export const marker = style({ flexShrink: 0, minWidth: '1.25em', userSelect: 'none' });
export const numberMarker = style({ minWidth: '1.75em' });
export const content = style({ flexGrow: 1, minWidth: 0 });
