// The public API of @joblane/ui: one explicit list, grouped by area. Add new components to
// their area's list (alphabetical), with their prop types beside them.

// Provider
export {
  UIProvider,
  themeClassName,
  type ColorMode,
  type UIProviderProps,
} from './UIProvider/UIProvider.tsx';
export { useBreakpoint } from './UIProvider/breakpoint.ts';
export { useLinkComponent, type LinkComponentProps } from './UIProvider/linkComponent.tsx';

// Styling primitives
export { Box, type BoxProps } from './Box/Box.tsx';
export { atoms, type Atoms } from './private/atoms.css.ts';
export type { ResponsiveValue } from './private/responsiveValue.ts';

// Layout
export { Bleed, type BleedProps } from './Bleed/Bleed.tsx';
export { Column, type ColumnProps, type ColumnWidth } from './Columns/Column.tsx';
export {
  Columns,
  type ColumnsAlign,
  type ColumnsAlignY,
  type ColumnsProps,
} from './Columns/Columns.tsx';
export {
  ContentBlock,
  contentWidths,
  type ContentBlockProps,
  type ContentWidth,
} from './ContentBlock/ContentBlock.tsx';
export { Divider, type DividerProps, type DividerWeight } from './Divider/Divider.tsx';
export { Hidden, type HiddenProps } from './Hidden/Hidden.tsx';
export { HiddenVisually, type HiddenVisuallyProps } from './HiddenVisually/HiddenVisually.tsx';
export { Inline, type InlineAlign, type InlineAlignY, type InlineProps } from './Inline/Inline.tsx';
export { PageBlock, type PageBlockProps } from './PageBlock/PageBlock.tsx';
export { Spread, type SpreadAlignY, type SpreadProps } from './Spread/Spread.tsx';
export { Stack, type StackAlign, type StackProps } from './Stack/Stack.tsx';
export { Tiles, type TilesProps } from './Tiles/Tiles.tsx';
export type { TileCount } from './Tiles/Tiles.css.ts';

// Typography
export { Heading, type HeadingProps } from './Heading/Heading.tsx';
export { List, listTypes, type ListProps, type ListType } from './List/List.tsx';
export { Secondary, type SecondaryProps } from './Secondary/Secondary.tsx';
export { Strong, type StrongProps } from './Strong/Strong.tsx';
export { Text, textTones, type TextAlign, type TextProps, type TextTone } from './Text/Text.tsx';
export type { MaxLines } from './Text/maxLines.ts';
export { TextLink, type TextLinkProps, type TextLinkWeight } from './TextLink/TextLink.tsx';
export { TextLinkButton, type TextLinkButtonProps } from './TextLinkButton/TextLinkButton.tsx';

// Actions

// Feedback and content

// Form fields

// Overlays

// Icons
export { createIcon, iconTones, type IconProps, type IconTone } from './Icons/createIcon.tsx';
export {
  IconAdd,
  IconBookmark,
  IconBookmarkFilled,
  IconCaution,
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconChevronUp,
  IconClear,
  IconClose,
  IconCritical,
  IconExternalLink,
  IconFilter,
  IconHistory,
  IconInfo,
  IconLocation,
  IconMoney,
  IconPromote,
  IconSearch,
  IconSort,
  IconTick,
  IconTime,
} from './Icons/icons.tsx';
