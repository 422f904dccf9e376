// Every component's examples, in one explicit list grouped by area (add yours to its area).
// The web app's `/ui` gallery renders them, and `examples.test.tsx` checks each one's markup.
import type { ComponentExamples } from './private/defineExamples.ts';

// Foundations
import BoxExamples from './Box/Box.examples.tsx';
import UIProviderExamples from './UIProvider/UIProvider.examples.tsx';
// Layout
import BleedExamples from './Bleed/Bleed.examples.tsx';
import ColumnsExamples from './Columns/Columns.examples.tsx';
import ContentBlockExamples from './ContentBlock/ContentBlock.examples.tsx';
import DividerExamples from './Divider/Divider.examples.tsx';
import HiddenExamples from './Hidden/Hidden.examples.tsx';
import HiddenVisuallyExamples from './HiddenVisually/HiddenVisually.examples.tsx';
import InlineExamples from './Inline/Inline.examples.tsx';
import PageBlockExamples from './PageBlock/PageBlock.examples.tsx';
import SpreadExamples from './Spread/Spread.examples.tsx';
import StackExamples from './Stack/Stack.examples.tsx';
import TilesExamples from './Tiles/Tiles.examples.tsx';
// Typography
import HeadingExamples from './Heading/Heading.examples.tsx';
import ListExamples from './List/List.examples.tsx';
import SecondaryExamples from './Secondary/Secondary.examples.tsx';
import StrongExamples from './Strong/Strong.examples.tsx';
import TextExamples from './Text/Text.examples.tsx';
import TextLinkExamples from './TextLink/TextLink.examples.tsx';
import TextLinkButtonExamples from './TextLinkButton/TextLinkButton.examples.tsx';
// Actions
import ActionsExamples from './Actions/Actions.examples.tsx';
import ButtonExamples from './Button/Button.examples.tsx';
import ButtonIconExamples from './ButtonIcon/ButtonIcon.examples.tsx';
import ButtonLinkExamples from './ButtonLink/ButtonLink.examples.tsx';
// Feedback and content
import AlertExamples from './Alert/Alert.examples.tsx';
import BadgeExamples from './Badge/Badge.examples.tsx';
import CardExamples from './Card/Card.examples.tsx';
import ErrorSummaryExamples from './ErrorSummary/ErrorSummary.examples.tsx';
import LoaderExamples from './Loader/Loader.examples.tsx';
import NoticeExamples from './Notice/Notice.examples.tsx';
import PaginationExamples from './Pagination/Pagination.examples.tsx';
import RatingExamples from './Rating/Rating.examples.tsx';
import TagExamples from './Tag/Tag.examples.tsx';
// Form fields
import AutosuggestExamples from './Autosuggest/Autosuggest.examples.tsx';
import LazyAutosuggestExamples from './LazyAutosuggest/LazyAutosuggest.examples.tsx';
import CheckboxExamples from './Checkbox/Checkbox.examples.tsx';
import DropdownExamples from './Dropdown/Dropdown.examples.tsx';
import FieldLabelExamples from './FieldLabel/FieldLabel.examples.tsx';
import FieldMessageExamples from './FieldMessage/FieldMessage.examples.tsx';
import FileInputExamples from './FileInput/FileInput.examples.tsx';
import PasswordFieldExamples from './PasswordField/PasswordField.examples.tsx';
import RadioGroupExamples from './RadioGroup/RadioGroup.examples.tsx';
import TextDropdownExamples from './TextDropdown/TextDropdown.examples.tsx';
import TextFieldExamples from './TextField/TextField.examples.tsx';
import TextareaExamples from './Textarea/Textarea.examples.tsx';
import ToggleExamples from './Toggle/Toggle.examples.tsx';
// Overlays
import DialogExamples from './Dialog/Dialog.examples.tsx';
import DrawerExamples from './Drawer/Drawer.examples.tsx';
import MenuRendererExamples from './MenuRenderer/MenuRenderer.examples.tsx';
import OverflowMenuExamples from './OverflowMenu/OverflowMenu.examples.tsx';
import PopoverExamples from './Popover/Popover.examples.tsx';
import TabsExamples from './Tabs/Tabs.examples.tsx';
import ToastExamples from './Toast/Toast.examples.tsx';
import TooltipRendererExamples from './TooltipRenderer/TooltipRenderer.examples.tsx';
// Icons
import IconsExamples from './Icons/Icons.examples.tsx';

export {
  componentCategories,
  type ComponentCategory,
  type ComponentExample,
  type ComponentExamples,
} from './private/defineExamples.ts';

export const allExamples: readonly ComponentExamples[] = [
  // Foundations
  BoxExamples,
  UIProviderExamples,
  // Layout
  BleedExamples,
  ColumnsExamples,
  ContentBlockExamples,
  DividerExamples,
  HiddenExamples,
  HiddenVisuallyExamples,
  InlineExamples,
  PageBlockExamples,
  SpreadExamples,
  StackExamples,
  TilesExamples,
  // Typography
  HeadingExamples,
  ListExamples,
  SecondaryExamples,
  StrongExamples,
  TextExamples,
  TextLinkExamples,
  TextLinkButtonExamples,
  // Actions
  ActionsExamples,
  ButtonExamples,
  ButtonIconExamples,
  ButtonLinkExamples,
  // Feedback and content
  AlertExamples,
  BadgeExamples,
  CardExamples,
  ErrorSummaryExamples,
  LoaderExamples,
  NoticeExamples,
  PaginationExamples,
  RatingExamples,
  TagExamples,
  // Form fields
  AutosuggestExamples,
  LazyAutosuggestExamples,
  CheckboxExamples,
  DropdownExamples,
  FieldLabelExamples,
  FieldMessageExamples,
  FileInputExamples,
  PasswordFieldExamples,
  RadioGroupExamples,
  TextDropdownExamples,
  TextFieldExamples,
  TextareaExamples,
  ToggleExamples,
  // Overlays
  DialogExamples,
  DrawerExamples,
  MenuRendererExamples,
  OverflowMenuExamples,
  PopoverExamples,
  TabsExamples,
  ToastExamples,
  TooltipRendererExamples,
  // Icons
  IconsExamples,
];
