// Every component's examples, in one explicit list grouped by area (add yours to its area).
// The web app's `/ui` gallery renders them, and `examples.test.tsx` checks each one's markup.
import type { ComponentExamples } from './private/defineExamples.ts';

// Styling primitives
import BoxExamples from './Box/Box.examples.tsx';
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
// Feedback and content
// Form fields
// Overlays
// Icons
import IconsExamples from './Icons/Icons.examples.tsx';

export type { ComponentExample, ComponentExamples } from './private/defineExamples.ts';

export const allExamples: readonly ComponentExamples[] = [
  // Styling primitives
  BoxExamples,
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
  // Feedback and content
  // Form fields
  // Overlays
  // Icons
  IconsExamples,
];
