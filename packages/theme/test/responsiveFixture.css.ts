import { style } from '@vanilla-extract/css';

import { responsiveStyle, vars } from '../src/index.ts';

/** A style built the way the kit builds them, for the responsive tests. */
export const padded = style(
  responsiveStyle({
    mobile: { paddingTop: vars.space.small },
    tablet: { paddingTop: vars.space.medium },
    wide: { paddingTop: vars.space.xlarge },
  }),
);
