import { style, styleVariants } from '@vanilla-extract/css';

export const block = style({ display: 'block' });

/** Truncation lives on an inner span so the outer box keeps its leading trim. */
export const maxLines = styleVariants({ 1: 1, 2: 2, 3: 3, 4: 4, 5: 5 }, (lines) =>
  lines === 1
    ? { display: 'block', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }
    : {
        display: '-webkit-box',
        overflow: 'hidden',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: lines,
      },
);

export const leadingIcon = style({ marginRight: '0.3em' });
export const trailingIcon = style({ marginLeft: '0.3em' });
