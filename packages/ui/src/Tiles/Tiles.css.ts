import { breakpointNames, breakpointQuery } from '@joblane/theme';
import { style } from '@vanilla-extract/css';

export const tileCounts = [1, 2, 3, 4, 5, 6] as const;
export type TileCount = (typeof tileCounts)[number];

export const grid = style({ display: 'grid' });

const template = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

/** `columns[breakpoint][count]`: that many equal columns from the breakpoint up. */
export const columns = Object.fromEntries(
  breakpointNames.map((breakpoint) => [
    breakpoint,
    Object.fromEntries(
      tileCounts.map((count) => [
        count,
        style(
          breakpoint === 'mobile'
            ? template(count)
            : { '@media': { [breakpointQuery[breakpoint]]: template(count) } },
        ),
      ]),
    ),
  ]),
) as Record<(typeof breakpointNames)[number], Record<TileCount, string>>;
