import { breakpointQuery, vars } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': {
    [breakpointQuery.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
  },
});
