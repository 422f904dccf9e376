import { vars } from '@joblane/theme';
import { styleVariants } from '@vanilla-extract/css';

export const drawerWidths = ['small', 'medium', 'large'] as const;
export type DrawerWidth = (typeof drawerWidths)[number];

// Never wider than the viewport less a strip of page, so the drawer reads as one.
const upTo = (width: string) => ({ maxWidth: `min(${width}, calc(100% - ${vars.space.large}))` });

export const width = styleVariants({
  small: upTo(vars.contentWidth.xsmall),
  medium: upTo(vars.contentWidth.small),
  large: upTo(vars.contentWidth.medium),
} satisfies Record<DrawerWidth, object>);
