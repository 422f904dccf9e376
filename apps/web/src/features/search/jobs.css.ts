import { breakpointQuery, vars } from '@joblane/theme';
import { style, styleVariants } from '@vanilla-extract/css';

const belowDesktop = 'screen and (max-width: 991.98px)';

/**
 * Blocks one above the other with the kit's spacing. Plain grids rather than the kit's Stack:
 * nothing else on the results page needs Stack (and the Hidden and Divider support it brings),
 * so its script stays out of the page. Absent children leave no gap (React renders nothing).
 */
export const stack = styleVariants(
  {
    xxsmall: vars.space.xxsmall,
    small: vars.space.small,
    medium: vars.space.medium,
    large: vars.space.large,
  },
  (gap) => ({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap }),
);

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [breakpointQuery.desktop]: {
      gridTemplateColumns: '17rem minmax(0, 1fr)',
      gap: vars.space.xlarge,
    },
  },
});

// Below desktop the panel is hidden from the first paint, server render included, so nothing
// moves when the page hydrates. Without JavaScript the Filters link targets it (`#filters`),
// which shows it; with JavaScript the filters open in a drawer instead.
export const sidebar = style({
  '@media': {
    [belowDesktop]: {
      display: 'none',
      selectors: { '&:target': { display: 'block' } },
    },
  },
});

/** The filters shown in the page because the drawer could not load. */
export const sidebarOpen = style({
  '@media': { [belowDesktop]: { display: 'block' } },
});

export const results = style({ outline: 'none', minWidth: 0 });

export const filtersButton = style({
  '@media': { [breakpointQuery.desktop]: { display: 'none' } },
});

export const filterCount = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  height: '1.5em',
  marginLeft: vars.space.xxsmall,
  padding: '0 0.4em',
  boxSizing: 'border-box',
  borderRadius: vars.borderRadius.full,
  background: vars.color.background.formAccent,
  color: vars.color.foreground.neutralInverted,
  fontSize: '0.85em',
  fontWeight: vars.font.weight.strong,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  '@media': { [breakpointQuery.desktop]: { justifyContent: 'flex-end' } },
});

export const resultList = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const emptyState = style({
  padding: vars.space.medium,
  borderRadius: vars.borderRadius.large,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
});

export const countedLinks = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const drawerBody = style({ display: 'grid', gap: vars.space.large });

// Stays in view at the bottom of the drawer's scrolling content.
// (The drawer's content box is inset by its padding: the footer reaches down over it.)
export const drawerFooter = style({
  position: 'sticky',
  bottom: `calc(-1 * ${vars.space.gutter})`,
  display: 'grid',
  padding: `${vars.space.small} 0 ${vars.space.gutter}`,
  marginBottom: `calc(-1 * ${vars.space.gutter})`,
  background: vars.color.background.surface,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.neutralLight}`,
});

export const cautionNote = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.borderRadius.standard,
  background: vars.color.background.cautionLight,
  color: vars.color.foreground.neutral,
  boxShadow: `inset ${vars.space.xxsmall} 0 0 ${vars.color.border.caution}`,
  paddingLeft: `calc(${vars.space.small} + ${vars.space.xxsmall})`,
});

export const cautionIcon = style({ display: 'flex', color: vars.color.foreground.caution });
