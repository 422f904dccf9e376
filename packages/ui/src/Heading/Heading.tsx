import { type FontWeight, type HeadingLevel, headingLevelNames } from '@joblane/theme';
import type { ReactNode } from 'react';

import { Box } from '../Box/Box.tsx';
import { mapResponsiveValue, type ResponsiveValue } from '../private/responsiveValue.ts';
import * as typography from '../private/typography.css.ts';
import * as textStyles from '../Text/Text.css.ts';
import { assertMaxLines, type MaxLines } from '../Text/maxLines.ts';
import { TextContext } from '../Text/TextContext.ts';
import type { TextAlign } from '../Text/Text.tsx';
import * as styles from './Heading.css.ts';

export interface HeadingProps {
  children: ReactNode;
  /** The visual level, `'1'` (largest) to `'4'`. */
  level: HeadingLevel;
  /**
   * The element, when the document outline needs a different level from the look
   * (`level="2" component="h1"`). Default `h1`-`h4` from `level`.
   */
  component?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'div' | 'span' | 'p' | 'legend';
  /** Default `strong`. */
  weight?: FontWeight;
  align?: ResponsiveValue<TextAlign>;
  /** Truncate after this many lines (1-5) with an ellipsis. */
  maxLines?: MaxLines;
  /** An icon before the heading text. */
  icon?: ReactNode;
  id?: string;
}

/** A heading: its `level` sets the look, `component` the element (default `h{level}`). */
export function Heading({
  children,
  level,
  component,
  weight = 'strong',
  align,
  maxLines,
  icon,
  id,
}: HeadingProps) {
  if (!(headingLevelNames as readonly unknown[]).includes(level)) {
    throw new Error(
      `Heading does not support level ${JSON.stringify(level)}; use one of ${headingLevelNames.map((name) => `"${name}"`).join(', ')}.`,
    );
  }
  if (maxLines !== undefined) assertMaxLines('Heading', maxLines);
  const content = (
    <>
      {icon ? <span className={textStyles.leadingIcon}>{icon}</span> : null}
      {children}
    </>
  );
  return (
    // Inline content sizes itself like the matching body text size.
    <TextContext value={{ size: level === '4' ? 'standard' : 'large', weight, tone: 'neutral' }}>
      <Box
        component={component ?? `h${level}`}
        id={id}
        textAlign={align === undefined ? undefined : mapResponsiveValue(align, (value) => value)}
        className={[
          styles.block,
          typography.headingLevel[level],
          typography.fontWeight[weight],
          typography.tone.neutral,
        ]}
      >
        {maxLines === undefined ? (
          content
        ) : (
          <span className={textStyles.maxLines[maxLines]}>{content}</span>
        )}
      </Box>
    </TextContext>
  );
}
