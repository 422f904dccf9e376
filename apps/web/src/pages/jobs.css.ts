import { breakpointQuery, vars } from '@joblane/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [breakpointQuery.desktop]: { gridTemplateColumns: '18rem minmax(0, 1fr)' },
  },
});

// Below desktop, filters show in the page until JavaScript runs (the form works without it);
// once hydrated they live behind the "Filters" button.
export const sidebar = style({
  '@media': { [breakpointQuery.desktop]: { display: 'block' } },
});
globalStyle(`html[data-hydrated] ${sidebar}`, {
  '@media': { 'screen and (max-width: 991.98px)': { display: 'none' } },
});

export const filtersButton = style({ display: 'none' });
globalStyle(`html[data-hydrated] ${filtersButton}`, {
  '@media': { 'screen and (max-width: 991.98px)': { display: 'block' } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const results = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
