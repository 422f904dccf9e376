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
export { formatNumber } from './Text/formatNumber.ts';
export type { MaxLines } from './Text/maxLines.ts';
export { TextLink, type TextLinkProps, type TextLinkWeight } from './TextLink/TextLink.tsx';
export { TextLinkButton, type TextLinkButtonProps } from './TextLinkButton/TextLinkButton.tsx';

// Actions
export { Actions, type ActionsProps } from './Actions/Actions.tsx';
export { Button, type ButtonProps } from './Button/Button.tsx';
export {
  buttonSizes,
  buttonTones,
  buttonVariants,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
} from './Button/buttonOptions.ts';
export {
  ButtonIcon,
  buttonIconSizes,
  buttonIconTones,
  type ButtonIconProps,
  type ButtonIconSize,
  type ButtonIconTone,
} from './ButtonIcon/ButtonIcon.tsx';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink/ButtonLink.tsx';

// Feedback and content
export { Alert, alertTones, type AlertProps, type AlertTone } from './Alert/Alert.tsx';
export {
  Badge,
  badgeTones,
  badgeWeights,
  type BadgeProps,
  type BadgeTone,
  type BadgeWeight,
} from './Badge/Badge.tsx';
export { Card, cardTones, type CardProps, type CardTone } from './Card/Card.tsx';
export {
  ErrorSummary,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
} from './ErrorSummary/ErrorSummary.tsx';
export { Loader, loaderDelay, type LoaderProps } from './Loader/Loader.tsx';
export { Notice, noticeTones, type NoticeProps, type NoticeTone } from './Notice/Notice.tsx';
export { Pagination, type PaginationProps } from './Pagination/Pagination.tsx';
export { Rating, ratingVariants, type RatingProps, type RatingVariant } from './Rating/Rating.tsx';
export { Tag, type TagProps } from './Tag/Tag.tsx';

// Form fields
export {
  Autosuggest,
  autosuggestLoadingDelay,
  defaultAutosuggestTranslations,
  type AutosuggestLoader,
  type AutosuggestProps,
  type AutosuggestTranslations,
} from './Autosuggest/Autosuggest.tsx';
export {
  filterSuggestions,
  type AutosuggestGroup,
  type AutosuggestItem,
  type AutosuggestSuggestion,
} from './Autosuggest/suggestions.ts';
export { LazyAutosuggest } from './LazyAutosuggest/LazyAutosuggest.tsx';
export { Checkbox, type CheckboxChecked, type CheckboxProps } from './Checkbox/Checkbox.tsx';
export {
  Dropdown,
  type DropdownOption,
  type DropdownOptionGroup,
  type DropdownProps,
} from './Dropdown/Dropdown.tsx';
export { FieldLabel, type FieldLabelProps } from './FieldLabel/FieldLabel.tsx';
export { fieldTones, type FieldBaseProps, type FieldTone } from './private/field/Field.tsx';
export {
  FieldMessage,
  fieldMessageTones,
  type FieldMessageProps,
  type FieldMessageTone,
} from './FieldMessage/FieldMessage.tsx';
export { FileInput, type FileInputProps } from './FileInput/FileInput.tsx';
export {
  PasswordField,
  type PasswordFieldProps,
  type PasswordFieldTranslations,
} from './PasswordField/PasswordField.tsx';
export { RadioGroup, type RadioGroupProps } from './RadioGroup/RadioGroup.tsx';
export { RadioItem, type RadioItemProps } from './RadioGroup/RadioItem.tsx';
export {
  TextDropdown,
  type TextDropdownOption,
  type TextDropdownProps,
} from './TextDropdown/TextDropdown.tsx';
export {
  TextField,
  textFieldTypes,
  type TextFieldProps,
  type TextFieldType,
} from './TextField/TextField.tsx';
export { Textarea, type TextareaProps } from './Textarea/Textarea.tsx';
export type { HighlightRange } from './private/highlightRanges.ts';
export { Toggle, toggleSizes, type ToggleProps, type ToggleSize } from './Toggle/Toggle.tsx';

// Overlays
export { Dialog, dialogWidths, type DialogProps, type DialogWidth } from './Dialog/Dialog.tsx';
export {
  Drawer,
  drawerPositions,
  drawerWidths,
  type DrawerPosition,
  type DrawerProps,
  type DrawerWidth,
} from './Drawer/Drawer.tsx';
export {
  MenuItem,
  menuItemTones,
  type MenuItemProps,
  type MenuItemTone,
} from './MenuRenderer/MenuItem.tsx';
export { MenuItemCheckbox, type MenuItemCheckboxProps } from './MenuRenderer/MenuItemCheckbox.tsx';
export { MenuItemDivider } from './MenuRenderer/MenuItemDivider.tsx';
export { MenuItemLink, type MenuItemLinkProps } from './MenuRenderer/MenuItemLink.tsx';
export {
  MenuRenderer,
  type MenuCloseReason,
  type MenuRendererProps,
  type MenuTriggerProps,
} from './MenuRenderer/MenuRenderer.tsx';
export { OverflowMenu, type OverflowMenuProps } from './OverflowMenu/OverflowMenu.tsx';
export {
  Popover,
  type PopoverAlign,
  type PopoverCloseReason,
  type PopoverPlacement,
  type PopoverProps,
} from './Popover/Popover.tsx';
export { Tab, type TabProps } from './Tabs/Tab.tsx';
export { TabPanel, type TabPanelProps } from './Tabs/TabPanel.tsx';
export { TabPanels, type TabPanelsProps } from './Tabs/TabPanels.tsx';
export { Tabs, type TabsProps } from './Tabs/Tabs.tsx';
export { TabsProvider, type TabsProviderProps } from './Tabs/TabsProvider.tsx';
export { toastTones, type ToastAction, type ToastOptions, type ToastTone } from './Toast/Toast.tsx';
export {
  ToastProvider,
  useToast,
  type ShowToast,
  type ToastProviderProps,
} from './Toast/ToastProvider.tsx';
export {
  TooltipRenderer,
  type TooltipRendererProps,
  type TooltipTriggerProps,
} from './TooltipRenderer/TooltipRenderer.tsx';

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
