import { breakpointQuery, vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [breakpointQuery.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  margin: 0,
});

export const factRow = style({ display: 'contents' });

export const term = style({ color: vars.color.foreground.secondary });
export const definition = style({ margin: 0 });

export const description = style({ lineHeight: 1.6, overflowWrap: 'anywhere' });
globalStyle(`${description} > :first-child`, { marginTop: 0 });
globalStyle(`${description} a`, { color: vars.color.foreground.link });

export const similar = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
