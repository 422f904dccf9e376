import { breakpointQuery, type MediaBreakpoint } from '@joblane/theme';
import { style, type StyleRule } from '@vanilla-extract/css';

export const columnWidths = {
  '1/2': '50%',
  '1/3': `${100 / 3}%`,
  '2/3': `${200 / 3}%`,
  '1/4': '25%',
  '3/4': '75%',
  '1/5': '20%',
  '2/5': '40%',
  '3/5': '60%',
  '4/5': '80%',
} as const;
export type ColumnFraction = keyof typeof columnWidths;

const collapseKeys = ['none', 'tablet', 'desktop', 'wide'] as const;
type CollapseKey = (typeof collapseKeys)[number];

/** A rule that applies always (`none`) or from the collapse breakpoint up. */
function whenInRow(collapse: CollapseKey, rule: StyleRule): StyleRule {
  return collapse === 'none'
    ? rule
    : { '@media': { [breakpointQuery[collapse as MediaBreakpoint]]: rule } };
}

const byCollapse = (debugId: string, make: (collapse: CollapseKey) => StyleRule) =>
  Object.fromEntries(
    collapseKeys.map((collapse) => [collapse, style(make(collapse), `${debugId}_${collapse}`)]),
  ) as Record<CollapseKey, string>;

export const column = style({ minWidth: 0 });

/** No width: share the remaining row equally. */
export const fluid = byCollapse('fluid', (collapse) => whenInRow(collapse, { flex: '1 1 0%' }));

/** `content`: as wide as its content. */
export const content = byCollapse('content', (collapse) =>
  whenInRow(collapse, { flex: '0 0 auto' }),
);

/** Fractions of the row; full width while collapsed. */
export const fraction = Object.fromEntries(
  Object.entries(columnWidths).map(([name, width]) => [
    name,
    byCollapse(`width_${name.replace('/', 'of')}`, (collapse) =>
      whenInRow(collapse, { flex: `0 0 ${width}`, maxWidth: width }),
    ),
  ]),
) as Record<ColumnFraction, Record<CollapseKey, string>>;
