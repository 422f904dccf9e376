import { breakpointQuery, vars } from '@joblane/theme';
import { style, styleVariants } from '@vanilla-extract/css';

const base = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': {
    [breakpointQuery.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
  },
});

export const form = styleVariants({
  standard: [base],
  // On the home page's hero panel: a surface of its own, so the fields stand out from the band.
  hero: [
    base,
    {
      padding: vars.space.medium,
      borderRadius: vars.borderRadius.large,
      background: vars.color.background.surface,
      color: vars.color.foreground.neutral,
      boxShadow: `0 ${vars.space.xxsmall} ${vars.space.large} rgb(0 0 0 / 0.18)`,
      '@media': {
        'screen and (max-width: 739.98px)': { padding: vars.space.small },
      },
    },
  ],
});
